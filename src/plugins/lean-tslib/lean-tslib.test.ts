import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {rspack} from '@rspack/core';
import {leanTslib} from './loader.mjs';

const require = createRequire(__filename);

test('a module calling tslib helpers gets a binding of those helpers only', () => {
  const source = [
    'const tslib_1 = require("tslib");',
    'const a = tslib_1.__importDefault(require("./a"));',
    'tslib_1.__exportStar(require("./b"), exports);',
    'const c = tslib_1.__importDefault(require("./c"));',
  ].join('\n');
  assert.equal(
    leanTslib(source).split('\n')[0],
    'const tslib_1 = {__exportStar: require("tslib").__exportStar, __importDefault: require("tslib").__importDefault};',
  );
  assert.deepEqual(leanTslib(source).split('\n').slice(1), source.split('\n').slice(1));
});

test('a module using its tslib binding otherwise, or not at all, is left as it is', () => {
  for (const source of [
    'const tslib_1 = require("tslib");\nexports.helpers = tslib_1;',
    'const tslib_1 = require("tslib");\nconst f = tslib_1["__importDefault"];',
    'const tslib_1 = require("tslib");',
    'const x = require("tslib-other");\nx.__importDefault(1);',
  ]) {
    assert.equal(leanTslib(source), source);
  }
});

test('Docusaurus’s utils-common, as installed, keeps only the helper it calls', () => {
  const file = require.resolve('@docusaurus/utils-common');
  const lean = leanTslib(fs.readFileSync(file, 'utf8'));
  assert.match(lean, /const tslib_1 = \{__importDefault: require\("tslib"\)\.__importDefault\};/);
});

test('the bundler drops the helpers the module does not call', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lean-tslib-'));
  try {
    fs.writeFileSync(path.join(dir, 'x.js'), 'module.exports = 42;');
    fs.writeFileSync(
      path.join(dir, 'lib.js'),
      '"use strict";\nconst tslib_1 = require("tslib");\nexports.x = tslib_1.__importDefault(require("./x")).default;',
    );
    fs.writeFileSync(path.join(dir, 'index.js'), 'import {x} from "./lib";\nconsole.log(x);');
    const build = (loader: boolean) =>
      new Promise<string>((resolve, reject) =>
        rspack(
          {
            mode: 'production',
            context: dir,
            entry: './index.js',
            output: {path: path.join(dir, loader ? 'lean' : 'plain'), filename: 'main.js'},
            resolve: {modules: [path.resolve('node_modules')]},
            module: {rules: loader ? [{test: /lib\.js$/, use: [{loader: path.join(__dirname, 'loader.mjs')}]}] : []},
          },
          (error, stats) => {
            if (error || !stats || stats.hasErrors()) reject(error ?? new Error(stats?.toString()));
            else resolve(fs.readFileSync(path.join(dir, loader ? 'lean' : 'plain', 'main.js'), 'utf8'));
          },
        ),
      );
    const [plain, lean] = [await build(false), await build(true)];
    assert.match(plain, /Symbol\.asyncIterator/, 'without the loader every helper is kept');
    assert.doesNotMatch(lean, /Symbol\.asyncIterator/);
    assert.ok(lean.length < plain.length / 4, `${lean.length} bytes, ${plain.length} without the loader`);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
