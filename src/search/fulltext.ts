/**
 * Full-text search with MiniSearch: the index options shared by the build and
 * the browser, building an index file, and querying it with the ranking the
 * results page shows (a title match beats a header match beats a body match).
 */
import MiniSearch, {type Options, type SearchResult} from 'minisearch';
import {coverage, findHits, snippet, type Segment} from './snippet';
import {MIN_PREFIX_LENGTH, queryTerms, term, termMatches, words} from './text';
import {
  INDEX_VERSION,
  type ExtractedPage,
  type FullTextFile,
  type FullTextPage,
  type Section,
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

/** The full-text index file of one language. */
export function buildFullText(lang: string, pages: readonly ExtractedPage[]): FullTextFile {
  const index = new MiniSearch<IndexedDocument>(MINISEARCH_OPTIONS);
  const filePages: FullTextPage[] = pages.map((page) => ({
    r: page.route,
    t: page.title,
    s: page.sections,
  }));
  index.addAll(
    filePages.map((page, id) => ({
      id,
      title: page.t,
      headings: page.s.flatMap((s) => (s.h ? [s.h] : [])).join('\n'),
      text: page.s.map((s) => s.x).join('\n'),
    })),
  );
  return {v: INDEX_VERSION, lang, pages: filePages, index: index.toJSON()};
}

export interface FullTextIndex {
  pages: readonly FullTextPage[];
  search: MiniSearch<IndexedDocument>;
}

/** Loads an index file read from the build. */
export function loadFullText(file: FullTextFile): FullTextIndex {
  return {pages: file.pages, search: MiniSearch.loadJS(file.index, MINISEARCH_OPTIONS)};
}

/** Where the query matched a page, best first. */
export type Tier = 'title' | 'header' | 'body';
const TIER_RANK: Record<Tier, number> = {title: 3, header: 2, body: 1};

export interface FullTextResult {
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
  return (
    TIER_RANK[b.tier] - TIER_RANK[a.tier] || b.score - a.score || a.page.r.localeCompare(b.page.r)
  );
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

function bestSection(page: FullTextPage, terms: readonly string[], tier: Tier): Section | undefined {
  let best: Section | undefined;
  let bestKey = [-1, -1];
  for (const section of page.s) {
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
 * The view of a result: for a header match, the matching header's section;
 * for a body match, the section where the words are; for a title match, the
 * page itself, with the snippet from where the words appear in its text.
 */
export function viewResult(result: FullTextResult, query: string): ResultView {
  const terms = queryTerms(query);
  const section = bestSection(result.page, terms, result.tier);
  const linkSection = result.tier !== 'title' && section?.a ? section : undefined;
  return {
    href: result.page.r + (linkSection ? `#${linkSection.a}` : ''),
    title: result.page.t,
    header: linkSection?.h,
    snippet: section ? snippet(section.x, terms) : [],
  };
}
