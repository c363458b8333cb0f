/**
 * The reading experience: links, menus, sidebar behaviour, doc page parts,
 * head tags, scrolling, tracking, comments, progress and chunk failures,
 * keyboard use and an accessibility scan. Tracking and comments are recorded
 * by real HTTP servers on loopback.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type {ServerResponse} from 'node:http';
import type {BrowserContext, Page} from 'playwright-core';
import {
  BASE_PATH,
  MOBILE,
  axeViolations,
  hydrated,
  openHydrated,
  sentFrom,
  startCommentsHost,
  withBrowser,
  withResource,
  withSite,
  waitFor,
  watchErrors,
  type Server,
} from './harness';

const site = withSite(true, (server) => {
  server.on('/tracknav/', (_req, res) => {
    res.writeHead(204).end();
  });
});
const browser = withBrowser();

/** A stand-in Remark42 widget served by the comments host: records creation and destruction. */
const EMBED_JS = `
window.__remark = window.__remark || {created: [], destroyed: 0};
window.REMARK42 = {
  createInstance(config) {
    window.__remark.created.push(config.url);
    config.node.textContent = 'comments for ' + config.site_id;
    return {destroy() { window.__remark.destroyed += 1; config.node.textContent = ''; }};
  },
};`;

// One test closes the comments host and starts it again; the file's hook closes whichever runs.
let comments: Server;
withResource(
  async () => {
    comments = await startCommentsHost(EMBED_JS);
  },
  () => comments.close(),
);

const open = (path: string, context?: BrowserContext): Promise<Page> =>
  openHydrated(context ?? browser(), site().origin + BASE_PATH + path);

describe('links and menus', () => {
  test('external links open a new tab with noopener noreferrer, mailto does not', async () => {
    const page = await open('api/data/series/query.html');
    const repo = page.locator('.navbar a[href="https://github.com/axibase/atsd"]');
    assert.equal(await repo.getAttribute('target'), '_blank');
    assert.equal(await repo.getAttribute('rel'), 'noopener noreferrer');
    assert.equal((await repo.textContent())?.trim(), 'GitHub');
    await page.close();
    const content = await open('api/clients/');
    const external = content.locator('article a[href^="http"]');
    assert.ok((await external.count()) > 0);
    for (let i = 0; i < (await external.count()); i += 1) {
      assert.equal(await external.nth(i).getAttribute('target'), '_blank');
      assert.equal(await external.nth(i).getAttribute('rel'), 'noopener noreferrer');
    }
    await content.close();
    // The support page's address is a mailto: link, which stays in the tab.
    const support = await open('administration/support.html');
    const mailto = support.locator('article a[href="mailto:support-atsd@axibase.com"]');
    assert.equal(await mailto.count(), 1);
    assert.equal(await mailto.getAttribute('target'), null);
    assert.equal(await mailto.getAttribute('rel'), null);
    await support.close();
  });

  test('the language menu opens on click and keyboard, with aria-expanded, and switches locale', async () => {
    const page = await open('finance/install.html');
    const toggle = page.locator('.navbar .dropdown > button.navbar__link').first();
    assert.equal((await toggle.textContent())?.trim(), 'Languages');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    await page.locator('.dropdown__menu a', {hasText: 'Русский'}).click();
    await page.waitForURL(`${site().origin}${BASE_PATH}finance/ru/install.html`);
    // The head (and <html lang>) follows the new route a moment after the URL.
    await page.waitForFunction(() => document.documentElement.lang === 'ru');
    await page.close();
  });

  test('the language menu leads to the locale home where there is no counterpart', async () => {
    const page = await open('api/data/');
    const href = await page.locator('.dropdown__menu a', {hasText: 'Русский'}).getAttribute('href');
    assert.equal(href, `${BASE_PATH}finance/ru/`);
    await page.close();
  });

  test('the search box sits at the far right when there are 2 or fewer entries', async () => {
    // The classes of the right side's children, in DOM (and so tab) order.
    const rightSide = (page: Page) =>
      page.$$eval('.navbar__items--right > *', (items) => items.map((item) => item.className));
    const finance = await open('finance/sql.html');
    const financeItems = await rightSide(finance);
    // Only the theme's colour-mode switch comes after it, as on every page.
    assert.match(financeItems.at(-1) ?? '', /colorModeToggle/, financeItems.join(' | '));
    assert.match(financeItems.at(-2) ?? '', /atsd-search--right/, financeItems.join(' | '));
    assert.equal(financeItems.filter((name) => /atsd-search/.test(name)).length, 1);
    await finance.close();
    const api = await open('api/data/');
    const apiItems = await rightSide(api);
    assert.match(apiItems[0] ?? '', /atsd-search--inline/, apiItems.join(' | '));
    assert.equal(apiItems.filter((name) => /atsd-search/.test(name)).length, 1);
    await api.close();
  });
});

