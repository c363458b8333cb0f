/**
 * Full-text search with MiniSearch: the index options shared by the build and
 * the browser, building the index fragments, loading the ones a query needs,
 * and querying them with the ranking the results page shows (a title match
 * beats a header match beats a body match).
 */
import MiniSearch, {type Options, type Query, type SearchResult} from 'minisearch';
import {coverage, findHits, snippet, type Segment} from './snippet';
import {MIN_PREFIX_LENGTH, nameKey, queryGroups, term, termMatches, words} from './text';
import {
  INDEX_VERSION,
  type ExtractedPage,
  type FullTextMeta,
  type FullTextPage,
  type PageText,
  type Section,
  type TermShard,
} from './types';

interface IndexedDocument {
  id: number;
  title: string;
  headings: string;
  text: string;
  /** The words of the page's route: what a section's landing page is about when its title is generic. */
  path: string;
  /**
   * The keys (`nameKey`) of the names the page answers to exactly, one per line: its title, every
   * header (`####` ones too) and, for a section's landing page, its route's words.
   */
  names: string;
}

type Field = 'title' | 'headings' | 'text' | 'path' | 'names';
const NAMES: Field = 'names';

/** The MiniSearch options; the build and the browser must use the same ones. */
export const MINISEARCH_OPTIONS: Options<IndexedDocument> = {
  fields: ['title', 'headings', 'text', 'path', 'names'],
  storeFields: [],
  // a name key is one term, already processed
  tokenize: (text, field) => (field === NAMES ? text.split('\n').filter(Boolean) : words(text)),
  processTerm: (text, field) => (field === NAMES ? text : term(text)),
  searchOptions: {
    combineWith: 'AND',
    prefix: (queryTerm) => queryTerm.length >= MIN_PREFIX_LENGTH,
    boost: {title: 6, headings: 3, text: 1, path: 2, names: 0},
    // queries arrive as processed terms (`queryGroups`)
    tokenize: (queryTerm) => [queryTerm],
    processTerm: (queryTerm) => queryTerm,
  },
};

/** What the manual's home page is about: the product, by its names. */
const HOME_NAMES = ['ATSD', 'Axibase Time Series Database'];

/**
 * The words of a route: `/api/meta/` is about "api meta", `/sql/api-meta.html` about "sql api
 * meta", and the home page `/` about the product.
 */
export function routeWords(route: string): string {
  if (route === '/') return HOME_NAMES.join(' ');
  return route
    .replace(/\.html$/, '')
    .split(/[/._-]+/)
    .filter(Boolean)
    .join(' ');
}

/** The name keys of a page: title, headers, and a landing page's route words. */
function namesOf(page: ExtractedPage): string {
  const names = [page.title, ...page.sections.flatMap((s) => (s.h ? [s.h] : [])), ...(page.names ?? [])];
  if (page.route === '/') names.push(...HOME_NAMES);
  else if (isLanding(page.route)) names.push(routeWords(page.route));
  return [...new Set(names.map(nameKey).filter(Boolean))].join('\n');
}

/** A section's landing page: its route is a folder. */
function isLanding(route: string): boolean {
  return route.endsWith('/');
}

/** The fragments of one language's full-text index (see types.ts), before they are written. */
export interface FullTextFiles {
  meta: FullTextMeta;
  /** By key. */
  shards: Map<string, TermShard>;
  /** By page id. */
  texts: PageText[];
}

/** Letters of a term that pick its shard. */
const SHARD_KEY_LENGTH = 2;

/**
 * The shard of an indexed term. A query term of at least MIN_PREFIX_LENGTH (≥ 2)
 * letters finds every term it begins, and all of them share its shard.
 */
export function shardKey(term: string): string {
  return Array.from(term).slice(0, SHARD_KEY_LENGTH).join('');
}

