import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parseInline} from './inlineHtml';

test('plain text is one part', () => {
  assert.deepEqual(parseInline('Quotes, trades and snapshots'), [{kind: 'text', text: 'Quotes, trades and snapshots'}]);
  assert.deepEqual(parseInline(''), []);
});

test('links are split out, attributes other than href ignored', () => {
  assert.deepEqual(parseInline('Extended <a href="sql.md" style="color:orange">SQL</a> syntax'), [
    {kind: 'text', text: 'Extended '},
    {kind: 'link', href: 'sql.md', text: 'SQL'},
    {kind: 'text', text: ' syntax'},
  ]);
  assert.deepEqual(parseInline("<A class=x HREF='#интеграция'>Биржа</A>"), [
    {kind: 'link', href: '#интеграция', text: 'Биржа'},
  ]);
  assert.deepEqual(parseInline('see <a href=install.md>install</a>, <a href="https://x.org/?a=1&amp;b=2">x</a>'), [
    {kind: 'text', text: 'see '},
    {kind: 'link', href: 'install.md', text: 'install'},
    {kind: 'text', text: ', '},
    {kind: 'link', href: 'https://x.org/?a=1&b=2', text: 'x'},
  ]);
});

test('other tags are dropped and never injected', () => {
  assert.deepEqual(parseInline('<b>Fast</b> <script>alert(1)</script>reads'), [
    {kind: 'text', text: 'Fast alert(1)reads'},
  ]);
  assert.deepEqual(parseInline('<a name="x">no href</a>'), [{kind: 'text', text: 'no href'}]);
  assert.deepEqual(parseInline('<a href="x.md"><em>nested</em></a>'), [{kind: 'link', href: 'x.md', text: 'nested'}]);
});
