/**
 * Search suggestions: the pages and headers of the current locale whose names match the query as it
 * is typed, ranked like the results page ranks names (names.ts), at most `max` of them.
 *
 * - A page is suggested once, as the page, when its title or one of its hidden names (old title,
 *   old sidebar label, the texts of links to it) matches; an alias finds the page, the page's
 *   title is what shows.
 * - A header is suggested as `page > header`, linking to its anchor, when it matches better than
 *   the page's own names (at most MAX_HEADERS_PER_PAGE per page).
 * - Words on most pages weigh almost nothing and never block a match; a word typed in capitals
 *   matches only its own forms; the word being typed matches the start of longer words.
 * - Names that match much worse than the best one (below WEAK_SHARE of its score) are left out, so
 *   a good match is not followed by a tail of weak ones; when no name has any query word, names
 *   that contain the query as typed follow the old site's substring rule, so the list is never
 *   empty while some title or header contains the text.
 *
 * Ties: the name that is the query itself, then the shorter name, then the page order of the index.
 */
import {DEFAULT_MAX_SUGGESTIONS} from './combobox';
import {prepareQuery} from './match';
import {nameQuery, pagesWithNames, prepareNames, priorOf, scoreNames, type NamesIndex} from './names';
import type {TitlesFile} from './types';

export {DEFAULT_MAX_SUGGESTIONS} from './combobox';

/** A page's headers suggested at most, besides the page. */
export const MAX_HEADERS_PER_PAGE = 3;

/** Names scoring below this share of the best one are not suggested. */
export const WEAK_SHARE = 0.3;

export interface Suggestion {
  /** Route (relative to the base URL) and anchor. */
  href: string;
  title: string;
  /** The matching header; absent when the page matched. */
  header?: string;
}

/** The suggestion index: the names index, and each page's locale. */
export interface SuggestIndex {
  names: NamesIndex;
  /** By page id. */
  locales: string[];
}

/** Prepares a titles file. `localeOf` names the locale of a route (src/site.ts `sectionAt(…).locale`). */
export function prepareSuggestIndex(file: TitlesFile, localeOf: (route: string) => string): SuggestIndex {
  return {names: prepareNames(file), locales: file.pages.map((page) => localeOf(page.r))};
}

interface Candidate {
  suggestion: Suggestion;
  score: number;
  /** The name is the query itself. */
  exact: boolean;
  length: number;
  order: number;
}

function byRank(a: Candidate, b: Candidate): number {
  return b.score - a.score || Number(b.exact) - Number(a.exact) || a.length - b.length || a.order - b.order;
}

/** The suggestions for a query typed on a page of locale `locale`. */
export function suggest(
  index: SuggestIndex,
  query: string,
  {locale, max = DEFAULT_MAX_SUGGESTIONS}: {locale: string; max?: number},
): Suggestion[] {
  const typed = query.trim().toLowerCase();
  if (!typed || max <= 0) {
    return [];
  }
  const {names} = index;
  const q = nameQuery(names, prepareQuery(query, names.counts, true));
  const found: Candidate[] = [];
  const candidates = [...pagesWithNames(names, q)].filter((id) => index.locales[id] === locale).sort((a, b) => a - b);
  for (const id of candidates) {
    const page = names.pages[id]!;
    const scored = scoreNames(names, q, page);
    const ofPage = scored.filter((s) => s.name.kind !== 'header').sort((a, b) => b.score - a.score)[0];
    const pageScore = ofPage?.score ?? 0;
    if (ofPage) {
      found.push({
        suggestion: {href: page.route, title: page.title},
        score: pageScore,
        exact: ofPage.name.name.text.toLowerCase() === typed,
        length: page.title.length,
        order: id * 1000,
      });
    }
    scored
      .filter((s) => s.name.kind === 'header' && s.score > pageScore)
      .sort((a, b) => b.score - a.score)
      .slice(0, MAX_HEADERS_PER_PAGE)
      .forEach((s) => {
        found.push({
          suggestion: {href: `${page.route}#${s.name.anchor}`, title: page.title, header: s.name.name.text},
          score: s.score,
          exact: s.name.name.text.toLowerCase() === typed,
          length: s.name.name.text.length,
          order: id * 1000 + 1 + page.names.indexOf(s.name),
        });
      });
  }
  if (found.length === 0) {
    return substringMatches(index, typed, locale).slice(0, max);
  }
  const best = Math.max(...found.map((c) => c.score));
  return found
    .filter((c) => c.score >= best * WEAK_SHARE)
    .sort(byRank)
    .slice(0, max)
    .map((c) => c.suggestion);
}

/**
 * The old site's rule, when no name has a query word: titles and headers that contain the text as
 * typed ("stall" in "Installation"), a title once for its page, ranked by the page's prior, then the shorter
 * text.
 */
function substringMatches(index: SuggestIndex, typed: string, locale: string): Suggestion[] {
  const found: Candidate[] = [];
  for (const page of index.names.pages) {
    if (index.locales[page.id] !== locale) continue;
    const prior = priorOf(page);
    if (page.title.toLowerCase().includes(typed)) {
      found.push({
        suggestion: {href: page.route, title: page.title},
        score: prior,
        exact: false,
        length: page.title.length,
        order: page.id * 1000,
      });
      continue;
    }
    page.names.forEach((name, i) => {
      if (name.kind === 'header' && name.name.text.toLowerCase().includes(typed)) {
        found.push({
          suggestion: {href: `${page.route}#${name.anchor}`, title: page.title, header: name.name.text},
          score: prior,
          exact: false,
          length: name.name.text.length,
          order: page.id * 1000 + 1 + i,
        });
      }
    });
  }
  return found.sort(byRank).map((c) => c.suggestion);
}
