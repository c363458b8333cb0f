/**
 * The layer rules of `npm run lint` (.dependency-cruiser.mjs) fail when they should: each rule is
 * broken once in a small tree laid out like the repository, in a temporary folder, and the checker
 * must fail naming the rule and the importing file; the same tree without those files passes.
 * The tree is not the repository itself so that no other test, the build or the editor ever sees
 * the broken files.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DEPCRUISE = path.join(ROOT, 'node_modules/.bin/depcruise');
const CONFIG = path.join(ROOT, '.dependency-cruiser.mjs');

/** Files that break no rule: the model, lib importing it and other lib files, a feature, a plugin. */
const CLEAN: Record<string, string> = {
  'tsconfig.json': JSON.stringify({compilerOptions: {baseUrl: '.', paths: {'@site/*': ['./*']}}}),
  'src/site.ts': `export const BASE_PATH = '/docs/atsd/';\n`,
  'src/lib/url.ts': `import {BASE_PATH} from '../site';\nexport const home = BASE_PATH;\n`,
  'src/lib/title.ts': `import path from 'node:path';\nimport {home} from '@site/src/lib/url';\nexport const title = path.join(home, 't');\n`,
  'src/navigation/feature.ts': `import {home} from '../lib/url';\nexport const feature = home;\n`,
  'src/plugins/alpha/index.ts': `import {title} from '@site/src/lib/title';\nimport {part} from './part';\nexport default [title, part];\n`,
  'src/plugins/alpha/part.ts': `export const part = 1;\n`,
  'src/plugins/beta/index.ts': `import {feature} from '../../navigation/feature';\nexport default feature;\n`,
  'scripts/support/pages.ts': `import {title} from '../../src/lib/title';\nexport const pages = [title];\n`,
  'tests/support/helper.ts': `import {pages} from '../../scripts/support/pages';\nexport const helper = pages;\n`,
};

/** Files that each break one rule once: [file, source, rule, what it imports]. */
const BROKEN: Array<[file: string, source: string, rule: string, target: string]> = [
  [
    'src/lib/bad.ts',
    `import {feature} from '@site/src/navigation/feature';\nexport const bad = feature;\n`,
    'lib-imports-only-model',
    'src/navigation/feature.ts',
  ],
  [
    'src/plugins/gamma/index.ts',
    `import alpha from '../alpha';\nexport default alpha;\n`,
    'no-plugin-imports-plugin',
    'src/plugins/alpha/index.ts',
  ],
  [
    'src/navigation/usesTests.ts',
    `import {helper} from '../../tests/support/helper';\nexport const uses = helper;\n`,
    'no-import-from-tests',
    'tests/support/helper.ts',
  ],
  [
    'scripts/usesTests.ts',
    `import {helper} from '../tests/support/helper';\nexport const uses = helper;\n`,
    'no-import-from-tests',
    'tests/support/helper.ts',
  ],
  [
    'src/navigation/circleA.ts',
    `import type {B} from './circleB';\nexport type A = {b?: B};\n`,
    'no-circular',
    'src/navigation/circleB.ts',
  ],
];

/** The other half of the circle: the checker reports a circle once, from the file it met first. */
const CIRCLE_END = {
  'src/navigation/circleB.ts': `import type {A} from './circleA';\nexport type B = {a?: A};\n`,
};

/** Runs the checker as `npm run lint` does, over a temporary tree of `files`, and removes the tree. */
function cruise(files: Record<string, string>): {status: number | null; output: string} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atsd-layers-'));
  try {
    for (const [file, source] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      fs.writeFileSync(path.join(dir, file), source);
    }
    const run = spawnSync(DEPCRUISE, ['--config', CONFIG, '--output-type', 'err', 'src', 'scripts', 'tests'], {
      cwd: dir,
      encoding: 'utf8',
    });
    return {status: run.status, output: run.stdout + run.stderr};
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

test('a tree that keeps the layers passes', () => {
  const {status, output} = cruise(CLEAN);
  assert.equal(status, 0, output);
  assert.match(output, /no dependency violations found/);
});

test('each rule fails on the file that breaks it, naming the rule and the file', () => {
  const broken = Object.fromEntries(BROKEN.map(([file, source]) => [file, source]));
  const {status, output} = cruise({...CLEAN, ...broken, ...CIRCLE_END});
  assert.notEqual(status, 0, output);
  for (const [file, , rule, target] of BROKEN) {
    // A circle's line goes on over the next lines, one file a line.
    const line = new RegExp(`error ${rule}: ${file.replace(/\./g, '\\.')} →\\s*${target.replace(/\./g, '\\.')}`);
    assert.match(output, line, `no "${rule}" error for ${file}`);
  }
  const errors = output.split('\n').filter((line) => /^\s*error /.test(line));
  assert.equal(errors.length, BROKEN.length, `only the broken files fail:\n${output}`);
});
