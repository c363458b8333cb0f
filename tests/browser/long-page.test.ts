/**
 * The longest page, /sql/, after the work that keeps it from freezing a phone (issue 31): its `##`
 * sections are skipped by layout until reached (`content-visibility`), its table of contents is
 * one HTML string marked by one IntersectionObserver, and its code buttons are added as blocks
 * come near. None of that may lose what a reader has: anchors that land under the top bar, the
 * current heading marked, find-in-page over the whole page, the phone's "On this page" menu, code
 * buttons, and one prefetch per page.
 */
import type {Page} from '@playwright/test';
import {COMPILE_HINT} from '../../src/plugins/compile-hints';
import {REACT_CHUNK} from '../../src/plugins/react-first';
import {YIELD_TYPE} from '../../src/plugins/page-sections/yieldPoints';
import {BASE_PATH, MOBILE, expect, hydrated, scriptsNamedBy, test} from './fixtures';

const PAGE = 'sql/';

/** Ids of the page's headings, in order, as the server sent them. */
async function headingIds(page: Page): Promise<string[]> {
  return page.locator('article :is(h2, h3)[id]').evaluateAll((els) => els.map((el) => el.id));
}

/** Waits until a heading has stopped moving (sections above it may render and change height). */
async function restingTop(page: Page, id: string): Promise<{top: number; navbar: number}> {
  await page.waitForFunction(
    (target) => {
      const state = window as unknown as {lastTop?: number; still?: number};
      const top = document.getElementById(target)!.getBoundingClientRect().top;
      state.still = state.lastTop === top ? (state.still ?? 0) + 1 : 0;
      state.lastTop = top;
      return state.still >= 3;
    },
    id,
    {polling: 100},
  );
  return page.evaluate(
    (target) => ({
      top: document.getElementById(target)!.getBoundingClientRect().top,
      navbar: document.querySelector('.navbar')!.getBoundingClientRect().height,
    }),
    id,
  );
}

test('every ## section of the long page is a section that layout may skip until it is reached', async ({open}) => {
  const page = await open(PAGE);
  const sections = page.locator('article section.atsd-section');
  expect(await sections.count()).toBeGreaterThan(10);
  const styles = await sections.evaluateAll((els) =>
    els.map((el) => ({
      visibility: getComputedStyle(el).contentVisibility,
      size: getComputedStyle(el).containIntrinsicBlockSize,
      h2: el.firstElementChild?.tagName,
    })),
  );
  for (const style of styles) {
    expect(style.visibility).toBe('auto');
    expect(style.size).toMatch(/^auto \d+px$/);
    expect(style.h2).toBe('H2');
  }
});

for (const [name, options] of [
  ['a phone', MOBILE],
  ['a laptop', {viewport: {width: 1366, height: 800}}],
  ['a wide screen', {viewport: {width: 1920, height: 1080}}],
] as const) {
  test(`on ${name}, an anchor far down the page lands under the top bar and stays there`, async ({
    site,
    newContext,
  }) => {
    const context = await newContext(options);
    const page = await context.newPage();
    await page.goto(`${site.origin}/docs/atsd/${PAGE}`);
    const ids = await headingIds(page);
    const sections = await page.locator('article h2[id]').evaluateAll((els) => els.map((el) => el.id));
    const landsUnderTopBar = async (at: Page, target: string) => {
      const {top, navbar} = await restingTop(at, target);
      expect(top, `#${target} at ${top}px under a ${navbar}px top bar`).toBeGreaterThanOrEqual(navbar - 1);
      expect(top, `#${target} at ${top}px under a ${navbar}px top bar`).toBeLessThanOrEqual(navbar + 40);
    };
    // A link from another site: the page loads with the anchor, nothing of the site cached, and
    // hydrates after the browser has scrolled to it (sections a third and two thirds down, and a
    // heading 80 % of the way).
    const target = ids[Math.floor(ids.length * 0.8)]!;
    for (const arrival of [
      sections[Math.floor(sections.length / 3)]!,
      sections[Math.floor((sections.length * 2) / 3)]!,
      target,
    ]) {
      const arriving = await (await newContext(options)).newPage();
      await arriving.goto(`${site.origin}/docs/atsd/${PAGE}#${arrival}`);
      await hydrated(arriving);
      await landsUnderTopBar(arriving, arrival);
    }
    // The same page, already open, told to jump there.
    await page.goto(`${site.origin}/docs/atsd/${PAGE}#${target}`);
    await landsUnderTopBar(page, target);
  });
}

