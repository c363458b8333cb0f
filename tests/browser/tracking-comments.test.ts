/**
 * What tracking sends (paths only, no cookies, no referrer) and how the comments loader gives up
 * (three tries per page load, a bounded wait for the widget), against real recording servers.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {ServerResponse} from 'node:http';
import type {Page} from 'playwright-core';
import {
  BASE_PATH,
  openHydrated,
  sentFrom,
  withBrowser,
  withCommentsHost,
  withSite,
  waitFor,
  type RecordedRequest,
} from './harness';

const QUERY = `${BASE_PATH}api/data/series/query.html`;
const INSERT = `${BASE_PATH}api/data/series/insert.html`;

/** How the comments host answers a script request. */
let answerScript: (res: ServerResponse) => void;
const site = withSite(true, (server) => {
  server.on('/tracknav/', (_req, res) => {
    res.writeHead(204).end();
  });
});
const comments = withCommentsHost(undefined, (host) => {
  host.on('/web/', (_req, res) => answerScript(res));
});
const browser = withBrowser();

const open = (path: string): Promise<Page> => openHydrated(browser(), site().origin + path);

function tracked(): RecordedRequest[] {
  return site().requests.filter((r) => r.path === '/tracknav/');
}

function scriptRequests(): RecordedRequest[] {
  return sentFrom(site().origin, comments().requests).filter((r) => r.path === '/web/embed.js');
}

/** Waits until the comments of `path` have given up. */
async function commentsFailed(page: Page, path: string): Promise<void> {
  await page.waitForSelector(`section[data-comments="failed"][data-comments-path="${path}"]`, {state: 'attached'});
}

describe('tracking', () => {
  test('sends paths only, with no cookies and no referrer', async () => {
    site().requests.length = 0;
    answerScript = (res) => res.writeHead(200, {'Content-Type': 'text/javascript'}).end('/* no widget */');
    const page = await open(`${QUERY}?utm_source=mail&token=abc#request`);
    await page.evaluate(() => {
      document.cookie = 'session=reader-1; path=/';
    });
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForURL((url) => url.pathname === INSERT);
    await waitFor(() => tracked().length === 1);
    const [first] = tracked();
    assert.equal(first!.search, `?from=${encodeURIComponent(QUERY)}&to=${encodeURIComponent(INSERT)}`);
    assert.equal(first!.headers.cookie, undefined, 'no cookie');
    assert.equal(first!.headers.referer, undefined, 'no referrer');

    // A new hash on the same page is no navigation: the next request is the next page's.
    await page.evaluate(() => {
      window.location.hash = '#payload';
    });
    await page.waitForURL((url) => url.hash === '#payload');
    await page.locator('.pagination-nav__link--prev').click();
    await page.waitForURL((url) => url.pathname === QUERY);
    await waitFor(() => tracked().length === 2);
    assert.equal(tracked()[1]!.query.get('from'), INSERT);
    assert.equal(tracked()[1]!.query.get('to'), QUERY);
    await page.close();
  });
});

describe('comments', () => {
  test('a failing script is tried three times, and not again on the next page', async () => {
    comments().requests.length = 0;
    answerScript = (res) => res.writeHead(500).end();
    const page = await open(QUERY);
    await commentsFailed(page, QUERY);
    assert.equal(scriptRequests().length, 3);
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForURL((url) => url.pathname === INSERT);
    await commentsFailed(page, INSERT);
    assert.equal(scriptRequests().length, 3, 'no new try after the last one failed');
    assert.equal(await page.locator('article h1').first().textContent(), 'Series: insert');
    await page.close();
  });

  test('a script that defines no widget is looked for a bounded number of times, on every page', async () => {
    comments().requests.length = 0;
    answerScript = (res) => res.writeHead(200, {'Content-Type': 'text/javascript'}).end('/* no widget */');
    const page = await open(QUERY);
    await commentsFailed(page, QUERY);
    const loaded = scriptRequests().length;
    assert.ok(loaded >= 1);
    assert.equal(await page.locator('#remark42').textContent(), '');
    // The next page looks again, as many times, and does not load the script again.
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForURL((url) => url.pathname === INSERT);
    await commentsFailed(page, INSERT);
    assert.equal(scriptRequests().length, loaded);
    await page.close();
  });
});
