/**
 * Relevance of the local search over scripts/search-queries.tsv: for each query, where its
 * expected page comes in the full-text results and in the suggestions. Printed by
 * `npm run bench:search` as success@1, success@5 and MRR@10, with the misses.
 *
 * The full-text index is rebuilt here from the build's page texts with the current code, so a
 * change to tokenizing or ranking is measured without a new site build.
 */
import fs from 'node:fs';
import path from 'node:path';
import {buildFullText, loadFullText, searchFullText} from '../src/search/fulltext';
import {prepareSuggestIndex, suggest, type SuggestIndex} from '../src/search/suggest';
import type {ExtractedPage, FullTextMeta, PageText, TitlesFile} from '../src/search/types';

export interface RelevanceQuery {
  query: string;
  route: string;
}

/** The relevance set: `query<TAB>route` lines; `#` starts a comment. */
export function readQueries(file = path.join(import.meta.dirname, 'search-queries.tsv')): RelevanceQuery[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line, index) => {
      const [query, route, extra] = line.split('\t');
      if (!query || !route || extra !== undefined) {
        throw new Error(`${file}: line ${index + 1} is not "query<TAB>route": ${JSON.stringify(line)}`);
      }
      return {query, route};
    });
}

export interface Scores {
  at1: number;
  at5: number;
  mrr10: number;
  misses: Array<{query: string; route: string; rank: number | null; first: string[]}>;
}

/** success@1, success@5, MRR@10 of ranked route lists against their expected routes. */
export function score(queries: readonly RelevanceQuery[], ranked: (query: RelevanceQuery) => string[]): Scores {
  let at1 = 0;
  let at5 = 0;
  let mrr = 0;
  const misses: Scores['misses'] = [];
  for (const query of queries) {
    const routes = ranked(query);
    const position = routes.indexOf(query.route);
    const rank = position < 0 ? null : position + 1;
    if (rank === 1) at1 += 1;
    if (rank !== null && rank <= 5) at5 += 1;
    else misses.push({...query, rank, first: routes.slice(0, 3)});
    if (rank !== null && rank <= 10) mrr += 1 / rank;
  }
  const n = queries.length || 1;
  return {at1: at1 / n, at5: at5 / n, mrr10: mrr / n, misses};
}

/** The pages of one locale's full-text index as they were extracted, from its built files. */
export function pagesOf(meta: FullTextMeta, texts: readonly PageText[]): ExtractedPage[] {
  return meta.pages.map((page, id) => ({route: page.r, title: page.t, sections: texts[id]!.s}));
}

/** Full-text and suggestion scores of the set, on indexes made by the current code. */
export function relevance(
  queries: readonly RelevanceQuery[],
  locales: ReadonlyMap<string, {meta: FullTextMeta; texts: readonly PageText[]}>,
  titles: TitlesFile,
  localeOf: (route: string) => string,
  langOf: (route: string) => string,
): {fullText: Scores; suggestions: Scores} {
  const indexes = new Map(
    [...locales].map(([lang, {meta, texts}]) => {
      const files = buildFullText(lang, pagesOf(meta, texts));
      return [lang, loadFullText(files.meta, files.shards.values())];
    }),
  );
  const suggestIndex: SuggestIndex = prepareSuggestIndex(titles, localeOf);
  const fullText = score(queries, ({query, route}) => {
    const index = indexes.get(langOf(route));
    return index ? searchFullText(index, query).map((result) => result.page.r) : [];
  });
  const suggestions = score(queries, ({query, route}) =>
    suggest(suggestIndex, query, {locale: localeOf(route), max: 10}).map((s) => s.href.replace(/#.*$/, '')),
  );
  return {fullText, suggestions};
}
