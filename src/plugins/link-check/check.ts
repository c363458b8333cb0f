/**
 * Every link of every page under `docs/` that stays on the site names a page that exists, and its
 * `#fragment` an id on that page; read from the Markdown, before the bundler starts.
 *
 * A link is resolved by `resolveSitePath` (src/lib/url.ts), the rule the site itself serves links
 * by: relative to the page's URL, `/path` relative to the site root, `x.md` as its page's URL. A
 * page's ids are those the build gives it (src/remark/anchors.ts: headings' ids, explicit `{#id}`
 * and `<a id>`/`<a name>` in raw HTML). Links with a scheme (`https:`, `mailto:`) leave the site
 * and are not checked; neither are links to static files (a path with another extension), which
 * Docusaurus's own check covers after the bundle.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Definition, Link} from 'mdast';
import {visit} from 'unist-util-visit';
import {docIdsOfRoute, isExternal, resolveSitePath, routeOfDoc} from '../../lib/url';
import {parseMarkdown} from '../../lib/markdown';
import {anchorIdsOfTree} from '../../remark/anchors';

/** One broken link: where it is written, what it says, and why it is broken. */
export interface BrokenLink {
  /** Root-relative Markdown file: `docs/api/data/README.md`. */
  file: string;
  line: number;
  link: string;
  /** `no such page` or `no such anchor #x on docs/…`. */
  reason: string;
}

/** `docs/a.md:3: b.md#x (no such anchor #x on docs/b.md)`. */
export function formatBrokenLink({file, line, link, reason}: BrokenLink): string {
  return `${file}:${line}: ${link} (${reason})`;
}

/** A file Docusaurus skips: a partial (`_name.md`) or anything in a `_folder/`. */
const isPartial = (relative: string) => relative.split('/').some((segment) => segment.startsWith('_'));

/** The Markdown files of the docs folder `docsDir`, relative to it, sorted, partials left out. */
export function docFiles(docsDir: string): string[] {
  if (!fs.existsSync(docsDir)) return [];
  return fs
    .readdirSync(docsDir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.relative(docsDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((relative) => !isPartial(relative))
    .sort();
}

/**
 * The broken links of the pages `files` (relative to `docsDir`; every page by default), against
 * every page of `docsDir`, in file and line order. `folder` names the docs folder in messages.
 */
export function brokenLinks(docsDir: string, files?: readonly string[], folder = 'docs'): BrokenLink[] {
  const pages = docFiles(docsDir);
  const fileOfDocId = new Map(pages.map((file) => [file.replace(/\.mdx?$/, ''), file]));
  // Each page is parsed once (the slow part: about 10 s of CPU for the 700 pages): its links are
  // read from the tree before its ids, since finding the ids adds them to its headings.
  const read = new Map<string, {links: Array<Link | Definition>; ids: Set<string>}>();
  const readPage = (file: string) => {
    let page = read.get(file);
    if (!page) {
      const tree = parseMarkdown(fs.readFileSync(path.join(docsDir, file), 'utf8'));
      const links: Array<Link | Definition> = [];
      visit(tree, ['link', 'definition'], (node) => void links.push(node as Link | Definition));
      read.set(file, (page = {links, ids: new Set(anchorIdsOfTree(tree))}));
    }
    return page;
  };

  const broken: BrokenLink[] = [];
  for (const file of files ?? pages) {
    const route = routeOfDoc(file);
    for (const {url, position} of readPage(file).links) {
      if (isExternal(url)) continue;
      const report = (reason: string) =>
        broken.push({file: `${folder}/${file}`, line: position?.start.line ?? 0, link: url, reason});
      const resolved = resolveSitePath(url, route);
      const hash = resolved.indexOf('#');
      const target = (hash === -1 ? resolved : resolved.slice(0, hash)).replace(/\?.*$/, '');
      if (!target.endsWith('/') && !target.endsWith('.html')) continue; // a static file
      const targetFile = docIdsOfRoute(target)
        .map((id) => fileOfDocId.get(id))
        .find(Boolean);
      if (!targetFile) {
        report('no such page');
        continue;
      }
      const fragment = hash === -1 ? '' : resolved.slice(hash + 1);
      let id = fragment;
      try {
        id = decodeURIComponent(fragment);
      } catch {
        // a `%` that starts no escape: the id as written
      }
      if (id && !readPage(targetFile).ids.has(id)) report(`no such anchor #${id} on ${folder}/${targetFile}`);
    }
  }
  return broken;
}
