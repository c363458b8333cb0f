import {test} from 'node:test';
import assert from 'node:assert/strict';
import {pageHeaders, sidebarHeaders} from './pageData';

const toc = [
  {value: 'Request', id: 'request', level: 2},
  {value: 'Path <code>Parameters</code>', id: 'path-parameters', level: 3},
  {value: 'Details', id: 'details', level: 4},
  {value: 'Response &amp; Errors', id: 'response-errors', level: 2},
];

test('headers are the level 2 and 3 entries of the table of contents, as text', () => {
  assert.deepEqual(pageHeaders(toc), [
    {level: 2, title: 'Request', slug: 'request'},
    {level: 3, title: 'Path Parameters', slug: 'path-parameters'},
    {level: 2, title: 'Response & Errors', slug: 'response-errors'},
  ]);
});

test('sidebar depth 0 lists none, 1 lists ##, 2 lists ## and ###', () => {
  const headers = pageHeaders(toc);
  assert.deepEqual(sidebarHeaders(headers, 0), []);
  assert.deepEqual(
    sidebarHeaders(headers, 1).map((h) => h.slug),
    ['request', 'response-errors'],
  );
  assert.deepEqual(
    sidebarHeaders(headers, 2).map((h) => h.slug),
    ['request', 'path-parameters', 'response-errors'],
  );
});
