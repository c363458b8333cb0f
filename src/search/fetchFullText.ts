/**
 * The results page's side of the fragmented full-text index (types.ts): a
 * query fetches the locale's meta file and the term shards its words need; a
 * result fetches its page's text when it comes into view. Every file is
 * fetched once per page session (client.ts), so a repeated query fetches
 * nothing.
 */
import {indexUrl, loadIndexFile} from './client';
import {loadFullText, searchFullText, shardsForQuery, type FullTextResult} from './fulltext';
import {metaFile, pageTextFile, shardFile, type FullTextMeta, type PageText, type TermShard} from './types';

/** Every page of the locale `lang` that matches the query, ranked. */
export async function queryFullText(lang: string, query: string): Promise<FullTextResult[]> {
  const meta = await loadIndexFile<FullTextMeta>(indexUrl(metaFile(lang)));
  const shards = await Promise.all(
    shardsForQuery(meta, query).map((key) => loadIndexFile<TermShard>(indexUrl(shardFile(lang, key)))),
  );
  return searchFullText(loadFullText(meta, shards), query);
}

/** A result page's text, for its snippet and anchor. */
export function loadPageText(lang: string, id: number): Promise<PageText> {
  return loadIndexFile<PageText>(indexUrl(pageTextFile(lang, id)));
}
