/**
 * The foundation: navigation by path, sidebars and heading ids, on the real
 * build served like a static host. Old URLs, redirects and the 404 screen are
 * in serving.test.ts, against both servers.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {BASE_PATH, openHydrated, withBrowser, withSite} from './harness';

const TOP_NAV = [
  'New: Finance Edition',
  'REST API',
  'Network API',
  'SQL',
  'Rule Engine',
  'Install',
  'Configure',
  'Integrate',
];

const server = withSite();
const browser = withBrowser();

const open = (path: string): Promise<Page> => openHydrated(browser(), server().origin + BASE_PATH + path);

describe('navigation by path', () => {
  async function navLabels(page: Page): Promise<string[]> {
    return page.locator('.navbar__items--right > .navbar__item:not(.dropdown)').allTextContents();
  }

  test('doc pages show the eight section links in order, Install highlighted', async () => {
    const page = await open('api/data/series/query.html');
    const labels = (await navLabels(page)).map((label) => label.trim());
    assert.deepEqual(labels.slice(0, 8), TOP_NAV);
    assert.match(
      (await page.getByRole('link', {name: 'Install', exact: true}).getAttribute('class')) ?? '',
      /highlighted/,
    );
    assert.equal(await page.locator('.navbar__brand').getAttribute('href'), BASE_PATH);
    await page.close();
  });

  test('finance pages show no section links; the logo leads to the section home', async () => {
    for (const [path, home] of [
      ['finance/sql.html', `${BASE_PATH}finance/`],
      ['finance/ru/sql.html', `${BASE_PATH}finance/ru/`],
      ['finance/', `${BASE_PATH}finance/`],
    ] as const) {
      const page = await open(path);
      const labels = (await navLabels(page)).map((label) => label.trim());
      for (const label of TOP_NAV) {
        assert.ok(!labels.includes(label), `${path} shows ${label}`);
      }
      assert.equal(await page.locator('.navbar__brand').getAttribute('href'), home, path);
      await page.close();
    }
  });
});

describe('sidebars', () => {
  async function sidebarText(page: Page): Promise<string[]> {
    return page.locator('nav.menu > ul > li > div > a, nav.menu > ul > li > a').allTextContents();
  }

  test('the REST and Meta API share one sidebar with the old groups', async () => {
    for (const path of [
      'api/data/series/query.html',
      'api/meta/metric/get.html',
      'api/data/series/examples/query-nan.html',
    ]) {
      const page = await open(path);
      const groups = (await sidebarText(page)).map((text) => text.trim());
      assert.deepEqual(
        groups,
        [
          'Overview',
          'Series',
          'Properties',
          'Messages',
          'Alerts',
          'Metric',
          'Entity',
          'Entity Group',
          'Replacement Table',
          'Extended',
          'API Clients',
        ],
        path,
      );
      await page.close();
    }
  });

  test('sidebar links drop the "Series: " prefix', async () => {
    const page = await open('api/data/series/query.html');
    const links = await page
      .locator('nav.menu li.theme-doc-sidebar-item-link > a.menu__link--active')
      .allTextContents();
    assert.deepEqual(links, ['query']);
    await page.close();
  });

  test('network, finance, Russian finance and tutorial sidebars', async () => {
    const expectations: Array<[string, string[]]> = [
      ['api/network/series.html', ['Overview', 'Commands']],
      [
        'finance/sql.html',
        ['Overview', 'SQL', 'Reading Data', 'Writing Data', 'Requirements', 'Installation', 'Getting Started'],
      ],
      [
        'finance/ru/install.html',
        ['Общая информация', 'SQL', 'Экспорт данных', 'Запись данных', 'Установка', 'Мониторинг', 'Блог'],
      ],
      ['tutorials/getting-started.html', ['Getting Started']],
      ['editions.html', ['Introduction', 'Editions', 'Architecture', 'Schema', 'Licensing']],
    ];
    for (const [path, expected] of expectations) {
      const page = await open(path);
      assert.deepEqual(
        (await sidebarText(page)).map((text) => text.trim()),
        expected,
        path,
      );
      await page.close();
    }
  });

  test('sections whose old menu was empty show no sidebar; landing pages neither', async () => {
    for (const path of ['api/', 'api/clients/', 'finance/']) {
      const page = await open(path);
      assert.equal(await page.locator('nav.menu').count(), 0, path);
      await page.close();
    }
  });

  test('external sidebar items are external links that open a new tab', async () => {
    // The Install menu lists the Kubernetes guide of Axibase Collector; the SQL menu, the JDBC driver.
    for (const [path, label, href] of [
      ['installation/', 'Kubernetes', 'https://axibase.com/docs/axibase-collector/installation-on-kubernetes.html'],
      ['sql/', 'JDBC Driver', 'https://github.com/axibase/atsd-jdbc#jdbc-driver'],
    ] as const) {
      const page = await open(path);
      const link = page.locator('nav.menu a', {hasText: new RegExp(`^${label}`)});
      assert.equal(await link.getAttribute('href'), href, path);
      assert.equal(await link.getAttribute('target'), '_blank', path);
      assert.match((await link.getAttribute('rel')) ?? '', /noopener/, path);
      await page.close();
    }
  });
});

describe('heading ids', () => {
  test('ids follow the old rules, with -2 for repeats, and the table of contents links them', async () => {
    const page = await open('api/data/series/query.html');
    const ids = await page
      .locator('article h2[id], article h3[id]')
      .evaluateAll((nodes) => nodes.map((node) => node.id));
    assert.ok(ids.includes('request'), ids.join(' '));
    assert.ok(
      ids.every((id) => /^[a-z0-9_\-\u0400-\u04ff]+$/.test(id)),
      ids.join(' '),
    );
    const tocTargets = await page
      .locator('.table-of-contents a')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')?.slice(1)));
    for (const target of tocTargets) {
      assert.ok(ids.includes(target!), `TOC link #${target}`);
    }
    const repeated = ids.filter((id) => /-2$/.test(id));
    for (const id of repeated) {
      assert.ok(ids.includes(id.slice(0, -2)), `${id} follows its first`);
    }
    await page.close();
  });

  test('Cyrillic and digit-first headings keep their old anchors', async () => {
    const page = await open('finance/ru/install.html');
    const ids = await page.locator('article h2[id]').evaluateAll((nodes) => nodes.map((node) => node.id));
    assert.ok(
      ids.some((id) => /[а-я]/.test(id)),
      ids.join(' '),
    );
    await page.close();
    // "## 32-bit Error": the old site put `_` before a leading digit.
    const troubleshooting = await open('installation/troubleshooting.html');
    assert.match((await troubleshooting.locator('article h2#_32-bit-error').textContent()) ?? '', /^32-bit Error/);
    await troubleshooting.close();
  });
});
