import {test} from 'node:test';
import assert from 'node:assert/strict';
import {prepareSuggestIndex, suggest} from '../../src/search/suggest';
import {buildTitles} from '../../src/search/build';
import type {IndexedPage} from '../../src/search/types';
import {localeOf, pages, siteTitles} from '../support/searchData';
import {readFile} from '../../scripts/support/docs';

const oldAnchors = JSON.parse(readFile('tests/fixtures/old-anchors.json')) as Record<string, string[]>;

const index = prepareSuggestIndex(siteTitles, localeOf);
const EN = '/';
const RU = '/finance/ru/';

test('the index holds every page of docs/ in source order', () => {
  assert.ok(pages.length > 300, `${pages.length} pages`);
  assert.equal(index.names.pages.length, pages.length);
  assert.equal(index.names.pages[0]!.route, '/');
  const files = pages.map((p) => p.file);
  assert.deepEqual(files, [...files].sort());
});

test('an empty or blank query suggests nothing', () => {
  assert.deepEqual(suggest(index, '', {locale: EN}), []);
  assert.deepEqual(suggest(index, '   ', {locale: EN, max: 10}), []);
});

test('matching is by words: case, punctuation and word order aside', () => {
  const lower = suggest(index, 'series: query', {locale: EN, max: 50});
  assert.deepEqual(suggest(index, '  Series Query ', {locale: EN, max: 50}), lower);
  assert.deepEqual(lower[0], {href: '/api/data/series/query.html', title: 'Series: query'});
  assert.equal(suggest(index, 'query series', {locale: EN})[0]!.href, '/api/data/series/query.html');
  // a text inside a word matches only when no name has any query word (the old site's rule)
  assert.ok(suggest(index, 'eries:', {locale: EN}).some((s) => s.href === '/api/data/series/query.html'));
  assert.ok(!suggest(index, 'query', {locale: EN, max: 50}).some((s) => s.title === 'Introduction'));
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

test('suggestions that match alike follow the page order of the index, reference pages first', () => {
  const results = suggest(index, 'payload', {locale: EN, max: 10});
  assert.ok(results.length > 2 && results.every((s) => s.header === 'Payload'));
  const ids = results.map((s) => index.names.pages.findIndex((p) => s.href.split('#')[0] === p.route));
  const roles = ids.map((id) => index.names.pages[id]!.role);
  // reference pages, then examples; within each, the page order
  assert.deepEqual(
    roles,
    [...roles].sort((a, b) => Number(a === 'example') - Number(b === 'example')),
  );
  for (const role of new Set(roles)) {
    const ofRole = ids.filter((_id, i) => roles[i] === role);
    assert.deepEqual(
      ofRole,
      [...ofRole].sort((a, b) => a - b),
    );
  }
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
function titles(pages: Array<[route: string, title: string, headers?: string[], more?: Partial<IndexedPage>]>) {
  return prepareSuggestIndex(
    buildTitles(
      pages.map(([route, title, headers = [], more = {}]) => ({
        route,
        title,
        sections: headers.map((h) => ({h, a: h.toLowerCase().replace(/\W+/g, '-'), x: ''})),
        ...more,
      })),
    ),
    () => EN,
  );
}

test('whole words, not text inside a word: cast finds CAST, not forecast', () => {
  const small = titles([
    ['/forecasting/', 'Data Forecasting'],
    ['/rule-engine/functions-forecast.html', 'Statistical Forecast Functions'],
    ['/sql/', 'SQL', ['CAST', 'Aggregation Functions']],
  ]);
  assert.deepEqual(
    suggest(small, 'cast', {locale: EN}).map((s) => s.href),
    ['/sql/#cast'],
  );
});

test('a title before a header of another page: portals finds the Portals section first', () => {
  const small = titles([
    ['/administration/', 'Administration', ['Portals']],
    ['/portals/', 'Portals'],
    ['/portals/portal-settings.html', 'Portal Settings'],
  ]);
  // then the near word: "Portal Settings"
  assert.deepEqual(
    suggest(small, 'portals', {locale: EN}).map((s) => s.href),
    ['/portals/', '/administration/#portals', '/portals/portal-settings.html'],
  );
});

test('words in any order; the name that is the whole query first', () => {
  const small = titles([
    ['/api/data/series/query.html', 'Series: query', ['Query Series Tags']],
    ['/sql/', 'SQL', ['Series Query Examples']],
  ]);
  assert.deepEqual(
    suggest(small, 'series query', {locale: EN}).map((s) => [s.title, s.header ?? '']),
    [
      ['Series: query', ''],
      ['SQL', 'Series Query Examples'],
    ],
  );
  // a word no name has, inside no name, suggests nothing
  assert.deepEqual(suggest(small, 'tagz', {locale: EN}), []);
});

test('an old title, an old sidebar label or a link text finds the page, whose title shows', () => {
  const small = titles([
    ['/tutorials/getting-started-portal.html', 'Getting Started: Portals', [], {aliases: ['Part 3: Portals']}],
    [
      '/installation/requirements.html',
      'Hardware and OS Requirements',
      [],
      {linkTexts: ['Requirement Specifications']},
    ],
    ['/portals/', 'Portals', ['Part Widgets']],
  ]);
  assert.deepEqual(suggest(small, 'Part 3: Portals', {locale: EN})[0], {
    href: '/tutorials/getting-started-portal.html',
    title: 'Getting Started: Portals',
  });
  assert.deepEqual(suggest(small, 'requirement specif', {locale: EN}), [
    {href: '/installation/requirements.html', title: 'Hardware and OS Requirements'},
  ]);
});

test('words on most pages weigh almost nothing; the word being typed matches the start of words', () => {
  const common = Array.from({length: 20}, (_, i): [string, string, string[]] => [
    `/p${i}.html`,
    `ATSD Data Page ${i}`,
    ['Data API'],
  ]);
  const small = titles([...common, ['/rule-engine/', 'Rule Engine'], ['/installation/', 'Installation']]);
  assert.equal(suggest(small, 'ATSD Rule Engine Documentation', {locale: EN})[0]!.href, '/rule-engine/');
  assert.equal(suggest(small, 'insta', {locale: EN})[0]!.href, '/installation/');
  assert.equal(suggest(small, 'rule eng', {locale: EN})[0]!.href, '/rule-engine/');
});

test('a keyword typed in capitals matches itself, not other words of its stem', () => {
  const small = titles([
    ['/portals/selecting-series.html', 'Selecting Series'],
    ['/sql/', 'SQL', ['SELECT Expression', 'Selection Rules']],
  ]);
  // while it is typed, longer words that start with it follow
  assert.deepEqual(suggest(small, 'SELECT', {locale: EN})[0]!.href, '/sql/#select-expression');
  // in lower case it is the everyday word
  assert.equal(suggest(small, 'selecting', {locale: EN})[0]!.href, '/portals/selecting-series.html');
});

test('a good match is not followed by weak ones; where none is good, the best partial ones show', () => {
  const others = Array.from({length: 40}, (_, i): [string, string] => [`/p${i}.html`, `Page ${i}`]);
  const small = titles([
    ['/administration/change-data-directory.html', 'Change Data Directory', ['Custom Directory']],
    ['/installation/', 'Installation', ['Directory']],
    ['/sql/', 'SQL', ['Custom Functions']],
    ...others,
  ]);
  // "custom directory" is whole in one header; the pages with one of the words are left out
  assert.deepEqual(
    suggest(small, 'custom directory', {locale: EN}).map((s) => s.href),
    ['/administration/change-data-directory.html#custom-directory'],
  );
  // no name has both words: the names with one of them, ranked
  const partial = suggest(small, 'directory permissions', {locale: EN}).map((s) => s.href);
  assert.ok(partial.length > 0 && partial.every((href) => !href.startsWith('/sql/')), partial.join(', '));
});