test('the table of contents marks the heading being read, also far down the page', async ({open}) => {
  const page = await open(PAGE);
  const ids = await headingIds(page);
  for (const id of [ids[Math.floor(ids.length * 0.6)]!, ids[2]!]) {
    await page.locator(`.table-of-contents a[href="#${id}"]`).click();
    await expect(page.locator('.table-of-contents__link--active')).toHaveAttribute('href', `#${id}`);
    await expect(page.locator('.table-of-contents__link--active')).toHaveCount(1);
  }
});

test('find-in-page finds text in the last section before it has been rendered', async ({open}) => {
  const page = await open(PAGE);
  const last = page.locator('article section.atsd-section').last();
  const phrase = ((await last.locator('p').first().textContent()) ?? '').trim().split(/\s+/).slice(0, 6).join(' ');
  expect(phrase.split(' ')).toHaveLength(6);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const found = await page.evaluate((text) => {
    const hit = (window as unknown as {find(text: string): boolean}).find(text);
    const node = window.getSelection()?.anchorNode;
    const section = node?.parentElement?.closest('section.atsd-section');
    return {hit, last: section === Array.from(document.querySelectorAll('section.atsd-section')).pop()};
  }, phrase);
  expect(found, phrase).toEqual({hit: true, last: true});
});

test.describe('on a phone', () => {
  test.use(MOBILE);

  test('the "On this page" menu lists the headings and leads to one far down', async ({open}) => {
    const page = await open(PAGE);
    const ids = await headingIds(page);
    const target = ids[ids.length - 2]!;
    const menu = page.locator('.theme-doc-toc-mobile');
    await menu.getByRole('button').click();
    const link = menu.locator(`a[href="#${target}"]`);
    await expect(link).toBeVisible();
    // The list opens with an animation; a reader clicks once it is open.
    await page.waitForFunction(
      () => {
        const state = window as unknown as {lastHeight?: number; steady?: number};
        const height = document.querySelector('.theme-doc-toc-mobile')!.getBoundingClientRect().height;
        state.steady = state.lastHeight === height ? (state.steady ?? 0) + 1 : 0;
        state.lastHeight = height;
        return state.steady >= 3;
      },
      undefined,
      {polling: 100},
    );
    expect(await menu.locator('a[href^="#"]').count()).toBe(ids.length);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`#${target}$`));
    // Below the top bar, in the upper part of the screen (the list above it is still open).
    const {top, navbar} = await restingTop(page, target);
    expect(top).toBeGreaterThanOrEqual(navbar - 1);
    expect(top).toBeLessThanOrEqual(844 / 3);
  });

  test('a code block far down has its copy button once it is reached', async ({open}) => {
    const page = await open(PAGE);
    const block = page.locator('article .theme-code-block').last();
    await block.scrollIntoViewIfNeeded();
    const button = block.getByRole('button', {name: /copy/i});
    await expect(button).toHaveCount(1);
  });
});

/** Points at the sidebar's first four page links `rounds` times, then waits for a prefetch link. */
async function hoverSidebarLinks(page: Page, rounds: number): Promise<void> {
  const links = page.locator('.menu a.menu__link[href$=".html"]');
  expect(await links.count()).toBeGreaterThan(3);
  for (let round = 0; round < rounds; round += 1) {
    for (let i = 0; i < 4; i += 1) await links.nth(i).hover();
  }
  await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
}

test('the parser can stop every few kilobytes: yield points between the blocks, of a type no browser runs', async ({
  site,
}) => {
  const html = await (await fetch(`${site.origin}${BASE_PATH}${PAGE}`)).text();
  const body = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
  const stretches = body.split(YIELD_TYPE).map((part) => part.length);
  expect(stretches.length, 'yield points on the page').toBeGreaterThan(20);
  expect(Math.max(...stretches), 'the longest stretch of HTML without one').toBeLessThan(64 * 1024);
  // Highlighted code keeps text in the block's own color (plain text, punctuation, operators) out
  // of elements of its own.
  expect(body).toContain('<span class="token keyword">');
  expect(body).not.toContain('token plain');
  expect(body).not.toContain('<span class="token punctuation">');
  expect(body).not.toContain('<span class="token operator">');
});