/** The fragments of one language's full-text index. */
export function buildFullText(lang: string, pages: readonly ExtractedPage[]): FullTextFiles {
  const search = new MiniSearch<IndexedDocument>(MINISEARCH_OPTIONS);
  search.addAll(
    pages.map((page, id) => ({
      id,
      title: page.title,
      headings: page.sections.flatMap((s) => (s.h ? [s.h] : [])).join('\n'),
      text: page.sections.map((s) => s.x).join('\n'),
      path: routeWords(page.route),
      names: namesOf(page),
    })),
  );
  const {index: terms, ...rest} = search.toJSON();
  const shards = new Map<string, TermShard>();
  for (const entry of terms) {
    const key = shardKey(entry[0]);
    const shard = shards.get(key) ?? {v: INDEX_VERSION, terms: []};
    shard.terms.push(entry);
    shards.set(key, shard);
  }
  return {
    meta: {
      v: INDEX_VERSION,
      lang,
      pages: pages.map((page) => ({r: page.route, t: page.title})),
      shards: [...shards.keys()].sort(),
      index: rest,
    },
    shards,
    texts: pages.map((page) => ({v: INDEX_VERSION, s: page.sections, ...(page.names ? {n: page.names} : {})})),
  };
}

/** The shards a query needs: one per query term, if the index has it. */
export function shardsForQuery(meta: FullTextMeta, query: string): string[] {
  const present = new Set(meta.shards);
  const keys = [...queryGroups(query).flat(), nameKey(query)].filter(Boolean).map(shardKey);
  return [...new Set(keys)].filter((key) => present.has(key));
}

export interface FullTextIndex {
  pages: readonly FullTextPage[];
  search: MiniSearch<IndexedDocument>;
}

/**
 * A searchable index from the meta file and some of the shards. It answers
 * exactly as the whole index would for any query whose shards are among them:
 * each term's entries are complete in its shard, and scores use only those
 * entries and the field lengths of the meta file.
 */
export function loadFullText(meta: FullTextMeta, shards: Iterable<TermShard>): FullTextIndex {
  const terms = [...shards].flatMap((shard) => shard.terms);
  return {pages: meta.pages, search: MiniSearch.loadJS({...meta.index, index: terms}, MINISEARCH_OPTIONS)};
}

/**
 * Where the query matched a page, best first: `exact` when the query is the page's title, one of its
 * headers, or a landing page's route (as name keys); `partial` when the page lacks some of the
 * query's words (shown only after every page that has them all).
 */
export type Tier = 'exact' | 'title' | 'header' | 'body' | 'partial';
const TIER_RANK: Record<Tier, number> = {exact: 5, title: 4, header: 3, body: 2, partial: 1};

export interface FullTextResult {
  /** The page's id: its position in the meta file, and the name of its text file. */
  id: number;
  page: FullTextPage;
  tier: Tier;
  /** How many of the query's word groups the page has (all of them but in the `partial` tier). */
  matched: number;
  score: number;
}

/**
 * The tier of a MiniSearch result: `title` when every query group matched the title or the route
 * ("troubleshooting installation" is what `/installation/troubleshooting.html` is about, and
 * "meta api" what `/api/meta/`, titled "Overview", is), `header` when every group matched the title
 * or a header, else `body`.
 */
export function tierOf(match: SearchResult['match'], groups: readonly string[][]): Tier {
  const fieldsOf = (group: readonly string[]): Set<string> => {
    const fields = new Set<string>();
    for (const [documentTerm, inFields] of Object.entries(match)) {
      if (group.some((queryTerm) => termMatches(documentTerm, queryTerm))) {
        inFields.forEach((f) => fields.add(f));
      }
    }
    return fields;
  };
  const perGroup = groups.map(fieldsOf);
  if (perGroup.length === 0) {
    return 'body';
  }
  const title: Field = 'title';
  const path: Field = 'path';
  const headings: Field = 'headings';
  if (perGroup.every((f) => f.has(title) || f.has(path))) {
    return 'title';
  }
  if (perGroup.every((f) => f.has(title) || f.has(headings))) {
    return 'header';
  }
  return 'body';
}

/** Orders results: tier, then the words they have, then score, then route. */
export function compareResults(a: FullTextResult, b: FullTextResult): number {
  return (
    TIER_RANK[b.tier] - TIER_RANK[a.tier] ||
    b.matched - a.matched ||
    b.score - a.score ||
    a.page.r.localeCompare(b.page.r)
  );
}

