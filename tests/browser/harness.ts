/**
 * Browser-test harness: the built site (build/) served on loopback by the same
 * static handler as `npm start`, real HTTP endpoints that record what the page
 * sends (tracking, contact form, comments), and Debian's Chromium driven by
 * playwright-core. No request is mocked.
 *
 * A test file asks for what it needs with `withBrowser()`, `withSite()`,
 * `withCommentsHost()` (or `withResource()` for anything else): each is opened
 * before the file's tests (or its `describe`'s) and closed after them, one
 * Chromium per file.
 */
import {spawn} from 'node:child_process';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import {createRequire} from 'node:module';
import type {AddressInfo, Socket} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {after, before} from 'node:test';
import type {AxeResults, ElementContext, RunOptions} from 'axe-core';
import pMap from 'p-map';
import {chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page} from 'playwright-core';
import {BASE_PATH} from '../../src/lib/url';
import {MENU_PAGES_OPTIONAL} from '../../src/sidebar/resolve';
import {staticHandler} from '../../scripts/static-server';

export {BASE_PATH};

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The comments host the test build is made with (scripts/test.sh). */
export const COMMENTS_PORT = 47831;

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  search: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * The requests among `requests` that pages served from `origin` sent. Every page of the test build
 * loads its comments from one fixed port (COMMENTS_PORT), whichever file's Chromium opened it, so
 * the comments host of a file also hears the pages of the other browser run; their Referer (the
 * page's origin, under the site's strict-origin-when-cross-origin policy) tells them apart.
 */
export function sentFrom(origin: string, requests: readonly RecordedRequest[]): RecordedRequest[] {
  return requests.filter((request) => request.headers.referer?.startsWith(`${origin}/`));
}

/** Answers a recorded request; return false to fall through to the static site. */
export type Responder = (req: RecordedRequest, res: http.ServerResponse) => boolean | void;

export interface Server {
  origin: string;
  requests: RecordedRequest[];
  /** Handles requests whose path starts with `prefix` (checked before static files); returns a remover. */
  on(prefix: string, responder: Responder): () => void;
  close(): Promise<void>;
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

/**
 * Starts a recording server. With `site: true` it also serves build/ (or, with
 * a path, that build folder) the way `npm start` does.
 */
export async function startServer(options: {port?: number; site?: boolean | string} = {}): Promise<Server> {
  const responders: Array<[string, Responder]> = [];
  const requests: RecordedRequest[] = [];
  const site = options.site
    ? staticHandler(path.resolve(typeof options.site === 'string' ? options.site : 'build'))
    : null;
  const sockets = new Set<Socket>();
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      search: url.search,
      headers: req.headers,
      body: await readBody(req),
    };
    for (const [prefix, responder] of responders) {
      if (url.pathname.startsWith(prefix)) {
        requests.push(recorded);
        if (responder(recorded, res) !== false) {
          return;
        }
      }
    }
    if (site) {
      site(req, res);
    } else {
      res.writeHead(404).end();
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    on: (prefix, responder) => {
      const entry: [string, Responder] = [prefix, responder];
      responders.unshift(entry);
      return () => {
        const index = responders.indexOf(entry);
        if (index >= 0) responders.splice(index, 1); // removing twice is harmless
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) {
          socket.destroy();
        }
        server.close(() => resolve());
      }),
  };
}

/**
 * The comments host the test build points at (COMMENTS_PORT). It serves
 * `script` as every widget script: by default one that defines no widget.
 */
export async function startCommentsHost(script = '/* no widget */'): Promise<Server> {
  const host = await startServer({port: COMMENTS_PORT});
  host.on('/web/', (_req, res) => {
    res.writeHead(200, {'Content-Type': 'text/javascript'}).end(script);
  });
  return host;
}

/**
 * The file's resources open one after another, in the order they are asked for: Node 20 starts the
 * `before` hooks of a suite together, so each opening waits for the one asked for before it.
 */
let opening: Promise<unknown> = Promise.resolve();

/**
 * Opens a resource before the tests of the file (or of the `describe` this is called in), after the
 * resources asked for before it, and closes it after them. The returned function gives it to the
 * tests, and throws when called before it is open (at module level, or after a failed `open`).
 */
