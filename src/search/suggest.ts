/**
 * Search suggestions, as the old site made them: a case-insensitive substring
 * match of the trimmed query on page titles and `##`/`###` headers, pages in
 * index order, within the current locale, at most `max` suggestions.
 *
 * - A page whose title matches is suggested once, as the page.
 * - Otherwise each matching header is suggested as `page > header`, linking to
 *   its anchor.
 */
import {slugify} from '../lib/slugify';
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
  anchor: string;
}

interface PreparedPage {
  route: string;
  title: string;
  lower: string;
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

/** Prepares a titles file. `localeOf` names the locale of a route (see themeOptions `localeForPath`). */
export function prepareSuggestIndex(file: TitlesFile, localeOf: (route: string) => string): SuggestIndex {
  return {
    pages: file.pages.map((page) => ({
      route: page.r,
      title: page.t,
      lower: fold(page.t),
      locale: localeOf(page.r),
      headers: page.h.map(([text, anchor]) => ({
        text,
        lower: fold(text),
        anchor: anchor ?? slugify(text),
      })),
    })),
  };
}

/** The suggestions for a query typed on a page of locale `locale`. */
export function suggest(
  index: SuggestIndex,
  query: string,
  {locale, max = DEFAULT_MAX_SUGGESTIONS}: {locale: string; max?: number},
): Suggestion[] {
  const needle = fold(query.trim());
  const results: Suggestion[] = [];
  if (!needle || max <= 0) {
    return results;
  }
  for (const page of index.pages) {
    if (results.length >= max) {
      break;
    }
    if (page.locale !== locale) {
      continue;
    }
    if (page.lower.includes(needle)) {
      results.push({href: page.route, title: page.title});
      continue;
    }
    for (const header of page.headers) {
      if (results.length >= max) {
        break;
      }
      if (header.lower.includes(needle)) {
        results.push({href: `${page.route}#${header.anchor}`, title: page.title, header: header.text});
      }
    }
  }
  return results;
}
