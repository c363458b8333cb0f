/**
 * Every heading anchor of the old site stays an id of its page: the page title, every
 * level down to `#####`, and the `-2` of a repeated heading (a rewritten heading keeps its old id
 * with `{#old-id}`, a merged one with `<a id="old-id"></a>`). The list,
 * tests/fixtures/old-anchors.json, is the old manual's headings slugged as the old site did
 * (scripts/old-anchors.ts).
 *
 * Here, the rule that computes the old ids and the ways a page keeps one. That every old anchor
 * is an id on its page is checked once, where readers get it: in the built HTML
 * (tests/browser/old-anchors.test.ts); `npx tsx scripts/check-pages.ts` lists, by Markdown file,
 * the ones a page lacks without a build.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {anchorIdsOfMarkdown, oldHeadingIds} from '../../src/remark/anchors';

test('the old ids are computed as the old site did: title, every level, -2 for a repeat', () => {
  const source =
    '---\ntitle: T\n---\n\n# Mail Client\n\n## Fields\n\n#### `entity` <br> Name\n\n## Fields\n\n##### 2. Done ![x](y.png)\n';
  assert.deepEqual(
    oldHeadingIds(source).map(({level, id}) => `h${level}:${id}`),
    ['h1:mail-client', 'h2:fields', 'h4:entity-name', 'h2:fields-2', 'h5:_2-done'],
  );
});

test('a page keeps an old id through a heading, an explicit id or an HTML anchor', () => {
  const source = '# Mail Client\n\n## New Wording {#old-wording}\n\n<a id="fields-2"></a>\n\n## Fields\n';
  assert.deepEqual(anchorIdsOfMarkdown(source), ['mail-client', 'old-wording', 'fields-2', 'fields']);
});
