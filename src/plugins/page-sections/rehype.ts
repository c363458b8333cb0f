/**
 * Long pages lay out only what is on screen: a page's body is cut into one `<section>` per `##`
 * heading, and each section skips style, layout and paint while it is off screen
 * (`content-visibility: auto`, `sections.css`). A skipped section takes the height it is given
 * (`contain-intrinsic-size`), estimated here from its content for a phone and for a wide screen,
 * so that the scroll bar and every anchor's position are close to right before the section is
 * drawn; once drawn, the browser remembers its real height (`auto`).
 *
 * Runs on the page's HTML tree (hast) inside the MDX compilation, so the server's HTML, the static
 * body the browser adopts and client-side navigation all have the same sections. The table of
 * contents is made from the Markdown before this runs, and the heading ids are unchanged.
 * A long page also gets places where the browser's parser yields (`yieldPoints.ts`).
 * Pages with a custom layout (`home`, `landing`, `layout`) are left as they are.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';
import {SECTION_CLASS} from './sectionClass';
import {addYieldPoints} from './yieldPoints';

const LAYOUT_KEYS = ['home', 'landing', 'layout'];

/** The widths the estimate is made for, and what a line holds at each; `sections.css` picks one at 997 px. */
export interface Measure {
  /** Characters of body text on one line. */
  charsPerLine: number;
  /** Characters of a table cell on one line. */
  cellCharsPerLine: number;
}

export const NARROW: Measure = {charsPerLine: 42, cellCharsPerLine: 18};
export const WIDE: Measure = {charsPerLine: 92, cellCharsPerLine: 40};

/** Heights in px, from the site's CSS (16 px text, line height 1.65; code 14.4 px, line height 1.5). */
const LINE = 26.4;
const CODE_LINE = 21.6;
const GAP = 20;
const HEADING: Record<string, number> = {h2: 36 + 50, h3: 30 + 45, h4: 26 + 45, h5: 26 + 45, h6: 26 + 45};

function textLength(node: ElementContent | RootContent): number {
  if (node.type === 'text') return node.value.replace(/\s+/g, ' ').length;
  if (node.type === 'element') return node.children.reduce((sum, child) => sum + textLength(child), 0);
  return 0;
}

function lines(chars: number, perLine: number): number {
  return Math.max(1, Math.ceil(chars / perLine));
}

function elementChildren(node: Element): Element[] {
  return node.children.filter((child): child is Element => child.type === 'element');
}

/** The estimated height in px of a block of the body, margins included. */
export function blockHeight(node: ElementContent, measure: Measure): number {
  if (node.type !== 'element') {
    // MDX elements (an admonition is `<admonition>` here): their blocks, in a padded box
    const children = 'children' in node && Array.isArray(node.children) ? (node.children as ElementContent[]) : [];
    return children.length > 0 ? children.reduce((sum, child) => sum + blockHeight(child, measure), 0) + 40 : 0;
  }
  const children = elementChildren(node);
  switch (node.tagName) {
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return HEADING[node.tagName]! * lines(textLength(node), measure.charsPerLine * 0.7);
    case 'p':
    case 'blockquote':
      return lines(textLength(node), measure.charsPerLine) * LINE + GAP;
    case 'ul':
    case 'ol':
      return children.reduce((sum, item) => sum + itemHeight(item, measure), 0) + GAP;
    case 'pre':
      return countLines(node) * CODE_LINE + 32 + GAP;
    case 'table':
      return tableHeight(node, measure) + GAP;
    case 'svg':
    case 'img': {
      const height = Number(node.properties?.height);
      return (Number.isFinite(height) && height > 0 ? height : 300) + GAP;
    }
    case 'details':
      return LINE + 32 + GAP;
    case 'hr':
      return 2 * GAP;
    default:
      // containers (code block wrappers, admonitions, diagrams, divs): their blocks, and padding
      return children.length > 0
        ? children.reduce((sum, child) => sum + blockHeight(child, measure), 0) + (isBox(node) ? 40 : 0)
        : lines(textLength(node), measure.charsPerLine) * LINE;
  }
}

function isBox(node: Element): boolean {
  const className = node.properties?.className;
  return Array.isArray(className) && className.some((name) => String(name).startsWith('theme-admonition'));
}

function itemHeight(item: Element, measure: Measure): number {
  const blocks = elementChildren(item).filter((child) => ['ul', 'ol', 'pre', 'table', 'p'].includes(child.tagName));
  if (blocks.length === 0) return lines(textLength(item), measure.charsPerLine - 3) * LINE + 4;
  return blocks.reduce((sum, block) => sum + blockHeight(block, measure), 0);
}

function countLines(pre: Element): number {
  let count = 0;
  const walk = (node: ElementContent): void => {
    if (node.type === 'text') count += (node.value.match(/\n/g) ?? []).length;
    else if (node.type === 'element') {
      if (node.tagName === 'br') count += 1;
      node.children.forEach(walk);
    }
  };
  pre.children.forEach(walk);
  return Math.max(1, count);
}

function tableHeight(table: Element, measure: Measure): number {
  let height = 0;
  const walk = (node: Element): void => {
    if (node.tagName === 'tr') {
      const cells = elementChildren(node);
      const tallest = Math.max(1, ...cells.map((cell) => lines(textLength(cell), measure.cellCharsPerLine)));
      height += tallest * LINE + 16;
    } else elementChildren(node).forEach(walk);
  };
  walk(table);
  return height;
}

/** The estimated height of a section at a measure, rounded to 10 px. */
export function sectionHeight(blocks: readonly RootContent[], measure: Measure): number {
  const height = blocks.reduce((sum, block) => sum + blockHeight(block as ElementContent, measure), 0);
  return Math.max(10, Math.round(height / 10) * 10);
}

function isH2(node: RootContent): node is Element {
  return node.type === 'element' && node.tagName === 'h2';
}

/** The body's top level with each `##` and what follows it, up to the next `##`, in a section. */
export function wrapSections(children: readonly RootContent[]): RootContent[] {
  const out: RootContent[] = [];
  let current: Element | null = null;
  for (const child of children) {
    if (isH2(child)) {
      current = {type: 'element', tagName: 'section', properties: {className: [SECTION_CLASS]}, children: []};
      out.push(current);
    }
    if (current) current.children.push(child as ElementContent);
    else out.push(child);
  }
  for (const node of out) {
    if (node.type === 'element' && node.tagName === 'section') {
      const narrow = sectionHeight(node.children as RootContent[], NARROW);
      const wide = sectionHeight(node.children as RootContent[], WIDE);
      node.properties = {...node.properties, style: `--atsd-section-narrow:${narrow}px;--atsd-section-wide:${wide}px`};
    }
  }
  return out;
}

interface SourceFile {
  data: {frontMatter?: unknown};
}

export default function rehypePageSections() {
  return (tree: Root, file: SourceFile): void => {
    const frontMatter = (file.data.frontMatter ?? {}) as Record<string, unknown>;
    if (LAYOUT_KEYS.some((key) => Boolean(frontMatter[key]))) return;
    if (tree.children.some(isH2)) tree.children = wrapSections(tree.children);
    tree.children = addYieldPoints(tree.children);
  };
}
