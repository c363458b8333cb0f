import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Element, ElementContent, RootContent} from 'hast';
import {inlineScriptHashes} from '../../serving/csp';
import {YIELD_TYPE, addYieldPoints, isYieldPoint, parserTokens} from './yieldPoints';

const el = (tagName: string, children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties: {},
  children,
});
const text = (value: string) => ({type: 'text' as const, value});
const paragraph = (words: number) =>
  el(
    'p',
    Array.from({length: words}, (_, i) => el('code', [text(`w${i}`)])),
  );
const shape = (nodes: readonly RootContent[]): string[] =>
  nodes.map((node) => (isYieldPoint(node) ? 'Y' : node.type === 'element' ? node.tagName : node.type));

test('a long body gets a yield point each time about `every` tokens have gone by, never first or last', () => {
  const blocks = Array.from({length: 40}, () => paragraph(10)); // 2 + 10 × 3 = 32 tokens each
  const out = addYieldPoints(blocks, 100);
  const points = out.filter(isYieldPoint).length;
  assert.equal(points, 9, shape(out).join(' ')); // after every fourth paragraph (128 tokens), not after the last
  assert.ok(!isYieldPoint(out[0]!) && !isYieldPoint(out.at(-1)!));
  assert.deepEqual(
    out.filter((node) => !isYieldPoint(node)),
    blocks,
    'the blocks are all there, in order',
  );
});

test('a short body gets none', () => {
  const blocks = [el('h2', [text('A')]), paragraph(20), el('pre', [el('code', [text('SELECT 1')])])];
  assert.deepEqual(addYieldPoints(blocks), blocks);
});

test('never first in a section and never right after a heading, white space between or not', () => {
  const section = el('section', [
    el('h2', [text('A')]),
    text('\n'),
    paragraph(50),
    el('h3', [text('B')]),
    text('\n'),
    paragraph(50),
    paragraph(50),
  ]);
  // 152 tokens a paragraph: the count passes 100 at the heading's paragraphs, where no point may go,
  // and a point waits for the next place allowed
  const inside = (nodes: RootContent[]) =>
    shape(
      (nodes.find((node) => node.type === 'element' && node.tagName === 'section') as Element)
        .children as RootContent[],
    );
  assert.deepEqual(inside(addYieldPoints([section as RootContent], 100)), [
    'h2',
    'text',
    'p',
    'Y',
    'h3',
    'text',
    'p',
    'Y',
    'p',
  ]);
  // the same on a page without sections: 95 + 3 + 1 tokens, and the count passes 96 at the
  // heading's paragraph
  const flat = [paragraph(31), el('h3', [text('C')]), text('\n'), paragraph(31), paragraph(31)];
  assert.deepEqual(shape(addYieldPoints(flat, 96)), ['p', 'h3', 'text', 'p', 'Y', 'p']);
});

test('the count runs on through the sections, in page order, and a point may go between two sections', () => {
  const section = (words: number) => el('section', [el('h2', [text('A')]), paragraph(words), paragraph(words)]);
  // 4 + 62 + 62 = 128 tokens a section
  const out = addYieldPoints([section(20), section(20), section(20)] as RootContent[], 100);
  assert.deepEqual(shape(out), ['section', 'Y', 'section', 'Y', 'section']);
  const wide = addYieldPoints([section(20), section(20)] as RootContent[], 60);
  assert.deepEqual(shape((wide[0] as Element).children as RootContent[]), ['h2', 'p', 'Y', 'p']);
});

test('a code block counts as it renders: its lines and its highlighted words', () => {
  const code = (source: string) => el('pre', [el('code', [text(source)])]);
  const one = parserTokens(code('SELECT value FROM "room_temp"'));
  const three = parserTokens(code('SELECT value\nFROM "room_temp"\nWHERE value > 20'));
  assert.ok(three > one + 8, `${three} > ${one} + 8`);
  assert.ok(one >= 3 * 6, 'each word and sign a span');
});

test('a yield point is a data block: nothing to run, and nothing for the CSP to allow', () => {
  assert.deepEqual(inlineScriptHashes(`<p>a</p><script type="${YIELD_TYPE}"></script><p>b</p>`), []);
});
