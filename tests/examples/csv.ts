/**
 * The check of ```csv blocks: RFC 4180 records with the same number of fields each, as csv-parse
 * reads them (quoted fields may hold commas, line breaks and doubled quotes). Blank lines at the end
 * of the block are ignored; a blank line inside it is a record of one empty field.
 */
import {CsvError, parse} from 'csv-parse/sync';

export interface CsvVerdict {
  ok: boolean;
  /** 0-based line within the block where the parser stopped (the first offending record). */
  line?: number;
  message?: string;
  columns?: number;
}

/** Parses `text` and requires every record to have as many fields as the first one. */
export function checkCsv(text: string): CsvVerdict {
  let records: string[][];
  try {
    records = parse(text.replace(/(\r?\n)+$/, ''));
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // csv-parse counts lines from 1 and names the line where it stopped (its context, untyped).
    const line = typeof error.lines === 'number' ? error.lines - 1 : 0;
    return {ok: false, line: Math.max(0, line), message: error.message.replace(/ (at|on) line \d+/, '')};
  }
  const first = records[0];
  if (first === undefined) {
    return {ok: false, line: 0, message: 'empty CSV block'};
  }
  return {ok: true, columns: first.length};
}
