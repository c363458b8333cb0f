import {test} from 'node:test';
import assert from 'node:assert/strict';
import {pickQuote, NOT_FOUND_QUOTES} from './notFound';

test('the 404 screen picks one of four quotes', () => {
  assert.equal(pickQuote(() => 0).message, "There's nothing here.");
  assert.equal(pickQuote(() => 0.99).message, "Looks like we've got some broken links.");
  assert.equal(NOT_FOUND_QUOTES.length, 4);
});
