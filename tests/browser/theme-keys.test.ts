/**
 * Dark mode and the search box's keys, on the real build: the top bar's switch, the system
 * setting with no flash of the light theme, code and diagram colours without re-rendering, axe in
 * both modes, the comments widget's theme; `/`, Ctrl+K and ⌘K, Escape and the key hint.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {BrowserContext, Locator, Page} from 'playwright-core';
import {
  BASE_PATH,
  axeViolations as axeIn,
  hydrated,
  withBrowser,
  withCommentsHost,
  withSite,
  watchErrors,
} from './harness';

type Scheme = 'light' | 'dark';

/**
 * A stand-in Remark42 widget: like the real one, it frames the comments page with the theme in
 * its URL, and records the themes `changeTheme` is given.
 */
const EMBED_JS = `
window.__remarkThemes = [];
window.REMARK42 = {
  createInstance(config) {
    const frame = document.createElement('iframe');
    frame.title = 'Comments';
    frame.src = config.host + '/frame/?url=' + encodeURIComponent(config.url) + '&theme=' + config.theme;
    config.node.appendChild(frame);
    return {destroy() { frame.remove(); }};
  },
  changeTheme(theme) { window.__remarkThemes.push(theme); },
};`;

const DIAGRAM_AND_CODE = 'api/data/series/query.html';
/** The pages reading.test.ts scans with axe, a landing page in each language (with the contact form). */
const AXE_PAGES = [DIAGRAM_AND_CODE, '', 'finance/', 'finance/ru/'];

const site = withSite(true, (server) => {
  server.on('/eml_ping', (_req, res) => {
    res.writeHead(500).end();
  });
  server.on('/tracknav/', (_req, res) => {
    res.writeHead(204).end();
  });
});
withCommentsHost(EMBED_JS, (host) => {
  host.on('/frame/', (_req, res) => {
    res.writeHead(200, {'Content-Type': 'text/html'}).end('<!doctype html><title>Comments</title><p>comments</p>');
  });
});
const browser = withBrowser();

async function open(path: string, scheme: Scheme = 'light'): Promise<{context: BrowserContext; page: Page}> {
  const context = await browser().newContext({colorScheme: scheme, viewport: {width: 1280, height: 900}});
  const page = await context.newPage();
  await page.goto(site().origin + BASE_PATH + path);
  await hydrated(page);
  return {context, page};
}

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const toggle = (page: Page) => page.locator('.navbar').getByRole('button', {name: /switch between dark and light/i});
const box = (page: Page) => page.getByRole('combobox', {name: 'Search'});
const activeElementId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
/** Serious and critical axe violations within `include` (the whole page by default); the comments frame is Remark42's page, not ours. */
const axeViolations = (page: Page, include?: string) => axeIn(page, {include, iframes: false});

