/**
 * The test build behind both servers: the local server (`npm start`) and real nginx with
 * deploy/nginx/atsd-docs.conf. On each, the old URLs and redirects, the 404 screen, the content
 * types and .gz twins of the Markdown twins and llms.txt, and under the build's
 * Content-Security-Policy a doc page with a diagram hydrates, comments load from the allowed host,
 * search and the contact form work, and the browser reports no violation.
 */
import fs from 'node:fs';
import type {Page} from '@playwright/test';
import {policyOfInclude} from '../../src/serving/csp';
import {CSP_FILE} from '../../src/serving/rules';
import {
  BASE_PATH,
  COMMENTS_HOST,
  expect,
  hydrated,
  reachComments,
  test as base,
  watchErrors,
  type RecordedRequest,
} from './fixtures';

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
const POLICY = policyOfInclude(fs.readFileSync(`build/${CSP_FILE}`, 'utf8')) ?? '';

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

type ServerName = 'local server' | 'nginx';

const test = base.extend<{
  /** Which server the test reads the build from (`test.use`). */
  serverName: ServerName;
  /** That server: its origin and the requests its endpoints received in this test. */
  server: {origin: string; recorded: () => RecordedRequest[]};
  /** A page of the site on that server, hydrated, with its errors and CSP violations. */
  visit: (path: string) => Promise<{page: Page; problems: string[]}>;
}>({
  serverName: ['local server', {option: true}],
  server: async ({serverName, site, nginx}, use) => {
    nginx.endpoints.requests.length = 0;
    await use(
      serverName === 'nginx'
        ? {origin: nginx.origin, recorded: () => nginx.endpoints.requests}
        : {origin: site.origin, recorded: () => site.requests},
    );
  },
  visit: async ({context, server}, use) => {
    await use(async (path) => {
      const page = await context.newPage();
      const problems = watchErrors(page, server.origin);
      // Every violation, reported by the page itself, whatever the console says.
      await page.exposeFunction('__reportCsp', (violation: string) => problems.push(`CSP: ${violation}`));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          void (window as unknown as {__reportCsp(v: string): void}).__reportCsp(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`,
          );
        });
      });
      const response = await page.goto(server.origin + BASE_PATH + path);
      expect(response?.headers()['content-security-policy'], path).toBe(POLICY);
      await hydrated(page);
      return {page, problems};
    });
  },
});
test.use({commentsScript: EMBED_JS});
test.beforeEach(({comments}) => {
  comments.on('/web/iframe.html', (_req, res) => {
    res.writeHead(200, {'Content-Type': 'text/html'}).end('<p id="thread">The comments</p>');
  });
});

test('the test build has a policy', () => {
  expect(POLICY, `build/${CSP_FILE} holds no policy`).not.toBe('');
  expect(/script-src [^;]*/.exec(POLICY)![0]).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(/script-src [^;]*/.exec(POLICY)![0].split(' ')).toContain(`${COMMENTS_HOST}/`);
});

for (const serverName of ['local server', 'nginx'] as const) {
  test.describe(serverName, () => {
    test.use({serverName});
    const get = (server: {origin: string}, path: string) => fetch(server.origin + path, {redirect: 'manual'});

    test.describe('URLs', () => {
      test('the root pages are served at their old URLs', async ({server}) => {
        for (const path of ROOT_PAGES) {
          const response = await get(server, BASE_PATH + path);
          expect(response.status, path).toBe(200);
          expect(await response.text(), path).toMatch(/<h1/);
        }
      });

      test('folder pages and .html pages render their own content', async ({server, visit}) => {
        const {page} = await visit('api/data/series/query.html');
        await expect(page.locator('article h1').first()).toHaveText('Series: query');
        await page.goto(`${server.origin}${BASE_PATH}api/data/`);
        await hydrated(page);
        expect(page.url()).toBe(`${server.origin}${BASE_PATH}api/data/`);
        expect(await page.locator('article h1').count()).toBeGreaterThan(0);
      });

      test('index.html redirects to its folder, and a missing slash is appended (301)', async ({server}) => {
        for (const [from, to] of [
          [`${BASE_PATH}api/data/index.html`, `${BASE_PATH}api/data/`],
          [`${BASE_PATH}api/data`, `${BASE_PATH}api/data/`],
          [`${BASE_PATH}api/network`, `${BASE_PATH}api/network/`],
          ['/docs/atsd', BASE_PATH],
        ] as const) {
          const response = await get(server, from);
          expect(response.status, from).toBe(301);
          expect(response.headers.get('location'), from).toBe(to);
        }
      });

      test('client-side navigation appends the slash and drops index.html too', async ({server, visit}) => {
        const {page} = await visit('api/data/series/query.html');
        for (const [target, expected] of [
          [`${BASE_PATH}api/meta`, `${BASE_PATH}api/meta/`],
          [`${BASE_PATH}api/network/index.html`, `${BASE_PATH}api/network/`],
        ] as const) {
          await page.evaluate((url) => {
            window.history.pushState(null, '', url);
            window.dispatchEvent(new PopStateEvent('popstate'));
          }, target);
          await page.waitForURL(server.origin + expected);
          await page.waitForSelector('article h1');
        }
      });

      test('Markdown twins and llms.txt are UTF-8 text, sent as the .gz twins the build wrote', async ({server}) => {
        for (const [path, type, start] of [
          ['api/data/series/query.md', 'text/markdown; charset=utf-8', '# Series: query\n'],
          ['api/data/index.md', 'text/markdown; charset=utf-8', '# '],
          ['finance/ru/index.md', 'text/markdown; charset=utf-8', '# Надежное'],
          ['llms.txt', 'text/plain; charset=utf-8', '# Axibase Time Series Database\n'],
          ['llms-full.ru.txt', 'text/plain; charset=utf-8', 'URL: '],
        ] as const) {
          const plain = await fetch(server.origin + BASE_PATH + path, {headers: {'Accept-Encoding': 'identity'}});
          expect(plain.status, path).toBe(200);
          expect(plain.headers.get('content-type')?.toLowerCase(), path).toBe(type);
          expect(plain.headers.get('content-encoding'), path).toBeNull();
          const text = await plain.text();
          expect(text.startsWith(start), `${path}: ${text.slice(0, 40)}`).toBeTruthy();
          const gzipped = await fetch(server.origin + BASE_PATH + path, {headers: {'Accept-Encoding': 'gzip'}});
          expect(gzipped.headers.get('content-encoding'), path).toBe('gzip');
          expect(gzipped.headers.get('content-type')?.toLowerCase(), path).toBe(type);
          expect(await gzipped.text(), path).toBe(text);
        }
      });

      test('an unknown path shows the 404 screen with one of the four quotes and status 404', async ({
        server,
        context,
      }) => {
        const response = await get(server, `${BASE_PATH}no/such/page.html`);
        expect(response.status).toBe(404);
        const page = await context.newPage();
        const quotes = new Set<string>();
        for (let i = 0; i < 6; i += 1) {
          await page.goto(`${server.origin}${BASE_PATH}no/such/page.html`);
          await hydrated(page);
          await expect(page.locator('main h1')).toHaveText('404');
          await page.waitForFunction(() => document.title === 'Page Not Found | Axibase Time Series Database');
          quotes.add((await page.getByTestId('not-found-quote').textContent()) ?? '');
        }
        for (const quote of quotes) {
          expect(QUOTES, quote).toContain(quote);
        }
      });

      test('an unknown path under the Russian pages gets their 404 screen, in Russian, served and hydrated', async ({
        server,
        visit,
      }) => {
        const response = await get(server, `${BASE_PATH}finance/ru/no-such-page.html`);
        expect(response.status).toBe(404);
        const served = await response.text();
        expect(served).toMatch(/<html[^>]* lang="?ru"?[\s>]/);
        expect(served).toMatch(/Здесь ничего нет\./);
        const {page, problems} = await visit('finance/ru/no-such-page.html');
        await expect(page.locator('main h1')).toHaveText('404');
        await page.waitForFunction(() => document.title === 'Страница не найдена | Axibase Time Series Database');
        await expect(page.locator('main a')).toHaveAttribute('href', `${BASE_PATH}finance/ru/`);
        await expect(page.locator('main a')).toHaveText('На главную.');
        // The page's own 404 answer is expected; nothing else, no hydration mismatch among them.
        expect(problems.filter((problem) => !problem.includes('/finance/ru/no-such-page.html'))).toEqual([]);
      });
    });

    test.describe('under the Content-Security-Policy', () => {
      test('a doc page with a diagram hydrates and loads comments from the allowed host', async ({visit}) => {
        const {page, problems} = await visit('schema.html');
        await hydrated(page);
        await page.locator('.theme-doc-markdown figure [role="img"] svg').first().waitFor();
        await reachComments(page);
        const thread = page.frameLocator(`iframe[src^="${COMMENTS_HOST}/web/"]`).locator('#thread');
        await expect(thread).toHaveText('The comments');
        // A client-side navigation runs the same scripts again.
        await page.locator('.pagination-nav__link--next').click();
        await page.waitForURL((url) => !url.pathname.endsWith('/schema.html'));
        await reachComments(page);
        await page.locator('#remark42 iframe').waitFor();
        expect(problems).toEqual([]);
      });

      test('search works: suggestions and the results page', async ({visit}) => {
        const {page, problems} = await visit('api/data/series/query.html');
        await page.getByRole('combobox').click();
        await page.getByRole('combobox').fill('series query');
        await page.locator('[role="listbox"] [role="option"]').first().waitFor();
        await page.keyboard.press('Enter');
        await page.waitForURL((url) => url.pathname.endsWith('/search.html'));
        await page.locator('main ol > li a').first().waitFor();
        expect(problems).toEqual([]);
      });

      test('the contact form sends and reports success', async ({server, visit}) => {
        const sent = server.recorded().length;
        const {page, problems} = await visit('finance/');
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
        expect(request?.query.get('company')).toBe('Smith & Sons');
        expect(problems).toEqual([]);
      });
    });
  });
}
