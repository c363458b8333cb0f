/**
 * The shared reference pages hold data that can be checked against real implementations:
 * - every zone id of /shared/timezone-list.html is one that `Intl` accepts (a legacy name too),
 *   and its offsets are those `Intl` gives in 2025 (after the zones' 2024 changes);
 * - every pattern example of /shared/date-format.html formats the page's stated instant to the
 *   stated text, with js-joda (a port of java.time, whose pattern letters the page documents),
 *   and every accepted text denotes that instant.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {
  ChronoField,
  DateTimeFormatter,
  DateTimeFormatterBuilder,
  Instant,
  OffsetDateTime,
  ZoneOffset,
} from '@js-joda/core';
import {codeSpan, markdownTables, type MarkdownTable} from '../examples/tables';
import {readFile} from '../../scripts/support/docs';

const TIMEZONE_LIST = 'docs/shared/timezone-list.md';
const DATE_FORMAT = 'docs/shared/date-format.md';

function tablesWith(file: string, column: string): MarkdownTable[] {
  return markdownTables(readFile(file)).filter((table) => table.header.includes(column));
}

/** The UTC offsets of `zone` on `days`, as `+05:30` (`+00:00` for UTC): one formatter for them all. */
function offsetsOn(zone: string, days: Date[]): string[] {
  const format = new Intl.DateTimeFormat('en-US', {timeZone: zone, timeZoneName: 'longOffset'});
  return days.map((date) => {
    const offset = format
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')!
      .value.replace(/^GMT/, '');
    return offset === '' ? '+00:00' : offset;
  });
}

/** Whether Intl accepts `zone` (supportedValuesOf leaves out the UTC group, `Etc/UTC` and `Etc/GMT`). */
function accepted(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', {timeZone: zone});
    return true;
  } catch {
    return false;
  }
}

test('every time zone id is one that Intl accepts', () => {
  const tables = tablesWith(TIMEZONE_LIST, 'Zone ID');
  const problems: string[] = [];
  let ids = 0;
  for (const table of tables) {
    const id = table.header.indexOf('Zone ID');
    for (const row of table.rows) {
      ids += 1;
      const zone = codeSpan(row.cells[id]);
      if (!zone) {
        problems.push(`${TIMEZONE_LIST}:${row.line} the Zone ID cell is not one code span`);
      } else if (!accepted(zone)) {
        problems.push(`${TIMEZONE_LIST}:${row.line} ${zone}: Intl does not know it`);
      }
    }
  }
  assert.ok(ids > 500, `${ids} zone ids found`);
  assert.deepEqual(problems, []);
});

/** Noon UTC of every day of `year`. */
function daysOf(year: number): Date[] {
  const days: Date[] = [];
  for (let date = new Date(Date.UTC(year, 0, 1, 12)); date.getUTCFullYear() === year;) {
    days.push(date);
    date = new Date(date.getTime() + 86_400_000);
  }
  return days;
}

// The page gives the rules in force after the changes some zones made during 2024 (Almaty,
// Scoresbysund, Asuncion), so the offsets are those of 2025, every day of it: a zone with a
// third offset in the year (Casablanca's Ramadan time) shows it too.
test('every zone offset is one Intl gives in 2025, and Intl gives no other', () => {
  const days = daysOf(2025);
  const problems: string[] = [];
  let rows = 0;
  for (const table of tablesWith(TIMEZONE_LIST, 'Zone ID')) {
    const [id, standard, daylight] = ['Zone ID', 'Standard Offset', 'Daylight Offset'].map((name) =>
      table.header.indexOf(name),
    );
    for (const row of table.rows) {
      rows += 1;
      const zone = codeSpan(row.cells[id!])!;
      const seen = [...new Set(offsetsOn(zone, days))].sort();
      const stated = [
        ...new Set(
          [row.cells[standard!]!, row.cells[daylight!]!].flatMap((cell) => cell.match(/[+-]\d{2}:\d{2}/g) ?? []),
        ),
      ].sort();
      if (seen.join(' ') !== stated.join(' ')) {
        problems.push(
          `${TIMEZONE_LIST}:${row.line} ${zone}: the page says ${stated.join('/')}, Intl ${seen.join('/')}`,
        );
      }
    }
  }
  assert.ok(rows > 500, `${rows} zone rows found`);
  assert.deepEqual(problems, []);
});

/** The instant the date-format page states for its examples: the first bold code span of its Examples. */
function statedInstant(source: string): string {
  const examples = source.slice(source.indexOf('## Examples'));
  const instant = /\*\*`([^`]+)`\*\*/.exec(examples)?.[1];
  assert.ok(instant, `${DATE_FORMAT}: the Examples section states no instant as **\`…\`**`);
  return instant;
}

test('every date pattern example formats the stated instant to the stated text', () => {
  const source = readFile(DATE_FORMAT);
  const instant = Instant.parse(statedInstant(source));
  const utc = OffsetDateTime.ofInstant(instant, ZoneOffset.UTC);
  const problems: string[] = [];
  let examples = 0;
  for (const table of tablesWith(DATE_FORMAT, 'Pattern')) {
    const [pattern, output] = [table.header.indexOf('Pattern'), table.header.indexOf('Example output')];
    for (const row of table.rows) {
      examples += 1;
      const letters = codeSpan(row.cells[pattern])!;
      const expected = codeSpan(row.cells[output]);
      const actual = utc.format(DateTimeFormatter.ofPattern(letters));
      if (actual !== expected)
        problems.push(`${DATE_FORMAT}:${row.line} ${letters} gives ${actual}, the page says ${expected}`);
    }
  }
  assert.ok(examples >= 5, `${examples} pattern examples found`);
  assert.deepEqual(problems, []);
});

test('every accepted date text denotes the stated instant', () => {
  const source = readFile(DATE_FORMAT);
  const instant = Instant.parse(statedInstant(source));
  // The supported format: seconds required, a fraction of 1 to 9 digits optional, then Z or an
  // offset with or without a colon.
  const format = new DateTimeFormatterBuilder()
    .appendPattern("yyyy-MM-dd'T'HH:mm:ss")
    .optionalStart()
    .appendFraction(ChronoField.NANO_OF_SECOND, 1, 9, true)
    .optionalEnd()
    .optionalStart()
    .appendOffset('+HH:MM', 'Z')
    .optionalEnd()
    .optionalStart()
    .appendOffset('+HHMM', 'Z')
    .optionalEnd()
    .toFormatter();
  const problems: string[] = [];
  let texts = 0;
  for (const table of tablesWith(DATE_FORMAT, 'Zone form')) {
    const text = table.header.indexOf('Text');
    for (const row of table.rows) {
      texts += 1;
      const written = codeSpan(row.cells[text])!;
      const parsed = OffsetDateTime.parse(written, format).toInstant();
      if (!parsed.equals(instant)) problems.push(`${DATE_FORMAT}:${row.line} ${written} is ${parsed}, not ${instant}`);
    }
  }
  assert.ok(texts >= 5, `${texts} accepted texts found`);
  assert.deepEqual(problems, []);
});
