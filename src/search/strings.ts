/**
 * The search UI's words in a page language (themeOptions `locales`), from the site's translation
 * files (i18n/<lang>/code.json, ids `atsd.search.*`). English is the fallback.
 */
import {pluralIn, translateIn} from '../i18n/messages';

export interface SearchStrings {
  label: string;
  placeholder: string;
  suggestions: string;
  seeAll: string;
  loading: string;
  unavailable: string;
  pageTitle: string;
  submit: string;
  emptyQuery: string;
  noResults: (query: string) => string;
  resultCount: (count: number, query: string) => string;
}

export function searchStrings(lang: string): SearchStrings {
  const t = (id: string, message: string, values?: Record<string, string | number>) =>
    translateIn(lang, {id: `atsd.search.${id}`, message}, values);
  return {
    label: t('label', 'Search'),
    placeholder: t('placeholder', 'Search'),
    suggestions: t('suggestions', 'Search suggestions'),
    seeAll: t('seeAll', 'See all results'),
    loading: t('loading', 'Loading the search index…'),
    unavailable: t('unavailable', 'Search is unavailable: the search index could not be loaded.'),
    pageTitle: t('pageTitle', 'Search'),
    submit: t('submit', 'Search'),
    emptyQuery: t('emptyQuery', 'Type a word or phrase to search the documentation.'),
    noResults: (query) => t('noResults', 'No pages match “{query}”.', {query}),
    resultCount: (count, query) =>
      pluralIn(
        lang,
        t('resultCount', '{count} page matches “{query}”.|{count} pages match “{query}”.', {count, query}),
        count,
      ),
  };
}