describe('sidebar', () => {
  test('one group open at a time; the current page group opens; clicking it closes it', async () => {
    const page = await open('api/data/series/query.html');
    const series = page.locator('nav.menu .menu__list-item-collapsible', {hasText: 'Series'}).locator('a').first();
    const alerts = page.locator('nav.menu .menu__list-item-collapsible', {hasText: 'Alerts'}).locator('a').first();
    assert.equal(await series.getAttribute('aria-expanded'), 'true');
    assert.equal(await alerts.getAttribute('aria-expanded'), 'false');
    assert.equal(await series.getAttribute('role'), 'button');
    await alerts.click();
    assert.equal(await alerts.getAttribute('aria-expanded'), 'true');
    assert.equal(await series.getAttribute('aria-expanded'), 'false');
    await alerts.click();
    assert.equal(await alerts.getAttribute('aria-expanded'), 'false');
    // Every group is closed now; open Series again and follow one of its pages.
    await series.click();
    await page
      .locator('nav.menu a.menu__link', {hasText: /^insert$/})
      .first()
      .click();
    await page.waitForURL(/series\/insert\.html$/);
    assert.equal(await series.getAttribute('aria-expanded'), 'true');
    await page.close();
  });

  /** The `#anchor`s the sidebar lists under the current page's link. */
  const listedHeaders = (page: Page) =>
    page
      .locator('nav.menu ul[data-page-headers] a')
      .evaluateAll((nodes) => nodes.map((n) => `${n.getAttribute('href')?.replace(/^.*#/, '#')} ${n.textContent}`));
  const pageHeaders = (page: Page) =>
    page
      .locator('article h2[id]')
      // less the heading's hash link, a zero-width space
      .evaluateAll((nodes) => nodes.map((n) => `#${n.id} ${n.textContent?.replace(/\u200b/g, '')}`));

  test("the current page's ## headers are in the server's HTML, and hydration keeps them in place", async () => {
    const context = await browser().newContext({javaScriptEnabled: false});
    const plain = await context.newPage();
    await plain.goto(`${site().origin}${BASE_PATH}api/data/series/query.html`);
    const served = await listedHeaders(plain);
    assert.ok(served.length > 3, 'headers listed with JavaScript off');
    assert.deepEqual(served, await pageHeaders(plain));
    await context.close();

    const page = await browser().newPage();
    // Layout shifts are recorded from the first paint on; the observer reports them buffered.
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as {sidebarShifts: string[]}).sidebarShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {sources?: {node?: Node}[]}[]) {
          for (const source of entry.sources ?? []) {
            if (source.node instanceof Element && source.node.closest('nav.menu')) {
              shifts.push(source.node.outerHTML.slice(0, 80));
            }
          }
        }
      }).observe({type: 'layout-shift', buffered: true});
    });
    await page.goto(`${site().origin}${BASE_PATH}api/data/series/query.html`);
    const list = page.locator('nav.menu ul[data-page-headers]');
    await list.waitFor({state: 'attached'});
    const before = await list.evaluate((node) => node.getBoundingClientRect().top);
    await hydrated(page);
    assert.deepEqual(await listedHeaders(page), served, 'hydration keeps the list');
    assert.equal(await list.evaluate((node) => node.getBoundingClientRect().top), before, 'the list did not move');
    // A frame after hydration, every shift so far has been reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    assert.deepEqual(await page.evaluate(() => (window as unknown as {sidebarShifts: string[]}).sidebarShifts), []);
    await page.close();
  });

  test('every page in its sidebar lists its ## headers under its link in the served HTML', () => {
    const files = fs.readdirSync('build', {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.html'));
    let checked = 0;
    for (const file of files) {
      const html = fs.readFileSync(`build/${file}`, 'utf8');
      const start = html.indexOf('theme-doc-sidebar-container');
      if (start < 0) {
        continue;
      }
      const sidebar = html.slice(start, html.indexOf('<main', start));
      const listed = [
        ...(/data-page-headers[^>]*>(.*?)<\/ul>/s.exec(sidebar)?.[1]?.matchAll(/href="?#([^" >]+)/g) ?? []),
      ];
      const article = html.slice(html.indexOf('<article'));
      const h2 = [...article.matchAll(/<h2[^>]* id="?([^" >]+)/g)].map((m) => m[1]);
      // Tutorials list none (sidebarDepth 0); a page that its sidebar does not list shows none.
      const expected = sidebar.includes('menu__link--active') && !file.startsWith('tutorials/') ? h2 : [];
      assert.deepEqual(
        listed.map((m) => m[1]),
        expected,
        file,
      );
      checked += expected.length > 0 ? 1 : 0;
    }
    assert.ok(checked > 200, `${checked} pages with headers checked`);
  });

  test('sidebarDepth 0 lists no headers (tutorials)', async () => {
    const context = await browser().newContext({javaScriptEnabled: false});
    const plain = await context.newPage();
    await plain.goto(`${site().origin}${BASE_PATH}tutorials/getting-started-insert.html`);
    assert.ok((await plain.locator('nav.menu a.menu__link--active').count()) > 0, 'the page is in its sidebar');
    assert.equal(await plain.locator('nav.menu ul[data-page-headers]').count(), 0);
    await context.close();
    const page = await open('tutorials/getting-started-insert.html');
    assert.equal(await page.locator('nav.menu ul[data-page-headers]').count(), 0);
    await page.close();
  });
});

