/**
 * `npm run bench:search`: how fast, how big and how good the local search is.
 *
 * Reads the index files of a build (build/search-index/, or the folder given as the first
 * argument) and prints:
 *
 * - the median time to compute the suggestions for one keystroke;
 * - the median time of a full-text query (ranking only, and with the snippets of the first 20
 *   results, as the results page renders them);
 * - the gzipped size of the index files, and what one query fetches: the names index (titles
 *   file), the locale's meta file, the term shards of its words and the page texts of the first
 *   screen of results, for a few typical queries and for every query of the relevance set;
 * - the relevance figures of both halves of the relevance set (search-relevance.ts).
 *
 * Targets: a suggestion under 2 ms, a full-text query under 30 ms, the names index under 100 KB
 * gzipped (issue 4); at most 150 KB gzipped fetched per query (issues 15 and 33).
 *
 * RELEVANCE_ONLY=1 prints the relevance figures only; SHOW_MISSES=1 lists the tuning half's misses.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {performance} from 'node:perf_hooks';
import {langOf, localeOf, themeOptions as options} from './support/settings';
import {loadFullText, searchFullText, shardsForQuery, viewResult, type FullTextIndex} from '../src/search/fulltext';
import {prepareNames} from '../src/search/names';
import {prepareSuggestIndex, suggest} from '../src/search/suggest';
import {FINANCE_RU, rootLanguage} from '../src/site';
import {KINDS, rankers, readQueries, score, SPLIT_SEED, type Half, type Rankers, type Scores} from './search-relevance';
import {
  INDEX_DIR,
  metaFile,
  pageTextFile,
  shardFile,
  TITLES_FILE,
  type FullTextMeta,
  type PageText,
  type TermShard,
  type TitlesFile,
} from '../src/search/types';

const MAX_SUGGESTIONS = 10;
const SUGGEST_QUERIES = [
  'series query',
  'entity tags',
  'install',
  'timezone',
  'sql',
  'aggregate',
  'alert',
  'portal',
  'replacement table',
  'e',
  'api',
  'nonexistent',
  'Установка',
  'котировки',
];
const FULLTEXT_QUERIES = [
  'series query',
  'entity tags',
  'install docker',
  'timezone',
  'sql join',
  'aggregate period',
  'alert rule',
  'portal',
  'replacement table',
  'csv upload',
  'forecast',
  'nonexistent words',
];
const RU_QUERIES = ['Установка', 'котировки', 'сделки', 'ATSD'];

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
const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

/** One locale's full-text fragments as the build wrote them, with their gzipped sizes. */
interface LocaleIndex {
  meta: FullTextMeta;
  shards: Map<string, TermShard>;
  /** By page id. */
  texts: Map<number, PageText>;
  size: {meta: number; shards: Map<string, number>; texts: Map<number, number>};
  index: FullTextIndex;
}

function readLocale(dir: string, lang: string, titles: TitlesFile): LocaleIndex | null {
  const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as T;
  if (!fs.existsSync(path.join(dir, metaFile(lang)))) {
    return null;
  }
  const meta = read<FullTextMeta>(metaFile(lang));
  const shards = new Map(meta.shards.map((key) => [key, read<TermShard>(shardFile(lang, key))]));
  const texts = new Map<number, PageText>();
  titles.pages.forEach((_page, id) => {
    if (fs.existsSync(path.join(dir, pageTextFile(lang, id)))) texts.set(id, read<PageText>(pageTextFile(lang, id)));
  });
  return {
    meta,
    shards,
    texts,
    size: {
      meta: gzip(JSON.stringify(meta)),
      shards: new Map([...shards].map(([key, shard]) => [key, gzip(JSON.stringify(shard))])),
      texts: new Map([...texts].map(([id, text]) => [id, gzip(JSON.stringify(text))])),
    },
    index: loadFullText(prepareNames(titles), meta, shards.values()),
  };
}

/** Results whose text the results page fetches at once: about one screen. */
const FIRST_SCREEN = 10;

