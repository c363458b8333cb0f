import {test} from 'node:test';
import assert from 'node:assert/strict';
import {prepareSuggestIndex, suggest} from '../../src/search/suggest';
import {buildTitles} from '../../src/search/build';
import {localeOf, pages, siteTitles} from '../support/searchData';
import {readFile} from '../support/docs';

const oldAnchors = JSON.parse(readFile('tests/fixtures/old-anchors.json')) as Record<string, string[]>;

const index = prepareSuggestIndex(siteTitles, localeOf);
const EN = '/';
const RU = '/finance/ru/';

test('the index holds every page of docs/ in source order', () => {
  assert.ok(pages.length > 300, `${pages.length} pages`);
  assert.equal(index.pages.length, pages.length);
  assert.equal(index.pages[0]!.route, '/');
  const files = pages.map((p) => p.file);
  assert.deepEqual(files, [...files].sort());
});

test('an empty or blank query suggests nothing', () => {
  assert.deepEqual(suggest(index, '', {locale: EN}), []);
  assert.deepEqual(suggest(index, '   ', {locale: EN, max: 10}), []);
});

test('matching is a case-insensitive substring match on the trimmed query', () => {
  const lower = suggest(index, 'series: query', {locale: EN, max: 50});
  const upper = suggest(index, '  SERIES: QUERY ', {locale: EN, max: 50});
  assert.deepEqual(upper, lower);
  assert.ok(lower.some((s) => s.href === '/api/data/series/query.html' && !s.header));
  // a substring, not words: the colon is part of the match
  assert.ok(
    !suggest(index, 'series query', {locale: EN, max: 50}).some((s) => s.href === '/api/data/series/query.html'),
  );
  // a substring inside a word matches too
  assert.ok(suggest(index, 'eries: quer', {locale: EN}).some((s) => s.href === '/api/data/series/query.html'));
});

test('a title match suggests the page once, without its headers', () => {
  const results = suggest(index, 'Series: query', {locale: EN, max: 100});
  const forPage = results.filter((s) => s.href.startsWith('/api/data/series/query.html'));
  assert.deepEqual(forPage, [{href: '/api/data/series/query.html', title: 'Series: query'}]);
});

test('a header match suggests page > header and links to its anchor', () => {
  const results = suggest(index, 'Storage Scalability', {locale: EN});
  assert.deepEqual(results[0], {
    href: '/#storage-scalability',
    title: 'Introduction',
    header: 'Storage Scalability',
  });
});

test('headers repeated on a page link to their -2 anchors', () => {
  // The old manual's own ids for the second "Request" and "Results" on these pages
  // (tests/fixtures/old-anchors.json), not ids computed by the code under test.
  const cases = [
    {route: '/api/data/alerts/delete.html', header: 'Request', anchor: 'request-2'},
    {route: '/administration/compaction/atsd.html', header: 'Results', anchor: 'results-2'},
  ];
  for (const {route, header, anchor} of cases) {
    assert.ok(oldAnchors[route]?.includes(anchor), `the old manual has ${route}#${anchor}`);
    const hrefs = suggest(index, header, {locale: EN, max: 1000}).map((s) => s.href);
    assert.ok(hrefs.includes(`${route}#${anchor}`), `${route}#${anchor}`);
    assert.ok(hrefs.includes(`${route}#${anchor.replace(/-2$/, '')}`), `${route}: the first one keeps the plain id`);
  }
});

test('at most max suggestions: 5 by default, 10 when configured', () => {
  assert.equal(suggest(index, 'request', {locale: EN}).length, 5);
  assert.equal(suggest(index, 'request', {locale: EN, max: 10}).length, 10);
  // the limit holds within one page's headers too
  assert.equal(suggest(index, 'e', {locale: EN, max: 3}).length, 3);
});

test('within one rank, suggestions follow the page order of the index', () => {
  const results = suggest(index, 'payload', {locale: EN, max: 10});
  const positions = results.map((s) => index.pages.findIndex((p) => s.href.split('#')[0] === p.route));
  assert.deepEqual(
    positions,
    [...positions].sort((a, b) => a - b),
  );
});

