/**
 * HTML read as a browser reads it, with htmlparser2 (build time only: the browser never parses
 * HTML with this, so the entity tables stay out of the pages' scripts). Pure.
 */
import {DomUtils, parseDocument} from 'htmlparser2';

/** A node of a parsed fragment. */
export type HtmlNode = ReturnType<typeof parseDocument>['children'][number];

/** The nodes of an HTML fragment, entities decoded. */
export function parseFragment(html: string): HtmlNode[] {
  return parseDocument(html, {decodeEntities: true}).children;
}

/** The text of an HTML fragment: tags removed, entities decoded. */
export function plainText(html: string): string {
  return DomUtils.textContent(parseFragment(html));
}
