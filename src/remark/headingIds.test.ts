import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parseMarkdown} from '../lib/markdown';
import {toString} from 'mdast-util-to-string';
import type {Heading} from 'mdast';
import remarkHeadingIds from './headingIds';

function idsOf(markdown: string): string[] {
  const tree = parseMarkdown(markdown);
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

test('a heading with no id of its own fails, naming the file and line', () => {
  for (const [heading, line] of [
    ['## !!!', 3],
    ['## ???', 3],
    ['### `**`', 3],
    ['##', 3],
  ] as const) {
    const tree = parseMarkdown(`# Title\n\n${heading}\n\nText.\n`);
    assert.throws(
      () => remarkHeadingIds()(tree, {path: `${process.cwd()}/docs/api/bad.md`}),
      (error: Error) =>
        error.message.startsWith(`docs/api/bad.md:${line}: the heading "`) && /no id/.test(error.message),
      heading,
    );
  }
});

test('symbols beside a word are fine', () => {
  assert.deepEqual(idsOf('## !!! Warning\n\n## C++'), ['warning', 'c']);
});
