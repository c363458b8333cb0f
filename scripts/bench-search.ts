/**
 * `npm run bench:search`: how fast and how big the local search is.
 *
 * Reads the index files of a build (build/search-index/, or the folder given
 * as the first argument) and prints:
 *
 * - the median time to compute the suggestions for one keystroke;
 * - the median time of a full-text query (ranking only, and with the snippets
 *   of the first 20 results, as the results page renders them);
 * - the gzipped size of each index file.
 *
 * While the manual is still being written the build has fewer pages than the
 * old site's 696, so the same figures are also given for a full-size index:
 * the built pages plus the inventory's missing pages (their real titles and
 * headers, with body text drawn from built pages up to each page's size).
 *
 * Targets (issue 4): a suggestion under 2 ms, a full-text query under 30 ms,
 * the suggestion index under 100 KB gzipped.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {performance} from 'node:perf_hooks';
import {buildThemeOptions, localeForPath} from '../src/config/themeOptions';
import {createSlugger} from '../src/lib/slugify';
import {routeOfDoc} from '../src/lib/url';
import {buildTitles} from '../src/search/build';
import {buildFullText, loadFullText, searchFullText, viewResult} from '../src/search/fulltext';
import {prepareSuggestIndex, suggest} from '../src/search/suggest';
import {
  fullTextFile,
  INDEX_DIR,
  TITLES_FILE,
  type ExtractedPage,
  type FullTextFile,
  type TitlesFile,
} from '../src/search/types';

const MAX_SUGGESTIONS = 10;
/** The old site's pages (titles, headers, sizes), next to the repository. */
const INVENTORY = new URL('../../shared/atsd-inventory.json', import.meta.url);
const SUGGEST_QUERIES = [
  'series query', 'entity tags', 'install', 'timezone', 'sql', 'aggregate', 'alert', 'portal',
  'replacement table', 'e', 'api', 'nonexistent', 'Установка', 'котировки',
];
const FULLTEXT_QUERIES = [
  'series query', 'entity tags', 'install docker', 'timezone', 'sql join', 'aggregate period',
  'alert rule', 'portal', 'replacement table', 'csv upload', 'forecast', 'nonexistent words',
];
const RU_QUERIES = ['Установка', 'котировки', 'сделки', 'ATSD'];

const options = buildThemeOptions(
  {algoliaAppId: '', algoliaApiKey: '', algoliaIndexName: '', commentsHost: '', commentsSiteId: '', trackNavURL: '', contactURL: ''},
  {},
);
const localeOf = (route: string) => localeForPath(options, route)[0];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Median of per-call times; each sample averages `repeat` calls to beat timer resolution. */
function time(calls: Array<() => unknown>, repeat: number): {median: number; max: number} {
  for (const call of calls) call(); // warm up
  const samples = calls.map((call) => {
    const start = performance.now();
    for (let i = 0; i < repeat; i += 1) call();
    return (performance.now() - start) / repeat;
  });
  return {median: median(samples), max: Math.max(...samples)};
}

