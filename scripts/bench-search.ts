/**
 * `npm run bench:search`: how fast and how big the local search is.
 *
 * Reads the index files of a build (build/search-index/, or the folder given
 * as the first argument) and prints:
 *
 * - the median time to compute the suggestions for one keystroke;
 * - the median time of a full-text query (ranking only, and with the snippets
 *   of the first 20 results, as the results page renders them);
 * - the gzipped size of the index files, and what one query fetches: the
 *   locale's meta file, the term shards of its words and the page texts of
 *   the first screen of results.
 *
 * While the built site has fewer than 696 pages, the same figures follow for a
 * full-size model of it: the built pages repeated under other routes.
 *
 * Targets: a suggestion under 2 ms, a full-text query under 30 ms, the
 * suggestion index under 100 KB gzipped (issue 4); at most 150 KB gzipped of
 * index fetched per query on the full site (issue 15).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {performance} from 'node:perf_hooks';
import {localeForPath} from '../src/config/themeOptions';
import {localeOf, themeOptions as options} from '../tests/support/settings';
import {
  buildFullText,
  loadFullText,
  searchFullText,
  shardsForQuery,
  viewResult,
  type FullTextFiles,
} from '../src/search/fulltext';
import {prepareSuggestIndex, suggest} from '../src/search/suggest';
import {FINANCE_RU} from '../src/site';
import {
  KINDS,
  rankers,
  readQueries,
  score,
  SPLIT_SEED,
  type Half,
  type Rankers,
  type Scores,
} from './search-relevance';
import {
  INDEX_DIR,
  metaFile,
  pageTextFile,
  shardFile,
  TITLES_FILE,
  type ExtractedPage,
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

/** The fragments of one locale's full-text index, as the build wrote them (or as built here). */
interface LocaleIndex {
  files: FullTextFiles;
  /** Gzipped size of each fragment, by file name. */
  meta: number;
  shards: Map<string, number>;
  texts: number[];
}

function sized(files: FullTextFiles): LocaleIndex {
  return {
    files,
    meta: gzip(JSON.stringify(files.meta)),
    shards: new Map([...files.shards].map(([key, shard]) => [key, gzip(JSON.stringify(shard))])),
    texts: files.texts.map((text) => gzip(JSON.stringify(text))),
  };
}

function readLocale(dir: string, lang: string): LocaleIndex | null {
  const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as T;
  if (!fs.existsSync(path.join(dir, metaFile(lang)))) {
    return null;
  }
  const meta = read<FullTextMeta>(metaFile(lang));
  return sized({
    meta,
    shards: new Map(meta.shards.map((key) => [key, read<TermShard>(shardFile(lang, key))])),
    texts: meta.pages.map((_page, id) => read<PageText>(pageTextFile(lang, id))),
  });
}

/**
 * The same locale at `count` pages: the built pages, then copies of them under other routes
 * until there are enough. A stand-in for the full site (696 pages) while it is being written.
 */
function grown(index: LocaleIndex, count: number): LocaleIndex {
  const {meta, texts} = index.files;
  const pages: ExtractedPage[] = Array.from({length: count}, (_, i) => {
    const id = i % meta.pages.length;
    const copy = Math.floor(i / meta.pages.length);
    return {
      route: copy ? `${meta.pages[id]!.r}~${copy}` : meta.pages[id]!.r,
      title: meta.pages[id]!.t,
      sections: texts[id]!.s,
    };
  });
  return sized(buildFullText(meta.lang, pages));
}

/** Results whose text the results page fetches at once: about one screen. */
const FIRST_SCREEN = 10;

