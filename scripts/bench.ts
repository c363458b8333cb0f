/**
 * `npm run bench`: page-weight figures of the built site (run `npm run build` first).
 * Budgets are printed beside the figures; nothing here fails, so a slow or busy
 * machine cannot turn it red. Search speed has its own: `npm run bench:search`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUILD = path.resolve('build');
const BASE = '/docs/atsd/';

const BUDGETS = {
  firstLoadKb: 250, // gzipped JS + CSS a doc page needs before it is interactive
  htmlKb: 60, // gzipped HTML of the heaviest page
};

function gzipKb(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file)).length / 1024;
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

function assetsOf(htmlFile: string): string[] {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="?(\/docs\/atsd\/assets\/[^"\s>]+\.(?:js|css))/g)].map((m) => m[1]!);
  return [...new Set(refs)].map((ref) => path.join(BUILD, ref.slice(BASE.length)));
}

if (!fs.existsSync(path.join(BUILD, 'index.html'))) {
  console.error('No build/ found: run `npm run build` first.');
  process.exit(1);
}

const files = walk(BUILD);
const pages = files.filter((file) => file.endsWith('.html'));
const js = files.filter((file) => file.endsWith('.js'));
const row = (label: string, value: string, budget = '') => console.log(`${label.padEnd(44)}${value.padStart(12)}  ${budget}`);

console.log('Build');
row('HTML pages', String(pages.length));
row('JS chunks', String(js.length));
row('total JS, gzipped', `${js.reduce((sum, file) => sum + gzipKb(file), 0).toFixed(0)} KB`);

console.log('\nFirst load of a page (gzipped HTML + JS + CSS it references)');
for (const page of ['index.html', 'api/data/series/query.html', 'finance/index.html', 'finance/ru/sql.html', '404.html']) {
  const file = path.join(BUILD, page);
  if (!fs.existsSync(file)) {
    continue;
  }
  const assets = assetsOf(file).reduce((sum, asset) => sum + gzipKb(asset), 0);
  const html = gzipKb(file);
  row(`/${page}`, `${(assets + html).toFixed(1)} KB`, `(HTML ${html.toFixed(1)} KB; budget ${BUDGETS.firstLoadKb} KB)`);
}

const heaviest = pages
  .map((file) => ({file, kb: gzipKb(file)}))
  .sort((a, b) => b.kb - a.kb)
  .slice(0, 3);
console.log('\nHeaviest HTML pages (gzipped)');
for (const {file, kb} of heaviest) {
  row(path.relative(BUILD, file), `${kb.toFixed(1)} KB`, `(budget ${BUDGETS.htmlKb} KB)`);
}
