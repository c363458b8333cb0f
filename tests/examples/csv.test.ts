import assert from 'node:assert/strict';
import {test} from 'node:test';
import {checkCsv, parseCsv} from './csv';

test('RFC 4180 quoting: commas, doubled quotes and line breaks inside quotes', () => {
  const parsed = parseCsv('name,note\n"Pump, north","He said ""ok"""\n"two\nlines",x\n');
  assert.ok(parsed.ok);
  assert.deepEqual(
    parsed.records.map((record) => record.fields),
    [
      ['name', 'note'],
      ['Pump, north', 'He said "ok"'],
      ['two\nlines', 'x'],
    ],
  );
  assert.deepEqual(
    parsed.records.map((record) => record.line),
    [0, 1, 2],
  );
});

test('consistent column counts pass, empty fields count', () => {
  assert.deepEqual(checkCsv('date,value\n2024-01-01T00:00:00Z,1.5\n2024-01-01T01:00:00Z,\n'), {ok: true, columns: 2});
  assert.equal(checkCsv('a,b,c\n,,\n').ok, true);
  assert.equal(checkCsv('a,b\r\n1,2\r\n').ok, true);
});

test('a row with another column count fails at its line', () => {
  const verdict = checkCsv('date,value\n2024-01-01T00:00:00Z,1.5\n2024-01-01T01:00:00Z,1,2\n');
  assert.equal(verdict.ok, false);
  assert.equal(verdict.line, 2);
  assert.match(verdict.message ?? '', /3 columns, expected 2/);
  assert.equal(checkCsv('a,b\n"x\ny",1\nlast\n').line, 3);
  assert.equal(checkCsv('a,b\n\n1,2').line, 1);
});

test('quote errors fail', () => {
  assert.match(checkCsv('a,b\n"open,1\n').message ?? '', /never closed/);
  assert.match(checkCsv('a,b\nsay "hi",1\n').message ?? '', /unquoted field/);
  assert.match(checkCsv('a,b\n"x"y,1\n').message ?? '', /after a closing quote/);
  assert.equal(checkCsv('').ok, false);
});
