/**
 * The names the reference pages document, read from the pages themselves so that the example
 * checks and the reference cannot drift apart: headings and the first cells of tables, outside
 * code blocks.
 */
import {tableCells} from './endpoints';
import {extractFences} from '../../src/lib/fences';

/** The lines of a page that are not inside a fenced code block. */
function proseLines(source: string): string[] {
  const lines = source.split(/\r\n|\n|\r/);
  for (const fence of extractFences(source)) {
    for (let line = fence.line; line <= fence.contentLine + fence.lines.length; line += 1) {
      lines[line - 1] = '';
    }
  }
  return lines;
}

const DELIMITER_ROW = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;

/** Code spans of headings and of the first cell of table rows. */
function namedSpans(source: string): string[] {
  const spans: string[] = [];
  const lines = proseLines(source);
  lines.forEach((line, index) => {
    let text: string | undefined;
    if (/^#{2,4}\s/.test(line)) {
      text = line;
    } else if (/^\s*\|/.test(line) && !DELIMITER_ROW.test(line)) {
      // a header row is followed by the delimiter row: its cells are labels, not names
      const isHeader = DELIMITER_ROW.test(lines[index + 1] ?? '');
      text = isHeader ? undefined : tableCells(line)[0];
    }
    for (const match of (text ?? '').matchAll(/`([^`]+)`/g)) {
      spans.push(match[1]!);
    }
  });
  return spans;
}

/** A code span's function name: `AVG`, `AVG()`, `avg(expr)` → the name before any bracket. */
function nameOf(span: string): string | undefined {
  return /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*(\(.*\))?\s*$/.exec(span)?.[1];
}

/**
 * SQL functions documented on `/sql/`: upper-case names in code spans of headings and of the
 * first cells of table rows, for example `| \`AVG\` | … |` or `### \`DATE_FORMAT\``. A heading
 * that is a plain upper-case word (`### LAG`) counts too.
 */
export function documentedSqlFunctions(source: string): Set<string> {
  const names = new Set<string>();
  for (const span of namedSpans(source)) {
    // `FIRST, LAST` names two functions; `DATE_FORMAT(time, pattern)` one
    for (const part of span.includes('(') ? [span] : span.split(/\s*,\s*/)) {
      const name = nameOf(part);
      if (name && name === name.toUpperCase()) names.add(name);
    }
  }
  for (const line of proseLines(source)) {
    const heading = /^#{3,4}\s+([A-Z][A-Z0-9_]*)(\(\))?\s*$/.exec(line);
    if (heading) names.add(heading[1]!);
  }
  return names;
}

/**
 * Rule engine functions documented on the function pages: code spans in headings
 * (`### \`upper\``) and in the first cells of table rows.
 */
export function documentedRuleFunctions(sources: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const source of sources) {
    for (const span of namedSpans(source)) {
      const name = nameOf(span);
      if (name) names.add(name);
    }
  }
  return names;
}
