import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {assertBuildInput, buildInputProblems, firstInvalidUtf8Line} from './buildInput';

const made: string[] = [];
after(() => made.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

/** A site folder with `files` (path → content) and `links` (path → target). */
function fixture(files: Record<string, string | Buffer>, links: Record<string, string> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atsd-input-'));
  made.push(dir);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), content);
  }
  for (const [file, target] of Object.entries(links)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.symlinkSync(target, path.join(dir, file));
  }
  return dir;
}

const GOOD = {
  'docs/README.md': '# Home\n',
  'docs/api/README.md': '# API\n',
  'docs/api/query.md': '# Query\n\n## Установка\n',
  'docs/api/_partial.md': '# Partial\n',
  'docs/_drafts/README.md': '# Draft\n',
  'docs/api/diagram.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff]),
  'static/img/logo.svg': '<svg/>',
};

test('a sound site has no problems', () => {
  assert.deepEqual(buildInputProblems(fixture(GOOD)), []);
  assert.doesNotThrow(() => assertBuildInput(fixture(GOOD)));
});

test('Markdown that is not UTF-8 is named with its line', () => {
  const latin1 = Buffer.concat([Buffer.from('# Title\n\nText.\n\nCaf'), Buffer.from([0xe9]), Buffer.from('.\n')]);
  assert.deepEqual(buildInputProblems(fixture({...GOOD, 'docs/api/cafe.md': latin1})), [
    'docs/api/cafe.md:5: not valid UTF-8. Save the file as UTF-8.',
  ]);
  assert.equal(firstInvalidUtf8Line(Buffer.from('ok\nÅ\n')), 0);
  assert.equal(firstInvalidUtf8Line(Buffer.from([0xc3])), 1);
  // A sequence cut by the end of a line.
  assert.equal(firstInvalidUtf8Line(Buffer.concat([Buffer.from('a\nb'), Buffer.from([0xd0, 0x0a, 0xb0])])), 2);
});

test('symlinks in docs/ and static/ are named with their targets', () => {
  const dir = fixture(GOOD, {
    'docs/api/linked.md': '/etc/hostname',
    'static/img/shared': '../../outside',
    'docs/api/inside.md': 'query.md',
  });
  assert.deepEqual(buildInputProblems(dir).sort(), [
    'docs/api/inside.md: a symlink (to query.md). The build would copy what it points to; put the file here.',
    'docs/api/linked.md: a symlink (to /etc/hostname). The build would copy what it points to; put the file here.',
    'static/img/shared: a symlink (to ../../outside). The build would copy what it points to; put the file here.',
  ]);
});

test('two files served at one URL are both named, with the URL', () => {
  const dir = fixture({...GOOD, 'docs/api/index.md': '# API too\n', 'docs/api/query.mdx': '# Query\n'});
  assert.deepEqual(buildInputProblems(dir), [
    'docs/api/README.md and docs/api/index.md: each would be served at /docs/atsd/api/. Keep one of them.',
    'docs/api/query.md and docs/api/query.mdx: each would be served at /docs/atsd/api/query.html. Keep one of them.',
  ]);
});

test('the error lists every problem', () => {
  const dir = fixture({...GOOD, 'docs/index.md': '# Home too\n'}, {'static/x.txt': '/etc/hostname'});
  assert.throws(
    () => assertBuildInput(dir),
    (error: Error) =>
      /^The build refuses this input:\n/.test(error.message) &&
      error.message.includes('docs/README.md and docs/index.md') &&
      error.message.includes('static/x.txt: a symlink'),
  );
});

test("the project's own docs/ and static/ are sound", () => {
  assert.deepEqual(buildInputProblems('.'), []);
});
