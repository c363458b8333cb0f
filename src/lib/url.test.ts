import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  canonicalPath,
  htmlFileOfRoute,
  isExternal,
  markdownToUrlPath,
  markdownTwinOfRoute,
  opensInNewTab,
  resolveLink,
  routeOfDoc,
  stripBase,
  withBase,
} from './url';

test('docs files map to the old URLs', () => {
  assert.equal(routeOfDoc('README.md'), '/');
  assert.equal(routeOfDoc('api/data/README.md'), '/api/data/');
  assert.equal(routeOfDoc('api/data/index.md'), '/api/data/');
  assert.equal(routeOfDoc('api/data/series/query.md'), '/api/data/series/query.html');
  assert.equal(routeOfDoc('finance/ru/notes/moex_dma.md'), '/finance/ru/notes/moex_dma.html');
  assert.equal(routeOfDoc('api\\meta\\README.md'), '/api/meta/');
});

test('canonical paths: index.html → folder, missing slash appended', () => {
  assert.equal(canonicalPath('/docs/atsd/api/data/index.html'), '/docs/atsd/api/data/');
  assert.equal(canonicalPath('/docs/atsd/api/data'), '/docs/atsd/api/data/');
  assert.equal(canonicalPath('/docs/atsd'), '/docs/atsd/');
  assert.equal(canonicalPath('/docs/atsd/api/data/'), null);
  assert.equal(canonicalPath('/docs/atsd/api/data/series/query.html'), null);
  assert.equal(canonicalPath('/docs/atsd/assets/js/main.1234.js'), null);
});

test('external links and new tabs', () => {
  assert.ok(isExternal('https://github.com/axibase/atsd'));
  assert.ok(isExternal('http://example.org'));
  assert.ok(isExternal('mailto:support@example.org'));
  assert.ok(!isExternal('/api/data/'));
  assert.ok(!isExternal('query.md'));
  assert.ok(opensInNewTab('https://github.com'));
  assert.ok(!opensInNewTab('mailto:support@example.org'));
});

test('markdownToUrlPath: Markdown paths become the URL paths they are served at', () => {
  assert.equal(markdownToUrlPath('./install.md'), './install.html');
  assert.equal(markdownToUrlPath('../sql/README.md'), '../sql/');
  assert.equal(markdownToUrlPath('README.md'), '');
  assert.equal(markdownToUrlPath('index.mdx'), '');
  assert.equal(markdownToUrlPath('sql.html'), 'sql.html');
  assert.equal(markdownToUrlPath('notes/'), 'notes/');
});

test('the base path is added and removed in one way', () => {
  assert.equal(stripBase('/docs/atsd/api/data/'), '/api/data/');
  assert.equal(stripBase('/docs/atsd/'), '/');
  assert.equal(stripBase('/elsewhere/x.html'), '/elsewhere/x.html');
  assert.equal(withBase('/api/data/series/query.html'), '/docs/atsd/api/data/series/query.html');
  assert.equal(withBase('/'), '/docs/atsd/');
  assert.equal(withBase('search.html?q=a', '/x/'), '/x/search.html?q=a');
  assert.equal(stripBase(withBase('/sql/#joins')), '/sql/#joins');
});

test('the build file of a route', () => {
  assert.equal(htmlFileOfRoute('/'), 'index.html');
  assert.equal(htmlFileOfRoute('/api/data/'), 'api/data/index.html');
  assert.equal(htmlFileOfRoute('/sql/api.html'), 'sql/api.html');
});

test('the Markdown twin of a route', () => {
  assert.equal(markdownTwinOfRoute('/'), '/index.md');
  assert.equal(markdownTwinOfRoute('/api/data/'), '/api/data/index.md');
  assert.equal(markdownTwinOfRoute('/api/data/series/query.html'), '/api/data/series/query.md');
});

const ROOT = 'https://axibase.com/docs/atsd/';
const QUERY = `${ROOT}api/data/series/query.html`;

test('links resolve like Docusaurus: relative to the page, .md to its page, README to the folder', () => {
  assert.equal(resolveLink('get.md', QUERY, ROOT), `${ROOT}api/data/series/get.html`);
  assert.equal(resolveLink('../README.md', QUERY, ROOT), `${ROOT}api/data/`);
  assert.equal(resolveLink('../index.md#errors', QUERY, ROOT), `${ROOT}api/data/#errors`);
  assert.equal(resolveLink('../../network/csv.md#fields', QUERY, ROOT), `${ROOT}api/network/csv.html#fields`);
  assert.equal(resolveLink('../../../README.md', QUERY, ROOT), ROOT);
  // The page's own folder: `README.md` alone is `./`, not the page itself.
  assert.equal(resolveLink('README.md#fields', QUERY, ROOT), `${ROOT}api/data/series/#fields`);
  assert.equal(resolveLink('index.md', QUERY, ROOT), `${ROOT}api/data/series/`);
  // From a folder's page, relative to the folder itself.
  assert.equal(resolveLink('series/query.md', `${ROOT}api/data/`, ROOT), QUERY);
  assert.equal(resolveLink('./sql.md', `${ROOT}finance/ru/`, ROOT), `${ROOT}finance/ru/sql.html`);
});

test('anchors, site-absolute paths, static files and other URLs', () => {
  assert.equal(resolveLink('#time-range', QUERY, ROOT), `${QUERY}#time-range`);
  assert.equal(resolveLink('', QUERY, ROOT), QUERY);
  assert.equal(resolveLink('#отличие-от-sql', `${ROOT}finance/ru/`, ROOT), `${ROOT}finance/ru/#отличие-от-sql`);
  assert.equal(resolveLink('/sql/README.md#joins', QUERY, ROOT), `${ROOT}sql/#joins`);
  assert.equal(resolveLink('/img/axibase-logo.svg', QUERY, ROOT), `${ROOT}img/axibase-logo.svg`);
  assert.equal(resolveLink('../../../img/chart.png', QUERY, ROOT), `${ROOT}img/chart.png`);
  assert.equal(resolveLink('insert.html?x=1#top', QUERY, ROOT), `${ROOT}api/data/series/insert.html?x=1#top`);
  for (const url of ['https://hbase.apache.org/', 'mailto:support@axibase.com', 'ftp://host/file', '//cdn/x.js']) {
    assert.equal(resolveLink(url, QUERY, ROOT), url);
  }
});