export function withResource<T>(open: () => Promise<T>, close: (value: T) => Promise<void> | void): () => T {
  let held: {value: T} | undefined;
  before(async () => {
    const opened = opening.then(async () => {
      held = {value: await open()};
    });
    opening = opened.catch(() => undefined);
    await opened;
  });
  after(async () => {
    if (held) await close(held.value);
    held = undefined;
  });
  return () => {
    if (!held) throw new Error('used outside the tests that opened it');
    return held.value;
  };
}

/** The file's Chromium. */
export const withBrowser = (): (() => Browser) => withResource(launchBrowser, (browser) => browser.close());

/**
 * A recording server for the tests: by default serving build/ like `npm start`; given a folder
 * (or a function giving one once earlier resources are open, such as a fixture build's), that
 * folder; with `false`, no site (endpoints only). `setup` adds its responders once it listens.
 */
export const withSite = (
  site: boolean | string | (() => string) = true,
  setup: (server: Server) => void = () => undefined,
): (() => Server) =>
  withResource(
    async () => {
      const server = await startServer({site: typeof site === 'function' ? site() : site});
      setup(server);
      return server;
    },
    (server) => server.close(),
  );

/** The comments host on COMMENTS_PORT (see startCommentsHost); `setup` adds its responders. */
export const withCommentsHost = (script?: string, setup: (host: Server) => void = () => undefined): (() => Server) =>
  withResource(
    async () => {
      const host = await startCommentsHost(script);
      setup(host);
      return host;
    },
    (host) => host.close(),
  );

