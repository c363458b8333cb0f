/**
 * Places where the browser's HTML parser stops and lets other work run, so that a long page is
 * parsed in short tasks instead of one that holds the main thread.
 *
 * Chromium parses a page in chunks of about 10 ms at first, then, after a few chunks, in chunks of
 * up to 500 ms on desktop (50 ms on Android): on `/sql/` the rest of the page after the first
 * screen was one task of 450 ms at a 4× CPU slowdown. After the parser meets a `<script>` end tag
 * in the body, it yields within 10 ms (`kHaveTokensAfterScript` in Blink's `HTMLDocumentParser`).
 * A data block, a script of a type that no browser runs, has that effect too, with no code to
 * compile and nothing for the Content-Security-Policy to allow. One goes before a block of the body
 * each time about `YIELD_EVERY` parser tokens have gone by since the last.
 *
 * Only between blocks, never first or last in a section, and never right after a heading: CSS that
 * picks a section's first or last child, or a heading's next sibling, sees the same elements. The
 * element is empty, is not displayed, and holds no text for search or the Markdown twin.
 */
import type {Element, ElementContent, RootContent} from 'hast';

/** The type of a yield point: a data block, which the browser parses but never runs. */
export const YIELD_TYPE = 'application/x-parser-yield';

/** About how many parser tokens (tags and runs of text) go by between two yield points. */
export const YIELD_EVERY = 2000;

function yieldPoint(): Element {
  return {type: 'element', tagName: 'script', properties: {type: YIELD_TYPE}, children: []};
}

/** Whether a node is a yield point. */
export function isYieldPoint(node: RootContent | ElementContent): boolean {
  return node.type === 'element' && node.tagName === 'script' && node.properties?.type === YIELD_TYPE;
}

function text(node: ElementContent | RootContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(text).join('');
  return '';
}

/**
 * The parser tokens a block of the body becomes, estimated: a start and an end tag per element and
 * one per run of text. A code block is highlighted when it renders, after this step: each line is an
 * element with a line break, and each word or sign in it a `<span>` with its text.
 */
export function parserTokens(node: RootContent | ElementContent): number {
  if (node.type === 'text') return 1;
  if (node.type !== 'element') {
    // MDX elements (an admonition), whose blocks render inside a few wrappers
    const children = 'children' in node && Array.isArray(node.children) ? (node.children as ElementContent[]) : [];
    return children.reduce((sum, child) => sum + parserTokens(child), 8);
  }
  if (node.tagName === 'pre') {
    const code = text(node);
    const lines = code.split('\n').length;
    const words = code.match(/[\w$]+|[^\s\w$]/g)?.length ?? 0;
    return 12 + 4 * lines + 3 * words;
  }
  return node.children.reduce((sum, child) => sum + parserTokens(child), 2);
}

function isHeading(node: RootContent | undefined): boolean {
  return node?.type === 'element' && /^h[1-6]$/.test(node.tagName);
}

/** The element before `blocks[i]`, past white space; none when `blocks[i]` is the first. */
function previousElement(blocks: readonly RootContent[], i: number): RootContent | undefined {
  for (let j = i - 1; j >= 0; j -= 1) {
    if (blocks[j]!.type !== 'text') return blocks[j];
  }
  return undefined;
}

/**
 * The body's top level with yield points added, one each time about `every` tokens have gone by,
 * counted through the sections in page order. A section's blocks get theirs inside it. A point is
 * never first in its list, nor right after a heading.
 */
export function addYieldPoints(children: readonly RootContent[], every = YIELD_EVERY): RootContent[] {
  let since = 0;
  const place = (blocks: readonly RootContent[]): RootContent[] => {
    const out: RootContent[] = [];
    blocks.forEach((block, i) => {
      const before = previousElement(blocks, i);
      const isBlock = block.type === 'element' || block.type === 'mdxJsxFlowElement';
      if (since >= every && isBlock && before !== undefined && !isHeading(before)) {
        out.push(yieldPoint());
        since = 0;
      }
      if (block.type === 'element' && block.tagName === 'section') {
        out.push({...block, children: place(block.children as RootContent[]) as ElementContent[]});
      } else {
        out.push(block);
        since += parserTokens(block);
      }
    });
    return out;
  };
  return place(children);
}
