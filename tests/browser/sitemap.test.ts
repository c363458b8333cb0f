/**
 * Site-wide: every URL in the sitemap opens in the browser at a phone's width (390 px), hydrates,
 * logs no console error and no failed request to the site itself, and does not scroll sideways;
 * widened to a laptop's width (1366 px), it still does not. Four tabs of one context crawl at once.
 *
 * Each page is loaded once, at the phone's width, as a reader on a phone arrives: hydration renders
 * the server's (desktop) markup first and then switches to the phone layout, the same path a
 * resized window takes. The laptop's width is then a resize of the same page, which is what a
 * reader widening the window gets, at a fraction of a second load's cost. Docusaurus renders its
 * mobile drawer (`.navbar-sidebar`) exactly while its window-size state is "mobile", so its coming
 * and going tells when each layout has been rendered: no fixed waits.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  BASE_PATH,
  hydrated,
  inTabs,
  sitemapPaths,
  sitemapUrls,
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

const PHONE = {width: 390, height: 800};
const LAPTOP = {width: 1366, height: 800};

test('every sitemap URL is under the base path', () => {
  const locs = sitemapUrls().map((url) => new URL(url));
  assert.ok(locs.length > 300, `sitemap lists ${locs.length} URLs`);
  assert.deepEqual(locs.filter((loc) => !loc.pathname.startsWith(BASE_PATH)).map(String), []);
});

test(`every sitemap URL renders at ${PHONE.width} px and ${LAPTOP.width} px without console errors, failed requests or sideways scrolling`, async () => {
  const paths = sitemapPaths();
  assert.ok(paths.length > 300, `sitemap lists ${paths.length} URLs`);
  const context = await browser().newContext({viewport: PHONE});
  const started = Date.now();
  const problems = await inTabs(context, paths, {size: 4}, async (page, path) => {
    // The tab's previous page was left at the laptop's width.
    await page.setViewportSize(PHONE);
    const errors = watchErrors(page, site().origin);
    try {
      const response = await page.goto(site().origin + path, {waitUntil: 'load'});
      if (response?.status() !== 200) {
        errors.push(`HTTP ${response?.status()}`);
      }
      await hydrated(page);
      await page.locator('.navbar-sidebar').waitFor({state: 'attached'});
      const narrow = await widerThanScreen(page, `${path} at ${PHONE.width} px`);
      await page.setViewportSize(LAPTOP);
      await page.locator('.navbar-sidebar').waitFor({state: 'detached'});
      const wide = await widerThanScreen(page, `${path} at ${LAPTOP.width} px`);
      return [...errors.map((error) => `${path}: ${error}`), ...[narrow, wide].filter((w) => w !== null)];
    } finally {
      await page.removeAllListeners();
    }
  });
  console.log(`# ${paths.length} pages at two widths in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  await context.close();
  assert.deepEqual(problems.flat(), []);
});
