/**
 * The test build behind both servers: the local server (`npm start`) and real nginx with
 * deploy/nginx/atsd-docs.conf. On each, the old URLs and redirects, the 404 screen, the content
 * types and .gz twins of the Markdown twins and llms.txt, and under the build's
 * Content-Security-Policy a doc page with a diagram hydrates, comments load from the allowed host,
 * search and the contact form work, and the browser reports no violation.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type {Page} from 'playwright-core';
import {policyOfInclude} from '../../src/serving/csp';
import {CSP_FILE} from '../../src/serving/rules';
import {startNginx} from '../support/nginx';
import {
  BASE_PATH,
  COMMENTS_PORT,
  hydrated,
  withBrowser,
  withCommentsHost,
  withResource,
  withSite,
  watchErrors,
  type Server,
} from './harness';

const ROOT_PAGES = [
  '',
  'architecture.html',
  'editions.html',
  'licensing.html',
  'schema.html',
  'toc.html',
  'writing-data.html',
];
const QUOTES = [
  "There's nothing here.",
  'How did we get here?',
  "That's a Four-Oh-Four.",
  "Looks like we've got some broken links.",
];
const POLICY = policyOfInclude(fs.readFileSync(`build/${CSP_FILE}`, 'utf8'));

/** A stand-in Remark42 widget: it frames a page of the comments host, as the real one does. */
const EMBED_JS = `
window.REMARK42 = {
  createInstance(config) {
    const frame = document.createElement('iframe');
    frame.src = config.host + '/web/iframe.html';
    frame.title = 'Comments';
    config.node.appendChild(frame);
    return {destroy() { frame.remove(); }};
  },
};`;

withCommentsHost(EMBED_JS, (host) => {
  host.on('/web/iframe.html', (_req, res) => {
    res.writeHead(200, {'Content-Type': 'text/html'}).end('<p id="thread">The comments</p>');
  });
});
/** The local server, which also answers the site's endpoints. */
const local = withSite(true, recordEndpoints);
/** The endpoints behind nginx, which proxies them. */
const endpoints = withSite(false, recordEndpoints);
const nginx = withResource(
  () =>
    startNginx(
      'build',
      ['location = /eml_ping', 'location /tracknav/']
        .map((location) => `${location} { proxy_pass ${endpoints().origin}; }`)
        .join('\n'),
    ),
  (server) => server.close(),
);
const browser = withBrowser();

function recordEndpoints(server: Server): void {
  server.on('/eml_ping', (_req, res) => {
    res.writeHead(200, {'Content-Type': 'text/plain'}).end('ok');
  });
  server.on('/tracknav/', (_req, res) => {
    res.writeHead(204).end();
  });
}

const SERVERS = [
  {name: 'local server', origin: () => local().origin, recorded: () => local().requests},
  {name: 'nginx', origin: () => nginx().origin, recorded: () => endpoints().requests},
];

test('the test build has a policy', () => {
  assert.ok(POLICY, `build/${CSP_FILE} holds no policy`);
  assert.doesNotMatch(/script-src [^;]*/.exec(POLICY)![0], /unsafe-inline|unsafe-eval/);
  assert.match(POLICY, new RegExp(`script-src [^;]*http://127\\.0\\.0\\.1:${COMMENTS_PORT}/`));
});

