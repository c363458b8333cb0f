/**
 * HTML read as a browser reads it, with htmlparser2: the one reader of HTML (build time only: the
 * browser never parses HTML with this, so the entity tables stay out of the pages' scripts). Pure.
 *
 * Its text is what a reader reads: entities decoded; scripts, styles, SVG and other elements that
 * hold no prose left out (`NOT_TEXT`); a block element (`BLOCKS`) ends a word, so
 * `<td>a</td><td>b</td>` reads "a b"; runs of white space are one space. Search reads the built
 * pages by the same rules (src/search/extract.ts), a section at a time.
 */
import {DomUtils, ElementType, parseDocument} from 'htmlparser2';

/** A node of a parsed fragment. */
export type HtmlNode = ReturnType<typeof parseDocument>['children'][number];

/** The nodes of an HTML fragment, entities decoded. */
export function parseFragment(html: string): HtmlNode[] {
  return parseDocument(html, {decodeEntities: true, withStartIndices: true}).children;
}

/** Elements whose content is not text a reader reads. */
export const NOT_TEXT: ReadonlySet<string> = new Set([
  'script',
  'style',
  'svg',
  'noscript',
  'template',
  'button',
  'iframe',
]);

/** Elements that end a word: their text never runs into the next element's. */
export const BLOCKS: ReadonlySet<string> = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);

/** Runs of white space (and the zero-width space of heading links) as one space, trimmed. */
export function collapseWhitespace(text: string): string {
  return text.replace(/[\s\u200b]+/g, ' ').trim();
}

/** The text of parsed nodes, by the rules above, before white space is collapsed. */
function textOfNodes(nodes: readonly HtmlNode[]): string {
  let text = '';
  for (const node of nodes) {
    if (node.type === ElementType.Text) {
      text += node.data;
    } else if (node.type === ElementType.Tag && !NOT_TEXT.has(node.name)) {
      const block = BLOCKS.has(node.name) ? ' ' : '';
      text += `${block}${textOfNodes(node.children)}${block}`;
    }
    // comments, directives (`<!DOCTYPE>`), CDATA, scripts and styles hold no text
  }
  return text;
}

/** The text of an HTML fragment or page, as a reader reads it. */
export function htmlToText(html: string): string {
  return collapseWhitespace(textOfNodes(parseFragment(html)));
}

/** Every link of an HTML fragment, `<a href>`, with its text (as `htmlToText` reads it), in order. */
export function htmlLinks(html: string): Array<{href: string; text: string}> {
  return DomUtils.findAll((element) => element.name === 'a' && Boolean(element.attribs.href), parseFragment(html)).map(
    (element) => ({href: element.attribs.href!, text: collapseWhitespace(textOfNodes(element.children))}),
  );
}

/**
 * The ids that the `<a>` elements of an HTML fragment give the page, `<a id="…">` and the old
 * `<a name="…">`, with the offset in `html` of the tag that gives each, in order.
 */
export function htmlAnchorIds(html: string): Array<{id: string; offset: number}> {
  return DomUtils.findAll((element) => element.name === 'a', parseFragment(html)).flatMap((element) =>
    [...new Set([element.attribs.id, element.attribs.name])]
      .filter((id): id is string => Boolean(id))
      .map((id) => ({id, offset: element.startIndex ?? 0})),
  );
}
