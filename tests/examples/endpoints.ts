/**
 * The documented HTTP endpoints: the request tables of the API pages, read as (method, path)
 * pairs, and the match of a requested path against them.
 *
 * A request table is a Markdown table whose header has a `Method` and a `Path` column (bold or
 * not). A Method cell may list several methods (`POST`, `GET` or "`POST` or `GET`"); a Path cell
 * holds one or more paths in backticks. Paths that do not start with `/api/` are relative to the
 * `/api/v1` context path, as docs/api/data/README.md (API Content Path) and the section overview
 * pages state; the server's own `/admin/` paths (the administration pages) stay as they are. In a path, `{name}` stands for one path segment and a final `*` for one or more.
 */
import {extractFences} from '../../src/lib/fences';

export interface Endpoint {
  method: string;
  /** The documented path, with `/api/v1` added to relative paths. */
  path: string;
  /** Page and 1-based line of the table row. */
  file: string;
  line: number;
}

const METHOD = /\b(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\b/g;
const DELIMITER_ROW = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;

/** Splits a table row into cell texts; `\|` does not split. */
export function tableCells(row: string): string[] {
  const trimmed = row
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '');
  return trimmed.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

function headerName(cell: string): string {
  return cell.replace(/[*_`]/g, '').trim().toLowerCase();
}

/** The endpoints listed in the request tables of one page. Tables inside code blocks are ignored. */
export function extractEndpoints(source: string, file: string): Endpoint[] {
  const lines = source.split(/\r\n|\n|\r/);
  const inFence = new Set<number>();
  for (const fence of extractFences(source)) {
    for (let line = fence.line; line < fence.contentLine + fence.lines.length + 1; line += 1) {
      inFence.add(line - 1);
    }
  }
  const endpoints: Endpoint[] = [];
  for (let index = 0; index + 1 < lines.length; index += 1) {
    const header = lines[index] ?? '';
    if (inFence.has(index) || !header.trim().startsWith('|') || !DELIMITER_ROW.test(lines[index + 1] ?? '')) {
      continue;
    }
    const names = tableCells(header).map(headerName);
    const methodColumn = names.indexOf('method');
    const pathColumn = names.indexOf('path');
    if (methodColumn === -1 || pathColumn === -1) {
      continue;
    }
    for (let row = index + 2; row < lines.length && (lines[row] ?? '').trim().startsWith('|'); row += 1) {
      const cells = tableCells(lines[row] ?? '');
      const methods = [...(cells[methodColumn] ?? '').matchAll(METHOD)].map((match) => match[1] ?? '');
      for (const path of tablePaths(cells[pathColumn] ?? '')) {
        for (const method of methods) {
          endpoints.push({method, path, file, line: row + 1});
        }
      }
    }
  }
  return endpoints;
}

/** The paths of a Path cell, made absolute. */
function tablePaths(cell: string): string[] {
  const quoted = [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
  const candidates = quoted.length > 0 ? quoted : [cell];
  return candidates
    .map((path) => path.trim().replace(/[?#].*$/, ''))
    .filter((path) => path.startsWith('/'))
    .map((path) => (path.startsWith('/api/') || path.startsWith('/admin/') ? path : `/api/v1${path}`));
}

/** A regular expression that matches the request paths a documented path stands for. */
export function pathPattern(path: string): RegExp {
  const segments = path.replace(/\/+$/, '').split('/');
  const parts = segments.map((segment, position) => {
    if (segment === '*' && position === segments.length - 1) {
      return '.+';
    }
    return segment
      .split(/(\{[^}]*\}|\*)/)
      .map((piece) => {
        if (piece === '*') {
          return '[^/]*';
        }
        if (/^\{[^}]*\}$/.test(piece)) {
          return '[^/]+';
        }
        return piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('');
  });
  return new RegExp(`^${parts.join('/')}$`);
}

/** The first documented endpoint with this method whose path matches `path`. */
export function findEndpoint(endpoints: readonly Endpoint[], method: string, path: string): Endpoint | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return endpoints.find((endpoint) => endpoint.method === method && pathPattern(endpoint.path).test(normalized));
}
