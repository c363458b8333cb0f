import {test} from 'node:test';
import assert from 'node:assert/strict';
import leanDocsDataLoader, {leanGlobalData, leanVersionData} from './loader.mjs';
import {generatedIndexCategories} from './index';

test('the version prop loses its docs map, and nothing else', () => {
  const version = {pluginId: 'default', docsSidebars: {api: []}, docs: {a: {id: 'a', title: 'A'}}};
  assert.deepEqual(JSON.parse(leanVersionData(JSON.stringify({version}))), {version: {...version, docs: {}}});
  const other = JSON.stringify({tag: {label: 'x'}});
  assert.equal(leanVersionData(other), other);
});

test('categories that link to a generated index are found at any depth', () => {
  const items = [
    {type: 'doc'},
    {type: 'category', label: 'API', items: [{type: 'category', label: 'Data', link: {type: 'generated-index'}}]},
    {type: 'category', label: 'SQL', link: {type: 'doc'}},
  ];
  assert.deepEqual(generatedIndexCategories(items), ['Data']);
});

test('the global data keeps every version but not its list of docs', () => {
  const data = {
    'docusaurus-plugin-content-docs': {
      default: {
        path: '/docs/',
        versions: [
          {name: 'current', path: '/docs/', docs: [{id: 'a', path: '/docs/a'}], draftIds: ['b'], sidebars: {x: {}}},
        ],
      },
    },
    'other-plugin': {default: {keep: [1, 2]}},
  };
  const lean = JSON.parse(leanGlobalData(JSON.stringify(data)));
  assert.deepEqual(lean['docusaurus-plugin-content-docs'].default.versions, [
    {name: 'current', path: '/docs/', docs: [], draftIds: [], sidebars: {x: {}}},
  ]);
  assert.deepEqual(lean['other-plugin'], data['other-plugin']);
});

test('the loader picks the global data by its file, and route props otherwise', () => {
  const global = JSON.stringify({'docusaurus-plugin-content-docs': {default: {versions: [{docs: [1]}]}}});
  assert.equal(
    JSON.parse(leanDocsDataLoader.call({resourcePath: '/site/.docusaurus/globalData.json'}, global))[
      'docusaurus-plugin-content-docs'
    ].default.versions[0].docs.length,
    0,
  );
  const prop = JSON.stringify({version: {docsSidebars: {}, docs: {a: 1}}});
  assert.deepEqual(
    JSON.parse(leanDocsDataLoader.call({resourcePath: '/site/.docusaurus/x/p/y.json'}, prop)).version.docs,
    {},
  );
});
