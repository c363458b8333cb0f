/**
 * Feature titles and details in front matter may hold inline HTML links
 * (`<a href="sql.md">SQL</a>`). They are split into text and link parts at build
 * time (src/frontMatter/derive.ts), so links render through
 * `@docusaurus/Link` (client-side navigation, broken-link check) and nothing else
 * is injected as HTML: other tags are dropped, their text kept. Pure.
 */
import {DomUtils, ElementType} from 'htmlparser2';
import {parseFragment, type HtmlNode} from './html';

import type {InlinePart} from './frontMatter';

export type {InlinePart};

export function parseInline(html: string): InlinePart[] {
  const parts: InlinePart[] = [];
  const pushText = (text: string) => {
    const last = parts.at(-1);
    if (!text) return;
    if (last?.kind === 'text') last.text += text;
    else parts.push({kind: 'text', text});
  };
  const walk = (nodes: HtmlNode[]): void => {
    for (const node of nodes) {
      if (node.type === ElementType.Text) {
        pushText(node.data);
      } else if (node.type === ElementType.Tag && node.name === 'a' && node.attribs.href) {
        parts.push({kind: 'link', href: node.attribs.href, text: DomUtils.textContent(node)});
      } else if (node.type === ElementType.Tag || node.type === ElementType.Script || node.type === ElementType.Style) {
        walk(node.children);
      }
    }
  };
  walk(parseFragment(html));
  return parts;
}