test('hovering links to a page again adds no second prefetch of its chunks', async ({open}) => {
  const page = await open(PAGE);
  await hoverSidebarLinks(page, 2);
  const hrefs = await page
    .locator('link[rel="prefetch"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  expect(hrefs.length - new Set(hrefs).size, hrefs.join('\n')).toBe(0);
});

test('links in view prefetch their pages when the browser is idle, not in the task that shows them', async ({
  context,
  open,
}) => {
  // Each <link rel=prefetch> added is counted as made inside an idle callback or outside one.
  await context.addInitScript(() => {
    const state = window as unknown as {idleDepth: number; inIdle: number; outside: string[]};
    state.idleDepth = 0;
    state.inIdle = 0;
    state.outside = [];
    const requestIdle = window.requestIdleCallback.bind(window);
    window.requestIdleCallback = (callback, options) =>
      requestIdle((deadline) => {
        state.idleDepth += 1;
        try {
          callback(deadline);
        } finally {
          state.idleDepth -= 1;
        }
      }, options);
    const append = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
      if (child instanceof HTMLLinkElement && child.rel === 'prefetch') {
        if (state.idleDepth > 0) state.inIdle += 1;
        else state.outside.push(child.href);
      }
      return append.call(this, child) as T;
    };
  });
  // The sidebar's links are the theme's (`@docusaurus/Link`), the article's the static body's.
  const page = await open('licensing.html');
  await expect.poll(() => page.evaluate(() => (window as unknown as {inIdle: number}).inIdle)).toBeGreaterThan(0);
  const outside = await page.evaluate(() => (window as unknown as {outside: string[]}).outside);
  expect(outside, outside.join('\n')).toEqual([]);
});

test('a chunk the page has already run is not prefetched again', async ({open, site}) => {
  // The runtime removes a chunk's script once it has run; a link in view to another doc page
  // still must not prefetch the docs' layout chunks that this page loaded.
  const page = await open('licensing.html');
  await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
  const own = await scriptsNamedBy(site.origin, 'licensing.html');
  expect(own.length, 'chunk scripts named by the page').toBeGreaterThan(5);
  const prefetched = await page
    .locator('link[rel="prefetch"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  expect(prefetched.filter((href) => own.includes(href!))).toEqual([]);
});

test('an idle period with no time left prefetches one page, the next page in the next period', async ({
  context,
  open,
  site,
}) => {
  // Every idle callback is told that its period has no time left; each <link rel=prefetch> is
  // recorded with the number of the idle callback that added it.
  await context.addInitScript(() => {
    const state = window as unknown as {pendingIdle: Set<number>; addedIn: Record<string, number>};
    state.pendingIdle = new Set();
    state.addedIn = {};
    let running = 0;
    let runs = 0;
    const requestIdle = window.requestIdleCallback.bind(window);
    const cancelIdle = window.cancelIdleCallback.bind(window);
    window.requestIdleCallback = (callback, options) => {
      const handle = requestIdle((deadline) => {
        state.pendingIdle.delete(handle);
        runs += 1;
        running = runs;
        try {
          callback({didTimeout: deadline.didTimeout, timeRemaining: () => 0});
        } finally {
          running = 0;
        }
      }, options);
      state.pendingIdle.add(handle);
      return handle;
    };
    window.cancelIdleCallback = (handle) => {
      state.pendingIdle.delete(handle);
      cancelIdle(handle);
    };
    const append = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
      if (child instanceof HTMLLinkElement && child.rel === 'prefetch') {
        state.addedIn[child.getAttribute('href')!] = running;
      }
      return append.call(this, child) as T;
    };
  });
  // Two pages that no link of /licensing.html points to, each with chunks of its own.
  const pages = ['sql/examples/diurnal.html', 'api/meta/misc/ping.html'];
  const own = await scriptsNamedBy(site.origin, 'licensing.html');
  const [firstPage, secondPage] = await Promise.all(pages.map((route) => scriptsNamedBy(site.origin, route)));
  const firstChunks = firstPage!.filter((chunk) => !own.includes(chunk));
  const secondChunks = secondPage!.filter((chunk) => !own.includes(chunk) && !firstChunks.includes(chunk));
  expect(firstChunks.length, `chunks of ${pages[0]} only`).toBeGreaterThan(0);
  expect(secondChunks.length, `chunks of ${pages[1]} only`).toBeGreaterThan(0);
  const page = await open('licensing.html');
  // The links in view have been prefetched and no idle work is left.
  await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
  await page.waitForFunction(() => (window as unknown as {pendingIdle: Set<number>}).pendingIdle.size === 0);
  const queued = await page.evaluate(
    (paths) => paths.map((path) => window.docusaurus.prefetch(path) !== false),
    pages.map((route) => BASE_PATH + route),
  );
  expect(queued).toEqual([true, true]);
  const addedIn = () => page.evaluate(() => (window as unknown as {addedIn: Record<string, number>}).addedIn);
  await expect
    .poll(async () => {
      const runs = await addedIn();
      return [...firstChunks, ...secondChunks].every((chunk) => chunk in runs);
    })
    .toBe(true);
  const runs = await addedIn();
  const firstRuns = [...new Set(firstChunks.map((chunk) => runs[chunk]!))];
  const secondRuns = [...new Set(secondChunks.map((chunk) => runs[chunk]!))];
  expect([firstRuns.length, secondRuns.length], 'idle callbacks that prefetched each page').toEqual([1, 1]);
  expect(firstRuns[0], 'the idle callback of the first page').toBeGreaterThan(0);
  expect(secondRuns[0], 'the idle callback of the second page').toBeGreaterThan(firstRuns[0]!);
});