describe('mobile', () => {
  async function mobilePage(path: string): Promise<{page: Page; context: BrowserContext}> {
    const context = await browser().newContext(MOBILE);
    return {page: await open(path, context), context};
  }

  /**
   * A swipe as the page sees it: touchstart, touchmove and touchend events at
   * the given points, dispatched in the page. (CDP touch input is delivered
   * late under load and can turn into a tap that follows a link.)
   */
  async function swipe(page: Page, from: [number, number], to: [number, number]): Promise<void> {
    await page.evaluate(
      ([start, end]) => {
        const target = document.elementFromPoint(start[0], start[1]) ?? document.body;
        const middle: [number, number] = [(start[0] + end[0]) / 2, (start[1] + end[1]) / 2];
        // No named functions in here: the test runner's transpiler would wrap them in a helper the page lacks.
        for (const [type, [x, y]] of [
          ['touchstart', start],
          ['touchmove', middle],
          ['touchmove', end],
          ['touchend', end],
        ] as const) {
          const touch = new Touch({identifier: 1, target, clientX: x, clientY: y});
          target.dispatchEvent(
            new TouchEvent(type, {
              bubbles: true,
              cancelable: true,
              touches: type === 'touchend' ? [] : [touch],
              changedTouches: [touch],
            }),
          );
        }
      },
      [from, to] as const,
    );
  }

  const isOpen = (page: Page) => page.evaluate(() => document.querySelector('.navbar-sidebar--show') !== null);

  test('the menu button and the mask toggle the sidebar; it closes after navigation', async () => {
    const {page, context} = await mobilePage('api/data/series/query.html');
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    assert.equal(await isOpen(page), true);
    await page.locator('.navbar-sidebar__backdrop').click({position: {x: 380, y: 400}});
    assert.equal(await isOpen(page), false);
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    await page.locator('.navbar-sidebar a.menu__link', {hasText: /^get$/}).first().click();
    await page.waitForURL(/series\/get\.html$/);
    await page.waitForFunction(() => document.querySelector('.navbar-sidebar--show') === null);
    await context.close();
  });

  test('a swipe from the left edge opens it, other long horizontal swipes close it', async () => {
    const {page, context} = await mobilePage('api/data/series/query.html');
    await swipe(page, [100, 400], [250, 405]);
    assert.equal(await isOpen(page), false, 'starts beyond 80 px');
    await swipe(page, [10, 400], [40, 400]);
    assert.equal(await isOpen(page), false, 'too short');
    await swipe(page, [10, 400], [200, 410]);
    await page.waitForFunction(() => document.querySelector('.navbar-sidebar--show') !== null);
    await swipe(page, [300, 400], [100, 400]);
    await page.waitForFunction(() => document.querySelector('.navbar-sidebar--show') === null);
    await context.close();
  });
});

