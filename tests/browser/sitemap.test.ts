/**
 * Site-wide: every URL in the sitemap opens in the browser at a phone's width (390 px), hydrates,
 * logs no console error and no failed request to the site itself, and does not scroll sideways;
 * widened to a laptop's width (1366 px), it still does not. The sitemap is cut into slices, one test
 * each, so the workers share the crawl; within a slice a few tabs of one context crawl at once.
 *
 * Each page is loaded once, at the phone's width, as a reader on a phone arrives: hydration renders
 * the server's (desktop) markup first and then switches to the phone layout, the same path a
 * resized window takes. The laptop's width is then a resize of the same page, which is what a
 * reader widening the window gets, at a fraction of a second load's cost. Docusaurus renders its
 * mobile drawer (`.navbar-sidebar`) only while its window-size state is "mobile" (and ours only once
 * its button is pointed at), so its coming and going tells when each layout has been rendered: no
 * fixed waits.
 */
import type {Page} from '@playwright/test';
import pMap from 'p-map';
import {BASE_PATH, expect, hydrated, sitemapPaths, sitemapUrls, test, watchErrors, widerThanScreen} from './fixtures';

const PHONE = {width: 390, height: 800};
const LAPTOP = {width: 1366, height: 800};
/** Slices of the sitemap, each a test: many per worker, so that a slow one does not hold the end. */
const SLICES = 24;
/** Tabs per slice: two workers crawling at once keep about four pages in flight on two cores. */
const TABS = 2;

const paths = sitemapPaths();

test('every sitemap URL is under the base path', () => {
  const locs = sitemapUrls().map((url) => new URL(url));
  expect(locs.length, 'the sitemap lists every page').toBeGreaterThan(300);
  expect(locs.filter((loc) => !loc.pathname.startsWith(BASE_PATH)).map(String)).toEqual([]);
});

/** The problems of one page: loaded at the phone's width, then widened to the laptop's. */
async function check(page: Page, origin: string, path: string): Promise<string[]> {
  // The tab's previous page was left at the laptop's width.
  await page.setViewportSize(PHONE);
  const errors = watchErrors(page, origin);
  try {
    const response = await page.goto(origin + path, {waitUntil: 'load'});
    if (response?.status() !== 200) {
      errors.push(`HTTP ${response?.status()}`);
    }
    await hydrated(page);
    // The menu is rendered once the reader points at its button (useMobileMenuIntent), and only
    // in the phone layout: point at it until the menu is there.
    await page.waitForFunction(() => {
      document.querySelector('.navbar__toggle')?.dispatchEvent(new PointerEvent('pointerover', {bubbles: true}));
      return document.querySelector('.navbar-sidebar') !== null;
    });
    const narrow = await widerThanScreen(page, `${path} at ${PHONE.width} px`);
    await page.setViewportSize(LAPTOP);
    await page.locator('.navbar-sidebar').waitFor({state: 'detached'});
    const wide = await widerThanScreen(page, `${path} at ${LAPTOP.width} px`);
    return [...errors.map((error) => `${path}: ${error}`), ...[narrow, wide].filter((w) => w !== null)];
  } finally {
    await page.removeAllListeners();
  }
}

const size = Math.ceil(paths.length / SLICES);
for (let start = 0; start < paths.length; start += size) {
  const slice = paths.slice(start, start + size);
  test(`pages ${start + 1}–${start + slice.length} of ${paths.length} render at ${PHONE.width} px and ${LAPTOP.width} px without console errors, failed requests or sideways scrolling`, async ({
    context,
    site,
  }) => {
    // A bound for a loaded machine, not a budget: a page takes under a second on a quiet one.
    test.setTimeout(slice.length * 15_000);
    const tabs = await Promise.all(Array.from({length: TABS}, () => context.newPage()));
    const problems = await pMap(
      slice,
      async (path) => {
        // p-map runs at most TABS at once, so a tab is always free here.
        const page = tabs.pop()!;
        try {
          return await check(page, site.origin, path);
        } finally {
          tabs.push(page);
        }
      },
      {concurrency: TABS},
    );
    expect(problems.flat()).toEqual([]);
  });
}
