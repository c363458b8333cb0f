/**
 * What tracking sends (paths only, no cookies, no referrer) and how the comments loader gives up
 * (three tries per page load, a bounded wait for the widget), against real recording servers.
 */
import type {Page} from '@playwright/test';
import {BASE_PATH, expect, reachComments, test, type RecordedRequest} from './fixtures';

const QUERY = 'api/data/series/query.html';
const INSERT = `${BASE_PATH}api/data/series/insert.html`;

/** Scrolls to the comments of `path` (the current page) and waits until they have given up. */
async function commentsFailed(page: Page, path: string): Promise<void> {
  await reachComments(page);
  await page.waitForSelector(`section[data-comments="failed"][data-comments-path="${path}"]`, {state: 'attached'});
}

const scriptRequests = (requests: RecordedRequest[]) => requests.filter((r) => r.path === '/web/embed.js');

test.describe('tracking', () => {
  test('sends paths only, with no cookies and no referrer', async ({site, open}) => {
    const tracked = () => site.requests.filter((r) => r.path === '/tracknav/');
    const page = await open(`${QUERY}?utm_source=mail&token=abc#request`);
    await page.evaluate(() => {
      document.cookie = 'session=reader-1; path=/';
    });
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForURL((url) => url.pathname === INSERT);
    await expect.poll(() => tracked().length).toBe(1);
    const [first] = tracked();
    expect(first!.search).toBe(`?from=${encodeURIComponent(BASE_PATH + QUERY)}&to=${encodeURIComponent(INSERT)}`);
    expect(first!.headers.cookie, 'no cookie').toBeUndefined();
    expect(first!.headers.referer, 'no referrer').toBeUndefined();

    // A new hash on the same page is no navigation: the next request is the next page's.
    await page.evaluate(() => {
      window.location.hash = '#payload';
    });
    await page.waitForURL((url) => url.hash === '#payload');
    await page.locator('.pagination-nav__link--prev').click();
    await page.waitForURL((url) => url.pathname === BASE_PATH + QUERY);
    await expect.poll(() => tracked().length).toBe(2);
    expect(tracked()[1]!.query.get('from')).toBe(INSERT);
    expect(tracked()[1]!.query.get('to')).toBe(BASE_PATH + QUERY);
  });
});

test.describe('comments', () => {
  test('a failing script is tried three times, and not again on the next page', async ({comments, open}) => {
    comments.on('/web/', (_req, res) => {
      res.writeHead(500).end();
    });
    const page = await open(QUERY);
    await commentsFailed(page, BASE_PATH + QUERY);
    expect(scriptRequests(comments.requests)).toHaveLength(3);
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForURL((url) => url.pathname === INSERT);
    await commentsFailed(page, INSERT);
    expect(scriptRequests(comments.requests), 'no new try after the last one failed').toHaveLength(3);
    await expect(page.locator('article h1').first()).toHaveText('Series: insert');
  });

  test('a script that defines no widget is looked for a bounded number of times, on every page', async ({
    comments,
    open,
  }) => {
    const page = await open(QUERY);
    await commentsFailed(page, BASE_PATH + QUERY);
    const loaded = scriptRequests(comments.requests).length;
    expect(loaded).toBeGreaterThanOrEqual(1);
    await expect(page.locator('#remark42')).toHaveText('');
    // The next page looks again, as many times, and does not load the script again.
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForURL((url) => url.pathname === INSERT);
    await commentsFailed(page, INSERT);
    expect(scriptRequests(comments.requests)).toHaveLength(loaded);
  });
});