describe('colour mode', () => {
  test('the switch in the top bar goes light, dark, then back to the system setting, and is remembered', async () => {
    const {context, page} = await open(DIAGRAM_AND_CODE);
    assert.equal(await theme(page), 'light');
    assert.equal(await toggle(page).count(), 1);
    await toggle(page).click(); // system → light
    await toggle(page).click(); // light → dark
    assert.equal(await theme(page), 'dark');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
    await page.reload();
    await hydrated(page);
    assert.equal(await theme(page), 'dark');
    await toggle(page).click(); // dark → system (light here)
    assert.equal(await theme(page), 'light');
    await page.reload();
    await hydrated(page);
    assert.equal(await theme(page), 'light');
    await context.close();
  });

  test('a system set to dark gives dark from the first paint, with nothing light before', async () => {
    const context = await browser().newContext({colorScheme: 'dark'});
    const page = await context.newPage();
    // Every value data-theme takes, and its value when the HTML has been parsed (before hydration).
    await page.addInitScript(() => {
      const w = window as unknown as {__themes: Array<string | null>; __themeAtParse?: string};
      w.__themes = [];
      new MutationObserver((records) => {
        for (const record of records) {
          w.__themes.push((record.target as Element).getAttribute('data-theme'));
        }
      }).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-theme']});
      document.addEventListener('DOMContentLoaded', () => {
        w.__themeAtParse = document.documentElement.dataset.theme;
      });
    });
    const errors = watchErrors(page, site().origin);
    await page.goto(site().origin + BASE_PATH + DIAGRAM_AND_CODE);
    await hydrated(page);
    const seen = await page.evaluate(() => {
      const w = window as unknown as {__themes: Array<string | null>; __themeAtParse?: string};
      return {themes: w.__themes, atParse: w.__themeAtParse};
    });
    assert.equal(seen.atParse, 'dark');
    assert.deepEqual([...new Set(seen.themes)], ['dark']);
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), null, 'no choice stored');
    assert.deepEqual(errors, [], 'the inline colour-mode script runs under the CSP');
    await context.close();
  });

  test('code and diagrams change colour with the mode, without being rendered again', async () => {
    const {context, page} = await open(DIAGRAM_AND_CODE);
    const token = page.locator('.prism-code .token.punctuation').first();
    const svg = page.locator('figure [role="img"] svg').first();
    await token.evaluate((el) => ((window as unknown as {__nodes: Element[]}).__nodes = [el]));
    await svg.evaluate((el) => (window as unknown as {__nodes: Element[]}).__nodes.push(el));
    const colours = () =>
      page.evaluate(() => {
        const [span, diagram] = (window as unknown as {__nodes: Element[]}).__nodes as [Element, Element];
        return {
          token: getComputedStyle(span).color,
          code: getComputedStyle(span.closest('pre')!).backgroundColor,
          panel: getComputedStyle(diagram.parentElement!).backgroundColor,
          kept: span.isConnected && diagram.isConnected,
        };
      });
    const light = await colours();
    await toggle(page).click();
    await toggle(page).click();
    assert.equal(await theme(page), 'dark');
    const dark = await colours();
    assert.equal(dark.kept, true, 'the same code and diagram nodes');
    assert.notEqual(dark.token, light.token);
    assert.notEqual(dark.code, light.code);
    assert.equal(dark.panel, 'rgb(255, 255, 255)', 'the diagram sits on a light panel');
    await context.close();
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`axe finds no serious or critical violations in ${scheme} mode`, async () => {
      for (const path of AXE_PAGES) {
        const {context, page} = await open(path, scheme);
        const errors = watchErrors(page, site().origin);
        assert.equal(await theme(page), scheme);
        assert.deepEqual(await axeViolations(page), [], path || '/');
        assert.deepEqual(errors, [], path || '/');
        await context.close();
      }
    });

    test(`search suggestions and results, and the contact form's error pass axe in ${scheme} mode`, async () => {
      const {context, page} = await open('finance/', scheme);
      await box(page).click();
      await box(page).fill('query');
      await page.locator('[role="listbox"] [role="option"]').first().waitFor();
      assert.deepEqual(await axeViolations(page, 'div:has(> [role="combobox"])'), [], 'suggestions');
      await page.keyboard.press('Escape');

      const form = page.locator('#contact-us');
      await form.getByLabel('First Name', {exact: true}).fill('Ann');
      await form.getByLabel('Last Name', {exact: true}).fill('Lee');
      await form.getByLabel('Organization', {exact: true}).fill('Example');
      await form.getByLabel('E-Mail', {exact: true}).fill('ann@example.com');
      await form.getByRole('button', {name: 'Submit'}).click();
      await form.locator('[data-status="error"]').waitFor();
      assert.deepEqual(await axeViolations(page, '#contact-us'), [], 'the form with its error');

      await page.goto(`${site().origin}${BASE_PATH}search.html?q=series`);
      await hydrated(page);
      await page.locator('main mark').first().waitFor();
      assert.deepEqual(await axeViolations(page, 'main'), [], 'the results page with its highlights');
      await context.close();
    });
  }

  test('the comments widget is dark on a dark page and follows the switch', async () => {
    const {context, page} = await open(DIAGRAM_AND_CODE, 'dark');
    const frame = page.locator('#remark42 iframe');
    await frame.waitFor();
    assert.equal(new URL((await frame.getAttribute('src'))!).searchParams.get('theme'), 'dark');
    await toggle(page).click(); // system (dark) → light
    assert.equal(await theme(page), 'light');
    await page.waitForFunction(() => (window as unknown as {__remarkThemes: string[]}).__remarkThemes.length > 0);
    assert.deepEqual(await page.evaluate(() => (window as unknown as {__remarkThemes: string[]}).__remarkThemes), [
      'light',
    ]);
    // A page opened next, in the light mode chosen, gets a light widget.
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForFunction(() =>
      document.querySelector('#remark42 iframe')?.getAttribute('src')?.includes(encodeURIComponent(location.pathname)),
    );
    assert.equal(new URL((await frame.getAttribute('src'))!).searchParams.get('theme'), 'light');
    await context.close();
  });
});