/** The MiniSearch query of a query's groups: every group (or, with `OR`, any), and any term of a group. */
function miniSearchQuery(groups: readonly string[][], combineWith: 'AND' | 'OR' = 'AND'): Query {
  return {
    combineWith,
    queries: groups.map((group): Query => (group.length === 1 ? group[0]! : {combineWith: 'OR', queries: group})),
  };
}

/** With fewer results than this from pages that have every word, pages that lack one follow them. */
const FEW_RESULTS = 5;

/**
 * Every page that matches all the query's words, ranked; when they are few, the pages that have
 * most of the words after them (a reader's "mail client setup" finds "Mail Client", which never says
 * "setup"). An empty query finds nothing.
 */
export function searchFullText(index: FullTextIndex, query: string): FullTextResult[] {
  const groups = queryGroups(query);
  if (groups.length === 0) {
    return [];
  }
  const key = nameKey(query);
  const exact = new Set(
    key ? index.search.search(key, {fields: [NAMES], prefix: false, combineWith: 'OR'}).map((r) => r.id as number) : [],
  );
  const toResult = (result: SearchResult, all: boolean): FullTextResult => {
    const id = result.id as number;
    const page = index.pages[id]!;
    const tier = !all ? 'partial' : exact.has(id) ? 'exact' : tierOf(result.match, groups);
    return {id, page, tier, matched: matchedGroups(result.match, groups), score: result.score};
  };
  const results = index.search.search(miniSearchQuery(groups)).map((result) => toResult(result, true));
  if (results.length < FEW_RESULTS && groups.length > 1) {
    const found = new Set(results.map((result) => result.id));
    const partial = index.search.search(miniSearchQuery(groups, 'OR'));
    results.push(
      ...partial.filter((result) => !found.has(result.id as number)).map((result) => toResult(result, false)),
    );
  }
  return results.sort(compareResults);
}

/** How many of the query's groups a result matched. */
function matchedGroups(match: SearchResult['match'], groups: readonly string[][]): number {
  const terms = Object.keys(match);
  return groups.filter((group) => terms.some((t) => group.some((queryTerm) => termMatches(t, queryTerm)))).length;
}

/** What the results page shows for one result. */
export interface ResultView {
  /** Route and anchor to open. */
  href: string;
  title: string;
  /** The header the result points into, if any. */
  header?: string;
  snippet: Segment[];
}

function bestSection(sections: readonly Section[], terms: readonly string[], tier: Tier): Section | undefined {
  let best: Section | undefined;
  let bestKey = [-1, -1];
  for (const section of sections) {
    const inHeader = tier === 'header' && section.h ? coverage(findHits(section.h, terms)) : 0;
    const inText = coverage(findHits(section.x, terms));
    const key = [inHeader, inText];
    if (key[0]! > bestKey[0]! || (key[0] === bestKey[0] && key[1]! > bestKey[1]!)) {
      best = section;
      bestKey = key;
    }
  }
  return best;
}

/**
 * The view of a result, given its page's text: for a header match, the
 * matching header's section; for a body match, the section where the words
 * are; for a title match, the page itself, with the snippet from where the
 * words appear in its text. Until the text is there (`null`), the page alone.
 */
export function viewResult(result: FullTextResult, text: PageText | null, query: string): ResultView {
  const terms = queryGroups(query).flat();
  // an exact match is the page's title (show the page) or a header (show its section)
  const tier = result.tier === 'exact' ? (nameKey(result.page.t) === nameKey(query) ? 'title' : 'header') : result.tier;
  const section = text ? bestSection(text.s, terms, tier) : undefined;
  const linkSection = tier !== 'title' && section?.a ? section : undefined;
  return {
    href: result.page.r + (linkSection ? `#${linkSection.a}` : ''),
    title: result.page.t,
    header: linkSection?.h,
    snippet: section ? snippet(section.x, terms) : [],
  };
}
