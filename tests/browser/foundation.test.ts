/**
 * The foundation: navigation by path, sidebars and heading ids, on the real
 * build served like a static host. Old URLs, redirects and the 404 screen are
 * in serving.test.ts, against both servers.
 */
import type {Page} from '@playwright/test';
import {BASE_PATH, expect, test} from './fixtures';

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

test.describe('navigation by path', () => {
  async function navLabels(page: Page): Promise<string[]> {
    return page.locator('.navbar__items--right > .navbar__item:not(.dropdown)').allTextContents();
  }

  test('doc pages show the eight section links in order, Install highlighted', async ({open}) => {
    const page = await open('api/data/series/query.html');
    const labels = (await navLabels(page)).map((label) => label.trim());
    expect(labels.slice(0, 8)).toEqual(TOP_NAV);
    await expect(page.getByRole('link', {name: 'Install', exact: true})).toHaveAttribute('class', /highlighted/);
    await expect(page.locator('.navbar__brand')).toHaveAttribute('href', BASE_PATH);
  });

  test('finance pages show no section links; the logo leads to the section home', async ({open}) => {
    for (const [path, home] of [
      ['finance/sql.html', `${BASE_PATH}finance/`],
      ['finance/ru/sql.html', `${BASE_PATH}finance/ru/`],
      ['finance/', `${BASE_PATH}finance/`],
    ] as const) {
      const page = await open(path);
      const labels = (await navLabels(page)).map((label) => label.trim());
      for (const label of TOP_NAV) {
        expect(labels, `${path} shows ${label}`).not.toContain(label);
      }
      await expect(page.locator('.navbar__brand'), path).toHaveAttribute('href', home);
    }
  });
});

test.describe('sidebars', () => {
  async function sidebarText(page: Page): Promise<string[]> {
    return page.locator('nav.menu > ul > li > div > a, nav.menu > ul > li > a').allTextContents();
  }

  test('the REST and Meta API share one sidebar with the old groups', async ({open}) => {
    for (const path of [
      'api/data/series/query.html',
      'api/meta/metric/get.html',
      'api/data/series/examples/query-nan.html',
    ]) {
      const page = await open(path);
      const groups = (await sidebarText(page)).map((text) => text.trim());
      expect(groups, path).toEqual([
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
      ]);
    }
  });

  test('sidebar links drop the "Series: " prefix', async ({open}) => {
    const page = await open('api/data/series/query.html');
    const links = await page
      .locator('nav.menu li.theme-doc-sidebar-item-link > a.menu__link--active')
      .allTextContents();
    expect(links).toEqual(['query']);
  });

  test('network, finance, Russian finance and tutorial sidebars', async ({open}) => {
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
      expect(
        (await sidebarText(page)).map((text) => text.trim()),
        path,
      ).toEqual(expected);
    }
  });

  test('sections whose old menu was empty show no sidebar; landing pages neither', async ({open}) => {
    for (const path of ['api/', 'api/clients/', 'finance/']) {
      const page = await open(path);
      await expect(page.locator('nav.menu'), path).toHaveCount(0);
    }
  });

  test('external sidebar items are external links that open a new tab', async ({open}) => {
    // The Install menu lists the Kubernetes guide of Axibase Collector; the SQL menu, the JDBC driver.
    for (const [path, label, href] of [
      ['installation/', 'Kubernetes', 'https://axibase.com/docs/axibase-collector/installation-on-kubernetes.html'],
      ['sql/', 'JDBC Driver', 'https://github.com/axibase/atsd-jdbc#jdbc-driver'],
    ] as const) {
      const page = await open(path);
      const link = page.locator('nav.menu a', {hasText: new RegExp(`^${label}`)});
      await expect(link, path).toHaveAttribute('href', href);
      await expect(link, path).toHaveAttribute('target', '_blank');
      await expect(link, path).toHaveAttribute('rel', /noopener/);
    }
  });
});

test.describe('heading ids', () => {
  test('ids follow the old rules, with -2 for repeats, and the table of contents links them', async ({open}) => {
    const page = await open('api/data/series/query.html');
    const ids = await page
      .locator('article h2[id], article h3[id]')
      .evaluateAll((nodes) => nodes.map((node) => node.id));
    expect(ids, ids.join(' ')).toContain('request');
    expect(ids.filter((id) => !/^[a-z0-9_\-\u0400-\u04ff]+$/.test(id))).toEqual([]);
    const tocTargets = await page
      .locator('.table-of-contents a')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')?.slice(1)));
    expect(tocTargets.length, 'the table of contents has links').toBeGreaterThan(5);
    expect(tocTargets.filter((target) => !ids.includes(target!))).toEqual([]);
    // The page repeats "Request" and "Response" under its example.
    const repeated = ids.filter((id) => /-2$/.test(id));
    expect(repeated).toEqual(expect.arrayContaining(['request-2', 'response-2']));
    for (const id of repeated) {
      expect(ids.indexOf(id.slice(0, -2)), `${id} follows its first`).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(id.slice(0, -2)), `${id} follows its first`).toBeLessThan(ids.indexOf(id));
    }
  });

  test('Cyrillic and digit-first headings keep their old anchors', async ({open}) => {
    const page = await open('finance/ru/install.html');
    const ids = await page.locator('article h2[id]').evaluateAll((nodes) => nodes.map((node) => node.id));
    expect(
      ids.some((id) => /[а-я]/.test(id)),
      ids.join(' '),
    ).toBeTruthy();
    // "## 32-bit Error": the old site put `_` before a leading digit.
    const troubleshooting = await open('installation/troubleshooting.html');
    expect((await troubleshooting.locator('article h2#_32-bit-error').textContent()) ?? '').toMatch(/^32-bit Error/);
  });
});
