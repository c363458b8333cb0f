/**
 * Feature titles and details in front matter may hold inline HTML links
 * (`<a href="sql.md">SQL</a>`). They are split into text and link parts, so
 * links render through `@docusaurus/Link` (client-side navigation, broken-link
 * check) and nothing else is injected as HTML: other tags are dropped, their
 * text kept. Pure; unit-tested in inlineHtml.test.ts.
 */

import {decodeEntities, plainText} from './html';

export type InlinePart = {kind: 'text'; text: string} | {kind: 'link'; href: string; text: string};

const LINK = /<a\b([^>]*)>([\s\S]*?)<\/a\s*>/gi;
const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

export function parseInline(html: string): InlinePart[] {
  const parts: InlinePart[] = [];
  const pushText = (raw: string) => {
    const text = plainText(raw);
    if (text) {
      parts.push({kind: 'text', text});
    }
  };
  let last = 0;
  for (const match of html.matchAll(LINK)) {
    pushText(html.slice(last, match.index));
    const href = HREF.exec(match[1]!);
    const text = plainText(match[2]!);
    const target = href ? decodeEntities(href[1] ?? href[2] ?? href[3] ?? '') : '';
    if (target) {
      parts.push({kind: 'link', href: target, text});
    } else if (text) {
      parts.push({kind: 'text', text});
    }
    last = match.index + match[0].length;
  }
  pushText(html.slice(last));
  return parts;
}
