import assert from 'node:assert/strict';
import {test} from 'node:test';
import {checkJson, jsonErrorOffset} from './json';

test('valid JSON passes', () => {
  assert.deepEqual(checkJson('[{"entity": "sensor-041", "v": 1.5}]'), {ok: true});
  assert.deepEqual(checkJson('"text"'), {ok: true});
});

test('invalid JSON fails with the line of the error', () => {
  const verdict = checkJson('{\n  "a": 1,\n  "b": 2,\n}');
  assert.equal(verdict.ok, false);
  assert.equal(verdict.line, 3);
  const ellipsis = checkJson('[\n  {"a": 1},\n  ...\n]');
  assert.equal(ellipsis.ok, false);
  assert.equal(ellipsis.line, 2);
});

test('truncated, commented and empty blocks fail', () => {
  assert.equal(checkJson('{"a": [1, 2').ok, false);
  assert.equal(checkJson('{"a": 1} // note').ok, false);
  assert.equal(checkJson('{"a": 1}\n{"a": 2}').ok, false);
  assert.equal(checkJson('  \n').ok, false);
});

test('the error offset is where JSON stops: the start of the offending token', () => {
  assert.equal(jsonErrorOffset('[1, 2, ...]'), 7);
  assert.equal(jsonErrorOffset('{"a": tru}'), 6);
  assert.equal(jsonErrorOffset('{"a": 1} x'), 9);
  assert.equal(jsonErrorOffset('{"a": 1} // note'), 9);
  assert.equal(jsonErrorOffset('{"a": "x\\q"}'), 6);
  assert.equal(jsonErrorOffset('[1, 2'), 5);
  assert.equal(jsonErrorOffset('[1, 2]'), 6);
});
