import {test} from 'node:test';
import assert from 'node:assert/strict';
import {activeHeading} from './activeHeading';

// A window 800 px tall under a 60 px top bar.
const at = (placed: Array<[number, number]>, lastBefore = -1) =>
  activeHeading(
    placed.map(([index, top]) => ({index, top})),
    lastBefore,
    60,
    800,
  );

test('the first heading below the top bar is current when it is in the top half of the window', () => {
  assert.equal(
    at([
      [4, 20],
      [5, 120],
      [6, 700],
    ]),
    5,
  );
});

test('a heading below the top half leaves the one before it current, or none before the first', () => {
  assert.equal(
    at([
      [4, 20],
      [5, 500],
    ]),
    4,
  );
  assert.equal(at([[7, 650]]), 6, 'the one before may be off screen');
  assert.equal(at([[0, 650]]), null);
});

test('past every heading on screen, the last of them is current', () => {
  assert.equal(
    at([
      [2, -400],
      [3, 10],
    ]),
    3,
  );
});

test('with no heading on screen, the last heading above it is current', () => {
  assert.equal(at([], 9), 9);
  assert.equal(at([], -1), null);
});
