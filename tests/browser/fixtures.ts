/**
 * What the browser tests share, as Playwright fixtures (playwright.config.ts runs them):
 *
 * - `site` (a server per worker): the test build in build/ served like `npm start`, recording the
 *   site's endpoints (navigation tracking answers 204, the contact form 200 unless a test says
 *   otherwise); each test sees only its own requests, and its responders (`site.on`) end with it.
 * - `comments` (per test): the test's own comments host, a real server on a port of its own. The
 *   test build has one comments host baked in (COMMENTS_HOST); every context of the test routes
 *   that host's requests to this server over real HTTP, so tests in other workers, or before and
 *   after this one, never reach it. It serves `commentsScript` (`test.use`) as the widget script.
 * - `context`, `page` and `newContext(options)`: browser contexts with that routing; every
 *   context a test makes is traced, and the trace kept when the test fails.
 * - `open(path)`: a new tab of the test's context at a page of the site, hydrated; `served(path)`:
 *   the page as the server sends it, in a context with JavaScript off.
 * - `nginx` (per worker, started by the first test that asks): real nginx with the shipped server
 *   block over build/, proxying the site's endpoints to a recording server of its own.
 * - `fixtureSite(pages, options)` (per worker): a small copy of the site built with those pages
 *   (fixture-site.ts, cached by the hash of its inputs) and served like build/; each is built and
 *   started once per worker.
 *
 * And the checks that pages share: hydration, console errors and failed requests, axe, sideways
 * scrolling, the sitemap.
 */
import {test as base, expect, type BrowserContext, type BrowserContextOptions, type Page} from '@playwright/test';
import axe, {type AxeResults, type ElementContext, type RunOptions} from 'axe-core';
import fs from 'node:fs';
import path from 'node:path';
import {BASE_PATH} from '../../src/lib/url';
import {startNginx, type Nginx} from '../support/nginx';
import {buildFixtureSite, type FixtureBuild, type FixtureOptions} from './fixture-site';
import {startServer, type Endpoints, type Server} from './server';

export {expect, BASE_PATH};
export type {Endpoints, RecordedRequest, Server} from './server';

/**
 * The comments host the test build is made with (ATSD_COMMENTS_HOST in scripts/test.sh). Nothing
 * listens there: contexts route it to the test's own host (`comments`).
 */
export const COMMENTS_HOST = 'http://127.0.0.1:47831';

/** The script the comments host serves by default: one that defines no widget. */
export const NO_WIDGET = '/* no widget */';

export interface TestFixtures {
  site: Endpoints;
  /** The widget script the test's comments host serves (`test.use({commentsScript})`). */
  commentsScript: string;
  comments: Server;
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  open: (path: string, context?: BrowserContext) => Promise<Page>;
  served: (path: string) => Promise<Page>;
}

export interface FixtureSite extends FixtureBuild {
  /** The build served like `npm start`, with the site's endpoints; null when the build failed. */
  server: Server | null;
}

export interface WorkerFixtures {
  siteServer: Server;
  nginx: Nginx & {endpoints: Server};
  fixtureSite: (pages: Record<string, string | Buffer>, options?: FixtureOptions) => Promise<FixtureSite>;
}

/** A build folder served like `npm start`, with the site's endpoints: tracking answers 204, the contact form 200. */
function startSite(dir?: string): Promise<Server> {
  return startServer(dir).then((server) => {
    server.on('/tracknav/', (_req, res) => {
      res.writeHead(204).end();
    });
    server.on('/eml_ping', (_req, res) => {
      res.writeHead(200, {'Content-Type': 'text/plain'}).end('ok');
    });
    return server;
  });
}

