/**
 * The reading experience: links, menus, sidebar behaviour, doc page parts,
 * head tags, scrolling, tracking, comments, progress and chunk failures,
 * keyboard use and an accessibility scan. Tracking and comments are recorded
 * by real HTTP servers on loopback.
 */
import fs from 'node:fs';
import type {ServerResponse} from 'node:http';
import type {Page} from '@playwright/test';
import {
  BASE_PATH,
  MOBILE,
  axeViolations,
  expect,
  hydrated,
  reachComments,
  scriptsNamedBy,
  test,
  watchErrors,
} from './fixtures';
import {REACT_CHUNK} from '../../src/plugins/react-first';

/** A stand-in Remark42 widget served by the comments host: records creation and destruction. */
test.use({
  commentsScript: `
window.__remark = window.__remark || {created: [], destroyed: 0};
window.REMARK42 = {
  createInstance(config) {
    window.__remark.created.push(config.url);
    config.node.textContent = 'comments for ' + config.site_id;
    return {destroy() { window.__remark.destroyed += 1; config.node.textContent = ''; }};
  },
};`,
});

test.describe('links and menus', () => {
  test('external links open a new tab with noopener noreferrer, mailto does not', async ({open}) => {
    const page = await open('api/data/series/query.html');
    const repo = page.locator('.navbar a[href="https://github.com/axibase/atsd"]');
    await expect(repo).toHaveAttribute('target', '_blank');
    await expect(repo).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(repo).toHaveText('GitHub');
    const content = await open('api/clients/');
    const external = content.locator('article a[href^="http"]');
    expect(await external.count()).toBeGreaterThan(0);
    for (let i = 0; i < (await external.count()); i += 1) {
      await expect(external.nth(i)).toHaveAttribute('target', '_blank');
      await expect(external.nth(i)).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // The support page's address is a mailto: link, which stays in the tab.
    const support = await open('administration/support.html');
    const mailto = support.locator('article a[href="mailto:support-atsd@axibase.com"]');
    await expect(mailto).toHaveCount(1);
    await expect(mailto).not.toHaveAttribute('target');
    await expect(mailto).not.toHaveAttribute('rel');
  });

  test('the language menu opens on click and keyboard, with aria-expanded, and switches locale', async ({
    site,
    open,
  }) => {
    const page = await open('finance/install.html');
    const toggle = page.locator('.navbar .dropdown > button.navbar__link').first();
    await expect(toggle).toHaveText('Languages');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.locator('.dropdown__menu a', {hasText: 'Русский'}).click();
    await page.waitForURL(`${site.origin}${BASE_PATH}finance/ru/install.html`);
    // The head (and <html lang>) follows the new route a moment after the URL.
    await page.waitForFunction(() => document.documentElement.lang === 'ru');
  });

  test('the language menu leads to the locale home where there is no counterpart', async ({open}) => {
    const page = await open('api/data/');
    const href = await page.locator('.dropdown__menu a', {hasText: 'Русский'}).getAttribute('href');
    expect(href).toBe(`${BASE_PATH}finance/ru/`);
  });

  test('the search box sits at the far right when there are 2 or fewer entries', async ({open}) => {
    // The classes of the right side's children, in DOM (and so tab) order.
    const rightSide = (page: Page) =>
      page.$$eval('.navbar__items--right > *', (items) => items.map((item) => item.className));
    const finance = await open('finance/sql.html');
    const financeItems = await rightSide(finance);
    // Only the theme's colour-mode switch comes after it, as on every page.
    expect(financeItems.at(-1) ?? '', financeItems.join(' | ')).toMatch(/colorModeToggle/);
    expect(financeItems.at(-2) ?? '', financeItems.join(' | ')).toMatch(/atsd-search--right/);
    expect(financeItems.filter((name) => /atsd-search/.test(name))).toHaveLength(1);
    const api = await open('api/data/');
    const apiItems = await rightSide(api);
    expect(apiItems[0] ?? '', apiItems.join(' | ')).toMatch(/atsd-search--inline/);
    expect(apiItems.filter((name) => /atsd-search/.test(name))).toHaveLength(1);
  });
});

test.describe('sidebar', () => {
  test('one group open at a time; the current page group opens; clicking it closes it', async ({open}) => {
    const page = await open('api/data/series/query.html');
    const series = page.locator('nav.menu .menu__list-item-collapsible', {hasText: 'Series'}).locator('a').first();
    const alerts = page.locator('nav.menu .menu__list-item-collapsible', {hasText: 'Alerts'}).locator('a').first();
    await expect(series).toHaveAttribute('aria-expanded', 'true');
    await expect(alerts).toHaveAttribute('aria-expanded', 'false');
    await expect(series).toHaveAttribute('role', 'button');
    await alerts.click();
    await expect(alerts).toHaveAttribute('aria-expanded', 'true');
    await expect(series).toHaveAttribute('aria-expanded', 'false');
    await alerts.click();
    await expect(alerts).toHaveAttribute('aria-expanded', 'false');
    // Every group is closed now; open Series again and follow one of its pages.
    await series.click();
    const insert = page.locator('nav.menu a.menu__link', {hasText: /^insert$/}).first();
    // The group opens with a height transition, and its links move until it ends, when the theme's
    // Collapsible sets the list's height to `auto`: a click before that can land on a neighbor.
    await expect.poll(() => insert.evaluate((link) => (link.closest('ul') as HTMLElement).style.height)).toBe('auto');
    await insert.click();
    await page.waitForURL(/series\/insert\.html$/);
    await expect(series).toHaveAttribute('aria-expanded', 'true');
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

  test("the current page's ## headers are in the server's HTML, and hydration keeps them in place", async ({
    site,
    newContext,
    page,
  }) => {
    const context = await newContext({javaScriptEnabled: false});
    const plain = await context.newPage();
    await plain.goto(`${site.origin}${BASE_PATH}api/data/series/query.html`);
    const served = await listedHeaders(plain);
    expect(served.length, 'headers listed with JavaScript off').toBeGreaterThan(3);
    expect(served).toEqual(await pageHeaders(plain));

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
    await page.goto(`${site.origin}${BASE_PATH}api/data/series/query.html`);
    const list = page.locator('nav.menu ul[data-page-headers]');
    await list.waitFor({state: 'attached'});
    const before = await list.evaluate((node) => node.getBoundingClientRect().top);
    await hydrated(page);
    expect(await listedHeaders(page), 'hydration keeps the list').toEqual(served);
    expect(await list.evaluate((node) => node.getBoundingClientRect().top), 'the list did not move').toBe(before);
    // A frame after hydration, every shift so far has been reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as {sidebarShifts: string[]}).sidebarShifts)).toEqual([]);
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
      expect(
        listed.map((m) => m[1]),
        file,
      ).toEqual(expected);
      checked += expected.length > 0 ? 1 : 0;
    }
    expect(checked, `${checked} pages with headers checked`).toBeGreaterThan(200);
  });

  test('sidebarDepth 0 lists no headers (tutorials)', async ({site, open, newContext}) => {
    const context = await newContext({javaScriptEnabled: false});
    const plain = await context.newPage();
    await plain.goto(`${site.origin}${BASE_PATH}tutorials/getting-started-insert.html`);
    expect(await plain.locator('nav.menu a.menu__link--active').count(), 'the page is in its sidebar').toBeGreaterThan(
      0,
    );
    await expect(plain.locator('nav.menu ul[data-page-headers]')).toHaveCount(0);
    const page = await open('tutorials/getting-started-insert.html');
    await expect(page.locator('nav.menu ul[data-page-headers]')).toHaveCount(0);
  });
});

test.describe('mobile', () => {
  test.use(MOBILE);

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

  test('the menu button and the mask toggle the sidebar; it closes after navigation', async ({open}) => {
    const page = await open('api/data/series/query.html');
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    expect(await isOpen(page)).toBe(true);
    await page.locator('.navbar-sidebar__backdrop').click({position: {x: 380, y: 400}});
    expect(await isOpen(page)).toBe(false);
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    await page.locator('.navbar-sidebar a.menu__link', {hasText: /^get$/}).first().click();
    await page.waitForURL(/series\/get\.html$/);
    await page.waitForFunction(() => document.querySelector('.navbar-sidebar--show') === null);
  });

  test('the menu is rendered when the reader is about to open it, and slides in', async ({open}) => {
    const page = await open('api/data/series/query.html');
    // The phone layout replaces the desktop sidebar in the render that used to add the menu.
    await page.locator('aside.theme-doc-sidebar-container nav.menu').waitFor({state: 'detached'});
    await expect(page.locator('.navbar-sidebar'), 'not rendered before it is wanted').toHaveCount(0);
    const toggle = page.getByRole('button', {name: /toggle navigation bar/i});
    await toggle.focus();
    await page.locator('.navbar-sidebar').waitFor({state: 'attached'});
    expect(await isOpen(page), 'rendered closed, so that it slides in').toBe(false);
    await page.keyboard.press('Enter');
    await page.locator('.navbar-sidebar--show').waitFor();
    await expect(page.locator('.navbar-sidebar a.menu__link', {hasText: /^get$/}).first()).toBeVisible();

    const other = await open('api/data/series/get.html');
    await other.locator('aside.theme-doc-sidebar-container nav.menu').waitFor({state: 'detached'});
    await other.getByRole('button', {name: /toggle navigation bar/i}).dispatchEvent('pointerover');
    await other.locator('.navbar-sidebar').waitFor({state: 'attached'});
  });

  test('a swipe from the left edge opens it, other long horizontal swipes close it', async ({open}) => {
    const page = await open('api/data/series/query.html');
    await swipe(page, [100, 400], [250, 405]);
    expect(await isOpen(page), 'starts beyond 80 px').toBe(false);
    await swipe(page, [10, 400], [40, 400]);
    expect(await isOpen(page), 'too short').toBe(false);
    await swipe(page, [10, 400], [200, 410]);
    await page.waitForFunction(() => document.querySelector('.navbar-sidebar--show') !== null);
    await swipe(page, [300, 400], [100, 400]);
    await page.waitForFunction(() => document.querySelector('.navbar-sidebar--show') === null);
  });
});

test.describe('doc page', () => {
  test('edit link: text, GitHub edit URL on master, new tab', async ({site, open}) => {
    const page = await open('api/data/series/query.html');
    const edit = page.locator('a.theme-edit-this-page');
    await expect(edit).toHaveText('Edit this page');
    await expect(edit).toHaveAttribute('href', 'https://github.com/axibase/atsd/edit/master/api/data/series/query.md');
    await expect(edit).toHaveAttribute('target', '_blank');
    await page.goto(`${site.origin}${BASE_PATH}api/data/`);
    await expect(page.locator('a.theme-edit-this-page')).toHaveAttribute(
      'href',
      'https://github.com/axibase/atsd/edit/master/api/data/README.md',
    );
    await page.goto(`${site.origin}${BASE_PATH}finance/ru/install.html`);
    await expect(page.locator('a.theme-edit-this-page')).toHaveText('Редактировать страницу');
  });

  test('previous and next follow the sidebar, without the "Series: " prefix', async ({open}) => {
    const page = await open('api/data/series/query.html');
    await expect(page.locator('.pagination-nav__link--prev .pagination-nav__label')).toHaveText('get');
    await expect(page.locator('.pagination-nav__link--next .pagination-nav__label')).toHaveText('insert');
  });

  test('title, html lang and meta description', async ({open}) => {
    const page = await open('api/data/series/query.html');
    await expect(page).toHaveTitle('Series: query | Axibase Time Series Database');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    // The page's first paragraph (more in metadata.test.ts).
    expect((await page.locator('meta[name="description"]').getAttribute('content'))!).toMatch(
      /^Finds series by metric, entity, tags and time range/,
    );
    const html = fs.readFileSync('build/finance/ru/install.html', 'utf8');
    expect(html, 'server-rendered lang of a Russian page').toMatch(/<html[^>]* lang="?ru"?[ >]/);
  });
});

test.describe('scrolling', () => {
  test('navigation scrolls to the top, or to the hash target below the navbar', async ({open}) => {
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
    expect(Math.abs(top - (navbar + 20)), `heading at ${top}px, navbar ${navbar}px`).toBeLessThanOrEqual(2);
  });
});

test.describe('tracking', () => {
  test('each route change posts from and to; the first load does not', async ({site, open}) => {
    const page = await open('api/data/series/query.html');
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForURL(/insert\.html$/);
    const tracking = () => site.requests.filter((r) => r.path === '/tracknav/');
    await expect.poll(() => tracking().length).toBeGreaterThan(0);
    // The route change's request is the only one: the first load, which came before it, sent none.
    expect(tracking().map((r) => [r.method, r.query.get('from'), r.query.get('to')])).toEqual([
      ['POST', `${BASE_PATH}api/data/series/query.html`, `${BASE_PATH}api/data/series/insert.html`],
    ]);
  });
});

test.describe('comments', () => {
  test('one script per component, once the reader nears the comments; the widget is re-created on route change and destroyed on leave', async ({
    open,
    comments,
  }) => {
    const scripts = () => comments.requests.filter((r) => r.path === '/web/embed.js');
    const page = await open('api/data/series/query.html');
    // Far below the screen, the comments wait for the reader.
    await page.waitForSelector(
      `section[data-comments="waiting"][data-comments-path="${BASE_PATH}api/data/series/query.html"]`,
      {
        state: 'attached',
      },
    );
    expect(scripts(), 'no script while the reader is far from the comments').toHaveLength(0);
    await reachComments(page);
    await page.waitForFunction(
      () => (window as unknown as {__remark?: {created: string[]}}).__remark?.created.length === 1,
    );
    expect(scripts()).toHaveLength(1);
    expect((await page.locator('#remark42').textContent()) ?? '').toMatch(/docs_atsd/);
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForURL(/insert\.html$/);
    await reachComments(page);
    await page.waitForFunction(
      () => (window as unknown as {__remark: {created: string[]}}).__remark.created.length === 2,
    );
    const state = await page.evaluate(
      () => (window as unknown as {__remark: {created: string[]; destroyed: number}}).__remark,
    );
    expect(state.destroyed).toBe(1);
    expect(state.created[1]!).toMatch(/insert\.html$/);
    expect(scripts(), 'the script loads once').toHaveLength(1);
  });

  test('an unreachable comments host leaves the page working, with no uncaught error', async ({
    site,
    page,
    comments,
  }) => {
    await comments.close();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site.origin}${BASE_PATH}api/data/series/query.html`);
    await hydrated(page);
    await reachComments(page);
    // The loader tries three times (1 s and 2 s apart), then marks the section failed.
    await page.waitForSelector('[data-comments="failed"]', {state: 'attached', timeout: 15_000});
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForURL(/insert\.html$/);
    // The next page renders once its route (and body) is in, after the URL changes.
    await page.waitForFunction(() => document.querySelector('article h1')?.textContent === 'Series: insert');
    expect(errors).toEqual([]);
  });
});

test.describe('loading', () => {
  test('a first visit’s chunks are named in its HTML, so the bundler’s runtime adds no script for them', async ({
    context,
    site,
    open,
  }) => {
    // Records each script element that code (not the HTML parser) adds to the page.
    await context.addInitScript(() => {
      const added: string[] = [];
      Object.assign(window, {addedScripts: added});
      const append = Node.prototype.appendChild;
      Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
        if (node instanceof HTMLScriptElement && node.src) added.push(new URL(node.src).pathname);
        return append.call(this, node) as T;
      };
    });
    const named = await scriptsNamedBy(site.origin, 'sql/');
    // React's chunk (first by name, src/plugins/react-first), the runtime and main.js, then the
    // route's own: the docs' layouts, the doc page's theme and the page.
    expect(named.slice(0, 3).map((src) => src.split('/').pop()!.split('.')[0])).toEqual([
      REACT_CHUNK,
      'runtime~main',
      'main',
    ]);
    expect(named.length, named.join('\n')).toBeGreaterThan(5);
    const page = await open('sql/');
    const added = await page.evaluate(() => (window as unknown as {addedScripts: string[]}).addedScripts);
    expect(added.filter((src) => src.startsWith(`${BASE_PATH}assets/`))).toEqual([]);
  });

  test('a first visit whose page chunk fails keeps its server-rendered page', async ({site, newContext}) => {
    const page = await (await newContext()).newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const chunk = (await scriptsNamedBy(site.origin, 'licensing.html')).pop()!;
    await page.route(`**${chunk}`, (route) => route.fulfill({status: 404, body: ''}));
    await page.goto(`${site.origin}${BASE_PATH}licensing.html`);
    // The chunk's error reaches the bundler's runtime: the route's load fails (no hydration), and
    // the page stays as the server rendered it, whole and readable.
    await expect.poll(() => errors.join('\n')).toMatch(/Loading chunk \S+ failed/);
    await expect(page.locator('article h1')).toHaveText('Licensing');
    expect(await page.evaluate(() => document.documentElement.dataset.hasHydrated)).not.toBe('true');
  });

  test('a slow page chunk shows the progress bar; a failed chunk still reaches the page', async ({site, open}) => {
    const page = await open('api/data/series/query.html');
    // Hold back every script chunk until released, then fail it: the next page is
    // "being fetched" and its chunk cannot load.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const remove = site.on(`${BASE_PATH}assets/js/`, (_req, res) => {
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
      await page.waitForURL(site.origin + target);
      await page.waitForFunction(
        () => document.querySelector('article h1')?.textContent?.includes('Alert'),
        undefined,
        {timeout: 15000},
      );
    } finally {
      remove();
      release();
    }
  });
});

test('a page chunk that never arrives counts as failed after 120 s, not sooner', async ({site, newContext}) => {
  // The page's clock is Playwright's. It runs on its own until paused; from then on, time moves
  // only when the test moves it.
  const context = await newContext();
  await context.clock.install();
  const page = await context.newPage();
  await page.goto(`${site.origin}${BASE_PATH}api/data/series/query.html`);
  await hydrated(page);
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.evaluate(() => ((window as unknown as {spaMarker: number}).spaMarker = 1));
  const stillThisDocument = () => page.evaluate(() => (window as unknown as {spaMarker?: number}).spaMarker === 1);
  // Chunks requested from now on hang until the test lets them go. Prefetches of the links on
  // screen are served: Chromium keeps a prefetch going past a navigation, and six held ones take
  // every connection to the host, leaving none for the page's reload.
  const hanging: ServerResponse[] = [];
  const remove = site.on(`${BASE_PATH}assets/js/`, (req, res) => {
    if (String(req.headers['sec-purpose']).startsWith('prefetch')) return false;
    hanging.push(res);
  });
  const scripts = () => page.evaluate(() => Array.from(document.scripts, (script) => script.src).filter(Boolean));
  try {
    const before = new Set(await scripts());
    const target = `${BASE_PATH}tutorials/getting-started-alert.html`;
    await page.evaluate((url) => {
      window.history.pushState(null, '', url);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, target);
    // The chunk loader starts a chunk's 120 s timer as it adds the chunk's script element, so time
    // moves only once one is in.
    await expect.poll(async () => (await scripts()).some((src) => !before.has(src)), {timeout: 30_000}).toBe(true);
    await expect
      .poll(() => hanging.length, {message: 'the new route asks for a chunk, and it hangs'})
      .toBeGreaterThan(0);
    await page.clock.runFor(119_000);
    expect(await stillThisDocument(), 'after 119 s the chunk is still awaited').toBe(true);
    remove();
    const reloaded = page.waitForEvent('load');
    await page.clock.runFor(2_000);
    // The chunk timed out: Docusaurus loads the target page in full (a new document).
    await reloaded;
    expect(await stillThisDocument(), 'a new document').toBe(false);
    await expect(page.locator('article h1')).toContainText('Alert');
  } finally {
    remove();
    for (const res of hanging) res.writeHead(404).end();
  }
});

test.describe('keyboard and accessibility', () => {
  test('the top bar and the sidebar work from the keyboard alone', async ({site, open}) => {
    const page = await open('api/data/series/query.html');
    await page.keyboard.press('Tab');
    let reached = '';
    for (let i = 0; i < 30 && reached !== 'Network API'; i += 1) {
      await page.keyboard.press('Tab');
      reached = (await page.evaluate(() => document.activeElement?.textContent ?? '')).trim();
    }
    expect(reached).toBe('Network API');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.origin}${BASE_PATH}api/network/`);
    // The URL changes when the navigation starts; the page renders once its route (and body) is in.
    await page.locator(`nav.menu a.menu__link--active[href="${BASE_PATH}api/network/"]`).first().waitFor();
    const group = page.locator('nav.menu .menu__list-item-collapsible a').first();
    await group.focus();
    const before = await group.getAttribute('aria-expanded');
    expect(before).toMatch(/^(true|false)$/);
    await page.keyboard.press('Enter');
    await expect(group).not.toHaveAttribute('aria-expanded', before!);
  });

  test('axe finds no serious or critical violations on a doc page and a home page', async ({site, context}) => {
    for (const path of ['api/data/series/query.html', '', 'finance/']) {
      const page = await context.newPage();
      const errors = watchErrors(page, site.origin); // before the page loads, so nothing is missed
      await page.goto(site.origin + BASE_PATH + path);
      await hydrated(page);
      expect(await axeViolations(page), path || '/').toEqual([]);
      expect(errors, path || '/').toEqual([]);
    }
  });
});
