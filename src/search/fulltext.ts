/**
 * Full-text search with MiniSearch: the index options shared by the build and the browser, building
 * the index fragments, loading the ones a query needs, and ranking pages by field and by role.
 *
 * A page's score is
 *
 *   prior × (NAME_WEIGHT × its best name's score + TEXT_WEIGHT × its BM25 score / the best BM25)
 *         × (1, or PARTIAL × coverage when it lacks a required word)
 *
 * where a name is its title, an alias, a header or a link text (names.ts, the suggestions' rule:
 * the whole query on a title or header beats words spread over the page) and BM25 weighs title,
 * headers, hidden names, route and text. Words on most pages weigh almost nothing and need not
 * match; the prior puts reference and landing pages before examples and lists (roles.ts).
 */
import MiniSearch, {type Options, type Query, type SearchResult} from 'minisearch';
import {headersOf} from './build';
import {isRequired, prepareQuery, type PreparedQuery} from './match';
import {nameQuery, prepareNames, priorOf, routeWords, scoreNames, type NamedPage, type NamesIndex} from './names';
import {coverage, findHits, snippet, type Segment} from './snippet';
import {MIN_PREFIX_LENGTH, term, termMatches, words} from './text';
import {
  INDEX_VERSION,
  type FullTextMeta,
  type IndexedPage,
  type PageText,
  type Section,
  type TermShard,
  type TitlesFile,
} from './types';

interface IndexedDocument {
  id: number;
  title: string;
  headings: string;
  text: string;
  /** The words of the page's route: what a section's landing page is about when its title is generic. */
  path: string;
  /** Its hidden names: old titles, old sidebar labels, the texts of links to it. */
  aliases: string;
}

/** The MiniSearch options; the build and the browser must use the same ones. */
export const MINISEARCH_OPTIONS: Options<IndexedDocument> = {
  fields: ['title', 'headings', 'text', 'path', 'aliases'],
  storeFields: [],
  tokenize: (text) => words(text),
  processTerm: (text) => term(text),
  searchOptions: {
    combineWith: 'OR',
    prefix: (queryTerm) => queryTerm.length >= MIN_PREFIX_LENGTH,
    boost: {title: 6, headings: 3, text: 1, path: 2, aliases: 3},
    // queries arrive as processed terms (`prepareQuery`)
    tokenize: (queryTerm) => [queryTerm],
    processTerm: (queryTerm) => queryTerm,
  },
};

/** The fragments of one language's full-text index (see types.ts), before they are written. */
export interface FullTextFiles {
  meta: FullTextMeta;
  /** By key. */
  shards: Map<string, TermShard>;
  /** By page id. */
  texts: Map<number, PageText>;
}

/** Letters of a term that pick its shard. */
const SHARD_KEY_LENGTH = 2;

/**
 * The shard of an indexed term. A query term of at least MIN_PREFIX_LENGTH (≥ 2)
 * letters finds every term it begins, and all of them share its shard.
 */
export function shardKey(t: string): string {
  return Array.from(t).slice(0, SHARD_KEY_LENGTH).join('');
}

/** A page of the index with its id: its position in the titles file. */
export type IdentifiedPage = IndexedPage & {id: number};

