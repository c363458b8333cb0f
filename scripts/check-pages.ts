/**
 * Checks pages under docs/ without a build, for writers:
 * - every heading id the old site gave the page (tests/fixtures/old-anchors.json) is still an id
 *   on it (a heading's computed or explicit `{#id}`, or an `<a id="…">`);
 * - every relative Markdown link names a page that exists, and its `#fragment` an id on that page.
 *
 *   npx tsx scripts/check-pages.ts                     # every page
 *   npx tsx scripts/check-pages.ts docs/sql/README.md  # some pages
 *
 * Exits 1 when something is missing; the build and the old-anchor test check the same.
 */
import fs from 'node:fs';
import path from 'node:path';
import {routeOfDoc} from '../src/lib/url';
import {anchorIdsOfMarkdown, parseMarkdown} from '../src/remark/anchors';
import {visit} from 'unist-util-visit';
import {markdownFiles, readFile, ROOT} from './support/docs';

const oldAnchors = JSON.parse(readFile('tests/fixtures/old-anchors.json')) as Record<string, string[]>;
const idsCache = new Map<string, Set<string>>();
const idsOf = (file: string) => {
  let ids = idsCache.get(file);
  if (!ids) idsCache.set(file, (ids = new Set(anchorIdsOfMarkdown(readFile(file)))));
  return ids;
};

const files =
  process.argv.length > 2
    ? process.argv.slice(2).map((file) => path.relative(ROOT, path.resolve(file)))
    : markdownFiles();
let problems = 0;
for (const file of files) {
  const lines: string[] = [];
  const route = routeOfDoc(file.replace(/^docs\//, ''));
  const missing = (oldAnchors[route] ?? []).filter((id) => !idsOf(file).has(id));
  if (missing.length) lines.push(`  old anchors missing: ${missing.map((id) => `#${id}`).join(' ')}`);
  visit(parseMarkdown(readFile(file)), ['link', 'definition'], (node) => {
    const url = (node as {url: string}).url;
    if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)) return; // external, mailto:
    const [target, fragment] = url.split('#') as [string, string | undefined];
    const line = node.position?.start.line;
    let targetFile = file;
    if (target) {
      if (!/\.mdx?$/.test(target)) return; // static files and plain paths are the build's concern
      targetFile = path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(target)));
      if (!fs.existsSync(path.join(ROOT, targetFile))) {
        lines.push(`  line ${line}: no page ${targetFile}`);
        return;
      }
    }
    if (fragment && !idsOf(targetFile).has(decodeURIComponent(fragment))) {
      lines.push(`  line ${line}: no #${fragment} on ${targetFile}`);
    }
  });
  if (lines.length) {
    problems += lines.length;
    console.log(`${file}\n${lines.join('\n')}`);
  }
}
console.log(
  problems ? `${problems} problems in ${files.length} pages` : `${files.length} pages: every old anchor and link found`,
);
process.exitCode = problems ? 1 : 0;
