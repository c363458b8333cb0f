import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import {rspack, type RspackOptions} from '@rspack/core';
import type {LoadContext} from '@docusaurus/types';
import leanRuntimePlugin, {ChunkUrlPlugin, RuntimeRewritePlugin, chunkUrlSource, rewriteRuntime} from './index';

test('the chunk URL function looks up only the chunks whose id is not their name', () => {
  assert.doesNotMatch(chunkUrlSource({'0af55f77': '0af55f77', main: 'main'}), /\{"/);
  const source = chunkUrlSource({'0af55f77': '0af55f77', 123: 'a1b2c3d4'});
  assert.match(source, /\{"a1b2c3d4":"123"\}\[chunkId\]/);
  assert.doesNotMatch(source, /0af55f77/);
});

test('a client build without Docusaurus’s chunk asset plugin fails, naming this plugin', () => {
  const plugin = leanRuntimePlugin();
  assert.deepEqual(plugin.configureWebpack!({plugins: []}, true, {} as never, undefined), {});
  assert.throws(
    () => plugin.configureWebpack!({plugins: []}, false, {} as never, undefined),
    /src\/plugins\/lean-runtime: Docusaurus's ChunkAssetPlugin is not in the client build/,
  );
});

test('the client build keeps every other plugin, swaps the chunk asset plugin, and rewrites the runtime in production', () => {
  class ChunkAssetPlugin {
    apply(): void {}
  }
  class OtherPlugin {
    apply(): void {}
  }
  const other = new OtherPlugin();
  const configure = (mode: 'production' | 'development') =>
    leanRuntimePlugin().configureWebpack!(
      {mode, plugins: [other, new ChunkAssetPlugin()]},
      false,
      {} as never,
      {} as LoadContext,
    ) as {plugins: unknown[]; mergeStrategy: unknown; optimization: unknown};
  const result = configure('production');
  assert.equal(result.plugins[0], other);
  assert.ok(result.plugins[1] instanceof ChunkUrlPlugin);
  assert.ok(result.plugins[2] instanceof RuntimeRewritePlugin);
  assert.equal(result.plugins.length, 3);
  assert.deepEqual(result.optimization, {chunkIds: 'named'});
  assert.deepEqual(result.mergeStrategy, {plugins: 'replace'});
  // The dev server's runtime has no content hashes to move, and is left as Rspack writes it.
  const dev = configure('development');
  assert.equal(dev.plugins.length, 2);
  assert.ok(dev.plugins[1] instanceof ChunkUrlPlugin);
});

test('a runtime not written as the rewrite expects fails the build, naming this plugin', () => {
  const search = 'var scripts = document.getElementsByTagName("script");';
  const filename =
    '__webpack_require__.u = (chunkId) => {\n  return "a/" + chunkId + "." + {"x": "1", "y": "2"}[chunkId] + ".js"\n}';
  assert.match(rewriteRuntime(`${filename}\n${search}`), /^var chunkHashes = \{"x": "1", "y": "2"\};/);
  assert.throws(() => rewriteRuntime(filename), /src\/plugins\/lean-runtime: .* its script search/);
  assert.throws(() => rewriteRuntime(search), /src\/plugins\/lean-runtime: .* the chunk file name map/);
});

test('with named chunk ids, the runtime has no name map and gives each named chunk its file URL', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lean-runtime-'));
  try {
    fs.mkdirSync(path.join(dir, 'src'));
    fs.writeFileSync(path.join(dir, 'src/a.js'), 'export default "a";');
    fs.writeFileSync(path.join(dir, 'src/b.js'), 'export default "b";');
    // What Docusaurus's prefetch does: ask the runtime for a chunk's URL by the chunk's name.
    fs.writeFileSync(
      path.join(dir, 'src/index.js'),
      [
        'globalThis.load = () => [import(/* webpackChunkName: "0af55f77" */ "./a"), import(/* webpackChunkName: "1bc55f78" */ "./b")];',
        'globalThis.urls = ["0af55f77", "1bc55f78"].map((name) => __webpack_require__.gca(name));',
      ].join('\n'),
    );
    const options: RspackOptions = {
      mode: 'production',
      context: dir,
      entry: {main: './src/index.js'},
      output: {
        path: path.join(dir, 'build'),
        filename: 'assets/js/[name].[contenthash:8].js',
        chunkFilename: 'assets/js/[name].[contenthash:8].js',
        publicPath: '/docs/atsd/',
      },
      optimization: {runtimeChunk: true, minimize: false, chunkIds: 'named'},
      plugins: [new ChunkUrlPlugin(), new RuntimeRewritePlugin()],
    };
    const stats = await new Promise<import('@rspack/core').Stats>((resolve, reject) =>
      rspack(options, (error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    assert.equal(stats.hasErrors(), false, stats.toString());
    const files = (name: string) => [...(stats.compilation.namedChunks.get(name)?.files ?? [])];
    const [runtime] = files('runtime~main');
    const [main] = files('main');
    const source = fs.readFileSync(path.join(dir, 'build', runtime!), 'utf8');
    // A chunk's name appears only as a key (of the content hash map), never as a looked-up value.
    assert.doesNotMatch(source, /:\s*"0af55f77"/, 'no name map');
    // The content hashes are one object, made once, and the file name function reads it.
    assert.match(source, /var chunkHashes = \{"0af55f77": "[0-9a-f]{8}",\s*"1bc55f78": "[0-9a-f]{8}",?\};/);
    assert.match(source, /\+ chunkHashes\[chunkId\] \+/);
    assert.match(source, /document\.head\.getElementsByTagName\("script"\)/);
    const context = vm.createContext({});
    vm.runInContext(`var self = globalThis; ${source}`, context);
    vm.runInContext(fs.readFileSync(path.join(dir, 'build', main!), 'utf8'), context);
    const urls = [...(context.urls as string[])];
    assert.deepEqual(urls, [`/docs/atsd/${files('0af55f77')[0]}`, `/docs/atsd/${files('1bc55f78')[0]}`]);
    assert.match(urls[0]!, /^\/docs\/atsd\/assets\/js\/0af55f77\.[0-9a-f]{8}\.js$/);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