for (const server of SERVERS) {
  const get = (path: string) => fetch(server.origin() + path, {redirect: 'manual'});

  async function open(path: string): Promise<{page: Page; problems: string[]}> {
    const page = await browser().newPage();
    const problems = watchErrors(page, server.origin());
    // Every violation, reported by the page itself, whatever the console says.
    await page.exposeFunction('__reportCsp', (violation: string) => problems.push(`CSP: ${violation}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        void (window as unknown as {__reportCsp(v: string): void}).__reportCsp(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`,
        );
      });
    });
    const response = await page.goto(server.origin() + BASE_PATH + path);
    assert.equal(response?.headers()['content-security-policy'], POLICY, path);
    await hydrated(page);
    return {page, problems};
  }

  describe(`URLs: ${server.name}`, () => {
    test('the root pages are served at their old URLs', async () => {
      for (const path of ROOT_PAGES) {
        const response = await get(BASE_PATH + path);
        assert.equal(response.status, 200, path);
        assert.match(await response.text(), /<h1/, path);
      }
    });

    test('folder pages and .html pages render their own content', async () => {
      const {page} = await open('api/data/series/query.html');
      assert.equal(await page.locator('article h1').first().textContent(), 'Series: query');
      await page.goto(`${server.origin()}${BASE_PATH}api/data/`);
      await hydrated(page);
      assert.equal(page.url(), `${server.origin()}${BASE_PATH}api/data/`);
      assert.ok((await page.locator('article h1').count()) > 0);
      await page.close();
    });

    test('index.html redirects to its folder, and a missing slash is appended (301)', async () => {
      for (const [from, to] of [
        [`${BASE_PATH}api/data/index.html`, `${BASE_PATH}api/data/`],
        [`${BASE_PATH}api/data`, `${BASE_PATH}api/data/`],
        [`${BASE_PATH}api/network`, `${BASE_PATH}api/network/`],
        ['/docs/atsd', BASE_PATH],
      ] as const) {
        const response = await get(from);
        assert.equal(response.status, 301, from);
        assert.equal(response.headers.get('location'), to, from);
      }
    });

    test('client-side navigation appends the slash and drops index.html too', async () => {
      const {page} = await open('api/data/series/query.html');
      for (const [target, expected] of [
        [`${BASE_PATH}api/meta`, `${BASE_PATH}api/meta/`],
        [`${BASE_PATH}api/network/index.html`, `${BASE_PATH}api/network/`],
      ] as const) {
        await page.evaluate((url) => {
          window.history.pushState(null, '', url);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, target);
        await page.waitForURL(server.origin() + expected);
        await page.waitForSelector('article h1');
      }
      await page.close();
    });

    test('Markdown twins and llms.txt are UTF-8 text, sent as the .gz twins the build wrote', async () => {
      for (const [path, type, start] of [
        ['api/data/series/query.md', 'text/markdown; charset=utf-8', '# Series: query\n'],
        ['api/data/index.md', 'text/markdown; charset=utf-8', '# '],
        ['finance/ru/index.md', 'text/markdown; charset=utf-8', '# Надежное'],
        ['llms.txt', 'text/plain; charset=utf-8', '# Axibase Time Series Database\n'],
        ['llms-full.ru.txt', 'text/plain; charset=utf-8', 'URL: '],
      ] as const) {
        const plain = await fetch(server.origin() + BASE_PATH + path, {headers: {'Accept-Encoding': 'identity'}});
        assert.equal(plain.status, 200, path);
        assert.equal(plain.headers.get('content-type')?.toLowerCase(), type, path);
        assert.equal(plain.headers.get('content-encoding'), null, path);
        const text = await plain.text();
        assert.ok(text.startsWith(start), `${path}: ${text.slice(0, 40)}`);
        const gzipped = await fetch(server.origin() + BASE_PATH + path, {headers: {'Accept-Encoding': 'gzip'}});
        assert.equal(gzipped.headers.get('content-encoding'), 'gzip', path);
        assert.equal(gzipped.headers.get('content-type')?.toLowerCase(), type, path);
        assert.equal(await gzipped.text(), text, path);
      }
    });

    test('an unknown path shows the 404 screen with one of the four quotes and status 404', async () => {
      const response = await get(`${BASE_PATH}no/such/page.html`);
      assert.equal(response.status, 404);
      const page = await browser().newPage();
      const quotes = new Set<string>();
      for (let i = 0; i < 6; i += 1) {
        await page.goto(`${server.origin()}${BASE_PATH}no/such/page.html`);
        await hydrated(page);
        assert.equal(await page.locator('main h1').textContent(), '404');
        await page.waitForFunction(() => document.title === 'Page Not Found | Axibase Time Series Database');
        quotes.add((await page.getByTestId('not-found-quote').textContent()) ?? '');
      }
      for (const quote of quotes) {
        assert.ok(QUOTES.includes(quote), quote);
      }
      await page.close();
    });

    test('an unknown path under the Russian pages gets their 404 screen, in Russian, served and hydrated', async () => {
      const response = await get(`${BASE_PATH}finance/ru/no-such-page.html`);
      assert.equal(response.status, 404);
      const served = await response.text();
      assert.match(served, /<html[^>]* lang="?ru"?[\s>]/);
      assert.match(served, /Здесь ничего нет\./);
      const {page, problems} = await open('finance/ru/no-such-page.html');
      assert.equal(await page.locator('main h1').textContent(), '404');
      await page.waitForFunction(() => document.title === 'Страница не найдена | Axibase Time Series Database');
      assert.equal(await page.locator('main a').getAttribute('href'), `${BASE_PATH}finance/ru/`);
      assert.equal(await page.locator('main a').textContent(), 'На главную.');
      // The page's own 404 answer is expected; nothing else, no hydration mismatch among them.
      assert.deepEqual(
        problems.filter((problem) => !problem.includes('/finance/ru/no-such-page.html')),
        [],
      );
      await page.close();
    });
  });

  describe(`under the Content-Security-Policy: ${server.name}`, () => {
    test('a doc page with a diagram hydrates and loads comments from the allowed host', async () => {
      const {page, problems} = await open('schema.html');
      await hydrated(page);
      await page.locator('.theme-doc-markdown figure [role="img"] svg').first().waitFor();
      const thread = page.frameLocator(`iframe[src^="http://127.0.0.1:${COMMENTS_PORT}/web/"]`).locator('#thread');
      assert.equal(await thread.textContent(), 'The comments');
      // A client-side navigation runs the same scripts again.
      await page.locator('.pagination-nav__link--next').click();
      await page.waitForURL((url) => !url.pathname.endsWith('/schema.html'));
      await page.locator('#remark42 iframe').waitFor();
      assert.deepEqual(problems, []);
      await page.close();
    });

    test('search works: suggestions and the results page', async () => {
      const {page, problems} = await open('api/data/series/query.html');
      await page.getByRole('combobox').click();
      await page.getByRole('combobox').fill('series query');
      await page.locator('[role="listbox"] [role="option"]').first().waitFor();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname.endsWith('/search.html'));
      await page.locator('main ol > li a').first().waitFor();
      assert.deepEqual(problems, []);
      await page.close();
    });

    test('the contact form sends and reports success', async () => {
      const sent = server.recorded().length;
      const {page, problems} = await open('finance/');
      const form = page.locator('#contact-us');
      await form.getByLabel('First Name', {exact: true}).fill('Anna');
      await form.getByLabel('Last Name', {exact: true}).fill('Smith');
      await form.getByLabel('Organization', {exact: true}).fill('Smith & Sons');
      await form.getByLabel('E-Mail', {exact: true}).fill('anna@example.com');
      await form.getByRole('button', {name: 'Submit'}).click();
      await form.getByText('Submitted successfully').waitFor();
      const request = server
        .recorded()
        .slice(sent)
        .find((r) => r.path === '/eml_ping');
      assert.equal(request?.query.get('company'), 'Smith & Sons');
      assert.deepEqual(problems, []);
      await page.close();
    });
  });
}
