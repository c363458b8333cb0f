import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildThemeOptions, deploymentSettings, editUrl, topNav} from '../config/themeOptions';
import {ALL_LINKS_FROM, alternatePages, counterpartPath, linkInBarFrom, navbarItemProps, navbarModel} from './navItems';

const options = buildThemeOptions(deploymentSettings({}));
const pages = new Set([
  '/',
  '/api/data/',
  '/finance/',
  '/finance/ru/',
  '/finance/install.html',
  '/finance/ru/install.html',
  '/finance/sql.html',
]);
const exists = (path: string) => pages.has(path);

test('section links everywhere but finance pages, in the old order', () => {
  const labels = navbarModel(options, '/api/data/', exists).entries.map((entry) => entry.label);
  assert.deepEqual(labels, [
    'New: Finance Edition',
    'REST API',
    'Network API',
    'SQL',
    'Rule Engine',
    'Install',
    'Configure',
    'Integrate',
  ]);
  assert.deepEqual(navbarModel(options, '/finance/sql.html', exists).entries, []);
  assert.deepEqual(navbarModel(options, '/finance/ru/', exists).entries, []);
  assert.equal(topNav().find((link) => link.text === 'Install')?.highlighted, true);
});

test('the logo leads to the section home', () => {
  assert.equal(navbarModel(options, '/finance/ru/sql.html', exists).home, '/finance/ru/');
  assert.equal(navbarModel(options, '/finance/sql.html', exists).home, '/finance/');
  assert.equal(navbarModel(options, '/api/data/', exists).home, '/');
});

test('the search box goes right when there are 2 or fewer entries', () => {
  assert.equal(navbarModel(options, '/finance/', exists).searchAlignedRight, true);
  assert.equal(navbarModel(options, '/api/data/', exists).searchAlignedRight, false);
});

test('the bar is crowded where it carries section links', () => {
  assert.equal(navbarModel(options, '/api/data/', exists).crowded, true);
  assert.equal(navbarModel(options, '/finance/', exists).crowded, false);
  assert.equal(navbarModel(options, '/finance/ru/sql.html', exists).crowded, false);
});

test('section links leave the bar for the More menu from the end of the list as the screen narrows', () => {
  const widths = topNav().map((_, index) => linkInBarFrom(index));
  assert.deepEqual(widths, [0, 0, 0, 0, 1100, 1180, 1280, 1280]);
  assert.deepEqual(
    widths,
    [...widths].sort((a, b) => a - b),
    'a later link never stays longer than an earlier one',
  );
  assert.equal(linkInBarFrom(20), ALL_LINKS_FROM);
});

test('the language menu switches to the counterpart page or the locale home', () => {
  assert.equal(counterpartPath(options, '/finance/install.html', '/finance/ru/', exists), '/finance/ru/install.html');
  assert.equal(counterpartPath(options, '/finance/ru/install.html', '/', exists), '/finance/install.html');
  assert.equal(
    counterpartPath(options, '/finance/sql.html', '/finance/ru/', (p) => p !== '/finance/ru/sql.html' && exists(p)),
    '/finance/ru/',
  );
  assert.equal(counterpartPath(options, '/api/data/', '/finance/ru/', exists), '/finance/ru/');
  assert.equal(counterpartPath(options, '/finance/ru/', '/', exists), '/finance/');
  // the page being read is its own in its own language, also where the options list no such page
  const known = (p: string) => p.startsWith('/finance/');
  assert.equal(counterpartPath(options, '/api/data/series/query.html', '/', known), '/api/data/series/query.html');
  const menu = navbarModel(options, '/finance/install.html', exists).languageMenu!;
  assert.deepEqual(
    menu.items!.map((item) => [item.label, item.to]),
    [
      ['English', '/finance/install.html'],
      ['Русский', '/finance/ru/install.html'],
    ],
  );
});

test('nav links to sections not written yet are kept but exempt from the link check', () => {
  const sql = navbarModel(options, '/api/data/', exists).entries.find((entry) => entry.label === 'SQL')!;
  assert.equal(sql.pending, true);
  assert.equal(navbarItemProps(sql)['data-noBrokenLinkCheck'], true);
  const rest = navbarModel(options, '/api/data/', exists).entries.find((entry) => entry.label === 'REST API')!;
  assert.equal(navbarItemProps(rest)['data-noBrokenLinkCheck'], undefined);
  assert.deepEqual(navbarItemProps({label: 'GitHub', to: 'https://github.com/axibase/atsd'}), {
    label: 'GitHub',
    href: 'https://github.com/axibase/atsd',
    className: undefined,
  });
});

test('edit links point at the page source on GitHub', () => {
  assert.equal(
    editUrl(options, 'api/data/series/query.md'),
    'https://github.com/axibase/atsd/edit/master/api/data/series/query.md',
  );
  assert.equal(
    editUrl({...options, docsDir: 'docs/', docsBranch: 'main'}, 'api/data/README.md'),
    'https://github.com/axibase/atsd/edit/main/docs/api/data/README.md',
  );
});

test('an empty environment variable turns its feature off', () => {
  const off = buildThemeOptions(
    deploymentSettings({
      ATSD_ALGOLIA_APP_ID: 'x',
      ATSD_COMMENTS_HOST: '',
      ATSD_TRACK_NAV_URL: '',
      ATSD_CONTACT_URL: '',
    }),
  );
  assert.equal(off.algolia, null);
  assert.equal(off.remark42Config, null);
  assert.equal(off.trackNavURL, null);
  assert.equal(off.feedback, null);
  assert.deepEqual(options.feedback, {title: 'Contact Axibase', url: '/eml_ping', method: 'GET'});
  assert.equal(options.remark42Config?.site_id, 'docs_atsd');
  assert.equal(options.searchMaxSuggestions, 10);
  assert.equal(options.sidebarDepth, 1);
  assert.equal(options.docsBranch, 'master');
});

test('a finance page and its counterpart list each other, with x-default on the English one', () => {
  const pair = [
    {hrefLang: 'en-US', path: '/finance/install.html'},
    {hrefLang: 'ru', path: '/finance/ru/install.html'},
    {hrefLang: 'x-default', path: '/finance/install.html'},
  ];
  assert.deepEqual(alternatePages(options, '/finance/install.html', exists), pair);
  assert.deepEqual(alternatePages(options, '/finance/ru/install.html', exists), pair);
  assert.deepEqual(alternatePages(options, '/finance/ru/', exists), [
    {hrefLang: 'en-US', path: '/finance/'},
    {hrefLang: 'ru', path: '/finance/ru/'},
    {hrefLang: 'x-default', path: '/finance/'},
  ]);
});

test('a page without a counterpart lists only itself, in its own language', () => {
  assert.deepEqual(alternatePages(options, '/finance/sql.html', exists), [
    {hrefLang: 'en-US', path: '/finance/sql.html'},
  ]);
  assert.deepEqual(alternatePages(options, '/api/data/', exists), [{hrefLang: 'en-US', path: '/api/data/'}]);
  assert.deepEqual(
    alternatePages(options, '/finance/ru/quik.html', (p) => p === '/finance/ru/quik.html'),
    [{hrefLang: 'ru', path: '/finance/ru/quik.html'}],
  );
});
