import {test} from 'node:test';
import assert from 'node:assert/strict';
import {tocHtml, tocTree} from './tocHtml';

const entry = (id: string, level: number, value = id) => ({id, level, value});

test('the tree nests each heading under the nearest heading of a lower level before it', () => {
  const tree = tocTree(
    [entry('a', 2), entry('b', 3), entry('c', 4), entry('d', 3), entry('e', 2), entry('f', 4)],
    2,
    4,
  );
  const shape = (nodes: ReturnType<typeof tocTree>): unknown =>
    nodes.map((node) => (node.children.length ? [node.entry.id, shape(node.children)] : node.entry.id));
  assert.deepEqual(shape(tree), [
    ['a', [['b', ['c']], 'd']],
    ['e', ['f']],
  ]);
});

test('headings outside the levels are dropped and their children lifted, as the theme filters them', () => {
  const entries = [entry('a', 2), entry('b', 3), entry('c', 4), entry('d', 2)];
  const ids = (nodes: ReturnType<typeof tocTree>): string[] =>
    nodes.flatMap((node) => [node.entry.id, ...ids(node.children)]);
  assert.deepEqual(ids(tocTree(entries, 2, 3)), ['a', 'b', 'd']);
  const lifted = tocTree(entries, 3, 4);
  assert.deepEqual(
    lifted.map((node) => node.entry.id),
    ['b'],
  );
  assert.deepEqual(
    lifted[0]!.children.map((node) => node.entry.id),
    ['c'],
  );
});

test('the HTML is the theme tree: links with the link class, heading HTML as given, ids escaped in the attribute', () => {
  const html = tocHtml([entry('select', 2, '<code>SELECT</code> clause'), entry('x"y', 3), entry('установка', 2)], {
    minLevel: 2,
    maxLevel: 3,
    linkClassName: 'table-of-contents__link toc-highlight',
  });
  assert.equal(
    html,
    '<li><a href="#select" class="table-of-contents__link toc-highlight"><code>SELECT</code> clause</a>' +
      '<ul><li><a href="#x&quot;y" class="table-of-contents__link toc-highlight">x"y</a></li></ul></li>' +
      '<li><a href="#установка" class="table-of-contents__link toc-highlight">установка</a></li>',
  );
  assert.equal(
    tocHtml([entry('a', 2)], {minLevel: 2, maxLevel: 3, linkClassName: null}),
    '<li><a href="#a">a</a></li>',
  );
  assert.equal(tocHtml([entry('a', 4)], {minLevel: 2, maxLevel: 3, linkClassName: null}), '');
});
