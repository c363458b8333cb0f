import {test} from 'node:test';
import assert from 'node:assert/strict';
import {isRequired, matchName, prepareName, prepareQuery, PREFIX_CREDIT, Vocabulary} from './match';
import type {TermCounts} from './weights';

/** 100 pages: "data" and "api" on most of them, the rest rare. */
const COUNTS: TermCounts = {n: 100, df: {data: 90, api: 70}};

function match(query: string, name: string, typing = false) {
  const vocabulary = new Vocabulary(COUNTS);
  const prepared = prepareName(name, vocabulary);
  const q = prepareQuery(query, COUNTS, typing);
  return matchName(q, vocabulary.matches(q), prepared, vocabulary);
}

test('the whole query as the whole name: coverage and precision 1', () => {
  assert.deepEqual(match('series query', 'Series: query'), {coverage: 1, precision: 1, complete: true});
  assert.deepEqual(match('query series', 'Series: query'), {coverage: 1, precision: 1, complete: true});
});

test('a name that holds the query and more has lower precision; a name that lacks a word is incomplete', () => {
  const more = match('series query', 'Series Query Examples');
  assert.equal(more.coverage, 1);
  assert.ok(more.precision < 0.8 && more.complete);
  const less = match('series query', 'Series Tags');
  assert.ok(less.coverage > 0.3 && less.coverage < 0.7 && !less.complete);
});

test('common words neither count much nor are required', () => {
  const q = prepareQuery('ATSD Data API Rules', COUNTS);
  assert.deepEqual(
    q.words.map((w) => isRequired(q, w)),
    [false, false, false, true],
  );
  const m = match('ATSD Data API Rules', 'Rules');
  assert.ok(m.complete && m.coverage > 0.8 && m.precision === 1);
  // with nothing else, common words are required
  const only = prepareQuery('data api', COUNTS);
  assert.ok(only.words.every((w) => isRequired(only, w)));
});

test('stems match, keywords match only themselves, and prefixes count less than whole words', () => {
  assert.equal(match('moving averages', 'Moving Average').coverage, 1);
  assert.equal(match('SELECT', 'Selecting Series').coverage, 0);
  assert.equal(match('selecting', 'Select Series').coverage, 1);
  assert.equal(match('SELECT', 'SELECT Expression').coverage, 1);
  // the word being typed matches the start of words, for less
  assert.equal(match('SELECT', 'Selecting Series', true).coverage, PREFIX_CREDIT);
  assert.equal(match('insta', 'Installation', true).coverage, PREFIX_CREDIT);
  // from four letters a word is a prefix when not typed too, as in the full-text index
  assert.equal(match('insta', 'Installation').coverage, PREFIX_CREDIT);
  assert.equal(match('ins', 'Installation').coverage, 0);
  assert.equal(match('ins', 'Installation', true).coverage, PREFIX_CREDIT);
});
