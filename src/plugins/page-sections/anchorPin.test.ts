import {test} from 'node:test';
import assert from 'node:assert/strict';
import {correction} from './anchorPin';

test('the page scrolls by what the anchor moved, in either direction', () => {
  assert.equal(correction(80, -944), -1024);
  assert.equal(correction(80, 269), 189);
});

test('a move of less than a pixel is left alone', () => {
  assert.equal(correction(80, 80), 0);
  assert.equal(correction(80, 79.4), 0);
  assert.equal(correction(80, 80.9), 0);
});
