/** The project's own pages, read from `docs/`: what tests use instead of any outside data. */
import fs from 'node:fs';
import path from 'node:path';
import {titleOfMarkdown} from '../../src/lib/docs';
import {routeOfDoc} from '../../src/lib/url';
import {extractFences} from '../../src/lib/fences';

// The repository's root (this file is CommonJS, as every .ts file of the package is).
export const ROOT = path.resolve(__dirname, '../..');

/** The Markdown files under `dir` (relative to the repository root), as sorted root-relative paths. */
export function markdownFiles(dir = 'docs'): string[] {
  const absolute = path.join(ROOT, dir);
  if (!fs.existsSync(absolute)) {
    return [];
  }
  return fs
    .readdirSync(absolute, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** A file of the repository, by root-relative path. */
export function readFile(file: string): string {
  return fs.readFileSync(path.join(ROOT, file), 'utf8');
}

export interface DocPage {
  /** Root-relative path: `docs/api/data/series/query.md`. */
  file: string;
  /** Route under the base path: `/api/data/series/query.html`. */
  route: string;
  title: string;
  /** `##` and `###` headings outside code blocks, in page order. */
  headings: Array<[level: 2 | 3, text: string]>;
}

/** Every page under `docs/`, in source order, with its title and headings. */
export function docPages(): DocPage[] {
  return markdownFiles().map((file) => {
    const source = readFile(file);
    const code = new Set<number>();
    for (const fence of extractFences(source)) {
      for (let line = fence.line; line <= fence.contentLine + fence.lines.length; line += 1) code.add(line);
    }
    const headings: DocPage['headings'] = [];
    source.split(/\r\n|\n|\r/).forEach((line, index) => {
      const match = /^(#{2,3})\s+(.+?)\s*$/.exec(line);
      if (match && !code.has(index + 1)) headings.push([match[1]!.length as 2 | 3, match[2]!]);
    });
    const relative = file.slice('docs/'.length);
    return {file, route: routeOfDoc(relative), title: titleOfMarkdown(source) ?? relative, headings};
  });
}
