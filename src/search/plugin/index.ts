/**
 * The local search plugin.
 *
 * - Adds the results page route, `<baseUrl>search.html`.
 * - After the build, reads every doc page's built HTML and writes the index
 *   files to `<outDir>/search-index/`: `titles.json` (suggestions, all
 *   locales) and `fulltext.<lang>.json` (one per locale). The browser fetches
 *   them only when the search box is first focused or the results page opens.
 *
 * `docusaurus start` runs no postBuild, so the dev server has no index; the
 * search box then says that search is unavailable.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {localeForPath, type AtsdThemeOptions} from '../../config/themeOptions';
import {buildTitles, sortBySource} from '../build';
import {extractPage} from '../extract';
import {buildFullText} from '../fulltext';
import {SEARCH_PAGE_FILE} from '../routes';
import {fullTextFile, INDEX_DIR, TITLES_FILE, type ExtractedPage} from '../types';

/** The HTML file a route was written to. */
function htmlFileOf(outDir: string, route: string): string {
  const relative = route.endsWith('/') ? `${route}index.html` : route;
  return path.join(outDir, relative);
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
      const options = siteConfig.customFields!.atsd as AtsdThemeOptions;
      const docsPlugins = plugins.filter((p) => p.name === 'docusaurus-plugin-content-docs');
      const docs = docsPlugins.flatMap((p) =>
        (p.content as DocsContent).loadedVersions.flatMap((version) => version.docs),
      );
      const pages: ExtractedPage[] = [];
      for (const doc of sortBySource(docs.filter((d) => !d.unlisted && !d.draft))) {
        const route = doc.permalink.startsWith(baseUrl)
          ? `/${doc.permalink.slice(baseUrl.length)}`
          : doc.permalink;
        const html = await fs.readFile(htmlFileOf(outDir, route), 'utf8');
        const page = extractPage(html, route, doc.title);
        pages.push(page ?? {route, title: doc.title, sections: []});
      }

      const dir = path.join(outDir, INDEX_DIR);
      await fs.mkdir(dir, {recursive: true});
      await fs.writeFile(path.join(dir, TITLES_FILE), JSON.stringify(buildTitles(pages)));
      const byLang = new Map<string, ExtractedPage[]>();
      for (const page of pages) {
        const [, locale] = localeForPath(options, page.route);
        byLang.set(locale.lang, [...(byLang.get(locale.lang) ?? []), page]);
      }
      for (const locale of Object.values(options.locales)) {
        const file = buildFullText(locale.lang, byLang.get(locale.lang) ?? []);
        await fs.writeFile(path.join(dir, fullTextFile(locale.lang)), JSON.stringify(file));
      }
    },
  };
}
