/** Reads facts about the Markdown files under `docs/` at build time (Node only). */
import fs from 'node:fs';
import path from 'node:path';
import {routeOfDoc} from './url';
import {ROOT_PATH} from '../site';

/** The page title: front matter `title`, else the first `# ` heading. */
export function titleOfMarkdown(source: string): string | undefined {
  const block = /^---\n([\s\S]*?)\n---/.exec(source);
  const fromFrontMatter = block && /^title:\s*["']?(.+?)["']?\s*$/m.exec(block[1]!)?.[1];
  // The body's first `# ` line: a YAML comment in the front matter is not one.
  return fromFrontMatter || /^#\s+(.+?)\s*#*\s*$/m.exec(source.slice(block?.[0].length ?? 0))?.[1];
}

/**
 * The folders under `docsDir` (as routes, `/sql/examples/`) whose pages belong to no section of
 * `sectionPaths`: no path but the catch-alls, the root section's (`ROOT_PATH`) and `''`, matches
 * them, so they would silently get the root sidebar.
 */
export function foldersWithoutSection(docsDir: string, sectionPaths: readonly string[]): string[] {
  const keys = sectionPaths.filter((key) => key !== ROOT_PATH && key !== '');
  return fs
    .readdirSync(docsDir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => `/${path.relative(docsDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}/`)
    .filter((folder) => !keys.some((key) => folder.startsWith(key)))
    .sort();
}

/** Throws, naming the folders, when a folder under `docsDir` belongs to no section. */
export function assertEverySectionListed(docsDir: string, sectionPaths: readonly string[]): void {
  const missing = foldersWithoutSection(docsDir, sectionPaths);
  if (missing.length > 0) {
    const folders = missing.map((folder) => `docs${folder}`).join(', ');
    throw new Error(`${folders}: no entry in SECTIONS (src/site.ts). Add the folder's section there.`);
  }
}

/** Pages in the old site's order: by source file path. */
export function sortBySource<T extends {source: string}>(pages: readonly T[]): T[] {
  return [...pages].sort((a, b) => (a.source < b.source ? -1 : a.source > b.source ? 1 : 0));
}

/** The route of every Markdown page under `docsDir` (`/a/b.html`, `/a/`), sorted. */
export function docRoutes(docsDir: string): string[] {
  return fs
    .readdirSync(docsDir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_'))
    .map((entry) =>
      routeOfDoc(path.relative(docsDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')),
    )
    .sort();
}
