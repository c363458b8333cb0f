import {test} from 'node:test';
import assert from 'node:assert/strict';
import {queryTerms, term, termMatches, tokenize, words} from './text';

test('words are runs of letters and digits in any script', () => {
  assert.deepEqual(words('GET /api/v1/series/query?max_value=5'), [
    'GET',
    'api',
    'v1',
    'series',
    'query',
    'max',
    'value',
    '5',
  ]);
  assert.deepEqual(words('Установка ATSD — шаг 2'), ['Установка', 'ATSD', 'шаг', '2']);
  assert.deepEqual(tokenize('a bc'), [
    {word: 'a', start: 0, end: 1},
    {word: 'bc', start: 2, end: 4},
  ]);
});

test('terms are lower-cased and stemmed by script', () => {
  assert.equal(term('Queries'), term('query'));
  assert.equal(term('Aggregation'), term('aggregate'));
  assert.equal(term('Установки'), term('установка'));
  assert.equal(term('котировки'), term('Котировка'));
  assert.equal(term('ёлка'), term('елка'));
  assert.equal(term('v1'), 'v1');
  assert.equal(term('2018'), '2018');
});

test('stop words are no terms', () => {
  assert.equal(term('the'), null);
  assert.equal(term('для'), null);
  assert.deepEqual(queryTerms('how to install the database'), [term('install'), term('database')]);
  assert.deepEqual(queryTerms('query queries'), [term('query')]);
  assert.deepEqual(queryTerms(' . '), []);
});

test('a query term matches equal terms, and longer ones by prefix from 3 letters', () => {
  assert.ok(termMatches('instal', 'instal'));
  assert.ok(termMatches('installat', 'ins'));
  assert.ok(!termMatches('installat', 'in'));
  assert.ok(!termMatches('ins', 'instal'));
});
