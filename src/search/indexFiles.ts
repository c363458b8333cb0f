/**
 * Every index file of the site, from its extracted pages (pure; the plugin and
 * scripts/search-reindex.ts write them): the names index (`titles.json`) and each language's
 * full-text fragments. Adds each page's hidden names: its aliases (aliases.ts) and the texts of the
 * links of the site's other pages in its locale (linkTexts.ts).
 */
import {aliasesOf} from './aliases';
import {buildTitles} from './build';
import {buildFullText} from './fulltext';
import {linkTextsByRoute, type SiteLink} from './linkTexts';
import {metaFile, pageTextFile, shardFile, TITLES_FILE, type ExtractedPage, type IndexedPage} from './types';

export interface IndexOptions {
  /** The locale key (src/site.ts `sectionAt(…).locale`) and the language of a route. */
  localeOf: (route: string) => string;
  langOf: (route: string) => string;
  /** The route of a link's `href` on a page (anchor dropped), or `null` when it leads out of the site. */
  routeOfLink: (href: string, fromRoute: string) => string | null;
  /** Every language of the site, in order: each gets its full-text index, even without pages. */
  langs: readonly string[];
}

/** The pages with their hidden names. */
export function indexedPages(pages: readonly ExtractedPage[], options: IndexOptions): IndexedPage[] {
  const titles = new Map(pages.map((page) => [page.route, page.title]));
  const links: SiteLink[] = pages.flatMap((page) =>
    (page.links ?? []).flatMap(([href, text]): SiteLink[] => {
      const to = options.routeOfLink(href, page.route);
      return to && titles.has(to) && options.localeOf(to) === options.localeOf(page.route)
        ? [{from: page.route, to, text}]
        : [];
    }),
  );
  const linkTexts = linkTextsByRoute(links, (route) => titles.get(route));
  return pages.map(({links: _links, ...page}) => {
    const aliases = aliasesOf(page.route);
    const texts = linkTexts.get(page.route) ?? [];
    return {...page, ...(aliases.length ? {aliases} : {}), ...(texts.length ? {linkTexts: texts} : {})};
  });
}

/** Every index file: its name under the index folder, and its content. */
export function indexFiles(pages: readonly ExtractedPage[], options: IndexOptions): Array<[string, unknown]> {
  const indexed = indexedPages(pages, options);
  const files: Array<[string, unknown]> = [[TITLES_FILE, buildTitles(indexed)]];
  for (const lang of options.langs) {
    const ofLang = indexed.flatMap((page, id) => (options.langOf(page.route) === lang ? [{...page, id}] : []));
    const {meta, shards, texts} = buildFullText(lang, ofLang);
    files.push([metaFile(lang), meta]);
    for (const [key, shard] of shards) files.push([shardFile(lang, key), shard]);
    for (const [id, text] of texts) files.push([pageTextFile(lang, id), text]);
  }
  return files;
}
