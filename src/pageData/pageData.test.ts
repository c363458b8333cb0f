import {test} from 'node:test';
import assert from 'node:assert/strict';
import {headersHtml, sidebarHeaders} from './pageData';

const headers = [
  {level: 2 as const, title: 'Request', slug: 'request'},
  {level: 3 as const, title: 'Path Parameters', slug: 'path-parameters'},
  {level: 2 as const, title: 'Response & Errors', slug: 'response-errors'},
];

test('sidebar depth 0 lists none, 1 lists ##, 2 lists ## and ###', () => {
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

test('the sidebar header list is one HTML string: titles as text, ### links with their class', () => {
  const html = headersHtml(
    [
      {level: 2, title: 'Request <Fields> & "Values"', slug: 'request-fields'},
      {level: 3, title: 'Time', slug: 'time'},
    ],
    {link: 'menu__link header_x', level3: 'level3_y'},
  );
  assert.equal(
    html,
    '<li class="menu__list-item"><a class="menu__link header_x" href="#request-fields">Request &lt;Fields&gt; &amp; &quot;Values&quot;</a></li>' +
      '<li class="menu__list-item"><a class="menu__link header_x level3_y" href="#time">Time</a></li>',
  );
  assert.equal(headersHtml([], {link: 'a', level3: 'b'}), '');
});
