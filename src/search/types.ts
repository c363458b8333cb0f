/**
 * The index files the build writes (src/search/plugin) and the browser reads.
 * Routes are relative to the base URL: `/api/data/series/query.html`.
 */
import type {AsPlainObject} from 'minisearch';

/** Bump when a file's shape changes; the client ignores files of another version. */
export const INDEX_VERSION = 1;

/** The folder, under the base URL, that holds the index files. */
export const INDEX_DIR = 'search-index';

/** The suggestion index: every page's title and `##`/`###` headers. */
export const TITLES_FILE = 'titles.json';

/** The full-text index of one language (`lang` of a locale in the theme options). */
export function fullTextFile(lang: string): string {
  return `fulltext.${lang}.json`;
}

/**
 * A header in the suggestion index: its text, and its anchor when that is not
 * simply `slugify(text)` (a repeated header's `-2`, an explicit id).
 */
export type HeaderEntry = [text: string] | [text: string, anchor: string];

export interface TitlePage {
  /** Route. */
  r: string;
  /** Title. */
  t: string;
  /** `##` and `###` headers, in page order. */
  h: HeaderEntry[];
}

export interface TitlesFile {
  v: typeof INDEX_VERSION;
  /** In the old site's order: by source file path. */
  pages: TitlePage[];
}

/** A stretch of a page: the text before the first header, or one header's section. */
export interface Section {
  /** Header text; absent for the text before the first header. */
  h?: string;
  /** Header anchor. */
  a?: string;
  /** Header level, 2 or 3. */
  l?: number;
  /** Plain text of the section (without its header). */
  x: string;
}

export interface FullTextPage {
  r: string;
  t: string;
  s: Section[];
}

export interface FullTextFile {
  v: typeof INDEX_VERSION;
  lang: string;
  /** Indexed by MiniSearch document id. */
  pages: FullTextPage[];
  /** The MiniSearch index (`toJSON()`), loaded with `MiniSearch.loadJS`. */
  index: AsPlainObject;
}

/** What one built page contributes to the indexes (src/search/extract.ts). */
export interface ExtractedPage {
  route: string;
  title: string;
  sections: Section[];
}
