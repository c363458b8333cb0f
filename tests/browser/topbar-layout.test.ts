/**
 * The top bar's layout at every width (issue 22; the decision is in src/theme/README.md): at each
 * width from 320 to 2560 px, on an English, a finance and a Russian page, in both colour modes,
 * the bar is one row of constant height, no two of its controls overlap, none lies outside it, no
 * text in it is cut, the page's title starts below it, and each entry of the page's bar (the
 * section links, the languages, the repository) is in the bar or behind a visible menu button of
 * it. Then the keyboard on the narrowest desktop bar. (Every page of the sitemap is checked for
 * sideways scrolling at a phone's and a laptop's width in the crawl of sitemap.test.ts.)
 *
 * Each check opens the page afresh at its width, so what is measured is what the server's HTML
 * and hydration give a reader who arrives at that width. No fixed sleeps: every wait is for the
 * hydration marker, a menu's state or a visible element.
 */
import pMap from 'p-map';
import type {BrowserContext, Page} from '@playwright/test';
import {topNav} from '../../src/config/themeOptions';
import {BASE_PATH, expect, hydrated, test} from './fixtures';

/** The issue's widths, and the narrowest width of each of the bar's own steps (src/theme/README.md). */
const WIDTHS = [320, 390, 599, 600, 768, 996, 997, 1024, 1100, 1180, 1280, 1366, 1440, 1600, 1700, 1920, 2560];
const MODES = ['light', 'dark'] as const;
const REPO = 'https://github.com/axibase/atsd';
/** --ifm-navbar-height, 3.75rem, at every width. */
const BAR_HEIGHT = 60;

interface PageKind {
  name: string;
  path: string;
  /** What the bar must lead to, by href: in the bar itself, or behind one of its menu buttons. */
  reachable: string[];
}

const LANGUAGE_HOMES = [`${BASE_PATH}finance/ru/`];
/**
 * The English bar carries the eight section links; the finance bar (English and Russian) carries
 * none, as on the old site, only the language menu and the repository. The bar is the same on every
 * page of a section, so short pages stand for them: each of the 34 loads lays out the whole page.
 */
const PAGES: PageKind[] = [
  {
    name: 'English',
    path: 'api/data/series/delete.html',
    reachable: [...topNav().map((link) => BASE_PATH + link.link!.slice(1)), ...LANGUAGE_HOMES, REPO],
  },
  {name: 'finance', path: 'finance/', reachable: [`${BASE_PATH}finance/`, `${BASE_PATH}finance/ru/`, REPO]},
  {
    name: 'Russian',
    path: 'finance/ru/install.html',
    reachable: [`${BASE_PATH}finance/install.html`, `${BASE_PATH}finance/ru/install.html`, REPO],
  },
];

/** A new tab of `context` at `width`, opened there (not resized), once hydrated. */
async function openAt(context: BrowserContext, origin: string, path: string, width: number): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({width, height: 800});
  await page.goto(origin + BASE_PATH + path);
  await hydrated(page);
  return page;
}

/**
 * The geometry checks, in the page. Controls are the bar's links, buttons and inputs that are
 * drawn (not those of closed menus or of the mobile sidebar, and not text kept for screen readers).
 */
