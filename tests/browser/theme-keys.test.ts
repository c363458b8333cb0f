/**
 * Dark mode and the search box's keys, on the real build: the top bar's switch, the system
 * setting with no flash of the light theme, code and diagram colours without re-rendering, axe in
 * both modes, the comments widget's theme; `/`, Ctrl+K and ⌘K, Escape and the key hint.
 */
import type {Locator, Page} from '@playwright/test';
import {BASE_PATH, axeViolations as axeIn, expect, hydrated, reachComments, test, watchErrors} from './fixtures';

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

test.use({commentsScript: EMBED_JS, colorScheme: 'light', viewport: {width: 1280, height: 900}});
test.beforeEach(({site, comments}) => {
  // The contact form's endpoint fails, for the form's error state.
  site.on('/eml_ping', (_req, res) => {
    res.writeHead(500).end();
  });
  comments.on('/frame/', (_req, res) => {
    res.writeHead(200, {'Content-Type': 'text/html'}).end('<!doctype html><title>Comments</title><p>comments</p>');
  });
});

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const toggle = (page: Page) => page.locator('.navbar').getByRole('button', {name: /switch between dark and light/i});
const box = (page: Page) => page.getByRole('combobox', {name: 'Search'});
const activeElementId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
/** Serious and critical axe violations within `include` (the whole page by default); the comments frame is Remark42's page, not ours. */
const axeViolations = (page: Page, include?: string) => axeIn(page, {include, iframes: false});