describe('doc page', () => {
  test('edit link: text, GitHub edit URL on master, new tab', async () => {
    const page = await open('api/data/series/query.html');
    const edit = page.locator('a.theme-edit-this-page');
    assert.equal((await edit.textContent())?.trim(), 'Edit this page');
    assert.equal(
      await edit.getAttribute('href'),
      'https://github.com/axibase/atsd/edit/master/api/data/series/query.md',
    );
    assert.equal(await edit.getAttribute('target'), '_blank');
    await page.goto(`${site().origin}${BASE_PATH}api/data/`);
    assert.equal(
      await page.locator('a.theme-edit-this-page').getAttribute('href'),
      'https://github.com/axibase/atsd/edit/master/api/data/README.md',
    );
    await page.goto(`${site().origin}${BASE_PATH}finance/ru/install.html`);
    assert.equal((await page.locator('a.theme-edit-this-page').textContent())?.trim(), 'Редактировать страницу');
    await page.close();
  });

  test('previous and next follow the sidebar, without the "Series: " prefix', async () => {
    const page = await open('api/data/series/query.html');
    assert.equal(await page.locator('.pagination-nav__link--prev .pagination-nav__label').textContent(), 'get');
    assert.equal(await page.locator('.pagination-nav__link--next .pagination-nav__label').textContent(), 'insert');
    await page.close();
  });

  test('title, html lang and meta description', async () => {
    const page = await open('api/data/series/query.html');
    assert.equal(await page.title(), 'Series: query | Axibase Time Series Database');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en-US');
    // The page's first paragraph (more in metadata.test.ts).
    assert.match(
      (await page.locator('meta[name="description"]').getAttribute('content'))!,
      /^Finds series by metric, entity, tags and time range/,
    );
    await page.close();
    const html = fs.readFileSync('build/finance/ru/install.html', 'utf8');
    assert.match(html, /<html[^>]* lang="?ru"?[ >]/, 'server-rendered lang of a Russian page');
  });
});