function measureBar(barHeight: number): {problems: string[]; theme: string | null} {
  const problems: string[] = [];
  const nav = document.querySelector<HTMLElement>('nav.navbar')!;
  const bar = nav.getBoundingClientRect();
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
  const drawn = (el: Element) => {
    const rect = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return rect.width > 1 && rect.height > 1 && style.visibility === 'visible' && Number(style.opacity) > 0;
  };
  if (Math.abs(bar.height - barHeight) > 0.5) {
    problems.push(`bar is ${bar.height}px tall`);
  }
  if (bar.top !== 0) {
    problems.push(`bar starts at ${bar.top}px`);
  }
  const inner = nav.querySelector('.navbar__inner')!;
  const row = inner.getBoundingClientRect();
  if (row.top < bar.top || row.bottom > bar.bottom) {
    problems.push(`bar content spans ${row.top}–${row.bottom}px`);
  }
  const controls = Array.from(inner.querySelectorAll('a, button, input')).filter(
    (el) => !el.closest('.dropdown__menu') && drawn(el),
  );
  if (controls.length < 3) {
    problems.push(`only ${controls.length} controls drawn`);
  }
  for (const el of controls) {
    const rect = el.getBoundingClientRect();
    if (
      rect.left < -0.5 ||
      rect.right > innerWidth + 0.5 ||
      rect.top < bar.top - 0.5 ||
      rect.bottom > bar.bottom + 0.5
    ) {
      problems.push(
        `${name(el)} lies outside the bar: ${Math.round(rect.left)}–${Math.round(rect.right)} × ${Math.round(rect.top)}–${Math.round(rect.bottom)}`,
      );
    }
  }
  for (let i = 0; i < controls.length; i += 1) {
    for (let j = i + 1; j < controls.length; j += 1) {
      const a = controls[i]!;
      const b = controls[j]!;
      if (a.contains(b) || b.contains(a)) {
        continue;
      }
      const ra = a.getBoundingClientRect();
      const rb = b.getBoundingClientRect();
      const dx = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
      const dy = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
      // Neighbours may share a sub-pixel edge.
      if (dx > 1 && dy > 1) {
        problems.push(`${name(a)} overlaps ${name(b)} by ${Math.round(dx)}×${Math.round(dy)}px`);
      }
    }
  }
  for (const el of Array.from(inner.querySelectorAll('*'))) {
    if (el.closest('.dropdown__menu') || !(el instanceof HTMLElement) || !drawn(el) || el.clientWidth <= 1) {
      continue;
    }
    if (el.scrollWidth > el.clientWidth) {
      problems.push(`${name(el)} is clipped: ${el.scrollWidth}px of text in ${el.clientWidth}px`);
    }
  }
  const title = Array.from(document.querySelectorAll('main h1, article h1, h1')).find(drawn);
  if (!title) {
    problems.push('no page title');
  } else if (title.getBoundingClientRect().top < bar.bottom - 0.5) {
    problems.push(`page title starts at ${title.getBoundingClientRect().top}px, under the bar`);
  }
  if (document.documentElement.scrollWidth > innerWidth) {
    problems.push(`page scrolls sideways: ${document.documentElement.scrollWidth}px`);
  }
  return {problems, theme: document.documentElement.dataset.theme ?? null};
}

/** The hrefs of the links drawn directly in the bar. */
function barLinks(page: Page): Promise<string[]> {
  return page.$$eval('nav.navbar .navbar__inner a[href]', (links) =>
    links
      .filter((link) => {
        const rect = link.getBoundingClientRect();
        return !link.closest('.dropdown__menu') && rect.width > 1 && getComputedStyle(link).visibility === 'visible';
      })
      .map((link) => link.getAttribute('href')!),
  );
}

/** The hrefs behind each drawn menu button of the bar, each menu opened and closed with Escape. */
async function menuLinks(page: Page): Promise<string[]> {
  const found: string[] = [];
  const buttons = page.locator('nav.navbar .navbar__inner button[aria-haspopup]');
  for (let i = 0; i < (await buttons.count()); i += 1) {
    const button = buttons.nth(i);
    if (!(await button.isVisible())) {
      continue;
    }
    await button.click();
    const menu = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await menu.waitFor({state: 'visible'});
    found.push(
      ...(await menu
        .locator('a[href]')
        .evaluateAll((links) =>
          links.filter((link) => link.getBoundingClientRect().width > 1).map((link) => link.getAttribute('href')!),
        )),
    );
    await page.keyboard.press('Escape');
    await menu.waitFor({state: 'hidden'});
    await expect(button, 'Escape closes the menu').toHaveAttribute('aria-expanded', 'false');
  }
  const toggle = page.locator('nav.navbar .navbar__toggle');
  if (await toggle.isVisible()) {
    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await page.locator('.navbar-sidebar--show').waitFor();
    // On a doc page the sidebar opens on the page's own menu; the bar's entries are one step back.
    if ((await page.locator('.navbar-sidebar__items--show-secondary').count()) > 0) {
      await sidebar.locator('.navbar-sidebar__back').click();
      await page.locator('.navbar-sidebar__items--show-secondary').waitFor({state: 'detached'});
    }
    const primary = sidebar.locator('.navbar-sidebar__item').first();
    // Open every collapsed group of the main menu (the language menu).
    const carets = primary.locator('.menu__list-item--collapsed .menu__link--sublist');
    while ((await carets.count()) > 0) {
      await carets.first().click();
    }
    found.push(
      ...(await primary
        .locator('a[href]')
        .evaluateAll((links) =>
          links.filter((link) => link.getBoundingClientRect().width > 1).map((link) => link.getAttribute('href')!),
        )),
    );
  }
  return found;
}