describe('search keys', () => {
  for (const key of ['/', 'Control+k', 'Meta+k']) {
    test(`${key} focuses the search box from the page`, async () => {
      const {context, page} = await open(DIAGRAM_AND_CODE);
      await page.keyboard.press(key);
      assert.equal(await box(page).evaluate((el) => el === document.activeElement), true);
      assert.equal(await box(page).inputValue(), '', 'nothing typed into the box');
      await context.close();
    });
  }

  test('the keys type into a text field instead', async () => {
    const {context, page} = await open('finance/');
    const field = page.locator('#contact-us').getByLabel('First Name', {exact: true});
    await field.focus();
    await page.keyboard.press('/');
    await page.keyboard.press('Control+k');
    assert.equal(await field.inputValue(), '/');
    assert.equal(await field.evaluate((el) => el === document.activeElement), true);
    // Editable content.
    const editable = page.locator('#contact-us [contenteditable]');
    await page.evaluate(() => {
      const div = document.createElement('div');
      div.contentEditable = 'true';
      div.textContent = 'note';
      document.querySelector('#contact-us')!.append(div);
    });
    await editable.click();
    await page.keyboard.press('End');
    await page.keyboard.press('/');
    await page.keyboard.press('Control+k');
    assert.equal(await editable.evaluate((el) => el === document.activeElement), true);
    assert.equal(await editable.textContent(), 'note/');
    await context.close();
  });

  test('Escape closes the suggestions and gives focus back', async () => {
    const {context, page} = await open(DIAGRAM_AND_CODE);
    const link = page.locator('nav.menu a.menu__link').first();
    await link.evaluate((el) => (el.id = 'before-search'));
    await link.focus();
    await page.keyboard.press('/');
    await page.keyboard.type('query');
    const listbox = page.locator('[role="listbox"]');
    await listbox.locator('[role="option"]').first().waitFor();
    await page.keyboard.press('Escape');
    assert.equal(await listbox.isVisible(), false);
    assert.equal(await box(page).getAttribute('aria-expanded'), 'false');
    assert.equal(await activeElementId(page), 'before-search');
    assert.equal(await box(page).inputValue(), 'query', 'the query stays');

    // Opened with the mouse while nothing had focus: Escape leaves the box.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await box(page).click();
    await listbox.locator('[role="option"]').first().waitFor();
    await page.keyboard.press('Escape');
    assert.equal(await listbox.isVisible(), false);
    assert.equal(await box(page).evaluate((el) => el === document.activeElement), false);
    await context.close();
  });

  test('the box shows the key while it is empty and unfocused', async () => {
    const {context, page} = await open(DIAGRAM_AND_CODE);
    const hint: Locator = page.locator('div:has(> [role="combobox"]) kbd');
    assert.equal(await hint.isVisible(), true);
    assert.equal((await hint.textContent())?.trim(), '/');
    assert.equal(await box(page).getAttribute('aria-keyshortcuts'), '/ Control+K Meta+K');
    await page.keyboard.press('/');
    assert.equal(await hint.isVisible(), false, 'hidden while the box has focus');
    await page.keyboard.type('sql');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    assert.equal(await box(page).evaluate((el) => el === document.activeElement), false);
    assert.equal(await hint.isVisible(), false, 'hidden while the box has text');
    await context.close();
  });
});
