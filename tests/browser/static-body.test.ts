/**
 * Static article bodies (src/plugins/static-body): a page of plain Markdown is taken as HTML, so
 * a first visit downloads none of its text as JavaScript, and what the theme's components did
 * inside the body still works: internal links navigate in the app (the next body fetched as HTML)
 * to the right anchor, and the code blocks' copy button copies. A landing page's body is static too.
 */
import fs from 'node:fs';
import type {Page} from '@playwright/test';
import {BASE_PATH, expect, hydrated, test as base, watchErrors, watchForLabel} from './fixtures';

// A sentence of docs/sql/README.md, as the page shows it, and the page's first code block.
const SQL_TEXT = 'Metric tags are selected as';
// The first section of docs/finance/README.md, a landing page: its heading and a sentence.
const LANDING_HEADING = 'What you can do with ATSD';
const LANDING_TEXT = 'Uses of ATSD for market data';
const SQL_FIRST_CODE = /^```sql\n([\s\S]*?)\n```$/m.exec(fs.readFileSync('docs/sql/README.md', 'utf8'))![1];

const test = base.extend<{
  /** A page of the site, hydrated, with the scripts it loaded and its errors. */
  visit: (route: string) => Promise<{page: Page; scripts: Promise<string>[]; errors: string[]}>;
}>({
  visit: async ({context, site}, use) => {
    await use(async (route) => {
      const page = await context.newPage();
      const errors = watchErrors(page, site.origin);
      const scripts: Promise<string>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
      });
      await page.goto(site.origin + BASE_PATH + route);
      await hydrated(page);
      return {page, scripts, errors};
    });
  },
});

test.describe('static bodies', () => {
  test('a first visit of /sql/ downloads none of its text as JavaScript', async ({visit}) => {
    const {page, scripts, errors} = await visit('sql/');
    const body = page.locator(`[data-static-body="${BASE_PATH}sql/"]`);
    expect((await body.textContent()) ?? '').toMatch(new RegExp(SQL_TEXT));
    await page.waitForLoadState('networkidle');
    const texts = await Promise.all(scripts);
    expect(texts.length, `scripts: ${texts.length}`).toBeGreaterThan(3);
    expect(texts.filter((text) => text.includes(SQL_TEXT)).map((text) => text.slice(0, 80))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a landing page’s body is static too, and none of its text is downloaded as JavaScript', async ({visit}) => {
    const {page, scripts, errors} = await visit('finance/');
    const body = page.locator(`[data-static-body="${BASE_PATH}finance/"]`);
    await expect(body.locator('section h2').first()).toHaveText(LANDING_HEADING);
    await page.waitForLoadState('networkidle');
    const texts = await Promise.all(scripts);
    expect(texts.length, `scripts: ${texts.length}`).toBeGreaterThan(3);
    expect(texts.filter((text) => text.includes(LANDING_TEXT)).map((text) => text.slice(0, 80))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('an internal link in a body navigates in the app, to the next body and its anchor', async ({visit}) => {
    const {page, errors} = await visit('sql/');
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
    expect(await page.evaluate(() => 'sameDocument' in window), 'no full page load').toBe(true);
    // The anchor is scrolled to, below the top bar.
    await page.waitForFunction((id) => {
      const top = document.getElementById(id)!.getBoundingClientRect().top;
      return top >= 0 && top < 150;
    }, decodeURIComponent(hash));
    expect(errors).toEqual([]);
  });

  test('a first visit adopts its body without reading it as HTML, and the body is whole when the reader comes back', async ({
    context,
    visit,
  }) => {
    // Counts reads of a static body's `innerHTML`: serializing /sql/'s 630 KB body at load cost main-thread time.
    await context.addInitScript((attribute) => {
      const getter = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!.get!;
      Object.defineProperty(Element.prototype, 'innerHTML', {
        ...Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML'),
        get(this: Element) {
          if (this.hasAttribute(attribute))
            Object.assign(window, {bodyReads: ((window as {bodyReads?: number}).bodyReads ?? 0) + 1});
          return getter.call(this);
        },
      });
    }, 'data-static-body');
    const {page, errors} = await visit('sql/');
    const body = page.locator(`[data-static-body="${BASE_PATH}sql/"]`);
    expect(await page.evaluate(() => (window as {bodyReads?: number}).bodyReads ?? 0), 'body HTML read at load').toBe(
      0,
    );
    const shape = () =>
      body.evaluate((element) => ({
        headings: element.querySelectorAll('h2, h3, h4').length,
        blocks: element.querySelectorAll('.theme-code-block').length,
        text: element.textContent!.length,
      }));
    const before = await shape();
    // The first block gets its buttons, which are not part of the body's HTML.
    const block = body.locator('.theme-code-block').first();
    await block.scrollIntoViewIfNeeded();
    await block.hover();
    await expect(block.getByRole('button', {name: 'Copy code to clipboard'})).toHaveCount(1);

    const link = body.locator(`a[href^="${BASE_PATH}"][href*=".html#"]`).first();
    const pathname = (await link.getAttribute('href'))!.split('#')[0]!;
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await page.locator(`[data-static-body="${pathname}"]`).waitFor();
    await page.goBack();
    await body.waitFor();
    expect(await shape()).toEqual(before);
    await block.scrollIntoViewIfNeeded();
    await block.hover();
    await expect(block.getByRole('button', {name: 'Copy code to clipboard'})).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('the copy button of a code block in a static body copies the code', async ({context, open}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await open('sql/');
    const block = page.locator('[data-static-body] .theme-code-block').first();
    await block.scrollIntoViewIfNeeded();
    await block.hover();
    const button = block.getByRole('button', {name: 'Copy code to clipboard'});
    const copied = await watchForLabel(page, 'Copied');
    await button.click();
    await copied();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SQL_FIRST_CODE);
  });
});
