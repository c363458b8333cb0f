import {test} from 'node:test';
import assert from 'node:assert/strict';
import {pickQuote} from './notFound';

test("the 404 screen picks one of the old site's four quotes, each as likely", () => {
  // Random numbers spread over [0, 1), four to each quarter.
  const picks = Array.from({length: 16}, (_, i) => pickQuote(() => i / 16).message);
  const counts = new Map<string, number>();
  for (const quote of picks) counts.set(quote, (counts.get(quote) ?? 0) + 1);
  assert.deepEqual(
    new Map([
      ["There's nothing here.", 4],
      ['How did we get here?', 4],
      ["That's a Four-Oh-Four.", 4],
      ["Looks like we've got some broken links.", 4],
    ]),
    counts,
  );
});
