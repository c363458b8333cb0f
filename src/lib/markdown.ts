/**
 * Markdown read as Docusaurus reads this site's `.md` pages (`markdown.format: 'detect'` in
 * docusaurus.config.ts gives them its `md` format, not MDX): the one reader of Markdown outside the
 * build's own pipeline. Page data, the anchor and link checks, the Markdown twins, the diagrams'
 * sources, the scripts and the tests read Markdown with it; the remark plugins get the tree the
 * build parsed with the same extensions. Build time only (Node). Pure.
 *
 * - CommonMark, with what Docusaurus adds to it for `md` pages: YAML front matter, directives
 *   (admonitions `:::tip` … `:::`, and `key:value` in prose reads as a text directive `:value`)
 *   and GFM (tables, strikethrough, bare URLs as links, footnotes, task lists).
 * - An admonition written with its title the old way, `:::tip Note`, reads as `:::tip[Note]`,
 *   as Docusaurus reads it (its MDX 1 compatibility, on by default).
 * - HTML comments stay HTML nodes, where Docusaurus's tree has none (its MDX 1 comment syntax
 *   drops them): the twins keep them as written, and no reader finds text, a link or an id in one.
 */
import type {Definition, Link, LinkReference, Node, Nodes, Root, Text} from 'mdast';
import {admonitionTitleToDirectiveLabel} from '@docusaurus/utils';
import {directiveFromMarkdown} from 'mdast-util-directive';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {frontmatterFromMarkdown} from 'mdast-util-frontmatter';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {toString} from 'mdast-util-to-string';
import {directive} from 'micromark-extension-directive';
import {frontmatter} from 'micromark-extension-frontmatter';
import {gfm} from 'micromark-extension-gfm';
import {SKIP, visit} from 'unist-util-visit';
import {htmlLinks} from './html';

/** The admonitions Docusaurus knows (its default keywords; the site adds none). */
export const ADMONITION_KEYWORDS = [
  'secondary',
  'info',
  'success',
  'danger',
  'note',
  'tip',
  'warning',
  'important',
  'caution',
] as const;

/** A Markdown file read: its tree, and the text the tree's positions point into. */
export interface MarkdownFile {
  tree: Root;
  /** The source as read: `:::tip Note` lines are `:::tip[Note]`; lines are where they were. */
  text: string;
}

/**
 * Files already read, by source. A build reads each page three times (its front matter's derived
 * fields, the link check, its Markdown twin), and parsing is most of each: the whole site takes
 * about 20 s to parse on a two-core machine, a copy of its trees under 2 s. Bounded, oldest out.
 */
const read = new Map<string, MarkdownFile>();
const READ_LIMIT = 2000;

/**
 * Reads a Markdown file (front matter allowed), as Docusaurus reads a `.md` page. The tree is the
 * caller's own: changing it changes no other reader's.
 */
export function readMarkdown(source: string): MarkdownFile {
  let file = read.get(source);
  if (file === undefined) {
    const text = admonitionTitleToDirectiveLabel(source, [...ADMONITION_KEYWORDS]);
    const tree = fromMarkdown(text, {
      extensions: [frontmatter(['yaml']), directive(), gfm()],
      mdastExtensions: [frontmatterFromMarkdown(['yaml']), directiveFromMarkdown(), gfmFromMarkdown()],
    });
    file = {tree, text};
    read.set(source, file);
    if (read.size > READ_LIMIT) {
      read.delete(read.keys().next().value!);
    }
  }
  return {tree: structuredClone(file.tree), text: file.text};
}

/** The tree of a Markdown file, as `readMarkdown` reads it. */
export function parseMarkdown(source: string): Root {
  return readMarkdown(source).tree;
}

/** The text a node of a file was written as. */
export function writtenText(node: Node, {text}: MarkdownFile): string {
  return text.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0);
}

/**
 * Replaces each text directive of a file's tree with a text node of what was written. `key:value`
 * in prose reads as a text directive (`:value`), which Docusaurus, having no use for it, renders
 * as written: so do readers of a page's text.
 */
export function textDirectivesAsWritten(file: MarkdownFile): void {
  visit(file.tree, 'textDirective', (node, index, parent) => {
    if (!parent || index === undefined) {
      return undefined;
    }
    parent.children[index] = {type: 'text', value: writtenText(node, file)} satisfies Text;
    return SKIP;
  });
}

/** Text as HTML text: `&` and `<` escaped. */
function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

/**
 * A block's content as HTML: its raw HTML as written, its Markdown as text. Inline HTML is split
 * into nodes (`<a href="x">`, the text, `</a>`), so an element is whole only in its block.
 */
function asHtml(node: Nodes): string {
  if (node.type === 'html') {
    return node.value;
  }
  if ('children' in node) {
    return node.children.map(asHtml).join('');
  }
  return 'value' in node ? escapeHtml(node.value) : '';
}

/**
 * Every link of a Markdown text with its words: Markdown links and reference links (with their
 * definitions' URLs) in page order, then the `<a href>` links of its raw HTML and front matter.
 * Text directives read as written; code is not read.
 */
export function linksOfMarkdown(source: string): Array<{text: string; url: string}> {
  const file = readMarkdown(source);
  textDirectivesAsWritten(file);
  const definitions = new Map<string, string>();
  visit(file.tree, 'definition', (node: Definition) => {
    definitions.set(node.identifier.toLowerCase(), node.url);
  });
  const links: Array<{text: string; url: string}> = [];
  visit(file.tree, ['link', 'linkReference'], (node) => {
    const link = node as Link | LinkReference;
    const url = link.type === 'link' ? link.url : definitions.get(link.identifier.toLowerCase());
    if (url !== undefined) {
      links.push({text: toString(link), url});
    }
  });
  // HTML is whole in a block of raw HTML, or in the phrasing of a paragraph, heading or cell; front
  // matter holds it in its values (a landing page's features).
  visit(file.tree, (node) => {
    if (
      node.type !== 'html' &&
      node.type !== 'yaml' &&
      node.type !== 'paragraph' &&
      node.type !== 'heading' &&
      node.type !== 'tableCell'
    ) {
      return undefined;
    }
    const html = node.type === 'yaml' ? node.value : asHtml(node);
    if (html.includes('<')) {
      links.push(...htmlLinks(html).map(({href, text}) => ({text, url: href})));
    }
    return SKIP;
  });
  return links;
}
