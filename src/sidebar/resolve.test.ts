import {test} from 'node:test';
import assert from 'node:assert/strict';
import {docIdsOfRoute, resolveMenuPath} from '../lib/url';
import {checkMenuPages, NO_MATCH, resolveMenu} from './resolve';

const docs: Record<string, string> = {
  'api/data/README': 'Data API',
  'api/data/series/get': 'Series: get',
  'api/data/series/query': 'Series: query',
  'finance/trades-export': 'Trades: export',
  'finance/ru/install': 'Установка',
};

function resolve(menu: Parameters<typeof resolveMenu>[0]) {
  const logs: string[] = [];
  const items = resolveMenu(menu, {
    lookup: (id) => (docs[id] ? {title: docs[id]!} : undefined),
    log: (m) => logs.push(m),
  });
  return {items, logs};
}

test('menu paths resolve like the old site', () => {
  assert.equal(resolveMenuPath('', '/api/data/'), '/api/data/');
  assert.equal(resolveMenuPath('editions.md', '/'), '/editions.html');
  assert.equal(resolveMenuPath('/api/data/series/get', '/api/data/'), '/api/data/series/get.html');
  assert.equal(resolveMenuPath('../trades-export.md', '/finance/ru/'), '/finance/trades-export.html');
  assert.equal(resolveMenuPath('./notes/moex_dma.md', '/finance/ru/'), '/finance/ru/notes/moex_dma.html');
  assert.equal(resolveMenuPath('getting-started.html', '/tutorials/'), '/tutorials/getting-started.html');
  assert.equal(resolveMenuPath('migration/', '/administration/'), '/administration/migration/');
  assert.deepEqual(docIdsOfRoute('/api/data/'), ['api/data/README', 'api/data/index']);
  assert.deepEqual(docIdsOfRoute('/editions.html'), ['editions']);
});

test('labels: given titles, else the page title without its "Word: " prefix', () => {
  const {items} = resolve({
    base: '/api/data/',
    items: [['', 'Overview'], {title: 'Series', children: ['/api/data/series/get', '/api/data/series/query']}],
  });
  assert.deepEqual(items, [
    {type: 'doc', id: 'api/data/README', label: 'Overview'},
    {
      type: 'category',
      label: 'Series',
      collapsible: true,
      collapsed: true,
      items: [
        {type: 'doc', id: 'api/data/series/get', label: 'get'},
        {type: 'doc', id: 'api/data/series/query', label: 'query'},
      ],
    },
  ]);
});

test('external items are links', () => {
  const {items} = resolve({base: '/sql/', items: [['https://github.com/axibase/atsd-jdbc', 'JDBC Driver']]});
  assert.deepEqual(items, [{type: 'link', href: 'https://github.com/axibase/atsd-jdbc', label: 'JDBC Driver'}]);
});

test('a missing page is logged and renders nothing; an empty group disappears', () => {
  const {items, logs} = resolve({
    base: '/finance/ru/',
    items: [['./install.md', 'Установка'], ['./sql.md', 'SQL'], {title: 'Блог', children: ['./notes/none.md']}],
  });
  assert.deepEqual(items, [{type: 'doc', id: 'finance/ru/install', label: 'Установка'}]);
  assert.equal(logs.length, 2);
  assert.ok(logs[0]!.startsWith(NO_MATCH) && logs[0]!.includes('./sql.md'));
  assert.ok(logs[1]!.includes('./notes/none.md'));
});

test('groups nest as categories at any depth, collapsed until the current page opens them', () => {
  const {items, logs} = resolve({
    base: '/api/data/',
    items: [{title: 'Outer', children: [{title: 'Inner', children: ['/api/data/series/get']}]}],
  });
  assert.deepEqual(logs, []);
  assert.deepEqual(items, [
    {
      type: 'category',
      label: 'Outer',
      collapsible: true,
      collapsed: true,
      items: [
        {
          type: 'category',
          label: 'Inner',
          collapsible: true,
          collapsed: true,
          items: [{type: 'doc', id: 'api/data/series/get', label: 'get'}],
        },
      ],
    },
  ]);
});

test('menu items without a page fail the build, naming each; a fixture build only logs them', () => {
  const {logs} = resolve({base: '/finance/ru/', items: [['./instal.md', 'Установка'], './sql.md']});
  assert.throws(
    () => checkMenuPages(logs, false, () => {}),
    (error: Error) => error.message.includes('"./instal.md"') && error.message.includes('"./sql.md"'),
  );
  const warned: string[] = [];
  checkMenuPages(logs, true, (message) => warned.push(message));
  assert.deepEqual(warned, logs);
  checkMenuPages([], false, () => assert.fail('nothing to report'));
});
