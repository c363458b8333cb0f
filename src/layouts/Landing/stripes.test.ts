import {test} from 'node:test';
import assert from 'node:assert/strict';
import {trailingStripes} from './stripes';

test('after an odd number of sections the next block is plain', () => {
  assert.deepEqual(trailingStripes(false, 2), [false, true]);
  assert.deepEqual(trailingStripes(undefined, 1), [false]);
});

test('resetStripes: after an even number of sections the next block is highlighted', () => {
  assert.deepEqual(trailingStripes(true, 2), [true, false]);
  assert.deepEqual(trailingStripes(true, 3), [true, false, true]);
});

test('no blocks', () => {
  assert.deepEqual(trailingStripes(true, 0), []);
});
