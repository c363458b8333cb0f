/** Markdown tables of a page (outside code blocks), with the page line of each row. Pure. */
import {tableCells} from './endpoints';
import {extractFences} from '../../src/lib/fences';

export interface TableRow {
  /** Cell texts, with `**bold**` and surrounding backticks kept as written. */
  cells: string[];
  /** 1-based page line. */
  line: number;
}

export interface MarkdownTable {
  /** Header cells without `*` and backticks: `Zone ID`. */
  header: string[];
  rows: TableRow[];
}

const DELIMITER_ROW = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;

export function markdownTables(source: string): MarkdownTable[] {
  const lines = source.split(/\r\n|\n|\r/);
  const inCode = new Set<number>();
  for (const fence of extractFences(source)) {
    for (let line = fence.line; line <= fence.contentLine + fence.lines.length; line += 1) inCode.add(line);
  }
  const tables: MarkdownTable[] = [];
  for (let index = 0; index + 1 < lines.length; index += 1) {
    if (inCode.has(index + 1) || !/^\s*\|/.test(lines[index]!) || !DELIMITER_ROW.test(lines[index + 1]!)) continue;
    const header = tableCells(lines[index]!).map((cell) => cell.replace(/[*`]/g, '').trim());
    const rows: TableRow[] = [];
    let row = index + 2;
    while (row < lines.length && /^\s*\|/.test(lines[row]!) && !inCode.has(row + 1)) {
      rows.push({cells: tableCells(lines[row]!), line: row + 1});
      row += 1;
    }
    tables.push({header, rows});
    index = row - 1;
  }
  return tables;
}

/** The text of a cell that is one code span: `` `Europe/Paris` `` → `Europe/Paris`; else undefined. */
export function codeSpan(cell: string | undefined): string | undefined {
  return /^`([^`]+)`$/.exec(cell?.trim() ?? '')?.[1];
}
