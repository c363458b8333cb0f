import {test} from 'node:test';
import assert from 'node:assert/strict';
import {docPages} from '../../scripts/support/docs';
import {createSlugger, explicitIdOf, slugify, withoutExplicitId} from '../../src/lib/slugify';

const headings = docPages().flatMap((page) => page.headings.map(([, text]) => text));

test('headings of the old manual get the old ids', () => {
  const cases: Array<[string, string]> = [
    ['Technology Stack', 'technology-stack'],
    ['1. Database Information', '_1-database-information'],
    ['Какие задачи можно решить при помощи ATSD', 'какие-задачи-можно-решить-при-помощи-atsd'],
    ['Интеграция с Московской Биржей', 'интеграция-с-московской-биржей'],
    ['Sample `SizeAndTimeBasedRollingPolicy` Configuration', 'sample-sizeandtimebasedrollingpolicy-configuration'],
    ['`collection_contains`', 'collection_contains'],
  ];
  for (const [text, id] of cases) {
    assert.equal(slugify(text), id);
  }
});

test('punctuation runs become one dash and are trimmed', () => {
  assert.equal(slugify('Series: insert (v2) -- "quoted" / path?'), 'series-insert-v2-quoted-path');
  assert.equal(slugify('  [API](api)  '), 'api-api');
  assert.equal(slugify('a~`!@#$%^&*()-+=[]{}|\\;:"\'<>,.?/b'), 'a-b');
  assert.equal(slugify('snake_case stays'), 'snake_case-stays');
});

test('control characters are removed and a leading digit is prefixed', () => {
  assert.equal(slugify('Tab\u0007Bell'), 'tabbell');
  assert.equal(slugify('2018 Release'), '_2018-release');
  assert.equal(slugify('HTTP 200'), 'http-200');
});

test('every heading of docs/ yields an id: not empty, lowercase, no spaces, and every letter and digit of the heading kept in order', () => {
  assert.ok(headings.length > 1000, `${headings.length} headings`);
  const lettersAndDigits = (text: string) =>
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}]/gu)
      ?.join('') ?? '';
  const wrong = headings.flatMap((text) => {
    const id = slugify(text);
    const ok =
      id !== '' && id === id.toLowerCase() && !/\s/.test(id) && lettersAndDigits(id) === lettersAndDigits(text);
    return ok ? [] : [`${text} → ${id}`];
  });
  assert.deepEqual(wrong, []);
});

test('repeated ids get -2, -3 within one page', () => {
  const slug = createSlugger();
  assert.deepEqual(['Request', 'Response', 'Request', 'Request', 'Request 2'].map(slug), [
    'request',
    'response',
    'request-2',
    'request-3',
    'request-2-2',
  ]);
});

test('an explicit id is ` {#id}` at the end of a heading, and only there', () => {
  assert.equal(explicitIdOf('Request Fields {#fields}'), 'fields');
  assert.equal(explicitIdOf('Установка {#install-2} '), 'install-2');
  assert.equal(withoutExplicitId('Request Fields  {#fields}'), 'Request Fields');
  for (const text of ['Request Fields', 'Map {#a} of ids', 'Empty {#}', 'Code `{#x}` here']) {
    assert.equal(explicitIdOf(text), undefined, text);
    assert.equal(withoutExplicitId(text), text);
  }
});
