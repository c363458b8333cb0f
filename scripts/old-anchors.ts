/**
 * Writes tests/fixtures/old-anchors.json: every heading id of the old VuePress manual, by route,
 * for the pages this site has. A maintainer's tool, run by hand against a copy of the old manual
 * (axibase/atsd) as a git directory; the tests read only the committed list.
 *
 *   npx tsx scripts/old-anchors.ts /path/to/axibase-atsd.git
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {routeOfDoc} from '../src/lib/url';
import {oldHeadingIds} from '../src/remark/anchors';
import {docPages, ROOT} from './support/docs';

const gitDir = process.argv[2];
if (!gitDir) {
  console.error('usage: npx tsx scripts/old-anchors.ts <git directory of axibase/atsd>');
  process.exit(2);
}
const git = (...args: string[]) =>
  execFileSync('git', ['--git-dir', gitDir, ...args], {encoding: 'utf8', maxBuffer: 1 << 28});

const ourRoutes = new Set(docPages().map((page) => page.route));
const anchors: Record<string, string[]> = {};
const perLevel = new Map<number, number>();
for (const file of git('ls-tree', '-r', '--name-only', 'HEAD').split('\n')) {
  if (!file.endsWith('.md')) continue;
  const route = routeOfDoc(file);
  if (!ourRoutes.has(route)) continue;
  const ids = oldHeadingIds(git('show', `HEAD:${file}`));
  for (const {level} of ids) perLevel.set(level, (perLevel.get(level) ?? 0) + 1);
  anchors[route] = ids.map(({id}) => id);
}
const sorted = Object.fromEntries(Object.entries(anchors).sort(([a], [b]) => a.localeCompare(b)));
const out = path.join(ROOT, 'tests/fixtures/old-anchors.json');
fs.writeFileSync(out, JSON.stringify(sorted, null, 1) + '\n');
const total = [...perLevel.values()].reduce((sum, count) => sum + count, 0);
console.log(
  `${path.relative(ROOT, out)}: ${Object.keys(sorted).length} pages, ${total} anchors (` +
    [...perLevel]
      .sort(([a], [b]) => a - b)
      .map(([level, count]) => `h${level} ${count}`)
      .join(', ') +
    ')',
);
