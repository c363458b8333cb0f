/**
 * Feature titles and details in front matter may hold inline HTML links
 * (`<a href="sql.md">SQL</a>`). They are split into text and link parts, so
 * links render through `@docusaurus/Link` (client-side navigation, broken-link
 * check) and nothing else is injected as HTML: other tags are dropped, their
 * text kept. Pure; unit-tested in inlineHtml.test.ts.
 */

export type InlinePart = {kind: 'text'; text: string} | {kind: 'link'; href: string; text: string};

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0'};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Text with tags removed and entities decoded. */
export function plainText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ''));
}

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