/** Sends the requests of `context` to the baked comments host to `comments`, a real server. */
async function routeComments(context: BrowserContext, comments: Server): Promise<void> {
  await context.route(`${COMMENTS_HOST}/**`, async (route) => {
    const url = comments.origin + route.request().url().slice(COMMENTS_HOST.length);
    if (!comments.listening()) {
      // The test closed its host: the page sees what an unreachable host gives it.
      await route.abort('connectionrefused');
      return;
    }
    await route.fulfill({response: await route.fetch({url, maxRedirects: 0})});
  });
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  siteServer: [
    async ({}, use) => {
      const server = await startSite('build');
      await use(server);
      await server.close();
    },
    {scope: 'worker'},
  ],
  nginx: [
    async ({}, use) => {
      const endpoints = await startSite();
      const proxied = ['location = /eml_ping', 'location /tracknav/'].map(
        (location) => `${location} { proxy_pass ${endpoints.origin}; }`,
      );
      const nginx = await startNginx('build', proxied.join('\n'));
      await use({...nginx, endpoints});
      await nginx.close();
      await endpoints.close();
    },
    {scope: 'worker'},
  ],
  fixtureSite: [
    async ({}, use) => {
      const sites = new Map<string, Promise<FixtureSite>>();
      await use((pages, options = {}) => {
        const key = JSON.stringify([pages, options, options.prepare?.toString()]);
        if (!sites.has(key)) {
          sites.set(
            key,
            buildFixtureSite(pages, options).then(async (built) => ({
              ...built,
              server: built.code === 0 ? await startSite(built.buildDir) : null,
            })),
          );
        }
        return sites.get(key)!;
      });
      for (const site of await Promise.all(sites.values())) await site.server?.close();
    },
    {scope: 'worker'},
  ],
  site: async ({siteServer}, use) => {
    siteServer.requests.length = 0;
    const removers: Array<() => void> = [];
    await use({
      origin: siteServer.origin,
      requests: siteServer.requests,
      on: (prefix, responder) => {
        const remove = siteServer.on(prefix, responder);
        removers.push(remove);
        return remove;
      },
    });
    for (const remove of removers) remove();
  },
  commentsScript: [NO_WIDGET, {option: true}],
  comments: async ({commentsScript}, use) => {
    const host = await startServer();
    host.on('/web/', (_req, res) => {
      res.writeHead(200, {'Content-Type': 'text/javascript'}).end(commentsScript);
    });
    await use(host);
    await host.close();
  },
  context: async ({context, comments}, use) => {
    await routeComments(context, comments);
    await use(context);
    await context.unrouteAll({behavior: 'ignoreErrors'});
  },
  newContext: async ({browser, comments}, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      contexts.push(context);
      await routeComments(context, comments);
      return context;
    });
    for (const context of contexts) {
      await context.unrouteAll({behavior: 'ignoreErrors'});
      await context.close();
    }
  },
  open: async ({context, site}, use) => {
    await use(async (route, owner = context) => {
      const page = await owner.newPage();
      await page.goto(site.origin + BASE_PATH + route);
      await hydrated(page);
      return page;
    });
  },
  served: async ({newContext, site}, use) => {
    let context: BrowserContext | undefined;
    await use(async (route) => {
      context ??= await newContext({javaScriptEnabled: false});
      const page = await context.newPage();
      await page.goto(site.origin + BASE_PATH + route);
      return page;
    });
  },
});

/** A phone: 390 px wide, touch, a mobile viewport. */
export const MOBILE: BrowserContextOptions = {
  viewport: {width: 390, height: 844},
  hasTouch: true,
  isMobile: true,
  deviceScaleFactor: 2,
};

/** The scripts a page's server HTML names (`<script src=… defer>`), in order, as paths. */
export async function scriptsNamedBy(origin: string, route: string): Promise<string[]> {
  const html = await (await fetch(`${origin}${BASE_PATH}${route}`)).text();
  return Array.from(html.matchAll(/<script src=([^ >]+) defer>/g), (match) => match[1]!);
}

/** Waits until React has hydrated the page. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

/**
 * Brings the reader to the current page's comments, which load only once they are near the screen
 * (src/comments/Remark42.tsx): scrolls to them until they have started loading.
 */
export async function reachComments(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const section = document.querySelector<HTMLElement>('section[data-comments]');
    if (section?.dataset.commentsPath !== window.location.pathname) {
      return false;
    }
    if (section.dataset.comments === 'pending' || section.dataset.comments === 'waiting') {
      section.scrollIntoView();
      return false;
    }
    return true;
  });
}

