import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  isKeyword,
  MANUAL_TERMS,
  nameKey,
  queryGroups,
  queryTerms,
  queryWords,
  term,
  termMatches,
  tokenize,
  words,
} from './text';

test('words are runs of letters and digits in any script; a name is a word and its parts', () => {
  assert.deepEqual(words('GET /api/v1/series/query?max_value=5'), [
    'GET',
    'api',
    'v1',
    'series',
    'query',
    'max_value',
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

test('camelCase and snake_case names are found whole, by their parts and by a prefix', () => {
  assert.deepEqual(words('maxInsertDate'), ['maxInsertDate', 'max', 'Insert', 'Date']);
  assert.deepEqual(words('getURLHost'), ['getURLHost', 'get', 'URL', 'Host']);
  assert.deepEqual(
    tokenize('$entity_tags').map(({word, start}) => [word, start]),
    [
      ['entity_tags', 1],
      ['entity', 1],
      ['tags', 8],
    ],
  );
  // `$entity_tags` and `entity_tags` are the same query
  assert.deepEqual(queryTerms('$entity_tags'), queryTerms('entity_tags'));
  assert.equal(term('entity_tags'), 'entity_tags');
  assert.ok(termMatches(term('maxInsertDate'), term('maxInsert')));
  assert.ok(queryTerms('max insert date').every((t) => words('maxInsertDate').map(term).includes(t)));
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

test('stop words are indexed; queries drop them unless nothing else is left, or they are keywords', () => {
  assert.equal(term('the'), 'the');
  assert.deepEqual(queryTerms('how to install the database'), [term('install'), term('database')]);
  assert.deepEqual(queryTerms('query queries'), [term('query')]);
  assert.deepEqual(queryTerms(' . '), []);
  assert.deepEqual(queryTerms('from'), ['from']);
  assert.deepEqual(queryTerms('SELECT FROM'), [term('select'), 'from']);
  assert.deepEqual(queryTerms('data from docker'), [term('data'), term('docker')]);
});

test('words for the manual itself stay in queries (they weigh least) and are no part of a name key', () => {
  assert.deepEqual(queryWords('Installation Documentation'), ['Installation', 'Documentation']);
  assert.ok(MANUAL_TERMS.has(term('Documentation')) && MANUAL_TERMS.has(term('ATSD')));
  assert.ok(!MANUAL_TERMS.has(term('Installation')));
  assert.equal(nameKey('Troubleshooting Guide'), nameKey('Troubleshooting'));
  assert.notEqual(nameKey('Troubleshooting Steps'), nameKey('Troubleshooting'));
});

test('a word in capitals is a keyword; question words are stop words', () => {
  assert.ok(isKeyword('SELECT') && isKeyword('FROM') && isKeyword('ISO'));
  assert.ok(!isKeyword('Select') && !isKeyword('select') && !isKeyword('A') && !isKeyword('8601'));
  assert.deepEqual(queryWords('how can I write series over tcp'), ['write', 'series', 'tcp']);
  // a keyword in capitals is kept though its lower case is a stop word
  assert.deepEqual(queryWords('rows FROM a table'), ['rows', 'FROM', 'table']);
});

test("a call's arguments are no query words: LAG(columnName) is LAG", () => {
  assert.deepEqual(queryWords('LAG(columnName)'), ['LAG']);
  assert.deepEqual(queryWords('WITH INTERPOLATE(5 MINUTE)'), ['WITH', 'INTERPOLATE']);
});

test('the product names and everyday words are synonyms', () => {
  assert.deepEqual(queryGroups('ATSD install'), [[term('atsd'), term('axibase')], [term('install')]]);
  assert.deepEqual(queryGroups('SQL jobs'), [[term('sql')], [term('jobs'), term('scheduler')]]);
  assert.deepEqual(queryGroups('shutdown'), [[term('shutdown'), term('stop')]]);
});

test('a query term matches equal terms, and longer ones by prefix from 4 letters', () => {
  assert.ok(termMatches('instal', 'instal'));
  assert.ok(termMatches('installat', 'inst'));
  assert.ok(!termMatches('installat', 'ins'));
  // a short name is not another word's prefix: EMA is not "email"
  assert.ok(!termMatches(term('email'), term('EMA')));
  assert.ok(!termMatches('ins', 'instal'));
});
