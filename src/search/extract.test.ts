import {test} from 'node:test';
import assert from 'node:assert/strict';
import {htmlToText} from '../lib/html';
import {extractPage} from './extract';

// The shape Docusaurus writes (minified: unquoted attributes, omitted end tags).
const HTML = `<!doctype html><html lang=en><head><title>Series: query | ATSD</title><script>var x="<h2 id=no>"</script></head>
<body><nav class=navbar><a href=/docs/atsd/>Axibase</a></nav>
<article><nav class=theme-doc-breadcrumbs><ul><li>Series<li>query</ul></nav>
<div class="theme-doc-markdown markdown"><header><h1>Series: query</h1></header>
<p>Finds <strong>series</strong> by&nbsp;metric, <a href=/docs/atsd/api/data/filter-entity.html#entity-filter>entity <em>filter</em></a> and <a href=https://example.org/>more</a>.
<h2 class="anchor anchorTargetStickyNavbar_x" id=request-fields>Request <code>Fields</code><a href=#request-fields class=hash-link aria-label="Direct link" title="Direct link">&ZeroWidthSpace;</a></h2>
<table><thead><tr><th>Name<th>Type<tbody><tr><td>entity<td>string</table>
<div class=theme-code-block><pre><code><div class=token-line><span>[</span><br></div><div class=token-line><span>{"metric":"cpu_busy"}</span></div></code></pre><button type=button aria-label=Copy>Copy</button></div>
<h3 id=_2-insert-data>2. Insert Data<a href=#_2-insert-data class=hash-link>\u200b</a></h3>
<p>Text &amp; more.<svg><text>no</text></svg>
<h4 id=deep>Deep</h4><p>Under h4.
<h2>No id</h2><p>tail</p>
</div><footer class=theme-doc-footer>Edit this page</footer></article>
<aside><h2 id=other>Other</h2></aside></body></html>`;

test('title, headers with their ids, and section text', () => {
  const page = extractPage(HTML, '/api/data/series/query.html');
  assert.deepEqual(page, {
    route: '/api/data/series/query.html',
    title: 'Series: query',
    sections: [
      {x: 'Finds series by metric, entity filter and more.'},
      {h: 'Request Fields', a: 'request-fields', l: 2, x: 'Name Type entity string [ {"metric":"cpu_busy"}'},
      {h: '2. Insert Data', a: '_2-insert-data', l: 3, x: 'Text & more. Deep Under h4. No id tail'},
    ],
    minor: [{h: 'Deep', a: 'deep', s: 2}],
    links: [
      ['/docs/atsd/api/data/filter-entity.html#entity-filter', 'entity filter'],
      ['https://example.org/', 'more'],
    ],
  });
});

test('HTML without doc content is not a doc page', () => {
  assert.equal(extractPage('<html><body><h1>Not found</h1></body></html>', '/404.html'), null);
});

test('a page without <h1> takes the fallback title', () => {
  const page = extractPage('<div class="theme-doc-markdown markdown"><p>Hello</div>', '/', 'Introduction');
  assert.deepEqual(page, {route: '/', title: 'Introduction', sections: [{x: 'Hello'}]});
});

test("a section's text is the page's text as src/lib/html.ts reads it", () => {
  const body =
    '<p>Finds <strong>series</strong>&nbsp;by metric.<script>no()</script></p><table><tr><td>a<td>b</table>' +
    '<div class=theme-code-block><pre><code>x = 1<br>y</code></pre><button>Copy</button></div><svg><text>no</text></svg>';
  const page = extractPage(`<div class="theme-doc-markdown"><h1>T</h1>${body}</div>`, '/t.html');
  assert.deepEqual(page?.sections, [{x: htmlToText(body)}]);
  assert.equal(htmlToText(body), 'Finds series by metric. a b x = 1 y');
});
