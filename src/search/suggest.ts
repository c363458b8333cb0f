/**
 * Search suggestions. The old site's rule stays: a case-insensitive substring match of the trimmed
 * query on page titles and `##`/`###` headers, within the current locale, at most `max`
 * suggestions.
 *
 * - A page whose title matches is suggested once, as the page.
 * - Otherwise each matching header is suggested as `page > header`, linking to its anchor.
 *
 * Ranked, where the old site kept source order:
 * 1. the query as whole words in a title, then in a header (`portals` finds "Portals" before a
 *    "Portals" header elsewhere, and `cast` finds `CAST` before "forecast");
 * 2. the query inside a word of a title, then of a header;
 * 3. then titles and headers that hold every word of the query in any order, each word whole or as
 *    the start of a word, stop words left out ("query series" finds "Series: query", "install on
 *    docker" finds "Installation: Docker Image").
 *
 * Within a rank, a text that is the query itself comes first, then shorter texts before longer
 * ones (the closer match), then the source order.
 */
import {slugify} from '../lib/slugify';
import {STOP_WORDS} from './stopWords';
import type {TitlesFile} from './types';

/** The old site's default of `searchMaxSuggestions`. */
export const DEFAULT_MAX_SUGGESTIONS = 5;

export interface Suggestion {
  /** Route (relative to the base URL) and anchor. */
  href: string;
  title: string;
  /** The matching header; absent when the title matched. */
  header?: string;
}

interface PreparedHeader {
  text: string;
  lower: string;
  /** Its words, lower case: what the any-order match compares. */
  words: string[];
  anchor: string;
}

interface PreparedPage {
  route: string;
  title: string;
  lower: string;
  words: string[];
  locale: string;
  headers: PreparedHeader[];
}

/** The suggestion index, ready to match: lower-cased once, not per keystroke. */
export interface SuggestIndex {
  pages: readonly PreparedPage[];
}

/** Lower case as the match compares it. */
function fold(text: string): string {
  return text.toLowerCase();
}

/** The words of a lower-cased text. */
function wordsOf(lower: string): string[] {
  return lower.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Prepares a titles file. `localeOf` names the locale of a route (see themeOptions `localeForPath`). */
export function prepareSuggestIndex(file: TitlesFile, localeOf: (route: string) => string): SuggestIndex {
  return {
    pages: file.pages.map((page) => ({
      route: page.r,
      title: page.t,
      lower: fold(page.t),
      words: wordsOf(fold(page.t)),
      locale: localeOf(page.r),
      headers: page.h.map(([text, anchor]) => ({
        text,
        lower: fold(text),
        words: wordsOf(fold(text)),
        anchor: anchor ?? slugify(text),
      })),
    })),
  };
}

/** Whether `needle` stands in `text` as whole words: no letter or digit right before or after it. */
function asWholeWords(text: string, needle: string): boolean {
  const wordChar = /[\p{L}\p{N}]/u;
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
    const before = text[at - 1];
    const after = text[at + needle.length];
    if ((!before || !wordChar.test(before)) && (!after || !wordChar.test(after))) {
      return true;
    }
  }
  return false;
}

/** Ranks of a suggestion, best first. */
const Rank = {
  TitleWords: 0,
  HeaderWords: 1,
  TitleInside: 2,
  HeaderInside: 3,
  TitleAnyOrder: 4,
  HeaderAnyOrder: 5,
} as const;
type Rank = (typeof Rank)[keyof typeof Rank];

/** The suggestions for a query typed on a page of locale `locale`. */
export function suggest(
  index: SuggestIndex,
  query: string,
  {locale, max = DEFAULT_MAX_SUGGESTIONS}: {locale: string; max?: number},
): Suggestion[] {
  const needle = fold(query.trim());
  if (!needle || max <= 0) {
    return [];
  }
  const allWords = wordsOf(needle);
  const queryWords = allWords.filter((word) => !STOP_WORDS.has(word));
  const hasEveryWord = (words: readonly string[]) =>
    allWords.length > 1 &&
    queryWords.length > 0 &&
    queryWords.every((word) => words.some((candidate) => candidate.startsWith(word)));
  const found: Array<{rank: Rank; exact: boolean; length: number; order: number; suggestion: Suggestion}> = [];
  const add = (rank: Rank, lower: string, suggestion: Suggestion) =>
    found.push({rank, exact: lower === needle, length: lower.length, order: found.length, suggestion});
  for (const page of index.pages) {
    if (page.locale !== locale) {
      continue;
    }
    const asPage = {href: page.route, title: page.title};
    if (page.lower.includes(needle)) {
      add(asWholeWords(page.lower, needle) ? Rank.TitleWords : Rank.TitleInside, page.lower, asPage);
      continue;
    }
    if (hasEveryWord(page.words)) {
      add(Rank.TitleAnyOrder, page.lower, asPage);
      continue;
    }
    for (const header of page.headers) {
      const asHeader = {href: `${page.route}#${header.anchor}`, title: page.title, header: header.text};
      if (header.lower.includes(needle)) {
        add(asWholeWords(header.lower, needle) ? Rank.HeaderWords : Rank.HeaderInside, header.lower, asHeader);
      } else if (hasEveryWord(header.words)) {
        add(Rank.HeaderAnyOrder, header.lower, asHeader);
      }
    }
  }
  return found
    .sort((a, b) => a.rank - b.rank || Number(b.exact) - Number(a.exact) || a.length - b.length || a.order - b.order)
    .slice(0, max)
    .map((entry) => entry.suggestion);
}
