/**
 * The index files for AI tools, after https://llmstxt.org: `llms.txt` (a `# title`, a `> summary`,
 * then a `## section` per part of the manual listing its pages as `- [title](url): description`)
 * and `llms-full.txt` (every page's Markdown twin under its URL). Pure; unit-tested in
 * llmsTxt.test.ts.
 */
import type {List, ListItem, PhrasingContent, Root, RootContent} from 'mdast';
import {toMarkdown} from 'mdast-util-to-markdown';

export interface IndexPage {
  title: string;
  /** The page's absolute URL. */
  url: string;
  /** One line; '' for none. */
  description: string;
}

export interface IndexSection {
  title: string;
  pages: IndexPage[];
}

export interface LlmsIndex {
  title: string;
  /** One paragraph, the block quote under the title. */
  summary: string;
  /** Paragraphs after the summary: how to read the rest. */
  notes: string[];
  sections: IndexSection[];
}

function pageItem(page: IndexPage): ListItem {
  const children: PhrasingContent[] = [{type: 'link', url: page.url, children: [{type: 'text', value: page.title}]}];
  if (page.description) {
    children.push({type: 'text', value: `: ${page.description.replace(/\s+/g, ' ').trim()}`});
  }
  return {type: 'listItem', spread: false, children: [{type: 'paragraph', children}]};
}

/** `llms.txt`: serialized by mdast-util-to-markdown, so titles with brackets or stars stay text. */
export function renderLlmsTxt(index: LlmsIndex): string {
  const children: RootContent[] = [
    {type: 'heading', depth: 1, children: [{type: 'text', value: index.title}]},
    {type: 'blockquote', children: [{type: 'paragraph', children: [{type: 'text', value: index.summary}]}]},
    ...index.notes.map((note): RootContent => ({type: 'paragraph', children: [{type: 'text', value: note}]})),
  ];
  for (const section of index.sections) {
    const list: List = {type: 'list', ordered: false, spread: false, children: section.pages.map(pageItem)};
    children.push({type: 'heading', depth: 2, children: [{type: 'text', value: section.title}]}, list);
  }
  const root: Root = {type: 'root', children};
  return toMarkdown(root, {bullet: '-', listItemIndent: 'one'});
}

/** `llms-full.txt`: each page's twin (which starts with its `#` title) after a line with its URL. */
export function renderLlmsFull(pages: ReadonlyArray<{url: string; markdown: string}>): string {
  return pages.map((page) => `URL: ${page.url}\n\n${page.markdown.trimEnd()}\n`).join('\n');
}
