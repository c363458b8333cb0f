import {test} from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import type {Configuration} from 'webpack';
import reactFirstPlugin, {
  FIRST_MODULE,
  REACT_CHUNK,
  REACT_MODULES,
  ReactFirstPlugin,
  startCallback,
  startCallbackAt,
} from './index';

/** A minified chunk as Rspack writes it: two modules, the second requiring the first. */
const CHUNK =
  '"use strict";(self.webpackChunkatsd_docs=self.webpackChunkatsd_docs||[]).push([["react"],' +
  '{4021(e){e.exports={ready:!0}},8770(e,t,n){e.exports=n(4021)}}]);\n';

test('the start callback goes in as the third element of the chunk’s push call, and requires the module', () => {
  const at = startCallbackAt(CHUNK, 'assets/js/react.0f3a9c21.js');
  const edited = CHUNK.slice(0, at) + startCallback(8770) + CHUNK.slice(at);
  assert.match(edited, /\{4021\(e\)\{[^]*\}\},r=>\{r\(8770\)\}\]\);\n$/);
  // Run the chunk as a page would, then its callback as the bundler's runtime does.
  const self: {webpackChunkatsd_docs?: Array<[string[], Record<string, unknown>, ((require: unknown) => void)?]>} = {};
  vm.runInNewContext(edited, {self});
  const [ids, modules, start] = self.webpackChunkatsd_docs![0]!;
  assert.deepEqual([...ids], ['react']); // an array of the chunk's realm
  assert.deepEqual(Object.keys(modules), ['4021', '8770']);
  const required: unknown[] = [];
  start!((id: unknown) => required.push(id));
  assert.deepEqual(required, [8770]);
});

test('a string module id is written as a string', () => {
  assert.equal(startCallback('react-dom/client'), ',r=>{r("react-dom/client")}');
});

test('a chunk that does not end with its push call fails the build, naming the file and this plugin', () => {
  assert.throws(
    () => startCallbackAt('console.log("not a chunk")', 'assets/js/react.0f3a9c21.js'),
    /src\/plugins\/react-first: assets\/js\/react\.0f3a9c21\.js does not end/,
  );
});

test('the chunk takes React, React DOM and the scheduler, and no package whose name only starts with react', () => {
  for (const path of [
    '/site/node_modules/react/index.js',
    '/site/node_modules/react/jsx-runtime.js',
    '/site/node_modules/react-dom/client.js',
    '/site/node_modules/react-dom/cjs/react-dom-client.production.js',
    '/site/node_modules/scheduler/index.js',
  ]) {
    assert.ok(REACT_MODULES.test(path), path);
  }
  for (const path of [
    '/site/node_modules/react-router/cjs/react-router.min.js',
    '/site/node_modules/react-helmet-async/lib/index.js',
    '/site/node_modules/@docusaurus/react-loadable/lib/index.js',
    '/site/src/theme/react/index.ts',
  ]) {
    assert.ok(!REACT_MODULES.test(path), path);
  }
  assert.ok(FIRST_MODULE.test('/site/node_modules/react-dom/client.js'));
  assert.ok(!FIRST_MODULE.test('/site/node_modules/react-dom/index.js'));
});

test('only the production client build gets the chunk and the callback', () => {
  const plugin = reactFirstPlugin();
  const configure = (mode: Configuration['mode'], isServer: boolean) =>
    plugin.configureWebpack!({mode} as never, isServer, {} as never, undefined) as Configuration;
  const client = configure('production', false);
  assert.deepEqual(client.optimization?.splitChunks, {
    cacheGroups: {
      [REACT_CHUNK]: {name: REACT_CHUNK, test: REACT_MODULES, chunks: 'initial', enforce: true, priority: 60},
    },
  });
  assert.ok(client.plugins?.[0] instanceof ReactFirstPlugin);
  assert.deepEqual(configure('production', true), {});
  assert.deepEqual(configure('development', false), {});
});