/** Polls `condition` every 20 ms until it holds; throws after `ms`. */
export async function waitFor(condition: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) {
      throw new Error('timed out waiting');
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const MOBILE: BrowserContextOptions = {
  viewport: {width: 390, height: 844},
  hasTouch: true,
  isMobile: true,
  deviceScaleFactor: 2,
};

/** Console errors and failed requests to `origin`, collected while a page is used. */
export function watchErrors(page: Page, origin: string): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(`console: ${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
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
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({include, iframes}) => {
      type Axe = {run: (context: ElementContext, options: RunOptions) => Promise<AxeResults>};
      const {axe} = window as unknown as {axe: Axe};
      const result = await axe.run(include === null ? document : {include: [include]}, {
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

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs `work` over `items` on `size` tabs of `context` at once, each tab taking the next item when
 * its work is done; results in the order of `items`. `setup` prepares each tab once (its
 * viewport, say). The tabs are closed at the end.
 */
export async function inTabs<T, R>(
  context: BrowserContext,
  items: readonly T[],
  options: {size: number; setup?: (page: Page) => Promise<void>},
  work: (page: Page, item: T) => Promise<R>,
): Promise<R[]> {
  const idle = await Promise.all(
    Array.from({length: options.size}, async () => {
      const page = await context.newPage();
      await options.setup?.(page);
      return page;
    }),
  );
  const tabs = [...idle];
  try {
    return await pMap(
      items,
      async (item) => {
        // p-map runs at most `size` at once, so a tab is always free here.
        const page = idle.pop()!;
        try {
          return await work(page, item);
        } finally {
          idle.push(page);
        }
      },
      {concurrency: options.size},
    );
  } finally {
    await Promise.all(tabs.map((page) => page.close()));
  }
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

/** Waits until React has hydrated the page. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

/** A new tab of `owner` (the file's browser, or a context of it) at `url`, once React has hydrated it. */
export async function openHydrated(owner: Browser | BrowserContext, url: string): Promise<Page> {
  const page = await owner.newPage();
  await page.goto(url);
  await hydrated(page);
  return page;
}

/** What a small copy of the site needs besides docs/ (everything but outputs and tests). */
const SITE_SKIP = new Set(['.git', '.docusaurus', 'build', 'node_modules', 'docs', 'tests', 'test-results']);

/** Finished fixture builds, by the hash of everything they are made from. */
const FIXTURE_CACHE = path.resolve('node_modules/.cache/atsd-fixtures');

export interface FixtureBuild {
  buildDir: string;
  /** Exit code, stdout and stderr of `docusaurus build`. */
  code: number;
  output: string;
}

type FixtureOptions = {env?: Record<string, string>; config?: string; prepare?: (dir: string) => void};

/** Every file of the site's copy (path and bytes), in a stable order, into `hash`. */
function hashTree(hash: ReturnType<typeof createHash>, dir: string, skip: Set<string> = new Set()): void {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true}).sort((a, b) => a.name.localeCompare(b.name))) {
    if (skip.has(entry.name)) continue;
    const file = path.join(dir, entry.name);
    hash.update(`\0${file}\0`);
    if (entry.isDirectory()) hashTree(hash, file);
    else if (entry.isSymbolicLink()) hash.update(fs.readlinkSync(file));
    else hash.update(fs.readFileSync(file));
  }
}

/**
 * Builds a small copy of the site: the real code and config, with `pages` (path under docs/ →
 * Markdown, as text or bytes) as its only docs, `env` added to the environment (with the
 * environment's own ATSD_* settings), `config` as the configuration file, and `prepare` run on the
 * folder before the build. Used to test behaviours no real page shows (front matter fields, build
 * failures, other configurations).
 *
 * A build is made once for its inputs: the site's files (package-lock.json standing for
 * node_modules), Node's version, the pages, the settings, the config and `prepare`'s source. Its
 * result (code, output, build/) is kept under node_modules/.cache/atsd-fixtures/ by their hash, so
 * a file or run that asks again reuses it, and a fresh `npm ci` starts without any. `prepare` is
 * hashed by its source, so it must not depend on values from outside itself.
 */
export async function buildFixtureSite(
  pages: Record<string, string | Buffer>,
  options: FixtureOptions = {},
): Promise<FixtureBuild> {
  const env: Record<string, string> = {
    // A fixture has a few pages, so the menus' other pages are missing: logged, not fatal.
    [MENU_PAGES_OPTIONAL]: '1',
    ...Object.fromEntries(
      Object.entries(process.env).filter(
        (entry): entry is [string, string] => entry[0].startsWith('ATSD_') && entry[1] !== undefined,
      ),
    ),
    ...options.env,
  };
  const hash = createHash('sha256');
  hashTree(hash, '.', SITE_SKIP);
  hash.update(JSON.stringify([process.version, env, options.config ?? null, options.prepare?.toString() ?? null]));
  for (const [file, content] of Object.entries(pages).sort(([a], [b]) => a.localeCompare(b))) {
    hash.update(`\0${file}\0`).update(content);
  }
  const cached = path.join(FIXTURE_CACHE, hash.digest('hex').slice(0, 32));
  const result = path.join(cached, 'result.json');
  if (!fs.existsSync(result)) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atsd-fixture-'));
    try {
      const {code, output} = await buildIn(dir, pages, env, options);
      fs.rmSync(cached, {recursive: true, force: true});
      fs.mkdirSync(cached, {recursive: true});
      if (fs.existsSync(path.join(dir, 'build'))) {
        fs.cpSync(path.join(dir, 'build'), path.join(cached, 'build'), {recursive: true, verbatimSymlinks: true});
      }
      // Written last: a build cut short leaves no result, and is made again.
      fs.writeFileSync(result, JSON.stringify({code, output}));
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  }
  const {code, output} = JSON.parse(fs.readFileSync(result, 'utf8')) as {code: number; output: string};
  return {buildDir: path.join(cached, 'build'), code, output};
}

async function buildIn(
  dir: string,
  pages: Record<string, string | Buffer>,
  env: Record<string, string>,
  options: FixtureOptions,
): Promise<{code: number; output: string}> {
  for (const entry of fs.readdirSync('.')) {
    if (!SITE_SKIP.has(entry)) {
      fs.cpSync(entry, path.join(dir, entry), {recursive: true});
    }
  }
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  for (const [file, content] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, 'docs', file)), {recursive: true});
    fs.writeFileSync(path.join(dir, 'docs', file), content);
  }
  options.prepare?.(dir);
  const args = ['docusaurus', 'build', '--out-dir', 'build'];
  if (options.config) {
    fs.writeFileSync(path.join(dir, 'docusaurus.fixture.config.ts'), options.config);
    args.push('--config', 'docusaurus.fixture.config.ts');
  }
  return new Promise((resolve) => {
    const child = spawn('npx', args, {cwd: dir, env: {...process.env, ...env}});
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('close', (exitCode) => resolve({code: exitCode ?? 1, output: text}));
  });
}
