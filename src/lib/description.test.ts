import {test} from 'node:test';
import assert from 'node:assert/strict';
import {DESCRIPTION_MAX, trimDescription} from './description';

test('a short description is kept, with its spaces tidied', () => {
  assert.equal(trimDescription('  Inserts   series\nsamples. '), 'Inserts series samples.');
});

test('a long one is cut at a word boundary, with an ellipsis, within the limit', () => {
  const text = `${'word '.repeat(40)}end`;
  const trimmed = trimDescription(text);
  assert.ok(trimmed.length <= DESCRIPTION_MAX, `${trimmed.length}`);
  assert.match(trimmed, /^(word ){30,}word…$/);
});

test('punctuation before the cut is dropped', () => {
  assert.equal(trimDescription('alpha beta, gamma delta', 13), 'alpha beta…');
});

test('one word longer than the limit is cut inside it', () => {
  assert.equal(trimDescription('x'.repeat(20), 10), `${'x'.repeat(9)}…`);
});
