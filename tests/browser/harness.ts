/**
 * Browser-test harness: the built site (build/) served on loopback by the same
 * static handler as `npm start`, real HTTP endpoints that record what the page
 * sends (tracking, contact form, comments), and Debian's Chromium driven by
 * playwright-core. No request is mocked.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import {createRequire} from 'node:module';
import type {AddressInfo, Socket} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {chromium, type Browser, type BrowserContextOptions, type Page} from 'playwright-core';
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
 * Puts axe-core into the page as `window.axe`. Evaluated by the driver, not added as a script
 * tag, which the site's Content-Security-Policy refuses like any other inline script.
 */
export async function injectAxe(page: Page): Promise<void> {
  await page.evaluate(fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
}

/** Waits until React has hydrated the page. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

/** What a small copy of the site needs besides docs/ (everything but outputs and tests). */
const SITE_SKIP = new Set(['.git', '.docusaurus', 'build', 'node_modules', 'docs', 'tests', 'test-results']);

export interface FixtureBuild {
  dir: string;
  buildDir: string;
  /** Exit code, stdout and stderr of `docusaurus build`. */
  code: number;
  output: string;
  remove(): void;
}

/**
 * Builds a small copy of the site in a temporary folder: the real code and
 * config, with `pages` (path under docs/ → Markdown, as text or bytes) as its
 * only docs, `env` added to the environment, and `prepare` run on the folder
 * before the build. Used to test behaviours no real page shows (front matter
 * fields, build failures, other configurations).
 */
export async function buildFixtureSite(
  pages: Record<string, string | Buffer>,
  options: {env?: Record<string, string>; config?: string; prepare?: (dir: string) => void} = {},
): Promise<FixtureBuild> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atsd-fixture-'));
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
  const {code, output} = await new Promise<{code: number; output: string}>((resolve) => {
    // A fixture has a few pages, so the menus' other pages are missing: logged, not fatal.
    const env = {...process.env, [MENU_PAGES_OPTIONAL]: '1', ...options.env};
    const child = spawn('npx', args, {cwd: dir, env});
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('close', (exitCode) => resolve({code: exitCode ?? 1, output: text}));
  });
  return {
    dir,
    buildDir: path.join(dir, 'build'),
    code,
    output,
    remove: () => fs.rmSync(dir, {recursive: true, force: true}),
  };
}