/** What a query fetches from nothing (gzipped): the titles file, the meta file, its shards, the first screen's texts. */
function fetchedBy(locale: LocaleIndex, titlesSize: number, query: string) {
  const shards = sum(shardsForQuery(locale.meta, query).map((key) => locale.size.shards.get(key)!));
  const texts = sum(
    searchFullText(locale.index, query)
      .slice(0, FIRST_SCREEN)
      .map((r) => locale.size.texts.get(r.id) ?? 0),
  );
  return {query, total: titlesSize + locale.size.meta + shards + texts, shards, texts};
}

function reportFetched(name: string, fetched: Array<ReturnType<typeof fetchedBy>>): void {
  const worst = fetched.reduce((a, b) => (b.total > a.total ? b : a));
  console.log(
    `  fetched per query, ${name} (titles + meta + shards + first ${FIRST_SCREEN} page texts, gzipped): median ` +
      `${kb(median(fetched.map((f) => f.total)))}, largest ${kb(worst.total)} ("${worst.query}": shards ` +
      `${kb(worst.shards)}, texts ${kb(worst.texts)})  target <= 150 KB; a repeated query: 0 KB`,
  );
}

function reportFullText(lang: string, locale: LocaleIndex, titlesSize: number, queries: readonly string[]): void {
  const {index} = locale;
  const counts = queries.map((q) => searchFullText(index, q).length);
  const searchTime = time(
    queries.map((q) => () => searchFullText(index, q)),
    10,
  );
  const pageTime = time(
    queries.map(
      (q) => () =>
        searchFullText(index, q)
          .slice(0, 20)
          .map((r) => viewResult(r, locale.texts.get(r.id)!, q)),
    ),
    10,
  );
  console.log(
    `full text (${lang}, ${locale.texts.size} pages): median query ${ms(searchTime.median)} ` +
      `(slowest ${ms(searchTime.max)}), with 20 snippets ${ms(pageTime.median)}; ` +
      `results per query ${counts.join('/')}  target < 30 ms`,
  );
  console.log(
    `  fragments: meta ${kb(locale.size.meta)}, ${locale.size.shards.size} term shards (${kb(sum(locale.size.shards.values()))}, ` +
      `largest ${kb(Math.max(...locale.size.shards.values()))}), ${locale.size.texts.size} page texts ` +
      `(${kb(sum(locale.size.texts.values()))}, largest ${kb(Math.max(...locale.size.texts.values()))}), all gzipped`,
  );
  reportFetched(
    'typical queries',
    queries.map((q) => fetchedBy(locale, titlesSize, q)),
  );
}

function report(name: string, titles: TitlesFile, titlesRaw: string, locales: Map<string, LocaleIndex>): void {
  console.log(`\n## ${name}: ${titles.pages.length} pages`);

  const index = prepareSuggestIndex(titles, localeOf);
  const keystrokes: Array<() => unknown> = [];
  for (const query of SUGGEST_QUERIES) {
    const locale = /[а-я]/i.test(query) ? FINANCE_RU : rootLanguage(options).path;
    for (let i = 1; i <= query.length; i += 1) {
      const typed = query.slice(0, i);
      keystrokes.push(() => suggest(index, typed, {locale, max: MAX_SUGGESTIONS}));
    }
  }
  const suggestTime = time(keystrokes, 50);
  console.log(
    `suggestions: median ${ms(suggestTime.median)} per keystroke (slowest ${ms(suggestTime.max)}; ${keystrokes.length} keystrokes)  target < 2 ms`,
  );
  console.log(
    `${INDEX_DIR}/${TITLES_FILE}: ${kb(gzip(titlesRaw))} gzipped (${kb(titlesRaw.length)} raw)  target < 100 KB`,
  );
  for (const [lang, locale] of locales) {
    reportFullText(lang, locale, gzip(titlesRaw), lang === 'ru' ? RU_QUERIES : FULLTEXT_QUERIES);
  }
}

