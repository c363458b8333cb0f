/**
 * The names index (the titles file, ready to match): every name a page answers to, with how much a
 * match on it counts. The suggestions rank these names; the results page ranks pages by their best
 * name together with their text (fulltext.ts). One scoring for both:
 *
 *   name score = field weight × (coverage × (PRECISION_FLOOR + (1 − PRECISION_FLOOR) × precision))
 *                × role prior
 *
 * where coverage and precision are match.ts's (1 and 1 when the query is the whole name), the field
 * weight says how much the kind of name says about the page (a title more than a link text), and
 * the role prior puts reference pages before the examples that use the same words (roles.ts).
 */
import {slugify} from '../lib/slugify';
import {matchName, prepareName, Vocabulary, type NameMatch, type PreparedName, type PreparedQuery} from './match';
import {ROLE_PRIOR, roleOf, type Role} from './roles';
import type {TermCounts} from './weights';
import type {TitlesFile} from './types';

/** What a name is to its page. */
export type NameKind = 'title' | 'alias' | 'route' | 'header' | 'link';

/** How much a whole match on each kind of name says about the page. */
export const FIELD_WEIGHT: Readonly<Record<NameKind, number>> = {
  title: 1,
  alias: 0.95,
  route: 1,
  header: 0.85,
  link: 0.8,
};

/** How much a name that holds the query but says much else still counts. */
export const PRECISION_FLOOR = 0.5;

/** How much a name that lacks a required query word counts (its coverage counts too). */
const INCOMPLETE = 0.5;

export interface Name {
  kind: NameKind;
  name: PreparedName;
  /** A header's anchor. */
  anchor?: string;
}

export interface NamedPage {
  /** Its position in the titles file: its id in every index file. */
  id: number;
  route: string;
  title: string;
  role: Role;
  names: Name[];
  /** What its headers are in: its title and its route's words. */
  context: PreparedName[];
}

export interface NamesIndex {
  pages: NamedPage[];
  vocabulary: Vocabulary;
  counts: TermCounts;
  /** For each word id, the pages that have it in a name. */
  pagesOfWord: number[][];
}

/** What the manual's home page is about: the product, by its names. */
export const HOME_NAMES = ['ATSD', 'Axibase Time Series Database'];

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

/** Prepares the titles file: every page's names, and which pages hold each word. */
export function prepareNames(file: TitlesFile): NamesIndex {
  const vocabulary = new Vocabulary(file.w);
  const pages = file.pages.map((page, id): NamedPage => {
    const names: Name[] = [{kind: 'title', name: prepareName(page.t, vocabulary)}];
    // a section's landing page is about its route's words ("meta api" is /api/meta/, "Overview")
    const routeNames = page.r === '/' ? HOME_NAMES : page.r.endsWith('/') ? [routeWords(page.r)] : [];
    for (const text of routeNames) names.push({kind: 'route', name: prepareName(text, vocabulary)});
    for (const alias of page.a ?? []) names.push({kind: 'alias', name: prepareName(alias, vocabulary)});
    for (const text of page.l ?? []) names.push({kind: 'link', name: prepareName(text, vocabulary)});
    for (const [text, anchor] of page.h) {
      names.push({kind: 'header', name: prepareName(text, vocabulary), anchor: anchor ?? slugify(text)});
    }
    const context = [names[0]!.name, prepareName(routeWords(page.r), vocabulary)];
    return {id, route: page.r, title: page.t, role: roleOf(page.r, page.t), names, context};
  });
  const pagesOfWord: number[][] = vocabulary.lowers.map(() => []);
  for (const page of pages) {
    for (const id of new Set(page.names.flatMap((n) => n.name.ids))) pagesOfWord[id]!.push(page.id);
  }
  return {pages, vocabulary, counts: file.w, pagesOfWord};
}

/** The score of a match on a name of a kind, before the page's role prior. */
export function nameQuality(match: NameMatch, kind: NameKind): number {
  const quality = match.coverage * (PRECISION_FLOOR + (1 - PRECISION_FLOOR) * match.precision);
  return FIELD_WEIGHT[kind] * quality * (match.complete ? 1 : INCOMPLETE);
}

/** A page's prior by its role. */
export function priorOf(page: NamedPage): number {
  return ROLE_PRIOR[page.role];
}

export interface ScoredName {
  name: Name;
  match: NameMatch;
  /** nameQuality × the page's prior. */
  score: number;
}

/** A query's view of the names index: which words each query word matches, computed once. */
export interface NameQuery {
  query: PreparedQuery;
  matches: Array<Set<number>>;
}

export function nameQuery(index: NamesIndex, query: PreparedQuery): NameQuery {
  return {query, matches: index.vocabulary.matches(query)};
}

/** The ids of the pages that hold a query word in some name. */
export function pagesWithNames(index: NamesIndex, q: NameQuery): Set<number> {
  const found = new Set<number>();
  for (const ids of q.matches) for (const id of ids) for (const page of index.pagesOfWord[id]!) found.add(page);
  return found;
}

/** Every name of the page that the query matches, scored. */
export function scoreNames(index: NamesIndex, q: NameQuery, page: NamedPage): ScoredName[] {
  const prior = priorOf(page);
  const scored: ScoredName[] = [];
  for (const name of page.names) {
    const context = name.kind === 'header' ? page.context : [];
    const match = matchName(q.query, q.matches, name.name, index.vocabulary, context);
    if (match.coverage > 0) scored.push({name, match, score: nameQuality(match, name.kind) * prior});
  }
  return scored;
}
