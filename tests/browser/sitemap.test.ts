/**
 * Site-wide: every URL in the sitemap opens in the browser, hydrates, and logs
 * no console error and no failed request to the site itself.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type {Browser} from 'playwright-core';
import {BASE_PATH, hydrated, launchBrowser, startServer, watchErrors, type Server, startCommentsHost} from './harness';

let site: Server;
let comments: Server;
let browser: Browser;

before(async () => {
  site = await startServer({site: true});
  // The comments host answers like a real one that serves no widget script.
  comments = await startCommentsHost();
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
  await comments.close();
  await site.close();
});

test('every sitemap URL renders without console errors or failed requests', async () => {
  const sitemap = fs.readFileSync('build/sitemap.xml', 'utf8');
  const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => new URL(match[1]!));
  // Every URL of the sitemap is under the base path; the crawl then visits each on the test server.
  assert.deepEqual(locs.filter((loc) => !loc.pathname.startsWith(BASE_PATH)).map(String), []);
  const paths = locs.map((loc) => loc.pathname);
  assert.ok(paths.length > 300, `sitemap lists ${paths.length} URLs`);
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  for (const path of paths) {
    const errors = watchErrors(page, site.origin);
    const response = await page.goto(site.origin + path, {waitUntil: 'load'});
    if (response?.status() !== 200) {
      problems.push(`${path}: HTTP ${response?.status()}`);
    }
    await hydrated(page);
    problems.push(...errors.map((error) => `${path}: ${error}`));
    page.removeAllListeners();
  }
  await context.close();
  assert.deepEqual(problems, []);
});