const dir = path.resolve(process.argv[2] ?? path.join('build', INDEX_DIR));
if (!fs.existsSync(path.join(dir, TITLES_FILE))) {
  console.error(`No search index in ${dir}: run \`npx docusaurus build\` first.`);
  process.exit(1);
}
const titlesRaw = fs.readFileSync(path.join(dir, TITLES_FILE), 'utf8');
const titles = JSON.parse(titlesRaw) as TitlesFile;
const locales = new Map<string, LocaleIndex>();
for (const locale of options.languages) {
  const index = readLocale(dir, locale.lang, titles);
  if (index) {
    locales.set(locale.lang, index);
  }
}
console.log(`Search benchmark (Node ${process.version}, ${os.cpus().length} CPUs)`);
const relevanceOnly = process.env.RELEVANCE_ONLY === '1';
if (!relevanceOnly) report(`built site (${path.relative(process.cwd(), dir)})`, titles, titlesRaw, locales);

// Relevance: does the expected page come first, or in the top 5, for the queries readers type?
// Figures for both halves of the set; only the tuning half's misses can be listed.
const queries = readQueries();
const rank = rankers(
  new Map(
    [...locales].map(([lang, index]) => [lang, {meta: index.meta, shards: index.shards.values(), texts: index.texts}]),
  ),
  titles,
  localeOf,
  langOf,
);
const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
const figures = (s: Scores) => `@1 ${pct(s.at1)}  @5 ${pct(s.at5)}  MRR@10 ${s.mrr10.toFixed(3)}`;
const halves: Half[] = ['tuning', 'held-out'];
console.log(
  `\n## Relevance: ${queries.length} queries (scripts/search-queries.tsv, search-queries-collected.tsv), ` +
    `split by seed "${SPLIT_SEED}"`,
);
console.log('targets on the held-out half: full text @5 >= 90%, MRR@10 >= 0.8; suggestions @5 >= 60%');
const tuningMisses: Scores[] = [];
for (const half of halves) {
  const inHalf = queries.filter((q) => q.half === half);
  const fullText = score(inHalf, rank.fullText);
  const suggestions = score(inHalf, rank.suggestions);
  console.log(`\n${half} half (${inHalf.length} queries)`);
  console.log(`  all            full text ${figures(fullText)} | suggestions ${figures(suggestions)}`);
  for (const kind of KINDS) {
    const ofKind = inHalf.filter((q) => q.kind === kind);
    if (ofKind.length === 0) continue;
    console.log(
      `  ${kind.padEnd(14)} full text ${figures(score(ofKind, rank.fullText))} | ` +
        `suggestions ${figures(score(ofKind, rank.suggestions))}  (${ofKind.length})`,
    );
  }
  // the unseen set's mix: half inbound links, half the old manual's own links
  const links = (['inbound-link', 'old-link'] as const).map((kind) => inHalf.filter((q) => q.kind === kind));
  const mean = (pick: (s: Scores) => number, ranker: Rankers[keyof Rankers]) =>
    links.reduce((sum, set) => sum + pick(score(set, ranker)), 0) / links.length;
  console.log(
    `  links 50/50    full text @5 ${pct(mean((s) => s.at5, rank.fullText))}  MRR@10 ` +
      `${mean((s) => s.mrr10, rank.fullText).toFixed(3)} | suggestions @5 ${pct(mean((s) => s.at5, rank.suggestions))}`,
  );
  if (half === 'tuning') tuningMisses.push(fullText, suggestions);
}
const showMisses = process.env.SHOW_MISSES === '1';
for (const [name, s] of [
  ['full text', tuningMisses[0]!],
  ['suggestions', tuningMisses[1]!],
] as const) {
  console.log(`tuning half, ${name} misses (${s.misses.length})${showMisses ? ':' : '; SHOW_MISSES=1 lists them'}`);
  if (showMisses) {
    for (const miss of s.misses) {
      console.log(
        `  [${miss.kind}] "${miss.query}" -> ${miss.route}: rank ${miss.rank ?? 'none'}; first ${miss.first.join(', ') || '(nothing)'}`,
      );
    }
  }
}

// What every query of the set fetches, with the built index.
if (!relevanceOnly) {
  console.log('');
  for (const [lang, locale] of locales) {
    const ofLang = queries.filter((q) => langOf(q.route) === lang);
    if (ofLang.length)
      reportFetched(
        `${lang}, all ${ofLang.length} queries of the set`,
        ofLang.map((q) => fetchedBy(locale, gzip(titlesRaw), q.query)),
      );
  }
}
