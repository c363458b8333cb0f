/**
 * `npm run screenshots`: pictures of a few typical pages at a phone's, a tablet's, a laptop's and a
 * wide screen's width, in light and dark mode, for a person to look over the site's look in a
 * minute. It is a tool, not a test: nothing is compared or fails on what it sees.
 *
 * Serves build/ (make one with `npm run build`) like `npm start`, opens each page in Debian's
 * Chromium (CHROMIUM_PATH to use another) with the mode as the system setting, waits for
 * hydration, and writes `screenshots/<page>-<width>-<mode>.png` (the first screen) and
 * `screenshots/index.html`, which shows them side by side. `-- --full` takes whole pages instead.
 */
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {BASE_PATH} from '../src/lib/url';
import {staticHandler} from './static-server';

const BUILD = path.resolve('build');
const OUT = path.resolve('screenshots');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const full = process.argv.includes('--full');

const PAGES = [
  {name: 'home', route: ''},
  {name: 'short-page', route: 'licensing.html'},
  {name: 'series-query', route: 'api/data/series/query.html'},
  {name: 'finance', route: 'finance/'},
  {name: 'russian', route: 'finance/ru/sql.html'},
  {name: 'sql', route: 'sql/'},
];

const SCREENS = [
  {name: 'phone', width: 390, height: 844, mobile: true},
  {name: 'tablet', width: 768, height: 1024, mobile: true},
  {name: 'laptop', width: 1366, height: 768, mobile: false},
  {name: 'wide', width: 1920, height: 1080, mobile: false},
];

const MODES = ['light', 'dark'] as const;

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(BUILD, 'index.html'))) {
    throw new Error('No build/ found: run `npm run build` first.');
  }
  fs.rmSync(OUT, {recursive: true, force: true});
  fs.mkdirSync(OUT, {recursive: true});
  const server = http.createServer(staticHandler(BUILD));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu']});
  const rows: string[] = [];
  try {
    for (const page of PAGES) {
      const cells: string[] = [];
      for (const screen of SCREENS) {
        for (const mode of MODES) {
          const context = await browser.newContext({
            viewport: {width: screen.width, height: screen.height},
            isMobile: screen.mobile,
            hasTouch: screen.mobile,
            colorScheme: mode,
          });
          const tab = await context.newPage();
          await tab.goto(origin + BASE_PATH + page.route, {waitUntil: 'load'});
          await tab.waitForSelector('html[data-has-hydrated="true"]');
          await tab.evaluate(() => document.fonts.ready);
          const file = `${page.name}-${screen.name}-${mode}.png`;
          await tab.screenshot({path: path.join(OUT, file), fullPage: full});
          await context.close();
          cells.push(`<figure><img src="${file}" loading="lazy" alt=""><figcaption>${file}</figcaption></figure>`);
          console.log(file);
        }
      }
      rows.push(`<h2>/${page.route}</h2><div class="row">${cells.join('')}</div>`);
    }
  } finally {
    await browser.close();
    server.close();
  }
  fs.writeFileSync(
    path.join(OUT, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>ATSD screenshots</title>
<style>body{font:14px system-ui;margin:1rem}.row{display:flex;gap:1rem;align-items:flex-start;overflow-x:auto}
figure{margin:0}img{height:360px;border:1px solid #999}figcaption{font-size:12px}</style>
<h1>ATSD documentation: ${PAGES.length} pages × ${SCREENS.length} widths × 2 modes</h1>
${rows.join('\n')}\n`,
  );
  console.log(
    `${PAGES.length * SCREENS.length * MODES.length} screenshots in ${path.relative('.', OUT)}/ (open index.html)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
