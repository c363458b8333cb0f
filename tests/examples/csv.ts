/**
 * The check of ```csv blocks: RFC 4180 records with the same number of fields each.
 *
 * Fields are separated by commas and records by line breaks. A field enclosed in double quotes may
 * hold commas, line breaks and doubled quotes (`""` stands for one `"`). A quote inside an unquoted
 * field, text after a closing quote, and a quote that is never closed are errors. Blank lines at
 * the end of the block are ignored.
 */

export interface CsvRecord {
  /** 0-based line within the block where the record starts. */
  line: number;
  fields: string[];
}

export type CsvParse = {ok: true; records: CsvRecord[]} | {ok: false; line: number; message: string};

/** Splits `text` into records and fields. */
export function parseCsv(text: string): CsvParse {
  const records: CsvRecord[] = [];
  const body = text.replace(/\r\n?/g, '\n').replace(/\n+$/, '');
  let line = 0;
  let position = 0;
  while (position <= body.length) {
    const record: CsvRecord = {line, fields: []};
    let field = '';
    let recordDone = false;
    while (!recordDone) {
      if (body[position] === '"') {
        const quoteLine = line;
        position += 1;
        let closed = false;
        while (position < body.length) {
          const char = body[position] ?? '';
          if (char === '"') {
            if (body[position + 1] === '"') {
              field += '"';
              position += 2;
              continue;
            }
            position += 1;
            closed = true;
            break;
          }
          if (char === '\n') {
            line += 1;
          }
          field += char;
          position += 1;
        }
        if (!closed) {
          return {ok: false, line: quoteLine, message: 'quoted field is never closed'};
        }
        const next = body[position];
        if (next !== undefined && next !== ',' && next !== '\n') {
          return {ok: false, line, message: `unexpected ${JSON.stringify(next)} after a closing quote`};
        }
      } else {
        while (position < body.length && body[position] !== ',' && body[position] !== '\n') {
          if (body[position] === '"') {
            return {ok: false, line, message: 'double quote inside an unquoted field'};
          }
          field += body[position] ?? '';
          position += 1;
        }
      }
      record.fields.push(field);
      field = '';
      const separator = body[position];
      position += 1;
      if (separator !== ',') {
        recordDone = true;
        if (separator === '\n') {
          line += 1;
        }
      }
    }
    records.push(record);
  }
  return {ok: true, records};
}

export interface CsvVerdict {
  ok: boolean;
  /** 0-based line within the block of the first offending record. */
  line?: number;
  message?: string;
  columns?: number;
}

/** Parses `text` and requires every record to have as many fields as the first one. */
export function checkCsv(text: string): CsvVerdict {
  const parsed = parseCsv(text);
  if (!parsed.ok) {
    return {ok: false, line: parsed.line, message: parsed.message};
  }
  const first = parsed.records[0];
  if (first === undefined || (parsed.records.length === 1 && first.fields.join('') === '')) {
    return {ok: false, line: 0, message: 'empty CSV block'};
  }
  const columns = first.fields.length;
  for (const record of parsed.records) {
    if (record.fields.length !== columns) {
      return {
        ok: false,
        line: record.line,
        message: `${record.fields.length} columns, expected ${columns} as in the first row`,
        columns,
      };
    }
  }
  return {ok: true, columns};
}
