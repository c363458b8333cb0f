/**
 * The two search configurations in built pages.
 *
 * - Without Algolia settings (the test build, build/): the local search box
 *   and its index files, and no DocSearch.
 * - With ATSD_ALGOLIA_API_KEY and ATSD_ALGOLIA_INDEX_NAME: a small copy of
 *   the site (three pages) is built in a temporary folder; its pages carry the
 *   DocSearch box and its configuration (old app id, the `tags:atsd` filter,
 *   no contextual search), and no local search. Algolia itself cannot be
 *   reached from here, so no query is sent.
 */
import fs from 'node:fs';
import path from 'node:path';
import {BASE_PATH, expect, hydrated, test as base, type FixtureSite} from './fixtures';
import {INDEX_DIR, metaFile, TITLES_FILE} from '../../src/search/types';

const APP_ID = 'BH4D9OD16A';
const API_KEY = 'search-only-test-key-4f2a';
const INDEX_NAME = 'axibase';
/** Pages of the small site: the home page, an English page, a Russian page. */
const PAGES = ['README.md', 'api/data/series/query.md', 'finance/ru/install.md'];

function jsAssets(buildDir: string): string {
  const dir = path.join(buildDir, 'assets', 'js');
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
    .join('\n');
}

/** The small site built with the Algolia settings, once per worker; `site` serves it. */
const test = base.extend<{algolia: FixtureSite}>({
  algolia: [
    async ({fixtureSite}, use) => {
      const pages = Object.fromEntries(PAGES.map((p) => [p, fs.readFileSync(path.join('docs', p), 'utf8')]));
      // Three pages link to many absent ones: report those links, do not fail on them.
      const fixture = await fixtureSite(pages, {
        env: {ATSD_ALGOLIA_API_KEY: API_KEY, ATSD_ALGOLIA_INDEX_NAME: INDEX_NAME},
        config: `import config from './docusaurus.config';
export default {
  ...config,
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  markdown: {...config.markdown, hooks: {onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'warn'}},
};
`,
      });
      expect(fixture.code, fixture.output.slice(-3000)).toBe(0);
      await use(fixture);
    },
    {timeout: 10 * 60_000},
  ],
  site: async ({algolia}, use) => {
    await use(algolia.server!);
  },
});

test.describe('local search build (no Algolia settings)', () => {
  test('pages carry the local search box and no DocSearch; the index files exist', () => {
    const html = fs.readFileSync('build/api/data/series/query.html', 'utf8');
    expect(html).toMatch(/role=("|)combobox/);
    expect(html).not.toMatch(/DocSearch/);
    expect(html).not.toMatch(/algolia\.net/);
    for (const file of [TITLES_FILE, metaFile('en-US'), metaFile('ru')]) {
      expect(fs.statSync(path.join('build', INDEX_DIR, file)).size, file).toBeGreaterThan(0);
    }
    expect(fs.existsSync('build/search.html'), 'the results page').toBe(true);
    // The index is fetched on focus, never linked from the page.
    expect(html).not.toMatch(new RegExp(`${INDEX_DIR}/`));
  });
});

test.describe('Algolia DocSearch build', () => {
  // One worker builds the site and runs these in turn, rather than two building it at once.
  test.describe.configure({mode: 'default'});

  test('pages carry the DocSearch box instead of the local search', ({algolia}) => {
    for (const page of ['index.html', 'api/data/series/query.html', 'finance/ru/install.html']) {
      const html = fs.readFileSync(path.join(algolia.buildDir, page), 'utf8');
      expect(html, page).toMatch(/DocSearch-Button/);
      expect(html, page).toMatch(new RegExp(`https://${APP_ID}-dsn\\.algolia\\.net`));
      expect(html, page).not.toMatch(/role=("|)combobox/);
    }
    expect(fs.existsSync(path.join(algolia.buildDir, INDEX_DIR)), 'no local index').toBe(false);
  });

  test('the DocSearch configuration is in the bundle', ({algolia}) => {
    const js = jsAssets(algolia.buildDir);
    for (const value of [APP_ID, API_KEY, INDEX_NAME]) {
      expect(js, value).toContain(value);
    }
    const config = js.slice(js.indexOf(API_KEY) - 2000, js.indexOf(API_KEY) + 2000);
    expect(config).toMatch(/"?facetFilters"?:\s*\[\s*"tags:atsd"\s*\]/);
    expect(config).toMatch(/"?contextualSearch"?:\s*(false|!1)/);
    expect(config).toMatch(/"?appId"?:\s*"BH4D9OD16A"/);
    expect(config).toMatch(/"?indexName"?:\s*"axibase"/);
  });

  test('the DocSearch box renders in the browser, and its results page is /search.html', async ({site, page}) => {
    const local: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(INDEX_DIR)) local.push(request.url());
    });
    await page.goto(`${site.origin}${BASE_PATH}api/data/series/query.html`);
    await hydrated(page);
    await expect(page.locator('.DocSearch-Button')).toHaveCount(1);
    await expect(page.locator('[role="combobox"]')).toHaveCount(0);
    // Open DocSearch and type: the query goes to Algolia (unreachable here), never to a local index.
    const algolia = page.waitForRequest((request) => request.url().includes('algolia.net'));
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('series');
    await algolia;
    expect(local).toEqual([]);
    const response = await page.goto(`${site.origin}${BASE_PATH}search.html?q=series`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
  });
});
