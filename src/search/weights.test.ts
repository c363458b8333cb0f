import {test} from 'node:test';
import assert from 'node:assert/strict';
import {countTerms, MIN_WEIGHT, RARE_SHARE, shareWeight, termWeight} from './weights';
import {term} from './text';

test('a term weighs less the more pages use it: 1 when rare, almost nothing on every page', () => {
  assert.equal(shareWeight(RARE_SHARE), 1);
  assert.equal(shareWeight(0.001), 1);
  assert.equal(shareWeight(1), MIN_WEIGHT);
  const shares = [0.03, 0.1, 0.3, 0.5, 0.8];
  const weights = shares.map(shareWeight);
  for (let i = 1; i < weights.length; i += 1) assert.ok(weights[i]! < weights[i - 1]!, `${shares[i]}`);
  assert.ok(shareWeight(0.8) < 0.1 && shareWeight(0.05) > 0.7);
});

test('counts keep only terms that are not rare; words for the manual weigh least whatever their count', () => {
  const pages = Array.from({length: 100}, (_, i) => (i < 80 ? ['data', `w${i}`] : [`w${i}`]));
  const counts = countTerms(pages);
  assert.equal(counts.n, 100);
  assert.deepEqual(counts.df, {data: 80});
  assert.ok(termWeight(counts, 'data') < 0.1);
  assert.equal(termWeight(counts, 'w5'), 1);
  // "documentation" is on no page here, and still says nothing
  assert.equal(termWeight(counts, term('documentation')), MIN_WEIGHT);
  assert.equal(termWeight(counts, term('ATSD')), MIN_WEIGHT);
  assert.equal(termWeight(undefined, 'data'), 1);
});
