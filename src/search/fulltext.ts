/**
 * Full-text search with MiniSearch: the index options shared by the build and
 * the browser, building the index fragments, loading the ones a query needs,
 * and querying them with the ranking the results page shows (a title match
 * beats a header match beats a body match).
 */
import MiniSearch, {type Options, type SearchResult} from 'minisearch';
import {coverage, findHits, snippet, type Segment} from './snippet';
import {MIN_PREFIX_LENGTH, queryTerms, term, termMatches, words} from './text';
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
}

type Field = 'title' | 'headings' | 'text';

/** The MiniSearch options; the build and the browser must use the same ones. */
export const MINISEARCH_OPTIONS: Options<IndexedDocument> = {
  fields: ['title', 'headings', 'text'],
  storeFields: [],
  tokenize: words,
  processTerm: term,
  searchOptions: {
    combineWith: 'AND',
    prefix: (queryTerm) => queryTerm.length >= MIN_PREFIX_LENGTH,
    boost: {title: 6, headings: 3, text: 1},
  },
};

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
    texts: pages.map((page) => ({v: INDEX_VERSION, s: page.sections})),
  };
}

/** The shards a query needs: one per query term, if the index has it. */
export function shardsForQuery(meta: FullTextMeta, query: string): string[] {
  const present = new Set(meta.shards);
  return [...new Set(queryTerms(query).map(shardKey))].filter((key) => present.has(key));
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

/** Where the query matched a page, best first. */
export type Tier = 'title' | 'header' | 'body';
const TIER_RANK: Record<Tier, number> = {title: 3, header: 2, body: 1};

export interface FullTextResult {
  /** The page's id: its position in the meta file, and the name of its text file. */
  id: number;
  page: FullTextPage;
  tier: Tier;
  score: number;
}

/**
 * The tier of a MiniSearch result: `title` when every query term matched the
 * title, `header` when every term matched the title or a header, else `body`.
 */
export function tierOf(match: SearchResult['match'], terms: readonly string[]): Tier {
  const fieldsOf = (queryTerm: string): Set<string> => {
    const fields = new Set<string>();
    for (const [documentTerm, inFields] of Object.entries(match)) {
      if (termMatches(documentTerm, queryTerm)) {
        inFields.forEach((f) => fields.add(f));
      }
    }
    return fields;
  };
  const perTerm = terms.map(fieldsOf);
  if (perTerm.length === 0) {
    return 'body';
  }
  if (perTerm.every((f) => f.has('title' satisfies Field))) {
    return 'title';
  }
  if (perTerm.every((f) => f.has('title') || f.has('headings' satisfies Field))) {
    return 'header';
  }
  return 'body';
}

/** Orders results: tier, then score, then route. */
export function compareResults(a: FullTextResult, b: FullTextResult): number {
  return TIER_RANK[b.tier] - TIER_RANK[a.tier] || b.score - a.score || a.page.r.localeCompare(b.page.r);
}

/** Every page that matches all the query's words, ranked. An empty query finds nothing. */
export function searchFullText(index: FullTextIndex, query: string): FullTextResult[] {
  const terms = queryTerms(query);
  if (terms.length === 0) {
    return [];
  }
  return index.search
    .search(query)
    .map((result) => ({
      id: result.id as number,
      page: index.pages[result.id as number]!,
      tier: tierOf(result.match, terms),
      score: result.score,
    }))
    .sort(compareResults);
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
  const terms = queryTerms(query);
  const section = text ? bestSection(text.s, terms, result.tier) : undefined;
  const linkSection = result.tier !== 'title' && section?.a ? section : undefined;
  return {
    href: result.page.r + (linkSection ? `#${linkSection.a}` : ''),
    title: result.page.t,
    header: linkSection?.h,
    snippet: section ? snippet(section.x, terms) : [],
  };
}