const ms = (value: number) => `${value < 1 ? value.toFixed(3) : value.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzip = (text: string) => zlib.gzipSync(text).length;

interface Files {
  titles: TitlesFile;
  fullText: Record<string, FullTextFile>;
  raw: Record<string, string>;
}

function readFiles(dir: string): Files {
  const raw: Record<string, string> = {};
  for (const name of fs.readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) {
    raw[name] = fs.readFileSync(path.join(dir, name), 'utf8');
  }
  const fullText: Record<string, FullTextFile> = {};
  for (const locale of Object.values(options.locales)) {
    const name = fullTextFile(locale.lang);
    if (raw[name]) {
      fullText[locale.lang] = JSON.parse(raw[name]!) as FullTextFile;
    }
  }
  return {titles: JSON.parse(raw[TITLES_FILE]!) as TitlesFile, fullText, raw};
}

/** The built pages plus the inventory's pages not built yet, at their old size. */
function fullSize(files: Files): Files {
  const inventory = JSON.parse(fs.readFileSync(INVENTORY, 'utf8')) as Array<{
    file: string;
    title: string;
    headings: Array<[number, string]>;
    bytes: number;
  }>;
  const built = Object.values(files.fullText).flatMap((f) => f.pages);
  const builtRoutes = new Set(built.map((p) => p.r));
  // Body text to borrow, and how much text a byte of Markdown makes on built pages.
  const texts = built.flatMap((p) => p.s.map((s) => s.x)).filter((x) => x.length > 40);
  const pool = texts.join(' ');
  const ratio = 0.8;
  let cursor = 0;
  const take = (length: number) => {
    if (cursor + length > pool.length) cursor = 0;
    const piece = pool.slice(cursor, cursor + length);
    cursor += length;
    return piece;
  };
  const pages: ExtractedPage[] = built.map((p) => ({route: p.r, title: p.t, sections: p.s}));
  for (const page of inventory) {
    const route = routeOfDoc(page.file);
    if (builtRoutes.has(route)) continue;
    const slug = createSlugger();
    const headings = page.headings.filter(([level]) => level === 2 || level === 3);
    const size = Math.round(page.bytes * ratio);
    const per = Math.max(40, Math.floor(size / (headings.length + 1)));
    pages.push({
      route,
      title: page.title,
      sections: [{x: take(per)}, ...headings.map(([level, text]) => ({h: text, a: slug(text), l: level, x: take(per)}))],
    });
  }
  pages.sort((a, b) => (a.route < b.route ? -1 : 1));
  const titles = buildTitles(pages);
  const fullText: Record<string, FullTextFile> = {};
  const raw: Record<string, string> = {[TITLES_FILE]: JSON.stringify(titles)};
  for (const locale of Object.values(options.locales)) {
    const ofLocale = pages.filter((p) => localeForPath(options, p.route)[1].lang === locale.lang);
    fullText[locale.lang] = buildFullText(locale.lang, ofLocale);
    raw[fullTextFile(locale.lang)] = JSON.stringify(fullText[locale.lang]);
  }
  return {titles, fullText, raw};
}

function report(name: string, files: Files): void {
  const pageCount = files.titles.pages.length;
  console.log(`\n## ${name}: ${pageCount} pages`);

  const index = prepareSuggestIndex(files.titles, localeOf);
  const keystrokes: Array<() => unknown> = [];
  for (const query of SUGGEST_QUERIES) {
    const locale = /[а-я]/i.test(query) ? '/finance/ru/' : '/';
    for (let i = 1; i <= query.length; i += 1) {
      const typed = query.slice(0, i);
      keystrokes.push(() => suggest(index, typed, {locale, max: MAX_SUGGESTIONS}));
    }
  }
  const suggestTime = time(keystrokes, 200);
  console.log(
    `suggestions: median ${ms(suggestTime.median)} per keystroke (slowest ${ms(suggestTime.max)}; ${keystrokes.length} keystrokes)  target < 2 ms`,
  );

  for (const [lang, file] of Object.entries(files.fullText)) {
    const loadStart = performance.now();
    const loaded = loadFullText(JSON.parse(JSON.stringify(file)) as FullTextFile);
    const loadTime = performance.now() - loadStart;
    const queries = lang === 'ru' ? RU_QUERIES : FULLTEXT_QUERIES;
    const counts = queries.map((q) => searchFullText(loaded, q).length);
    const searchTime = time(queries.map((q) => () => searchFullText(loaded, q)), 10);
    const pageTime = time(
      queries.map((q) => () => searchFullText(loaded, q).slice(0, 20).map((r) => viewResult(r, q))),
      10,
    );
    console.log(
      `full text (${lang}, ${file.pages.length} pages): median query ${ms(searchTime.median)} (slowest ${ms(searchTime.max)}), ` +
        `with 20 snippets ${ms(pageTime.median)}; index load ${ms(loadTime)}; results per query ${counts.join('/')}  target < 30 ms`,
    );
  }

  for (const [fileName, text] of Object.entries(files.raw)) {
    const note = fileName === TITLES_FILE ? '  target < 100 KB gzipped' : '';
    console.log(`${INDEX_DIR}/${fileName}: ${kb(gzip(text))} gzipped (${kb(text.length)} raw)${note}`);
  }
}

const dir = path.resolve(process.argv[2] ?? path.join('build', INDEX_DIR));
if (!fs.existsSync(path.join(dir, TITLES_FILE))) {
  console.error(`No search index in ${dir}: run \`npx docusaurus build\` first.`);
  process.exit(1);
}
const built = readFiles(dir);
console.log(`Search benchmark (Node ${process.version}, ${os.cpus().length} CPUs)`);
report(`built site (${path.relative(process.cwd(), dir)})`, built);
if (built.titles.pages.length < 696 && fs.existsSync(INVENTORY)) {
  report('full-size site (built pages + the rest of the inventory)', fullSize(built));
}
