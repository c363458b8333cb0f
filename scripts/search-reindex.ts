/**
 * Rewrites the search index of an existing build (build/search-index/) from its pages' HTML with
 * the current code, as the build's search plugin would, without building the site again: for
 * changes to extraction, hidden names or the index format. Pages, their order and fallback titles
 * come from the build's titles file.
 *
 *   node --import tsx scripts/search-reindex.ts [build dir]
 */
import fs from 'node:fs';
import path from 'node:path';
import {BASE_PATH, htmlFileOfRoute} from '../src/lib/url';
import {writeWithTwins} from '../src/lib/precompress';
import {extractPage} from '../src/search/extract';
import {indexFiles} from '../src/search/indexFiles';
import {routeOfLink} from '../src/search/plugin';
import {INDEX_DIR, TITLES_FILE, type ExtractedPage} from '../src/search/types';
import {langOf, localeOf, themeOptions} from './support/settings';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const dir = path.join(buildDir, INDEX_DIR);
const titles = JSON.parse(fs.readFileSync(path.join(dir, TITLES_FILE), 'utf8')) as {
  pages: Array<{r: string; t: string}>;
};
const pages: ExtractedPage[] = titles.pages.map(({r: route, t: title}) => {
  const html = fs.readFileSync(path.join(buildDir, htmlFileOfRoute(route)), 'utf8');
  return extractPage(html, route, title) ?? {route, title, sections: []};
});
const files = indexFiles(pages, {
  localeOf,
  langOf,
  routeOfLink: (href, from) => routeOfLink(href, from, BASE_PATH),
  langs: themeOptions.languages.map((language) => language.lang),
});
async function write(): Promise<void> {
  fs.rmSync(path.join(dir, 'fulltext'), {recursive: true, force: true});
  for (const [name, content] of files) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    await writeWithTwins(path.join(dir, name), JSON.stringify(content));
  }
  console.log(`${files.length} index files from ${pages.length} pages in ${path.relative(process.cwd(), dir)}`);
}

void write();
