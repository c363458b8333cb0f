/**
 * "Examples are tested like code" (CONTRIBUTING.md): the fenced examples of every page under
 * docs/api/, docs/finance/ and docs/tutorials/ are checked, and all failures are listed at once.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {checkPage, emptyCounts, EXAMPLE_KINDS, formatFailures, type Failure} from '../../src/examples/checks';
import {extractEndpoints, type Endpoint} from '../../src/examples/endpoints';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CHECKED_DIRS = ['docs/api', 'docs/finance', 'docs/tutorials'];
/** Pages whose request tables document endpoints. */
const ENDPOINT_DIRS = ['docs/api', 'docs/finance'];

/** The Markdown files under `dir`, relative to the repository root, sorted. */
function markdownFiles(dir: string): string[] {
  const absolute = path.join(ROOT, dir);
  if (!fs.existsSync(absolute)) {
    return [];
  }
  return fs.readdirSync(absolute, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

function read(file: string): string {
  return fs.readFileSync(path.join(ROOT, file), 'utf8');
}

test('every fenced example under docs/api, docs/finance and docs/tutorials passes its check', (t) => {
  const endpoints: Endpoint[] = ENDPOINT_DIRS.flatMap(markdownFiles).flatMap((file) => extractEndpoints(read(file), file));
  assert.ok(endpoints.length > 50, `only ${endpoints.length} endpoints found in request tables`);

  const failures: Failure[] = [];
  const checked = emptyCounts();
  let fragments = 0;
  let externalCurl = 0;
  const pages = CHECKED_DIRS.flatMap(markdownFiles);
  for (const file of pages) {
    const report = checkPage(file, read(file), endpoints);
    failures.push(...report.failures);
    for (const kind of EXAMPLE_KINDS) {
      checked[kind] += report.checked[kind];
    }
    fragments += report.fragments;
    externalCurl += report.externalCurl;
  }
  t.diagnostic(`${pages.length} pages, ${endpoints.length} documented endpoint rows; checked ` +
    `${checked.json} json blocks (${fragments} fragments skipped), ${checked.csv} csv blocks, ` +
    `${checked.network} network blocks, ${checked.curl} curl commands (${externalCurl} to other hosts skipped)`);
  assert.ok(checked.json > 0 && checked.network > 0 && checked.curl > 0, 'no examples found: wrong docs path?');
  assert.equal(failures.length, 0,
    `${failures.length} example${failures.length === 1 ? '' : 's'} failed:\n${formatFailures(failures)}`);
});