function reportFullText(name: string, index: LocaleIndex, queries: readonly string[]): void {
  const {files} = index;
  const loaded = loadFullText(files.meta, files.shards.values());
  const counts = queries.map((q) => searchFullText(loaded, q).length);
  const searchTime = time(
    queries.map((q) => () => searchFullText(loaded, q)),
    10,
  );
  const pageTime = time(
    queries.map(
      (q) => () =>
        searchFullText(loaded, q)
          .slice(0, 20)
          .map((r) => viewResult(r, files.texts[r.id]!, q)),
    ),
    10,
  );
  const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);
  console.log(
    `full text (${name}, ${files.meta.pages.length} pages): median query ${ms(searchTime.median)} ` +
      `(slowest ${ms(searchTime.max)}), with 20 snippets ${ms(pageTime.median)}; ` +
      `results per query ${counts.join('/')}  target < 30 ms`,
  );
  console.log(
    `  fragments: meta ${kb(index.meta)}, ${index.shards.size} term shards (${kb(sum(index.shards.values()))}, ` +
      `largest ${kb(Math.max(...index.shards.values()))}), ${index.texts.length} page texts ` +
      `(${kb(sum(index.texts))}, largest ${kb(Math.max(...index.texts))}), all gzipped`,
  );
  const fetched = queries.map((q) => {
    const shards = sum(shardsForQuery(files.meta, q).map((key) => index.shards.get(key)!));
    const texts = sum(
      searchFullText(loaded, q)
        .slice(0, FIRST_SCREEN)
        .map((r) => index.texts[r.id]!),
    );
    return {q, total: index.meta + shards + texts, shards, texts};
  });
  const worst = fetched.reduce((a, b) => (b.total > a.total ? b : a));
  console.log(
    `  fetched per query (meta + shards + first ${FIRST_SCREEN} page texts, gzipped): median ` +
      `${kb(median(fetched.map((f) => f.total)))}, largest ${kb(worst.total)} ("${worst.q}": shards ` +
      `${kb(worst.shards)}, texts ${kb(worst.texts)})  target <= 150 KB; a repeated query: 0 KB`,
  );
}

function report(name: string, titles: TitlesFile, titlesRaw: string, locales: Map<string, LocaleIndex>): void {
  console.log(`\n## ${name}: ${titles.pages.length} pages`);

  const index = prepareSuggestIndex(titles, localeOf);
  const keystrokes: Array<() => unknown> = [];
  for (const query of SUGGEST_QUERIES) {
    const locale = /[а-я]/i.test(query) ? FINANCE_RU : '/';
    for (let i = 1; i <= query.length; i += 1) {
      const typed = query.slice(0, i);
      keystrokes.push(() => suggest(index, typed, {locale, max: MAX_SUGGESTIONS}));
    }
  }
  const suggestTime = time(keystrokes, 200);
  console.log(
    `suggestions: median ${ms(suggestTime.median)} per keystroke (slowest ${ms(suggestTime.max)}; ${keystrokes.length} keystrokes)  target < 2 ms`,
  );
  console.log(
    `${INDEX_DIR}/${TITLES_FILE}: ${kb(gzip(titlesRaw))} gzipped (${kb(titlesRaw.length)} raw)  target < 100 KB`,
  );
  for (const [lang, locale] of locales) {
    reportFullText(lang, locale, lang === 'ru' ? RU_QUERIES : FULLTEXT_QUERIES);
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
for (const locale of Object.values(options.locales)) {
  const index = readLocale(dir, locale.lang);
  if (index) {
    locales.set(locale.lang, index);
  }
}
console.log(`Search benchmark (Node ${process.version}, ${os.cpus().length} CPUs)`);
report(`built site (${path.relative(process.cwd(), dir)})`, titles, titlesRaw, locales);

// Relevance: does the expected page come first, or in the top 5, for the queries readers type?
// Figures for both halves of the set; only the tuning half's misses can be listed.
const queries = readQueries();
const langOf = (route: string) => localeForPath(options, route)[1].lang;
const rank = rankers(
  new Map([...locales].map(([lang, index]) => [lang, {meta: index.files.meta, texts: index.files.texts}])),
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

// The full site: 696 pages, each locale grown in proportion to its share of the built pages,
// while the built site is smaller.
const FULL_SITE = 696;
if (titles.pages.length < FULL_SITE) {
  const scale = FULL_SITE / titles.pages.length;
  const grownLocales = new Map(
    [...locales].map(([lang, index]) => [lang, grown(index, Math.round(index.files.meta.pages.length * scale))]),
  );
  const grownTitles: TitlesFile = {
    ...titles,
    pages: Array.from({length: FULL_SITE}, (_, i) => titles.pages[i % titles.pages.length]!),
  };
  report(
    `full-size model (built pages repeated to ${FULL_SITE})`,
    grownTitles,
    JSON.stringify(grownTitles),
    grownLocales,
  );
}
