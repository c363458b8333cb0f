/**
 * Relevance of the local search over the relevance set: `scripts/search-queries.tsv` (written by
 * hand) and `scripts/search-queries-collected.tsv` (link texts, old titles and sidebar labels,
 * written by `search-queries-collect.ts`). For each query, where its expected page comes in the
 * full-text results and in the suggestions. Printed by `npm run bench:search` as success@1,
 * success@5 and MRR@10, for the tuning half and the held-out half of the set.
 *
 * The names index is rebuilt here with the current code, and the build's full-text index is ranked
 * by the current code, so a change to ranking is measured without a new site build.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {aliasesOf} from '../src/search/aliases';
import {buildTitles} from '../src/search/build';
import {loadFullText, searchFullText, type FullTextIndex} from '../src/search/fulltext';
import {prepareNames} from '../src/search/names';
import {prepareSuggestIndex, suggest, type SuggestIndex} from '../src/search/suggest';
import {slugify} from '../src/lib/slugify';
import type {FullTextMeta, IndexedPage, PageText, TermShard, TitlesFile} from '../src/search/types';

/** Where a query comes from; see the files' headers. */
export const KINDS = ['written', 'name', 'question', 'old-title', 'old-sidebar', 'old-link', 'inbound-link'] as const;
export type Kind = (typeof KINDS)[number];

export type Half = 'tuning' | 'held-out';

export interface RelevanceQuery {
  query: string;
  /** The page that answers it. */
  route: string;
  /** The section that answers it, where one does. */
  anchor?: string;
  kind: Kind;
  /** Where the query was found or who wrote it. */
  source: string;
  half: Half;
}

/** The seed of the split. Changing it reshuffles the halves: never change it to better a figure. */
export const SPLIT_SEED = 'atsd-search-issue-33';

/** A query as the split sees it: the same words in any case or spacing are one query. */
function normalized(query: string): string {
  return query.toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The half of a query: a hash of the seed and the query's words, so a query keeps its half when
 * lines are added or removed, and one text that leads to several pages is in one half only.
 */
export function halfOf(query: string, seed = SPLIT_SEED): Half {
  const digest = createHash('sha256')
    .update(`${seed}\n${normalized(query)}`)
    .digest();
  return digest[0]! % 2 === 0 ? 'tuning' : 'held-out';
}

const FILES = ['search-queries.tsv', 'search-queries-collected.tsv'].map((f) => path.join(import.meta.dirname, f));

/**
 * The relevance set: `query<TAB>target<TAB>kind<TAB>source` lines of the given files; `#` starts a
 * comment. A query that leads to the same page twice (a link text used on several pages) is kept
 * once, from the first file that has it.
 */
export function readQueries(files: readonly string[] = FILES): RelevanceQuery[] {
  const seen = new Set<string>();
  const queries: RelevanceQuery[] = [];
  for (const file of files) {
    fs.readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (!line.trim() || line.startsWith('#')) return;
        const [query, target, kind, source, extra] = line.split('\t');
        if (!query || !target?.startsWith('/') || !KINDS.includes(kind as Kind) || !source || extra !== undefined) {
          throw new Error(`${file}:${index + 1}: not "query<TAB>target<TAB>kind<TAB>source": ${JSON.stringify(line)}`);
        }
        const [route = '', anchor] = target.split('#');
        const key = `${normalized(query)}\t${route}`;
        if (seen.has(key)) return;
        seen.add(key);
        queries.push({query, route, ...(anchor ? {anchor} : {}), kind: kind as Kind, source, half: halfOf(query)});
      });
  }
  return queries;
}

export interface Scores {
  count: number;
  at1: number;
  at5: number;
  mrr10: number;
  misses: Array<{query: string; route: string; kind: Kind; rank: number | null; first: string[]}>;
}

/** success@1, success@5, MRR@10 of ranked route lists against their expected routes. */
export function score(queries: readonly RelevanceQuery[], ranked: (query: RelevanceQuery) => string[]): Scores {
  let at1 = 0;
  let at5 = 0;
  let mrr = 0;
  const misses: Scores['misses'] = [];
  for (const query of queries) {
    const routes = ranked(query);
    const position = routes.indexOf(query.route);
    const rank = position < 0 ? null : position + 1;
    if (rank === 1) at1 += 1;
    if (rank !== null && rank <= 5) at5 += 1;
    else misses.push({query: query.query, route: query.route, kind: query.kind, rank, first: routes.slice(0, 3)});
    if (rank !== null && rank <= 10) mrr += 1 / rank;
  }
  const n = queries.length || 1;
  return {count: queries.length, at1: at1 / n, at5: at5 / n, mrr10: mrr / n, misses};
}

/**
 * The pages as the build indexed them, from its titles file and page texts: sections from the
 * texts, `####` headers from the titles, link texts as built, aliases as the repository has them
 * now.
 */
export function pagesOf(
  titles: TitlesFile,
  textOf: (id: number, route: string) => PageText | undefined,
): IndexedPage[] {
  return titles.pages.map((page, id) => {
    const sections = textOf(id, page.r)?.s ?? [];
    const sectionAnchors = new Set(sections.map((s) => s.a));
    const minor = page.h.map(([h, a]) => ({h, a: a ?? slugify(h), s: -1})).filter((m) => !sectionAnchors.has(m.a));
    const aliases = aliasesOf(page.r);
    return {
      route: page.r,
      title: page.t,
      sections,
      ...(minor.length ? {minor} : {}),
      ...(aliases.length ? {aliases} : {}),
      ...(page.l?.length ? {linkTexts: page.l} : {}),
    };
  });
}

/** The ranked routes of each query, full text and suggestions, on indexes made by the current code. */
export interface Rankers {
  fullText: (query: RelevanceQuery) => string[];
  suggestions: (query: RelevanceQuery) => string[];
}

/**
 * The names index is made again by the current code (aliases as the repository has them now, the
 * term counts as built); the full-text index is the build's, ranked by the current code. A change
 * to the full-text index itself (fields, tokenizing) needs scripts/search-reindex.ts first.
 */
export function rankers(
  locales: ReadonlyMap<string, {meta: FullTextMeta; shards: Iterable<TermShard>; texts: ReadonlyMap<number, PageText>}>,
  builtTitles: TitlesFile,
  localeOf: (route: string) => string,
  langOf: (route: string) => string,
): Rankers {
  const pages = pagesOf(builtTitles, (id, route) => locales.get(langOf(route))?.texts.get(id));
  // (the page text files keep the start of each section: count terms as the build did, on all of it)
  const titles: TitlesFile = {...buildTitles(pages), w: builtTitles.w};
  const names = prepareNames(titles);
  const indexes = new Map<string, FullTextIndex>(
    [...locales].map(([lang, {meta, shards}]) => [lang, loadFullText(names, meta, shards)]),
  );
  const suggestIndex: SuggestIndex = prepareSuggestIndex(titles, localeOf);
  return {
    fullText: ({query, route}) => {
      const index = indexes.get(langOf(route));
      return index ? searchFullText(index, query).map((result) => result.page.r) : [];
    },
    suggestions: ({query, route}) =>
      suggest(suggestIndex, query, {locale: localeOf(route), max: 10}).map((s) => s.href.replace(/#.*$/, '')),
  };
}