describe('scrolling', () => {
  test('navigation scrolls to the top, or to the hash target below the navbar', async () => {
    const page = await open('api/data/series/query.html');
    await page.mouse.wheel(0, 3000);
    await page.waitForFunction(() => window.scrollY > 1000);
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForURL(/insert\.html$/);
    await page.waitForFunction(() => window.scrollY === 0);
    const target = await page.locator('article h2[id]').nth(1).getAttribute('id');
    await page.locator(`.table-of-contents a[href="#${target}"]`).click();
    // Wait until the (possibly smooth) scroll has come to rest.
    await page.waitForFunction(
      (id) => {
        const state = window as unknown as {lastTop?: number};
        const top = document.getElementById(id!)!.getBoundingClientRect().top;
        const resting = state.lastTop === top && top < window.innerHeight / 2;
        state.lastTop = top;
        return resting;
      },
      target,
      {polling: 100},
    );
    const {top, navbar} = await page.evaluate(
      (id) => ({
        top: document.getElementById(id!)!.getBoundingClientRect().top,
        navbar: document.querySelector('.navbar')!.getBoundingClientRect().height,
      }),
      target,
    );
    assert.ok(Math.abs(top - (navbar + 20)) <= 2, `heading at ${top}px, navbar ${navbar}px`);
    await page.close();
  });
});

describe('tracking', () => {
  test('each route change posts from and to; the first load does not', async () => {
    site().requests.length = 0;
    const page = await open('api/data/series/query.html');
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForURL(/insert\.html$/);
    await waitFor(() => site().requests.some((r) => r.path === '/tracknav/'));
    // The route change's request is the only one: the first load, which came before it, sent none.
    const tracking = site().requests.filter((r) => r.path === '/tracknav/');
    assert.equal(tracking.length, 1);
    const [tracked] = tracking;
    assert.ok(tracked, 'a tracking request');
    assert.equal(tracked.method, 'POST');
    assert.equal(tracked.query.get('from'), `${BASE_PATH}api/data/series/query.html`);
    assert.equal(tracked.query.get('to'), `${BASE_PATH}api/data/series/insert.html`);
    await page.close();
  });
});