/**
 * Console errors, uncaught exceptions and failed requests to `origin`, collected while a page, or
 * every page of a context, is used.
 */
export function watchErrors(target: Page | BrowserContext, origin: string): string[] {
  const errors: string[] = [];
  if ('goto' in target) {
    target.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  } else {
    target.on('weberror', (error) => errors.push(`pageerror: ${error.error().message}`));
  }
  // The other events are the same on a page and on a context.
  const page = target as Page;
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(`console: ${message.text()} (${message.location().url})`);
    }
  });
  page.on('requestfailed', (request) => {
    // ERR_ABORTED: a prefetch or favicon cut short by the next navigation, not a failure.
    if (request.url().startsWith(origin) && request.failure()?.errorText !== 'net::ERR_ABORTED') {
      errors.push(`requestfailed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
    }
  });
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400 && !response.url().includes('/eml_ping')) {
      errors.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  return errors;
}

/**
 * Serious and critical axe violations within `include` (a selector; the whole page by default), as
 * the page is now, each with the nodes it names. axe-core goes into the page as `window.axe`,
 * evaluated by the driver, not added as a script tag, which the site's Content-Security-Policy
 * refuses like any other inline script. `iframes: false` leaves out frames of other sites' pages.
 */
export async function axeViolations(
  page: Page,
  options: {include?: string; iframes?: boolean} = {},
): Promise<string[]> {
  await page.evaluate(axe.source);
  return page.evaluate(
    async ({include, iframes}) => {
      type Axe = {run: (context: ElementContext, options: RunOptions) => Promise<AxeResults>};
      const {axe: runner} = window as unknown as {axe: Axe};
      const result = await runner.run(include === null ? document : {include: [include]}, {
        resultTypes: ['violations'],
        iframes,
      });
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`);
    },
    {include: options.include ?? null, iframes: options.iframes ?? true},
  );
}

/**
 * Watches for an element labelled `label` (its `aria-label`), from now on: the returned function
 * resolves once one has been in the page, however briefly. A MutationObserver in the page sees a
 * state that lasts a second (a copy button's "copied"), which polling from the test can miss on a
 * loaded machine.
 */
export async function watchForLabel(page: Page, label: string): Promise<() => Promise<void>> {
  const key = `__label_${Math.random().toString(36).slice(2)}`;
  await page.evaluate(
    ({key, label}) => {
      const found = () =>
        Array.from(document.querySelectorAll('[aria-label]')).some((el) => el.getAttribute('aria-label') === label);
      (window as unknown as Record<string, Promise<void>>)[key] = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (found()) {
            observer.disconnect();
            resolve();
          }
        });
        observer.observe(document.documentElement, {subtree: true, childList: true, attributeFilter: ['aria-label']});
      });
    },
    {key, label},
  );
  return () => page.evaluate((key) => (window as unknown as Record<string, Promise<void>>)[key], key);
}

/** The sitemap's URLs, absolute, as the build wrote them. */
export function sitemapUrls(buildDir = 'build'): string[] {
  const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
}

/** The paths of the sitemap's URLs (all under the base path; sitemap.test.ts checks that). */
export function sitemapPaths(buildDir = 'build'): string[] {
  return sitemapUrls(buildDir).map((url) => new URL(url).pathname);
}

/**
 * Whether the page, as it is now, scrolls sideways: null when it is no wider than the screen, else
 * `url`, its width and the outermost element that reaches past the right edge (where to look).
 */
export function widerThanScreen(page: Page, url: string): Promise<string | null> {
  return page.evaluate((where) => {
    const doc = document.documentElement;
    if (doc.scrollWidth <= innerWidth) {
      return null;
    }
    const wide = Array.from(document.body.querySelectorAll('*')).find(
      (el) => el.getBoundingClientRect().right > innerWidth + 1,
    );
    const what = wide ? `${wide.tagName.toLowerCase()}.${String(wide.className).split(' ')[0]}` : '?';
    return `${where}: ${doc.scrollWidth}px wide (${what})`;
  }, url);
}
