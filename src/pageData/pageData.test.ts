import {test} from 'node:test';
import assert from 'node:assert/strict';
import {sidebarHeaders, toPageData} from './pageData';

const toc = [
  {value: 'Request', id: 'request', level: 2},
  {value: 'Path <code>Parameters</code>', id: 'path-parameters', level: 3},
  {value: 'Details', id: 'details', level: 4},
  {value: 'Response &amp; Errors', id: 'response-errors', level: 2},
];

test('page data carries path, title, level 2-3 headers and the author front matter', () => {
  const data = toPageData({
    path: '/api/data/series/query.html',
    title: 'Series: query',
    toc,
    frontMatter: {slug: '/x', displayed_sidebar: 'api', pagination_next: null, sidebarDepth: 2},
  });
  assert.deepEqual(data, {
    path: '/api/data/series/query.html',
    title: 'Series: query',
    headers: [
      {level: 2, title: 'Request', slug: 'request'},
      {level: 3, title: 'Path Parameters', slug: 'path-parameters'},
      {level: 2, title: 'Response & Errors', slug: 'response-errors'},
    ],
    frontmatter: {sidebarDepth: 2},
  });
  assert.deepEqual(toPageData({path: '/', title: 'x', toc: [], frontMatter: {slug: '/'}}).frontmatter, {});
});

test('sidebar depth 0 lists none, 1 lists ##, 2 lists ## and ###', () => {
  const {headers} = toPageData({path: '/', title: 'x', toc, frontMatter: {}});
  assert.deepEqual(sidebarHeaders(headers, 0), []);
  assert.deepEqual(sidebarHeaders(headers, 1).map((h) => h.slug), ['request', 'response-errors']);
  assert.deepEqual(sidebarHeaders(headers, 2).map((h) => h.slug), ['request', 'path-parameters', 'response-errors']);
});
