/**
 * Checks pages under docs/ without a build, for writers:
 * - every heading id the old site gave the page (tests/fixtures/old-anchors.json) is still an id
 *   on it (a heading's computed or explicit `{#id}`, or an `<a id="…">`);
 * - every link that stays on the site names a page that exists, and its `#fragment` an id on that
 *   page: the build's own link check (src/plugins/link-check), which resolves links by lib/url.ts.
 *
 *   npx tsx scripts/check-pages.ts                     # every page
 *   npx tsx scripts/check-pages.ts docs/sql/README.md  # some pages
 *
 * Exits 1 when something is missing; the build and the old-anchor test check the same.
 */
import fs from 'node:fs';
import path from 'node:path';
import {routeOfDoc} from '../src/lib/url';
import {anchorIdsOfMarkdown} from '../src/remark/anchors';
import {brokenLinks, docFiles, formatBrokenLink} from '../src/plugins/link-check/check';

const ROOT = path.resolve(__dirname, '..');
const DOCS = path.join(ROOT, 'docs');
const oldAnchors = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/fixtures/old-anchors.json'), 'utf8')) as Record<
  string,
  string[]
>;

// Pages relative to docs/, as named on the command line (from any folder) or all of them.
const files =
  process.argv.length > 2
    ? process.argv.slice(2).map((file) => path.relative(DOCS, path.resolve(file)).split(path.sep).join('/'))
    : docFiles(DOCS);
const lines: string[] = [];
for (const file of files) {
  const ids = new Set(anchorIdsOfMarkdown(fs.readFileSync(path.join(DOCS, file), 'utf8')));
  const missing = (oldAnchors[routeOfDoc(file)] ?? []).filter((id) => !ids.has(id));
  if (missing.length) lines.push(`docs/${file}: old anchors missing: ${missing.map((id) => `#${id}`).join(' ')}`);
}
lines.push(...brokenLinks(DOCS, files).map(formatBrokenLink));
console.log(
  lines.length
    ? `${lines.join('\n')}\n${lines.length} problems in ${files.length} pages`
    : `${files.length} pages: every old anchor and link found`,
);
process.exitCode = lines.length ? 1 : 0;
