/** The relevance set of `npm run bench:search`: well formed, every target a page of the site, split for good. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {halfOf, KINDS, readQueries, SPLIT_SEED} from '../../scripts/search-relevance';
import {docPages} from '../../scripts/support/docs';

const queries = readQueries();
const routes = new Set(docPages().map((page) => page.route));

test('every query leads to a page of the site, and says its kind and source', () => {
  assert.ok(queries.length > 1000, `${queries.length} queries`);
  const missing = queries.filter((q) => !routes.has(q.route)).map((q) => `${q.query} -> ${q.route}`);
  assert.deepEqual(missing, []);
  for (const kind of KINDS.filter((k) => k !== 'old-title')) {
    assert.ok(
      queries.some((q) => q.kind === kind),
      `some query of kind ${kind}`,
    );
  }
  assert.ok(queries.every((q) => q.source.trim() !== ''));
});

test('the split is fixed by the seed and the words of a query, and halves the set', () => {
  assert.equal(halfOf('Series: query'), halfOf('  series:   QUERY '));
  // pinned: a query never changes halves (the held-out half would no longer be unseen)
  assert.equal(SPLIT_SEED, 'atsd-search-issue-33');
  assert.deepEqual(
    ['SELECT', 'install atsd on docker', 'Part 3: Portals', 'http.port'].map((q) => halfOf(q)),
    ['tuning', 'held-out', 'held-out', 'tuning'],
  );
  // another seed gives another split
  assert.notDeepEqual(
    queries.map((q) => halfOf(q.query, 'another seed')),
    queries.map((q) => q.half),
  );
  const tuning = queries.filter((q) => q.half === 'tuning').length;
  assert.ok(Math.abs(tuning / queries.length - 0.5) < 0.05, `${tuning} of ${queries.length} in the tuning half`);
  // a query text is in one half only, whatever page it leads to
  const halfOfText = new Map<string, string>();
  for (const q of queries) {
    const key = q.query.toLowerCase().replace(/\s+/g, ' ').trim();
    assert.equal(halfOfText.get(key) ?? q.half, q.half, q.query);
    halfOfText.set(key, q.half);
  }
});
