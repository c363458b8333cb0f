/**
 * What the build reads from a page's Markdown source before Docusaurus renders it, in the
 * `markdown.parseFrontMatter` hook (src/frontMatter/derive.ts):
 * - its `##` and `###` headers, with the ids the build gives them (src/remark/headingIds.ts). The
 *   ones the sidebar lists go into the doc's `sidebarHeaders` (derived front matter), which the
 *   page's module registers for the sidebar (./remark.ts, ./pageData.ts): they are in the
 *   server-rendered HTML, and hydration finds the same list;
 * - its first paragraph as plain text, the page's description when its front matter has none.
 */
import type {Root, RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {readMarkdown, textDirectivesAsWritten} from '../lib/markdown';
import {headingsWithIds} from '../remark/headingIds';
import type {PageHeader} from './pageData';

export interface MarkdownSummary {
  /** The `##` and `###` headers, in page order. */
  headers: PageHeader[];
  /** The first paragraph's text, or '' when the page has none. */
  firstParagraph: string;
}

function headersOf(tree: Root): PageHeader[] {
  return headingsWithIds(tree)
    .filter(({level}) => level === 2 || level === 3)
    .map(({level, text, id}) => ({level: level as PageHeader['level'], title: text, slug: id}));
}

/**
 * A paragraph of prose: not an image or raw HTML alone, nor the text of a `:::` fence that is no
 * admonition.
 */
function proseOf(node: RootContent): string {
  if (node.type !== 'paragraph') {
    return '';
  }
  const text = toString(node, {includeImageAlt: false}).trim();
  return text.startsWith(':::') ? '' : text;
}

/**
 * The summary of a Markdown file (front matter allowed), read as the build reads the page
 * (src/lib/markdown.ts): headers and their ids from the tree the build's heading ids come from,
 * the paragraph's text as the page shows it (`key:value` as written).
 */
export function summarizeMarkdown(markdown: string): MarkdownSummary {
  const file = readMarkdown(markdown);
  const headers = headersOf(file.tree);
  textDirectivesAsWritten(file);
  const firstParagraph = file.tree.children.map(proseOf).find((text) => text !== '') ?? '';
  return {headers, firstParagraph};
}
