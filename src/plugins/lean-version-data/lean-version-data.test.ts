import {test} from 'node:test';
import assert from 'node:assert/strict';
import {leanVersionData} from './loader.mjs';
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