for (const kind of PAGES) {
  test.describe(`the top bar on the ${kind.name} page (${kind.path})`, () => {
    for (const mode of MODES) {
      test.describe(`${mode} mode`, () => {
        // The colour mode is the system setting.
        test.use({colorScheme: mode});
        test(`one row at every width, nothing overlapping, outside or cut, every entry reachable`, async ({
          context,
          site,
        }) => {
          // 17 widths, each a page load with every menu opened.
          test.slow();
          const results = await pMap(
            WIDTHS,
            async (width) => {
              const page = await openAt(context, site.origin, kind.path, width);
              const {problems, theme} = await page.evaluate(measureBar, BAR_HEIGHT);
              if (theme !== mode) {
                problems.push(`colour mode is ${theme}`);
              }
              const direct = await barLinks(page);
              const behind = await menuLinks(page);
              for (const href of kind.reachable) {
                if (!direct.includes(href) && !behind.includes(href)) {
                  problems.push(`${href} is neither in the bar nor behind a menu button`);
                }
              }
              await page.close();
              return problems.map((problem) => `${width}px: ${problem}`);
            },
            {concurrency: 4},
          );
          expect(results.flat()).toEqual([]);
        });
      });
    }
  });
}

test.describe('the keyboard on the narrowest desktop bar', () => {
  test('Tab goes through the drawn controls only, in visual order, with a visible focus; the More menu opens with Enter and closes with Escape', async ({
    site,
    context,
  }) => {
    const page = await openAt(context, site.origin, 'api/data/series/query.html', 1024);
    const stops: Array<{text: string; left: number; drawn: boolean; outline: string}> = [];
    await page.locator('nav.navbar .navbar__brand').focus();
    for (let i = 0; i < 20; i += 1) {
      const stop = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        if (!el.closest('nav.navbar .navbar__inner')) {
          return null;
        }
        const rect = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return {
          text: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
          left: rect.left,
          drawn: rect.width > 1 && style.visibility === 'visible',
          outline: `${style.outlineStyle} ${style.outlineWidth} ${style.boxShadow}`,
        };
      });
      if (!stop) {
        break;
      }
      stops.push(stop);
      await page.keyboard.press('Tab');
    }
    const texts = stops.map((stop) => stop.text);
    expect(
      stops.every((stop) => stop.drawn),
      `a hidden control takes focus: ${JSON.stringify(stops.filter((stop) => !stop.drawn))}`,
    ).toBeTruthy();
    expect(
      stops.map((stop) => stop.left),
      `focus order is the visual order: ${texts.join(' | ')}`,
    ).toEqual(stops.map((stop) => stop.left).sort((a, b) => a - b));
    for (const stop of stops.slice(1)) {
      expect(/^none 0px none$/.test(stop.outline), `no visible focus on ${stop.text}: ${stop.outline}`).toBeFalsy();
    }
    expect(texts, texts.join(' | ')).toContain('More');
    expect(texts, 'Integrate is in the More menu at 1024 px, not in the bar').not.toContain('Integrate');

    const more = page.locator('nav.navbar button[aria-haspopup]', {hasText: 'More'});
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`[id="${await more.getAttribute('aria-controls')}"]`);
    await menu.locator('a', {hasText: 'Integrate'}).waitFor({state: 'visible'});
    const listed = (await menu.locator('a').filter({visible: true}).allTextContents()).map((text) => text.trim());
    expect(listed).toEqual(['Rule Engine', 'Install', 'Configure', 'Integrate']);
    await page.keyboard.press('Tab');
    expect((await page.evaluate(() => document.activeElement?.textContent ?? '')).trim()).toBe('Rule Engine');
    await page.keyboard.press('Escape');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('More');
    // Enter on a link of the menu follows it.
    await page.keyboard.press('Enter');
    await menu.locator('a', {hasText: 'Integrate'}).waitFor({state: 'visible'});
    await menu.locator('a', {hasText: 'Integrate'}).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.origin}${BASE_PATH}integration/`);
    await expect(more, 'the menu closes on navigation').toHaveAttribute('aria-expanded', 'false');
  });
});
