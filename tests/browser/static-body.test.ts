/**
 * Static article bodies (src/plugins/static-body): a page of plain Markdown is taken as HTML, so
 * a first visit downloads none of its text as JavaScript, and what the theme's components did
 * inside the body still works: internal links navigate in the app (the next body fetched as HTML)
 * to the right anchor, and the code blocks' copy button copies. A landing page keeps its MDX.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type {Page} from 'playwright-core';
import {BASE_PATH, hydrated, watchErrors, withBrowser, withSite} from './harness';

// A sentence of docs/sql/README.md, as the page shows it, and the page's first code block.
const SQL_TEXT = 'Metric tags are selected as';
const SQL_FIRST_CODE = /^```sql\n([\s\S]*?)\n```$/m.exec(fs.readFileSync('docs/sql/README.md', 'utf8'))![1];

// Navigation tracking (src/tracking) posts to /tracknav/.
const site = withSite(true, (server) =>
  server.on('/tracknav/', (_req, res) => {
    res.writeHead(204).end();
  }),
);
const browser = withBrowser();

async function open(route: string): Promise<{page: Page; scripts: Promise<string>[]; errors: string[]}> {
  const page = await browser().newPage();
  // Other hosts (the comments script's, stubbed in tracking-comments.test.ts) are not run here.
  await page.route(
    (url) => url.origin !== site().origin,
    (route) => route.fulfill({body: '', contentType: 'text/javascript'}),
  );
  const errors = watchErrors(page, site().origin);
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  await page.goto(site().origin + BASE_PATH + route);
  await hydrated(page);
  return {page, scripts, errors};
}

describe('static bodies', () => {
  test('a first visit of /sql/ downloads none of its text as JavaScript', async () => {
    const {page, scripts, errors} = await open('sql/');
    const body = page.locator(`[data-static-body="${BASE_PATH}sql/"]`);
    assert.match((await body.textContent()) ?? '', new RegExp(SQL_TEXT));
    await page.waitForLoadState('networkidle');
    const texts = await Promise.all(scripts);
    assert.ok(texts.length > 3, `scripts: ${texts.length}`);
    assert.deepEqual(
      texts.filter((text) => text.includes(SQL_TEXT)).map((text) => text.slice(0, 80)),
      [],
    );
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('a landing page keeps its MDX', async () => {
    const {page, errors} = await open('finance/');
    assert.ok(await page.locator('main').isVisible());
    assert.equal(await page.locator('[data-static-body]').count(), 0);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('an internal link in a body navigates in the app, to the next body and its anchor', async () => {
    const {page, errors} = await open('sql/');
    const link = page.locator(`[data-static-body] a[href^="${BASE_PATH}"][href*=".html#"]`).first();
    const href = (await link.getAttribute('href'))!;
    const [pathname, hash] = href.split('#') as [string, string];
    await page.evaluate(() => Object.assign(window, {sameDocument: true}));
    const fetched = page.waitForRequest(
      (request) => request.resourceType() === 'fetch' && new URL(request.url()).pathname === pathname,
    );
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await fetched;
    await page.waitForURL((url) => url.pathname === pathname && url.hash === `#${hash}`);
    const body = page.locator(`[data-static-body="${pathname}"]`);
    const target = body.locator(`[id="${decodeURIComponent(hash)}"]`);
    await target.waitFor();
    assert.equal(await page.evaluate(() => 'sameDocument' in window), true, 'no full page load');
    // The anchor is scrolled to, below the top bar.
    await page.waitForFunction((id) => {
      const top = document.getElementById(id)!.getBoundingClientRect().top;
      return top >= 0 && top < 150;
    }, decodeURIComponent(hash));
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('the copy button of a code block in a static body copies the code', async () => {
    const context = await browser().newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await page.goto(site().origin + BASE_PATH + 'sql/');
    await hydrated(page);
    const block = page.locator('[data-static-body] .theme-code-block').first();
    await block.scrollIntoViewIfNeeded();
    await block.hover();
    const button = block.getByRole('button', {name: 'Copy code to clipboard'});
    await button.click();
    await block.getByRole('button', {name: 'Copied'}).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), SQL_FIRST_CODE);
    await context.close();
  });
});
