import {test} from 'node:test';
import assert from 'node:assert/strict';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {toString} from 'mdast-util-to-string';
import type {Heading, Root} from 'mdast';
import remarkHeadingIds from './headingIds';

function idsOf(markdown: string): string[] {
  const tree = fromMarkdown(markdown) as Root;
  remarkHeadingIds()(tree);
  return tree.children
    .filter((node): node is Heading => node.type === 'heading')
    .map((heading) => /\{#([^}]+)\}$/.exec(toString(heading))?.[1] ?? '');
}

test('each heading gets the old id as a classic {#id} suffix', () => {
  const markdown = [
    '# Series: query',
    '## Request Fields',
    '### `entity` **field**',
    '## 2. Insert Data',
    '## Установка',
    '## Request Fields',
    '## Explicit {#kept}',
  ].join('\n\n');
  assert.deepEqual(idsOf(markdown), [
    'series-query',
    'request-fields',
    'entity-field',
    '_2-insert-data',
    'установка',
    'request-fields-2',
    'kept',
  ]);
});
