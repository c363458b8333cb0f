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
import {localeForPath, themeOptionsOf} from '../../config/themeOptions';
import {htmlFileOfRoute, stripBase} from '../../lib/url';
import {sortBySource} from '../../lib/docs';
import {buildTitles} from '../build';
import {extractPage} from '../extract';
import {buildFullText} from '../fulltext';
import {SEARCH_PAGE_FILE} from '../routes';
import {writeWithTwins} from '../../lib/precompress';
import {INDEX_DIR, metaFile, pageTextFile, shardFile, TITLES_FILE, type ExtractedPage} from '../types';

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

      const dir = path.join(outDir, INDEX_DIR);
      await fs.mkdir(dir, {recursive: true});
      await writeWithTwins(path.join(dir, TITLES_FILE), JSON.stringify(buildTitles(pages)));
      const byLang = new Map<string, ExtractedPage[]>();
      for (const page of pages) {
        const [, locale] = localeForPath(options, page.route);
        byLang.set(locale.lang, [...(byLang.get(locale.lang) ?? []), page]);
      }
      for (const locale of Object.values(options.locales)) {
        const {meta, shards, texts} = buildFullText(locale.lang, byLang.get(locale.lang) ?? []);
        const files: Array<[string, unknown]> = [
          [metaFile(locale.lang), meta],
          ...[...shards].map(([key, shard]): [string, unknown] => [shardFile(locale.lang, key), shard]),
          ...texts.map((text, id): [string, unknown] => [pageTextFile(locale.lang, id), text]),
        ];
        for (const [name, content] of files) {
          await fs.mkdir(path.dirname(path.join(dir, name)), {recursive: true});
          await writeWithTwins(path.join(dir, name), JSON.stringify(content));
        }
      }
    },
  };
}