test.describe('colour mode', () => {
  test('the switch in the top bar goes light, dark, then back to the system setting, and is remembered', async ({
    open,
  }) => {
    const page = await open(DIAGRAM_AND_CODE);
    expect(await theme(page)).toBe('light');
    await expect(toggle(page)).toHaveCount(1);
    await toggle(page).click(); // system → light
    await toggle(page).click(); // light → dark
    expect(await theme(page)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await hydrated(page);
    expect(await theme(page)).toBe('dark');
    await toggle(page).click(); // dark → system (light here)
    expect(await theme(page)).toBe('light');
    await page.reload();
    await hydrated(page);
    expect(await theme(page)).toBe('light');
  });

  test('a system set to dark gives dark from the first paint, with nothing light before', async ({
    site,
    newContext,
  }) => {
    const context = await newContext({colorScheme: 'dark'});
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
    const errors = watchErrors(page, site.origin);
    await page.goto(site.origin + BASE_PATH + DIAGRAM_AND_CODE);
    await hydrated(page);
    const seen = await page.evaluate(() => {
      const w = window as unknown as {__themes: Array<string | null>; __themeAtParse?: string};
      return {themes: w.__themes, atParse: w.__themeAtParse};
    });
    expect(seen.atParse).toBe('dark');
    expect([...new Set(seen.themes)]).toEqual(['dark']);
    expect(await page.evaluate(() => localStorage.getItem('theme')), 'no choice stored').toBeNull();
    expect(errors, 'the inline colour-mode script runs under the CSP').toEqual([]);
  });

  test('code and diagrams change colour with the mode, without being rendered again', async ({open}) => {
    const page = await open(DIAGRAM_AND_CODE);
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
    expect(await theme(page)).toBe('dark');
    const dark = await colours();
    expect(dark.kept, 'the same code and diagram nodes').toBe(true);
    expect(dark.token).not.toBe(light.token);
    expect(dark.code).not.toBe(light.code);
    expect(dark.panel, 'the diagram sits on a light panel').toBe('rgb(255, 255, 255)');
  });

  for (const scheme of ['light', 'dark'] as const) {
    test.describe(`${scheme} mode`, () => {
      test.use({colorScheme: scheme});

      test(`axe finds no serious or critical violations in ${scheme} mode`, async ({site, open, context}) => {
        for (const path of AXE_PAGES) {
          const errors = watchErrors(context, site.origin);
          const page = await open(path);
          expect(await theme(page)).toBe(scheme);
          expect(await axeViolations(page), path || '/').toEqual([]);
          expect(errors, path || '/').toEqual([]);
        }
      });

      test(`search suggestions and results, and the contact form's error pass axe in ${scheme} mode`, async ({
        site,
        open,
      }) => {
        const page = await open('finance/');
        await box(page).click();
        await box(page).fill('query');
        await page.locator('[role="listbox"] [role="option"]').first().waitFor();
        expect(await axeViolations(page, 'div:has(> [role="combobox"])'), 'suggestions').toEqual([]);
        await page.keyboard.press('Escape');

        const form = page.locator('#contact-us');
        await form.getByLabel('First Name', {exact: true}).fill('Ann');
        await form.getByLabel('Last Name', {exact: true}).fill('Lee');
        await form.getByLabel('Organization', {exact: true}).fill('Example');
        await form.getByLabel('E-Mail', {exact: true}).fill('ann@example.com');
        await form.getByRole('button', {name: 'Submit'}).click();
        await form.locator('[data-status="error"]').waitFor();
        expect(await axeViolations(page, '#contact-us'), 'the form with its error').toEqual([]);

        await page.goto(`${site.origin}${BASE_PATH}search.html?q=series`);
        await hydrated(page);
        await page.locator('main mark').first().waitFor();
        expect(await axeViolations(page, 'main'), 'the results page with its highlights').toEqual([]);
      });
    });
  }

  test('the comments widget is dark on a dark page and follows the switch', async ({open, newContext}) => {
    const page = await open(DIAGRAM_AND_CODE, await newContext({colorScheme: 'dark'}));
    const frame = page.locator('#remark42 iframe');
    await reachComments(page);
    await frame.waitFor();
    expect(new URL((await frame.getAttribute('src'))!).searchParams.get('theme')).toBe('dark');
    await toggle(page).click(); // system (dark) → light
    expect(await theme(page)).toBe('light');
    await page.waitForFunction(() => (window as unknown as {__remarkThemes: string[]}).__remarkThemes.length > 0);
    expect(await page.evaluate(() => (window as unknown as {__remarkThemes: string[]}).__remarkThemes)).toEqual([
      'light',
    ]);
    // A page opened next, in the light mode chosen, gets a light widget.
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForURL((url) => !url.pathname.endsWith(DIAGRAM_AND_CODE));
    await reachComments(page);
    await page.waitForFunction(() =>
      document.querySelector('#remark42 iframe')?.getAttribute('src')?.includes(encodeURIComponent(location.pathname)),
    );
    expect(new URL((await frame.getAttribute('src'))!).searchParams.get('theme')).toBe('light');
  });
});

test.describe('search keys', () => {
  for (const key of ['/', 'Control+k', 'Meta+k']) {
    test(`${key} focuses the search box from the page`, async ({open}) => {
      const page = await open(DIAGRAM_AND_CODE);
      await page.keyboard.press(key);
      expect(await box(page).evaluate((el) => el === document.activeElement)).toBe(true);
      await expect(box(page), 'nothing typed into the box').toHaveValue('');
    });
  }

  test('the keys type into a text field instead', async ({open}) => {
    const page = await open('finance/');
    const field = page.locator('#contact-us').getByLabel('First Name', {exact: true});
    await field.focus();
    await page.keyboard.press('/');
    await page.keyboard.press('Control+k');
    await expect(field).toHaveValue('/');
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
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
    expect(await editable.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect(editable).toHaveText('note/');
  });

  test('Escape closes the suggestions and gives focus back', async ({open}) => {
    const page = await open(DIAGRAM_AND_CODE);
    const link = page.locator('nav.menu a.menu__link').first();
    await link.evaluate((el) => (el.id = 'before-search'));
    await link.focus();
    await page.keyboard.press('/');
    await page.keyboard.type('query');
    const listbox = page.locator('[role="listbox"]');
    await listbox.locator('[role="option"]').first().waitFor();
    await page.keyboard.press('Escape');
    await expect(listbox).not.toBeVisible();
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
    expect(await activeElementId(page)).toBe('before-search');
    await expect(box(page), 'the query stays').toHaveValue('query');

    // Opened with the mouse while nothing had focus: Escape leaves the box.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await box(page).click();
    await listbox.locator('[role="option"]').first().waitFor();
    await page.keyboard.press('Escape');
    await expect(listbox).not.toBeVisible();
    expect(await box(page).evaluate((el) => el === document.activeElement)).toBe(false);
  });

  test('the box shows the key while it is empty and unfocused', async ({open}) => {
    const page = await open(DIAGRAM_AND_CODE);
    const hint: Locator = page.locator('div:has(> [role="combobox"]) kbd');
    await expect(hint).toBeVisible();
    await expect(hint).toHaveText('/');
    await expect(box(page)).toHaveAttribute('aria-keyshortcuts', '/ Control+K Meta+K');
    await page.keyboard.press('/');
    await expect(hint, 'hidden while the box has focus').not.toBeVisible();
    await page.keyboard.type('sql');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(await box(page).evaluate((el) => el === document.activeElement)).toBe(false);
    await expect(hint, 'hidden while the box has text').not.toBeVisible();
  });
});