describe('comments', () => {
  test('one script per component; the widget is re-created on route change and destroyed on leave', async () => {
    comments.requests.length = 0;
    const page = await open('api/data/series/query.html');
    await page.waitForFunction(
      () => (window as unknown as {__remark?: {created: string[]}}).__remark?.created.length === 1,
    );
    assert.equal(sentFrom(site().origin, comments.requests).filter((r) => r.path === '/web/embed.js').length, 1);
    assert.match((await page.locator('#remark42').textContent()) ?? '', /docs_atsd/);
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForURL(/insert\.html$/);
    await page.waitForFunction(
      () => (window as unknown as {__remark: {created: string[]}}).__remark.created.length === 2,
    );
    const state = await page.evaluate(
      () => (window as unknown as {__remark: {created: string[]; destroyed: number}}).__remark,
    );
    assert.equal(state.destroyed, 1);
    assert.match(state.created[1]!, /insert\.html$/);
    assert.equal(
      sentFrom(site().origin, comments.requests).filter((r) => r.path === '/web/embed.js').length,
      1,
      'the script loads once',
    );
    await page.close();
  });

  test('an unreachable comments host leaves the page working, with no uncaught error', async () => {
    await comments.close();
    try {
      const page = await browser().newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${site().origin}${BASE_PATH}api/data/series/query.html`);
      await hydrated(page);
      // The loader tries three times (1 s and 2 s apart), then marks the section failed.
      await page.waitForSelector('[data-comments="failed"]', {state: 'attached', timeout: 15_000});
      await page.locator('.pagination-nav__link--next').click();
      await page.waitForURL(/insert\.html$/);
      // The next page renders once its route (and body) is in, after the URL changes.
      await page.waitForFunction(() => document.querySelector('article h1')?.textContent === 'Series: insert');
      assert.deepEqual(errors, []);
      await page.close();
    } finally {
      comments = await startCommentsHost(EMBED_JS);
    }
  });
});

describe('loading', () => {
  test('a slow page chunk shows the progress bar; a failed chunk still reaches the page', async () => {
    const page = await open('api/data/series/query.html');
    // Hold back every script chunk until released, then fail it: the next page is
    // "being fetched" and its chunk cannot load.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const remove = site().on(`${BASE_PATH}assets/js/`, (_req, res) => {
      void held.then(() => res.writeHead(404).end());
    });
    try {
      // A page no link on screen points to, so it was not prefetched.
      const target = `${BASE_PATH}tutorials/getting-started-alert.html`;
      await page.evaluate((url) => {
        window.history.pushState(null, '', url);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, target);
      await page.waitForSelector('#nprogress .bar', {timeout: 5000});
      remove();
      release();
      // The chunk failed: Docusaurus falls back to a full page load of the target.
      await page.waitForURL(site().origin + target);
      await page.waitForFunction(
        () => document.querySelector('article h1')?.textContent?.includes('Alert'),
        undefined,
        {timeout: 15000},
      );
    } finally {
      remove();
      release();
      await page.close();
    }
  });
});

test('a page chunk that never arrives counts as failed after 120 s, not sooner', async () => {
  // The page's clock is Playwright's: time moves only when the test moves it.
  const context = await browser().newContext();
  await context.clock.install();
  const page = await context.newPage();
  await page.goto(`${site().origin}${BASE_PATH}api/data/series/query.html`);
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as {spaMarker: number}).spaMarker = 1));
  const stillThisDocument = () => page.evaluate(() => (window as unknown as {spaMarker?: number}).spaMarker === 1);
  // Chunks requested from now on hang until the test lets them go.
  const hanging: ServerResponse[] = [];
  const remove = site().on(`${BASE_PATH}assets/js/`, (_req, res) => {
    hanging.push(res);
  });
  try {
    const target = `${BASE_PATH}tutorials/getting-started-alert.html`;
    await page.evaluate((url) => {
      window.history.pushState(null, '', url);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, target);
    await waitFor(() => hanging.length > 0);
    await page.clock.runFor(119_000);
    assert.ok(await stillThisDocument(), 'after 119 s the chunk is still awaited');
    remove();
    await page.clock.runFor(2_000);
    // The chunk timed out: Docusaurus loads the target page in full (a new document).
    await page.waitForFunction(
      () =>
        !(window as unknown as {spaMarker?: number}).spaMarker &&
        document.querySelector('article h1')?.textContent?.includes('Alert'),
      undefined,
      {timeout: 15000},
    );
  } finally {
    remove();
    for (const res of hanging) res.writeHead(404).end();
    await context.close();
  }
});

describe('keyboard and accessibility', () => {
  test('the top bar and the sidebar work from the keyboard alone', async () => {
    const page = await open('api/data/series/query.html');
    await page.keyboard.press('Tab');
    let reached = '';
    for (let i = 0; i < 30 && reached !== 'Network API'; i += 1) {
      await page.keyboard.press('Tab');
      reached = (await page.evaluate(() => document.activeElement?.textContent ?? '')).trim();
    }
    assert.equal(reached, 'Network API');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site().origin}${BASE_PATH}api/network/`);
    // The URL changes when the navigation starts; the page renders once its route (and body) is in.
    await page.locator(`nav.menu a.menu__link--active[href="${BASE_PATH}api/network/"]`).first().waitFor();
    const group = page.locator('nav.menu .menu__list-item-collapsible a').first();
    await group.focus();
    const before = await group.getAttribute('aria-expanded');
    await page.keyboard.press('Enter');
    assert.notEqual(await group.getAttribute('aria-expanded'), before);
    await page.close();
  });

  test('axe finds no serious or critical violations on a doc page and a home page', async () => {
    for (const path of ['api/data/series/query.html', '', 'finance/']) {
      const page = await browser().newPage();
      const errors = watchErrors(page, site().origin); // before the page loads, so nothing is missed
      await page.goto(site().origin + BASE_PATH + path);
      await hydrated(page);
      assert.deepEqual(await axeViolations(page), [], path || '/');
      assert.deepEqual(errors, [], path || '/');
      await page.close();
    }
  });
});
