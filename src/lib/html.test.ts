import {test} from 'node:test';
import assert from 'node:assert/strict';
import {htmlAnchorIds, htmlLinks, htmlToText} from './html';

test('text: entities, as a browser reads them', () => {
  assert.equal(htmlToText('a &amp; b &lt;c&gt; &quot;d&quot; &#39;e&#x27;'), 'a & b <c> "d" \'e\'');
  // an unknown name stays as written, and names of the full HTML table decode too
  assert.equal(htmlToText('&unknown; &mdash;&hellip;&laquo;'), '&unknown; \u2014\u2026\u00ab');
  assert.equal(htmlToText('R&amp;D <i>lab</i>'), 'R&D lab');
});

test('text: scripts, styles, SVG, buttons and comments are not text', () => {
  assert.equal(
    htmlToText(
      '<p>a<script>var x = "<p>no</p>";</script>b<style>p { color: red }</style>c' +
        '<svg><text>no</text></svg><button>Copy</button><!-- no --><noscript>no</noscript></p>',
    ),
    'abc',
  );
});

test('text: a block ends a word, an inline element does not; nested tags read in order', () => {
  assert.equal(htmlToText('<table><tr><td>a</td><td>b</td></tr><tr><td>c</td></tr></table>'), 'a b c');
  assert.equal(htmlToText('<p>one</p><p>two<br>three</p><ul><li>x<li>y</ul>'), 'one two three x y');
  assert.equal(htmlToText('<b>bold</b><i>italic</i> <code>co<span>de</span></code>'), 'bolditalic code');
  assert.equal(
    htmlToText('<div><div><p>deep <em>inside <strong>it</strong></em></p></div>tail</div>'),
    'deep inside it tail',
  );
});

test('text: runs of white space are one space, trimmed, no-break and zero-width spaces too', () => {
  assert.equal(htmlToText('  <p>\n  a \t b&nbsp;&nbsp;c\u200b</p>\n\n<p>d</p>  '), 'a b c d');
  assert.equal(htmlToText(''), '');
});

test('links: every <a href> with its text, in order; other anchors are not links', () => {
  assert.deepEqual(
    htmlLinks(
      'See <a href="sql.md">the <b>SQL</b>\n  syntax</a>, <A HREF=\'x.md?a=1&amp;b=2\'>x</A>, ' +
        '<a href=plain.md>plain<script>no</script></a> and <a name="old">no link</a>.',
    ),
    [
      {href: 'sql.md', text: 'the SQL syntax'},
      {href: 'x.md?a=1&b=2', text: 'x'},
      {href: 'plain.md', text: 'plain'},
    ],
  );
  assert.deepEqual(htmlLinks('<!-- <a href="gone.md">gone</a> -->'), []);
});

test("anchors: the ids and names of <a> elements, at their tags' offsets", () => {
  const html = '<p>x</p><a id="one"></a> <A NAME=two>t</A><a href="#one">link</a><a id="same" name="same"></a>';
  assert.deepEqual(htmlAnchorIds(html), [
    {id: 'one', offset: 8},
    {id: 'two', offset: 25},
    {id: 'same', offset: 65},
  ]);
  // Not an element's id: commented out, another attribute, another element.
  assert.deepEqual(
    htmlAnchorIds('<!-- <a id="old"></a> --><a data-id="d"></a><span id="s"></span><a name=""></a>'),
    [],
  );
});
