/**
 * The results page's side of the fragmented full-text index (types.ts): a query fetches the names
 * index (the titles file, which the search box may have fetched already), the locale's meta file
 * and the term shards its words need; a result fetches its page's text when it comes into view.
 * Every file is fetched once per page session (client.ts), so a repeated query fetches nothing.
 */
import {indexUrl, loadIndexFile} from './client';
import {loadFullText, searchFullText, shardsForQuery, type FullTextResult} from './fulltext';
import {prepareNames, type NamesIndex} from './names';
import {
  metaFile,
  pageTextFile,
  shardFile,
  TITLES_FILE,
  type FullTextMeta,
  type PageText,
  type TermShard,
  type TitlesFile,
} from './types';

const prepared = new WeakMap<TitlesFile, NamesIndex>();

/** The names index, prepared once per loaded titles file. */
export async function loadNames(): Promise<NamesIndex> {
  const file = await loadIndexFile<TitlesFile>(indexUrl(TITLES_FILE));
  let names = prepared.get(file);
  if (!names) {
    names = prepareNames(file);
    prepared.set(file, names);
  }
  return names;
}

/** Every page of the locale `lang` that matches the query, ranked. */
export async function queryFullText(lang: string, query: string): Promise<FullTextResult[]> {
  const [names, meta] = await Promise.all([loadNames(), loadIndexFile<FullTextMeta>(indexUrl(metaFile(lang)))]);
  const shards = await Promise.all(
    shardsForQuery(meta, query).map((key) => loadIndexFile<TermShard>(indexUrl(shardFile(lang, key)))),
  );
  return searchFullText(loadFullText(names, meta, shards), query);
}

/** A result page's text, for its snippet and anchor. */
export function loadPageText(lang: string, id: number): Promise<PageText> {
  return loadIndexFile<PageText>(indexUrl(pageTextFile(lang, id)));
}
