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
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {BASE_PATH, buildFixtureSite, hydrated, withBrowser, withResource, withSite} from './harness';
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

describe('local search build (no Algolia settings)', () => {
  test('pages carry the local search box and no DocSearch; the index files exist', () => {
    const html = fs.readFileSync('build/api/data/series/query.html', 'utf8');
    assert.match(html, /role=("|)combobox/);
    assert.doesNotMatch(html, /DocSearch/);
    assert.doesNotMatch(html, /algolia\.net/);
    for (const file of [TITLES_FILE, metaFile('en-US'), metaFile('ru')]) {
      assert.ok(fs.statSync(path.join('build', INDEX_DIR, file)).size > 0, file);
    }
    assert.ok(fs.existsSync('build/search.html'));
    // The index is fetched on focus, never linked from the page.
    assert.doesNotMatch(html, new RegExp(`${INDEX_DIR}/`));
  });
});

describe('Algolia DocSearch build', {timeout: 10 * 60_000}, () => {
  let buildDir: string;
  withResource(
    async () => {
      const pages = Object.fromEntries(
        PAGES.filter((p) => fs.existsSync(path.join('docs', p))).map((p) => [
          p,
          fs.readFileSync(path.join('docs', p), 'utf8'),
        ]),
      );
      // Three pages link to many absent ones: report those links, do not fail on them.
      const fixture = await buildFixtureSite(pages, {
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
      assert.equal(fixture.code, 0, fixture.output.slice(-3000));
      buildDir = fixture.buildDir;
    },
    () => undefined,
  );
  const server = withSite(() => buildDir);
  const browser = withBrowser();

  test('pages carry the DocSearch box instead of the local search', () => {
    const built = ['index.html', 'api/data/series/query.html', 'finance/ru/install.html'].filter((p) =>
      fs.existsSync(path.join(buildDir, p)),
    );
    assert.ok(built.includes('api/data/series/query.html'));
    for (const page of built) {
      const html = fs.readFileSync(path.join(buildDir, page), 'utf8');
      assert.match(html, /DocSearch-Button/, page);
      assert.match(html, new RegExp(`https://${APP_ID}-dsn\\.algolia\\.net`), page);
      assert.doesNotMatch(html, /role=("|)combobox/, page);
    }
    assert.ok(!fs.existsSync(path.join(buildDir, INDEX_DIR)), 'no local index');
  });

  test('the DocSearch configuration is in the bundle', () => {
    const js = jsAssets(buildDir);
    for (const value of [APP_ID, API_KEY, INDEX_NAME]) {
      assert.ok(js.includes(value), value);
    }
    const config = js.slice(js.indexOf(API_KEY) - 2000, js.indexOf(API_KEY) + 2000);
    assert.match(config, /"?facetFilters"?:\s*\[\s*"tags:atsd"\s*\]/);
    assert.match(config, /"?contextualSearch"?:\s*(false|!1)/);
    assert.match(config, /"?appId"?:\s*"BH4D9OD16A"/);
    assert.match(config, /"?indexName"?:\s*"axibase"/);
  });

  test('the DocSearch box renders in the browser, and its results page is /search.html', async () => {
    const page = await browser().newPage();
    const local: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(INDEX_DIR)) local.push(request.url());
    });
    await page.goto(`${server().origin}${BASE_PATH}api/data/series/query.html`);
    await hydrated(page);
    assert.equal(await page.locator('.DocSearch-Button').count(), 1);
    assert.equal(await page.locator('[role="combobox"]').count(), 0);
    // Open DocSearch and type: the query goes to Algolia (unreachable here), never to a local index.
    const algolia = page.waitForRequest((request) => request.url().includes('algolia.net'));
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('series');
    await algolia;
    assert.deepEqual(local, []);
    const response = await page.goto(`${server().origin}${BASE_PATH}search.html?q=series`);
    assert.equal(response?.status(), 200);
    await hydrated(page);
    await page.close();
  });
});
