/**
 * Site-wide: every URL in the sitemap opens in the browser at a laptop's width (1366 px),
 * hydrates, logs no console error and no failed request to the site itself, and does not scroll
 * sideways (topbar-layout.test.ts checks a phone's width). Four tabs of one context crawl at once.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {
  BASE_PATH,
  hydrated,
  inTabs,
  sitemapPaths,
  widerThanScreen,
  withBrowser,
  withCommentsHost,
  withSite,
  watchErrors,
} from './harness';

const site = withSite();
// The comments host answers like a real one that serves no widget script.
withCommentsHost();
const browser = withBrowser();

test('every sitemap URL is under the base path', () => {
  const locs = [...fs.readFileSync('build/sitemap.xml', 'utf8').matchAll(/<loc>([^<]*)<\/loc>/g)].map(
    (match) => new URL(match[1]!),
  );
  assert.ok(locs.length > 300, `sitemap lists ${locs.length} URLs`);
  assert.deepEqual(locs.filter((loc) => !loc.pathname.startsWith(BASE_PATH)).map(String), []);
});

test('every sitemap URL renders at 1366 px without console errors, failed requests or sideways scrolling', async () => {
  const paths = sitemapPaths();
  const context = await browser().newContext({viewport: {width: 1366, height: 800}});
  const problems = await inTabs(context, paths, {size: 4}, async (page, path) => {
    const errors = watchErrors(page, site().origin);
    try {
      const response = await page.goto(site().origin + path, {waitUntil: 'load'});
      if (response?.status() !== 200) {
        errors.push(`HTTP ${response?.status()}`);
      }
      await hydrated(page);
      const wide = await widerThanScreen(page, path);
      return [...errors.map((error) => `${path}: ${error}`), ...(wide ? [wide] : [])];
    } finally {
      await page.removeAllListeners();
    }
  });
  await context.close();
  assert.deepEqual(problems.flat(), []);
});
