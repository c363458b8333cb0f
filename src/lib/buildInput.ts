/**
 * Input the build must refuse before it starts (Node only), each reported with the file, and the
 * line where there is one:
 *
 * - a symlink under `docs/` or `static/`: the build would copy what it points to, wherever that is;
 * - a Markdown file that is not valid UTF-8: it would build with U+FFFD in its text and ids;
 * - two Markdown files served at one URL (`a/README.md` and `a/index.md`, `a.md` and `a.mdx`).
 *
 * Headings without an id are refused where ids are made, in src/remark/headingIds.ts.
 */
import {isUtf8} from 'node:buffer';
import fs from 'node:fs';
import path from 'node:path';
import {BASE_PATH, routeOfDoc} from './url';

const MARKDOWN = /\.mdx?$/;

/** Every entry under `dir`, symlinks as they are (not followed). */
function entries(dir: string): fs.Dirent[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir, {recursive: true, withFileTypes: true}) : [];
}

function relativeName(base: string, entry: fs.Dirent): string {
  return path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
}

/** The 1-based line of the first byte sequence in `data` that is not UTF-8, or 0 if there is none. */
export function firstInvalidUtf8Line(data: Buffer): number {
  if (isUtf8(data)) {
    return 0;
  }
  // A newline byte is never part of a multi-byte sequence, so each line can be checked alone.
  let start = 0;
  for (let line = 1; ; line += 1) {
    const end = data.indexOf(0x0a, start);
    if (!isUtf8(data.subarray(start, end === -1 ? data.length : end))) {
      return line;
    }
    start = end + 1;
  }
}

/** A Markdown file Docusaurus skips: a partial (`_name.md`) or anything in a `_folder/`. */
function isPartial(relative: string): boolean {
  return relative.split('/').some((segment) => segment.startsWith('_'));
}

/**
 * The problems of the site folder `siteDir` (its `docs/` and `static/`), one message each, naming
 * the file as `docs/…` or `static/…`.
 */
export function buildInputProblems(siteDir: string): string[] {
  const problems: string[] = [];
  const routes = new Map<string, string[]>();
  for (const folder of ['docs', 'static']) {
    const base = path.join(siteDir, folder);
    for (const entry of entries(base)) {
      const relative = relativeName(base, entry);
      const name = `${folder}/${relative}`;
      if (entry.isSymbolicLink()) {
        const target = fs.readlinkSync(path.join(base, relative));
        problems.push(`${name}: a symlink (to ${target}). The build would copy what it points to; put the file here.`);
        continue;
      }
      if (folder !== 'docs' || !entry.isFile() || !MARKDOWN.test(relative) || isPartial(relative)) {
        continue;
      }
      const line = firstInvalidUtf8Line(fs.readFileSync(path.join(base, relative)));
      if (line > 0) {
        problems.push(`${name}:${line}: not valid UTF-8. Save the file as UTF-8.`);
      }
      const route = routeOfDoc(relative);
      routes.set(route, [...(routes.get(route) ?? []), name]);
    }
  }
  for (const [route, files] of routes) {
    if (files.length > 1) {
      const url = `${BASE_PATH}${route.slice(1)}`;
      problems.push(`${files.sort().join(' and ')}: each would be served at ${url}. Keep one of them.`);
    }
  }
  return problems;
}

/** Throws, listing every problem, when the site folder has any. */
export function assertBuildInput(siteDir: string): void {
  const problems = buildInputProblems(siteDir);
  if (problems.length > 0) {
    throw new Error(`The build refuses this input:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  }
}
