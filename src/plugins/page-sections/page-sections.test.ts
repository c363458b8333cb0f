import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Element, ElementContent, Root, RootContent} from 'hast';
import rehypePageSections, {blockHeight, NARROW, WIDE, wrapSections} from './rehype';
import {SECTION_CLASS} from './sectionClass';

const el = (tagName: string, children: ElementContent[] = [], properties = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string) => ({type: 'text' as const, value});

function run(children: RootContent[], frontMatter: Record<string, unknown> = {}): Root {
  const tree: Root = {type: 'root', children};
  rehypePageSections()(tree, {data: {frontMatter}});
  return tree;
}

test('each ## and what follows it, up to the next ##, becomes a section; the intro stays outside', () => {
  const tree = run([
    el('p', [text('intro')]),
    el('h2', [text('A')]),
    el('p'),
    el('h3'),
    el('h2', [text('B')]),
    el('pre'),
  ]);
  const shape = tree.children.map((node) =>
    node.type === 'element' && node.tagName === 'section'
      ? [node.properties.className, node.children.map((child) => (child as Element).tagName)]
      : (node as Element).tagName,
  );
  assert.deepEqual(shape, ['p', [[SECTION_CLASS], ['h2', 'p', 'h3']], [[SECTION_CLASS], ['h2', 'pre']]]);
});

test('each section carries its estimated heights for a phone and a wide screen', () => {
  const [section] = wrapSections([el('h2', [text('A')]), el('p', [text('x'.repeat(200))])]) as Element[];
  const style = String(section!.properties.style);
  const [narrow, wide] = [...style.matchAll(/--atsd-section-(?:narrow|wide):(\d+)px/g)].map((m) => Number(m[1]));
  assert.ok(narrow! > wide!, style);
});

test('pages without ##, and pages with a custom layout, are left as they are', () => {
  const flat = [el('p'), el('h3'), el('p')];
  assert.deepEqual(run(flat).children, flat);
  const landing = [el('h2'), el('p')];
  assert.deepEqual(run(landing, {landing: true}).children, landing);
});

test('estimates grow with the content and with a narrower line', () => {
  const paragraph = (chars: number) => el('p', [text('x'.repeat(chars))]);
  assert.ok(blockHeight(paragraph(400), NARROW) > blockHeight(paragraph(400), WIDE));
  assert.ok(blockHeight(paragraph(400), WIDE) > blockHeight(paragraph(40), WIDE));
  const code = (lines: number) => el('pre', [el('code', [text('a\n'.repeat(lines))])]);
  assert.ok(blockHeight(code(30), WIDE) > blockHeight(code(3), WIDE));
  const table = (rows: number) =>
    el('table', [
      el(
        'tbody',
        Array.from({length: rows}, () => el('tr', [el('td', [text('v')])])),
      ),
    ]);
  assert.ok(blockHeight(table(20), WIDE) > blockHeight(table(2), WIDE));
  assert.equal(blockHeight(el('svg', [], {height: 240}), WIDE), 260, 'a diagram takes its own height');
});