test('start-up work does not grow with the route table: no route pattern compiled per page, no locale collation', async ({
  context,
  open,
}) => {
  // Counted from the first script on: regular expressions made from route paths (path-to-regexp
  // writes `^\/…$` for an exact route), and locale comparisons, whose first call builds a collator.
  await context.addInitScript(() => {
    const state = window as unknown as {exactRoutePatterns: string[]; collations: number};
    state.exactRoutePatterns = [];
    state.collations = 0;
    const note = (pattern: unknown) => {
      const source = String(pattern);
      if (source.startsWith('^\\/') && source.endsWith('$')) state.exactRoutePatterns.push(source);
    };
    // Called with `new` or, as the minifier writes it, without.
    window.RegExp = new Proxy(RegExp, {
      construct(target, args: [string | RegExp, string?], newTarget) {
        note(args[0]);
        return Reflect.construct(target, args, newTarget) as RegExp;
      },
      apply(target, self, args: [string | RegExp, string?]) {
        note(args[0]);
        return Reflect.apply(target, self, args) as RegExp;
      },
    });
    const compare = String.prototype.localeCompare;
    String.prototype.localeCompare = function (this: string, ...args: Parameters<string['localeCompare']>) {
      state.collations += 1;
      return compare.apply(this, args);
    };
  });
  const page = await open('licensing.html');
  // Links in view and under the pointer prefetch their pages, each matched against every route.
  await hoverSidebarLinks(page, 1);
  const state = await page.evaluate(() => {
    const {exactRoutePatterns, collations} = window as unknown as {exactRoutePatterns: string[]; collations: number};
    return {exactRoutePatterns, collations};
  });
  expect(state.exactRoutePatterns, state.exactRoutePatterns.slice(0, 5).join('\n')).toEqual([]);
  expect(state.collations).toBe(0);
});

test("main.js, React's chunk and the runtime open with V8's compile hint, the page's other chunks without it", async ({
  open,
}) => {
  const page = await open('licensing.html');
  const initial = await page
    .locator('script[src][defer]')
    .evaluateAll((els) => els.map((el) => (el as HTMLScriptElement).src));
  const scripts = `${new URL(page.url()).origin}${BASE_PATH}assets/js/`;
  const chunks = await page.evaluate(
    ([first, prefix]) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.startsWith(prefix) && !first.includes(url)),
    [initial, scripts] as const,
  );
  const firstLine = async (url: string) => (await (await fetch(url)).text()).split('\n', 1)[0];
  expect([...initial].sort()).toEqual([
    expect.stringMatching(/\/assets\/js\/main\.[0-9a-f]+\.js$/),
    expect.stringMatching(new RegExp(`/assets/js/${REACT_CHUNK}\\.[0-9a-f]+\\.js$`)),
    expect.stringMatching(/\/assets\/js\/runtime~main\.[0-9a-f]+\.js$/),
  ]);
  for (const url of initial) expect(await firstLine(url), url).toBe(COMPILE_HINT);
  expect(chunks.length, 'chunks loaded after main.js').toBeGreaterThan(0);
  for (const url of chunks) expect(await firstLine(url), url).not.toBe(COMPILE_HINT);
});

test('React DOM is evaluated by a script of its own before main.js runs, not in main.js’s first task', async ({
  context,
  open,
}) => {
  // React DOM hands itself to the developer tools' hook when its module is evaluated; the script
  // the browser is running at that moment is the one whose task evaluates it.
  await context.addInitScript(() => {
    const state = window as unknown as {reactEvaluatedBy?: string};
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        supportsFiber: true,
        inject() {
          state.reactEvaluatedBy = (document.currentScript as HTMLScriptElement | null)?.src ?? '(no script)';
          return 1;
        },
      },
    });
  });
  const page = await open('licensing.html');
  const by = await page.evaluate(() => (window as unknown as {reactEvaluatedBy?: string}).reactEvaluatedBy);
  // Before the runtime, React's chunk only queues its modules; the runtime installs them and runs
  // the chunk's start callback. After it, the chunk's own script does.
  expect(by).toMatch(new RegExp(`/assets/js/(${REACT_CHUNK}|runtime~main)\\.[0-9a-f]+\\.js$`));
});
