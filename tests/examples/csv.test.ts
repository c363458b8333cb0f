import assert from 'node:assert/strict';
import {test} from 'node:test';
import {checkCsv} from './csv';

test('RFC 4180 quoting: commas, doubled quotes and line breaks inside quotes', () => {
  assert.deepEqual(checkCsv('name,note\n"Pump, north","He said ""ok"""\n"two\nlines",x\n'), {ok: true, columns: 2});
});

test('consistent column counts pass, empty fields count', () => {
  assert.deepEqual(checkCsv('date,value\n2024-01-01T00:00:00Z,1.5\n2024-01-01T01:00:00Z,\n'), {ok: true, columns: 2});
  assert.equal(checkCsv('a,b,c\n,,\n').ok, true);
  assert.equal(checkCsv('a,b\r\n1,2\r\n\r\n').ok, true);
});

test('a row with another column count fails at its line', () => {
  const verdict = checkCsv('date,value\n2024-01-01T00:00:00Z,1.5\n2024-01-01T01:00:00Z,1,2\n');
  assert.equal(verdict.ok, false);
  assert.equal(verdict.line, 2);
  assert.match(verdict.message ?? '', /expect 2, got 3/);
  assert.equal(checkCsv('a,b\n"x\ny",1\nlast\n').line, 3);
  assert.equal(checkCsv('a,b\n\n1,2').line, 1);
});

test('quote errors fail at their line', () => {
  assert.deepEqual(checkCsv('a,b\n"open,1\n').line, 1);
  assert.match(checkCsv('a,b\n"open,1\n').message ?? '', /Quote Not Closed/);
  assert.match(checkCsv('a,b\nsay "hi",1\n').message ?? '', /Invalid Opening Quote/);
  assert.match(checkCsv('a,b\n"x"y,1\n').message ?? '', /Invalid Closing Quote/);
  assert.equal(checkCsv('').ok, false);
  assert.equal(checkCsv('\n\n').ok, false);
});
