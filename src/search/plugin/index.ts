/**
 * The local search plugin.
 *
 * - Adds the results page route, `<baseUrl>search.html`.
 * - After the build, reads every doc page's built HTML and writes the index
 *   files to `<outDir>/search-index/`: `titles.json` (suggestions, all
 *   locales) and the fragments of each locale's full-text index under
 *   `fulltext/<lang>/` (see types.ts), each with its `.br`/`.gz` twins
 *   (src/serving). The browser fetches the titles when the search box is first
 *   focused, and the fragments a query needs when the results page runs it.
 *
 * `docusaurus start` runs no postBuild, so the dev server has no index; the
 * search box then says that search is unavailable.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {themeOptionsOf} from '../../config/themeOptions';
import {sectionAt} from '../../site';
import {htmlFileOfRoute, stripBase} from '../../lib/url';
import {sortBySource} from '../../lib/docs';
import {extractPage} from '../extract';
import {indexFiles, type IndexOptions} from '../indexFiles';
import {SEARCH_PAGE_FILE} from '../routes';
import {writeWithTwins} from '../../lib/precompress';
import {INDEX_DIR, type ExtractedPage} from '../types';

/** The route of a link on a page of the site (anchor and query dropped), or `null` for another site. */
export function routeOfLink(href: string, fromRoute: string, baseUrl: string): string | null {
  const origin = 'http://site.invalid';
  const url = new URL(href, `${origin}${baseUrl}${fromRoute.replace(/^\//, '')}`);
  if (url.origin !== origin || !url.pathname.startsWith(baseUrl)) return null;
  return stripBase(decodeURI(url.pathname), baseUrl);
}

export default function searchPlugin(context: LoadContext): Plugin {
  const {baseUrl} = context;
  return {
    name: 'atsd-search',

    contentLoaded({actions}) {
      actions.addRoute({
        path: `${baseUrl}${SEARCH_PAGE_FILE}`,
        component: '@site/src/search/SearchPage/index.tsx',
        exact: true,
      });
    },

    async postBuild({outDir, plugins, siteConfig}) {
      const options = themeOptionsOf(siteConfig);
      const docsPlugins = plugins.filter((p) => p.name === 'docusaurus-plugin-content-docs');
      const docs = docsPlugins.flatMap((p) =>
        (p.content as DocsContent).loadedVersions.flatMap((version) => version.docs),
      );
      const pages: ExtractedPage[] = [];
      for (const doc of sortBySource(docs.filter((d) => !d.unlisted && !d.draft))) {
        const route = stripBase(doc.permalink, baseUrl);
        const html = await fs.readFile(path.join(outDir, htmlFileOfRoute(route)), 'utf8');
        const page = extractPage(html, route, doc.title);
        pages.push(page ?? {route, title: doc.title, sections: []});
      }
      const indexOptions: IndexOptions = {
        localeOf: (route) => sectionAt(options, route).locale,
        langOf: (route) => sectionAt(options, route).language.lang,
        routeOfLink: (href, from) => routeOfLink(href, from, baseUrl),
        langs: options.languages.map((language) => language.lang),
      };
      const dir = path.join(outDir, INDEX_DIR);
      for (const [name, content] of indexFiles(pages, indexOptions)) {
        await fs.mkdir(path.dirname(path.join(dir, name)), {recursive: true});
        await writeWithTwins(path.join(dir, name), JSON.stringify(content));
      }
    },
  };
}
