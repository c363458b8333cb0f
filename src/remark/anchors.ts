/**
 * The anchor ids a page's Markdown gives it, computed without a build: every heading's id as
 * `headingIds.ts` assigns it (an explicit `{#id}` included), and every `<a id="…">` or
 * `<a name="…">` in raw HTML, which keeps an old id alive where a heading was merged or rewritten.
 * The old-anchor test and `scripts/check-pages.ts` hold pages against the old site with it, and the
 * link check (src/plugins/link-check) links against it.
 */
import type {Heading, Html, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {htmlAnchorIds} from '../lib/html';
import {parseMarkdown, readMarkdown, textDirectivesAsWritten} from '../lib/markdown';
import {createSlugger} from '../lib/slugify';
import {headingsWithIds, headingText} from './headingIds';

/** Every id a page of this site has in its Markdown, in page order: headings' and HTML anchors'. */
export function anchorIdsOfMarkdown(source: string): string[] {
  return anchorIdsOfTree(parseMarkdown(source));
}

/**
 * `anchorIdsOfMarkdown` of a tree that src/lib/markdown.ts read, which it changes (headings get
 * their ids).
 */
export function anchorIdsOfTree(tree: Root): string[] {
  const found = headingsWithIds(tree).map(({id, offset}) => ({id, offset}));
  visit(tree, 'html', (node: Html) => {
    for (const {id, offset} of htmlAnchorIds(node.value)) {
      found.push({id, offset: (node.position?.start.offset ?? 0) + offset});
    }
  });
  return found.sort((a, b) => a.offset - b.offset).map(({id}) => id);
}

/**
 * The heading ids the old VuePress site gave a page of the old manual, at every level, in page
 * order: markdown-it-anchor slugged the text and inline code of each heading (not HTML, not image
 * text) with the old `slugify`, and numbered a repeated id `-2`, `-3`. markdown-it read no
 * directives: `key:value` in a heading is text.
 */
export function oldHeadingIds(source: string): Array<{level: number; id: string}> {
  const slug = createSlugger();
  const ids: Array<{level: number; id: string}> = [];
  const file = readMarkdown(source);
  textDirectivesAsWritten(file);
  visit(file.tree, 'heading', (heading: Heading) => {
    const id = slug(headingText(heading));
    if (id) ids.push({level: heading.depth, id});
  });
  return ids;
}