/** The fragments of one language's full-text index. */
export function buildFullText(lang: string, pages: readonly IdentifiedPage[]): FullTextFiles {
  const search = new MiniSearch<IndexedDocument>(MINISEARCH_OPTIONS);
  search.addAll(
    pages.map((page) => ({
      id: page.id,
      title: page.title,
      headings: headersOf(page)
        .map((h) => h.h)
        .join('\n'),
      text: page.sections.map((s) => s.x).join('\n'),
      path: routeWords(page.route),
      aliases: [...(page.aliases ?? []), ...(page.linkTexts ?? [])].join('\n'),
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
    meta: {v: INDEX_VERSION, lang, shards: [...shards.keys()].sort(), index: rest},
    shards,
    texts: new Map(pages.map((page) => [page.id, {v: INDEX_VERSION, s: page.sections.map(snippetSource)}])),
  };
}

/**
 * Characters of a section's text kept for its snippet. The index has all of it; the page text file
 * (fetched per result) keeps the start of each section, where its words are introduced, so that the
 * first screen of results stays within the fetch budget on pages with long tables and code.
 */
export const SNIPPET_SOURCE_LENGTH = 700;

/** A section as its page text file keeps it: the text cut at a word boundary. */
function snippetSource(section: Section): Section {
  if (section.x.length <= SNIPPET_SOURCE_LENGTH) return section;
  const cut = section.x.lastIndexOf(' ', SNIPPET_SOURCE_LENGTH);
  return {...section, x: section.x.slice(0, cut > 0 ? cut : SNIPPET_SOURCE_LENGTH)};
}

/** The distinct terms a query searches for: each word's and its synonyms'. */
function searchTerms(query: PreparedQuery): string[] {
  return [...new Set(query.words.flatMap((w) => w.terms))];
}

/** The shards a query needs: one per query term, if the index has it. */
export function shardsForQuery(meta: FullTextMeta, query: string): string[] {
  const present = new Set(meta.shards);
  const keys = searchTerms(prepareQuery(query, undefined)).map(shardKey);
  return [...new Set(keys)].filter((key) => present.has(key));
}

export interface FullTextIndex {
  names: NamesIndex;
  search: MiniSearch<IndexedDocument>;
}

/**
 * A searchable index from the titles file, the meta file and some of the shards. It answers
 * exactly as the whole index would for any query whose shards are among them: each term's entries
 * are complete in its shard, and scores use only those entries and the field lengths of the meta
 * file.
 */
export function loadFullText(
  titles: TitlesFile | NamesIndex,
  meta: FullTextMeta,
  shards: Iterable<TermShard>,
): FullTextIndex {
  const terms = [...shards].flatMap((shard) => shard.terms);
  return {
    names: 'vocabulary' in titles ? titles : prepareNames(titles),
    search: MiniSearch.loadJS({...meta.index, index: terms}, MINISEARCH_OPTIONS),
  };
}

/**
 * Where the query matched a page: `exact` when the query is one of its names (title, alias, header,
 * link text), `title` when its title or another name of the page holds every required word,
 * `header` when a header does, `body` when its text does, `partial` when the page lacks a required
 * word.
 */
export type Tier = 'exact' | 'title' | 'header' | 'body' | 'partial';

export interface FullTextResult {
  /** The page's id: its position in the titles file, and the name of its text file. */
  id: number;
  page: {r: string; t: string};
  tier: Tier;
  /** The header whose name matched best, when one did: the result links to it. */
  header?: {text: string; anchor: string};
  score: number;
}

/** How much a page's best name counts, against its text. */
export const NAME_WEIGHT = 1;
/** How much a page's text (BM25, relative to the best page's) counts, against its names. */
export const TEXT_WEIGHT = 0.5;
/** The factor of a name that is the whole query (common words aside): more than any text can add. */
export const WHOLE_BONUS = 1.25;
/** The factor of a page that lacks a required word, times its coverage. */
export const PARTIAL = 0.5;
/** A name score from which a page that lacks a word is listed however many pages have them all. */
const STRONG_NAME = 0.5;
/** With fewer results than this from pages that have every required word, the others follow them. */
const FEW_RESULTS = 5;

/** The query's MiniSearch form: any term of any word. */
function miniSearchQuery(query: PreparedQuery): Query {
  return {
    combineWith: 'OR',
    queries: query.words.map((w): Query =>
      w.terms.length === 1 ? w.terms[0]! : {combineWith: 'OR', queries: w.terms},
    ),
  };
}

/** The words of the query that a MiniSearch result has, by the terms it matched. */
function matchedWords(match: SearchResult['match'], query: PreparedQuery): boolean[] {
  const terms = Object.keys(match);
  return query.words.map((w) => terms.some((t) => w.terms.some((q) => termMatches(t, q))));
}

/** Ranks the pages of one result set. */
function rank(index: FullTextIndex, query: PreparedQuery, results: SearchResult[]): FullTextResult[] {
  const q = nameQuery(index.names, query);
  const bestText = Math.max(0, ...results.map((r) => r.score));
  const ranked: Array<FullTextResult & {complete: boolean; nameScore: number}> = [];
  for (const result of results) {
    const page: NamedPage | undefined = index.names.pages[result.id as number];
    if (!page) continue;
    const has = matchedWords(result.match, query);
    const complete = query.words.every((w, i) => has[i] || !isRequired(query, w));
    const covered = query.total > 0 ? query.words.reduce((s, w, i) => s + (has[i] ? w.weight : 0), 0) / query.total : 0;
    const names = scoreNames(index.names, q, page).sort((a, b) => b.score - a.score);
    const best = names[0];
    const nameScore = best?.score ?? 0;
    const text = bestText > 0 ? result.score / bestText : 0;
    const whole =
      best !== undefined && best.match.complete && best.match.coverage >= 0.999 && best.match.precision >= 0.999;
    const score =
      (NAME_WEIGHT * nameScore * (whole ? WHOLE_BONUS : 1) + TEXT_WEIGHT * text * priorOf(page)) *
      (complete ? 1 : PARTIAL * covered);
    const tier: Tier = !complete
      ? 'partial'
      : whole
        ? 'exact'
        : best?.match.complete
          ? best.name.kind === 'header'
            ? 'header'
            : 'title'
          : 'body';
    const header =
      best?.name.kind === 'header' && best.match.complete && best.name.anchor
        ? {text: best.name.name.text, anchor: best.name.anchor}
        : undefined;
    ranked.push({
      id: page.id,
      page: {r: page.route, t: page.title},
      tier,
      ...(header ? {header} : {}),
      score,
      complete,
      nameScore,
    });
  }
  const completeCount = ranked.filter((r) => r.complete).length;
  return ranked
    .filter((r) => r.complete || completeCount < FEW_RESULTS || r.nameScore >= STRONG_NAME)
    .sort((a, b) => b.score - a.score || a.page.r.localeCompare(b.page.r))
    .map(({complete: _complete, nameScore: _nameScore, ...result}) => result);
}

/**
 * Every page that has the query's required words, ranked; pages that lack one follow when those
 * are few, or when a name of theirs matches well ("Requirement Specifications" finds the
 * requirements page, which never says "specifications"). An empty query finds nothing.
 */
export function searchFullText(index: FullTextIndex, query: string): FullTextResult[] {
  const prepared = prepareQuery(query, index.names.counts);
  if (prepared.words.length === 0) {
    return [];
  }
  return rank(index, prepared, index.search.search(miniSearchQuery(prepared)));
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

function bestSection(sections: readonly Section[], terms: readonly string[]): Section | undefined {
  let best: Section | undefined;
  let bestCoverage = -1;
  for (const section of sections) {
    const inText = coverage(findHits(`${section.h ?? ''} ${section.x}`, terms));
    if (inText > bestCoverage) {
      best = section;
      bestCoverage = inText;
    }
  }
  return best;
}

/**
 * The view of a result, given its page's text: for a header match, that header and the snippet of
 * its section; for a title match, the page, with the snippet from where the words appear in its
 * text; for a body match, the section where the words are. Until the text is there (`null`), the
 * page alone.
 */
export function viewResult(result: FullTextResult, text: PageText | null, query: string): ResultView {
  const terms = [...new Set(prepareQuery(query, undefined).words.flatMap((w) => w.terms))];
  const page = {href: result.page.r, title: result.page.t};
  if (!text) {
    return {...page, header: undefined, snippet: []};
  }
  if (result.header) {
    const own = text.s.find((s) => s.a === result.header!.anchor);
    const section = own ?? bestSection(text.s, terms);
    return {
      href: `${result.page.r}#${result.header.anchor}`,
      title: result.page.t,
      header: result.header.text,
      snippet: section ? snippet(section.x, terms) : [],
    };
  }
  const section = bestSection(text.s, terms);
  const linkSection = result.tier !== 'title' && result.tier !== 'exact' && section?.a ? section : undefined;
  return {
    href: result.page.r + (linkSection ? `#${linkSection.a}` : ''),
    title: result.page.t,
    header: linkSection?.h,
    snippet: section ? snippet(section.x, terms) : [],
  };
}