test('Russian pages are suggested only on Russian pages', () => {
  const ru = suggest(index, 'Установка', {locale: RU, max: 10});
  assert.ok(ru.length > 0);
  assert.ok(ru.every((s) => s.href.startsWith('/finance/ru/')));
  assert.deepEqual(ru[0], {href: '/finance/ru/install-quik.html', title: 'Установка'});
  assert.ok(ru.some((s) => s.href === '/finance/ru/install.html'));
  assert.deepEqual(suggest(index, 'Установка', {locale: EN, max: 10}), []);
  // an English word on Russian pages (sql.md has English headers)
  const trades = {
    ru: suggest(index, 'trades', {locale: RU, max: 10}),
    en: suggest(index, 'trades', {locale: EN, max: 100}),
  };
  assert.ok(trades.ru.length > 0 && trades.en.length > 0, 'both languages have "trades"');
  assert.deepEqual(
    trades.ru.filter((s) => !s.href.startsWith('/finance/ru/')),
    [],
  );
  assert.deepEqual(
    trades.en.filter((s) => s.href.startsWith('/finance/ru/')),
    [],
  );
});

test('Cyrillic matching ignores case', () => {
  assert.deepEqual(
    suggest(index, 'установка', {locale: RU, max: 10}),
    suggest(index, 'УСТАНОВКА', {locale: RU, max: 10}),
  );
});

test('explicit anchors from the titles file are used as they are', () => {
  const file = buildTitles([
    {
      route: '/a.html',
      title: 'A',
      sections: [
        {h: 'Intro', a: 'custom-id', x: ''},
        {h: 'Next Step', a: 'next-step', x: ''},
      ],
    },
  ]);
  assert.deepEqual(file.pages[0]!.h, [['Intro', 'custom-id'], ['Next Step']]);
});

/** A titles file of a few pages, in source order, for the ranking rules. */
function titles(pages: Array<[route: string, title: string, headers?: string[]]>) {
  return prepareSuggestIndex(
    buildTitles(
      pages.map(([route, title, headers = []]) => ({
        route,
        title,
        sections: headers.map((h) => ({h, a: h.toLowerCase().replace(/\W+/g, '-'), x: ''})),
      })),
    ),
    () => EN,
  );
}

test('whole words before matches inside a word: cast finds CAST before forecast', () => {
  const small = titles([
    ['/forecasting/', 'Data Forecasting'],
    ['/rule-engine/functions-forecast.html', 'Statistical Forecast Functions'],
    ['/sql/', 'SQL', ['CAST', 'Aggregation Functions']],
  ]);
  assert.deepEqual(
    suggest(small, 'cast', {locale: EN}).map((s) => s.href),
    ['/sql/#cast', '/forecasting/', '/rule-engine/functions-forecast.html'],
  );
});

test('a title before a header of another page: portals finds the Portals section first', () => {
  const small = titles([
    ['/administration/', 'Administration', ['Portals']],
    ['/portals/', 'Portals'],
    ['/portals/portal-settings.html', 'Portal Settings'],
  ]);
  assert.deepEqual(
    suggest(small, 'portals', {locale: EN}).map((s) => s.href),
    ['/portals/', '/administration/#portals'],
  );
});

test('then titles and headers with every word in any order, after the substring matches', () => {
  const small = titles([
    ['/api/data/series/query.html', 'Series: query', ['Query Series Tags']],
    ['/sql/', 'SQL', ['Series Query Examples']],
  ]);
  assert.deepEqual(
    suggest(small, 'series query', {locale: EN}).map((s) => [s.title, s.header ?? '']),
    [
      ['SQL', 'Series Query Examples'],
      ['Series: query', ''],
    ],
  );
  // a single word that is no substring suggests nothing, as before
  assert.deepEqual(suggest(small, 'tagz', {locale: EN}), []);
});
