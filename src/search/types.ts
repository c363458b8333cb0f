/**
 * The index files the build writes (src/search/plugin) and the browser reads.
 * Routes are relative to the base URL: `/api/data/series/query.html`.
 */
import type {AsPlainObject} from 'minisearch';

/** Bump when a file's shape changes; the client ignores files of another version. */
export const INDEX_VERSION = 3;

/** The folder, under the base URL, that holds the index files. */
export const INDEX_DIR = 'search-index';

/** The suggestion index: every page's title and `##`/`###` headers. */
export const TITLES_FILE = 'titles.json';

/**
 * The full-text index of one language (`lang` of a locale in the theme options) is a folder of
 * fragments, so that a query fetches only what it needs:
 *
 * - `fulltext/<lang>/meta.json` (FullTextMeta): every page's route and title, and what MiniSearch
 *   needs besides the terms (field lengths, document count);
 * - `fulltext/<lang>/terms/<key>.json` (TermShard): the index entries of every term that starts
 *   with `key` (its first two letters; shorter terms are their own key);
 * - `fulltext/<lang>/pages/<id>.json` (PageText): one page's sections, for its snippet.
 */
export function fullTextDir(lang: string): string {
  return `fulltext/${lang}`;
}

export function metaFile(lang: string): string {
  return `${fullTextDir(lang)}/meta.json`;
}

/** A shard's file name: the key's code points in hex, so any script makes a plain URL. */
export function shardFile(lang: string, key: string): string {
  const name = Array.from(key, (c) => c.codePointAt(0)!.toString(16)).join('-');
  return `${fullTextDir(lang)}/terms/${name}.json`;
}

export function pageTextFile(lang: string, id: number): string {
  return `${fullTextDir(lang)}/pages/${id}.json`;
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

/** A page in the full-text index; its position in `pages` is its MiniSearch id. */
export interface FullTextPage {
  r: string;
  t: string;
}

export interface FullTextMeta {
  v: typeof INDEX_VERSION;
  lang: string;
  pages: FullTextPage[];
  /** The keys that have a term shard. */
  shards: string[];
  /** The serialized MiniSearch index without its terms (`toJSON()` less `index`). */
  index: Omit<AsPlainObject, 'index'>;
}

export interface TermShard {
  v: typeof INDEX_VERSION;
  /** Entries of MiniSearch's serialized `index`: a term and where it occurs. */
  terms: AsPlainObject['index'];
}

export interface PageText {
  v: typeof INDEX_VERSION;
  s: Section[];
  /** The page's `####` to `######` headings, which name things (`LAG`) without making sections. */
  n?: string[];
}

/** What one built page contributes to the indexes (src/search/extract.ts). */
export interface ExtractedPage {
  route: string;
  title: string;
  sections: Section[];
  /** `####` to `######` headings: their text stays in their section's text too. */
  names?: string[];
}
