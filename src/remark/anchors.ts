/**
 * The anchor ids a page's Markdown gives it, computed without a build: every heading's id as
 * `headingIds.ts` assigns it (an explicit `{#id}` included), and every `<a id="…">` or
 * `<a name="…">` in raw HTML, which keeps an old id alive where a heading was merged or rewritten.
 * The old-anchor test and `scripts/check-pages.ts` hold pages against the old site with it, and the
 * link check (src/plugins/link-check) links against it.
 */
import type {Heading, Html, Root} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {frontmatterFromMarkdown} from 'mdast-util-frontmatter';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {frontmatter} from 'micromark-extension-frontmatter';
import {gfm} from 'micromark-extension-gfm';
import {visit} from 'unist-util-visit';
import {createSlugger} from '../lib/slugify';
import {headingsWithIds, headingText} from './headingIds';

const HTML_ANCHOR = /<a\s[^>]*?\b(?:id|name)\s*=\s*["']([^"']+)["']/gi;

/** A Markdown file (front matter allowed) as a tree, the way both sites read it. */
export function parseMarkdown(source: string): Root {
  return fromMarkdown(source.replace(/^\uFEFF/, ''), {
    extensions: [gfm(), frontmatter(['yaml'])],
    mdastExtensions: [gfmFromMarkdown(), frontmatterFromMarkdown(['yaml'])],
  });
}

/** Every id a page of this site has in its Markdown, in page order: headings' and HTML anchors'. */
export function anchorIdsOfMarkdown(source: string): string[] {
  return anchorIdsOfTree(parseMarkdown(source));
}

/** `anchorIdsOfMarkdown` of a tree `parseMarkdown` made, which it changes (headings get their ids). */
export function anchorIdsOfTree(tree: Root): string[] {
  const found = headingsWithIds(tree).map(({id, offset}) => ({id, offset}));
  visit(tree, 'html', (node: Html) => {
    for (const match of node.value.matchAll(HTML_ANCHOR)) {
      found.push({id: match[1]!, offset: (node.position?.start.offset ?? 0) + match.index});
    }
  });
  return found.sort((a, b) => a.offset - b.offset).map(({id}) => id);
}

/**
 * The heading ids the old VuePress site gave a page of the old manual, at every level, in page
 * order: markdown-it-anchor slugged the text and inline code of each heading (not HTML, not image
 * text) with the old `slugify`, and numbered a repeated id `-2`, `-3`.
 */
export function oldHeadingIds(source: string): Array<{level: number; id: string}> {
  const slug = createSlugger();
  const ids: Array<{level: number; id: string}> = [];
  visit(parseMarkdown(source), 'heading', (heading: Heading) => {
    const id = slug(headingText(heading));
    if (id) ids.push({level: heading.depth, id});
  });
  return ids;
}
