import {test} from 'node:test';
import assert from 'node:assert/strict';
import {groupBySection, sectionOf, sectionTitle, sidebarOrder} from './order';
import {resolveSections, ROOT_LANGUAGE} from '../site';

/** A section table of these paths, the root language on `/`, or on `''` when there is no `/`. */
function table(paths: readonly string[]) {
  const root = paths.includes('/') ? '/' : '';
  return resolveSections(paths.map((path) => ({path, sidebar: null, ...(path === root && {language: ROOT_LANGUAGE})})));
}

test('sidebar order: each sidebar in turn, nested categories, then the rest in path order, each once', () => {
  const ids = ['README', 'api/data/README', 'api/data/series/get', 'api/data/series/query', 'licensing', 'shared/x'];
  const sidebars = {
    landing: [
      {type: 'doc', id: 'README'},
      {type: 'doc', id: 'licensing'},
    ],
    api: [
      {type: 'doc', id: 'api/data/README'},
      {type: 'link', href: 'https://example.org'},
      {
        type: 'category',
        items: [
          {type: 'category', items: [{type: 'doc', id: 'api/data/series/query'}]},
          {type: 'doc', id: 'README'},
        ],
      },
      {type: 'doc', id: 'api/data/missing'},
    ],
  };
  assert.deepEqual(sidebarOrder(ids, sidebars), [
    'README',
    'licensing',
    'api/data/README',
    'api/data/series/query',
    'api/data/series/get',
    'shared/x',
  ]);
  assert.deepEqual(sidebarOrder(ids, {}), ids);
  assert.deepEqual(sidebarOrder(['a', 'b'], {s: [{type: 'category', link: {type: 'doc', id: 'b'}, items: []}]}), [
    'b',
    'a',
  ]);
});

test('sections: the longest section path of the site model that holds the page, else the root', () => {
  const paths = table(['/finance/', '/api/data/', '/api/', '/finance/ru/', '/', '']);
  assert.equal(sectionOf('/', paths), '/');
  assert.equal(sectionOf('/licensing.html', paths), '/');
  assert.equal(sectionOf('/api/', paths), '/api/');
  assert.equal(sectionOf('/api/data/series/query.html', paths), '/api/data/');
  assert.equal(sectionOf('/api/meta/metric/get.html', paths), '/api/');
  assert.equal(sectionOf('/finance/install.html', paths), '/finance/');
  assert.equal(sectionOf('/finance/ru/', paths), '/finance/ru/');
  assert.equal(sectionOf('/finance/ru/notes/moex.html', paths), '/finance/ru/');
  assert.equal(sectionOf('/elsewhere/page.html', table(['', '/finance/'])), '/');
});

test('groups keep the order of their first page', () => {
  const pages = ['/', '/api/data/', '/licensing.html', '/finance/ru/', '/api/x.html'].map((route) => ({route}));
  assert.deepEqual(
    groupBySection(pages, table(['/', '/api/', '/finance/ru/'])).map(({section, pages: p}) => [
      section,
      p.map((x) => x.route),
    ]),
    [
      ['/', ['/', '/licensing.html']],
      ['/api/', ['/api/data/', '/api/x.html']],
      ['/finance/ru/', ['/finance/ru/']],
    ],
  );
});

test("a section's title: its page's, else its folder's name", () => {
  const titles: Record<string, string> = {'/sql/': 'SQL'};
  assert.equal(
    sectionTitle('/sql/', (route) => titles[route]),
    'SQL',
  );
  assert.equal(
    sectionTitle('/rule-engine/', (route) => titles[route]),
    'Rule engine',
  );
});
