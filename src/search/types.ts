/**
 * The index files the build writes (src/search/plugin) and the browser reads.
 * Routes are relative to the base URL: `/api/data/series/query.html`.
 */
import type {AsPlainObject} from 'minisearch';
import type {TermCounts} from './weights';

/** Bump when a file's shape changes; the client ignores files of another version. */
export const INDEX_VERSION = 4;

/** The folder, under the base URL, that holds the index files. */
export const INDEX_DIR = 'search-index';

/**
 * The names index, for the suggestions and the results page alike: every page's title, headers and
 * hidden names, and the page counts of common terms.
 */
export const TITLES_FILE = 'titles.json';

/**
 * The full-text index of one language (`lang` of a locale in the theme options) is a folder of
 * fragments, so that a query fetches only what it needs:
 *
 * - `fulltext/<lang>/meta.json` (FullTextMeta): what MiniSearch needs besides the terms (field
 *   lengths, document count); its document ids are the pages' positions in the titles file;
 * - `fulltext/<lang>/terms/<key>.json` (TermShard): the index entries of every term that starts
 *   with `key` (its first two letters; shorter terms are their own key);
 * - `fulltext/<lang>/pages/<id>.json` (PageText): one page's sections, for its snippet; `id` is the
 *   page's position in the titles file.
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
  /** Headers, `##` to `######`, in page order. */
  h: HeaderEntry[];
  /** Aliases: the page's old titles and old sidebar labels (aliases.ts). Never shown. */
  a?: string[];
  /** The texts of the site's links to the page from its other pages (linkTexts.ts). Never shown. */
  l?: string[];
}

export interface TitlesFile {
  v: typeof INDEX_VERSION;
  /** In the old site's order: by source file path. A page's position is its id. */
  pages: TitlePage[];
  /** Page counts of the terms that are not rare, over every page: the terms' weights (weights.ts). */
  w: TermCounts;
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

export interface FullTextMeta {
  v: typeof INDEX_VERSION;
  lang: string;
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
}

/** A `####` to `######` heading: it names a thing (`LAG`) without making a section. */
export interface MinorHeading {
  h: string;
  a: string;
  /** The index of the section it is in. */
  s: number;
}

/** What one built page contributes to the indexes (src/search/extract.ts). */
export interface ExtractedPage {
  route: string;
  title: string;
  sections: Section[];
  /** `####` to `######` headings: their text stays in their section's text too. */
  minor?: MinorHeading[];
  /** The links in its text: where to (as written in the HTML) and their words. */
  links?: Array<[href: string, text: string]>;
}

/** A page as the indexes see it: what it says and every name it answers to. */
export interface IndexedPage {
  route: string;
  title: string;
  sections: Section[];
  minor?: MinorHeading[];
  aliases?: string[];
  linkTexts?: string[];
}
