/**
 * The names other pages give a page: the texts of the site's links to it ("Requirement
 * Specifications" for the page titled "Hardware and OS Requirements", "Part 3: Portals" for
 * "Getting Started: Portals"). Search finds a page by them, as web search engines use anchor text;
 * they are never shown. Build time only.
 */
import {nameKey} from './text';

/**
 * Words that point rather than name: a link text of nothing else ("see here", "this page",
 * "documentation") names nothing.
 */
const DEICTIC = new Set(
  (
    'here this that these those link links click see more page pages read above below following ' +
    'documentation docs doc article guide instructions details detail info information reference ' +
    'the a an to for of on in and or it its is are was please'
  ).split(' '),
);

/** A link text as a name a reader may search for: whitespace collapsed; `null` when it names nothing. */
export function queryOfLinkText(text: string): string | null {
  const query = text.replace(/\s+/g, ' ').trim();
  const words = query.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
  if (words.length === 0 || words.length > 10 || query.length > 80) return null;
  if (words.every((word) => DEICTIC.has(word))) return null;
  // a URL, a file or a bare path as the text
  if (/^(https?:|www\.)|\.(md|html?)$/i.test(query) || /^[\w.-]+(\/[\w.-]+){2,}\/?$/.test(query)) return null;
  return query;
}

/** A link between two pages of the site: routes without anchors. */
export interface SiteLink {
  from: string;
  to: string;
  text: string;
}

/** At most this many link texts per page, the most used first. */
const MAX_PER_PAGE = 24;

/**
 * The link texts of each page, from the links of the other pages. A text is kept for a page when
 * most links with that text lead there: "delete" or "fields" lead to a different page from each
 * page that says them, and name none. A lone participle ("specified", "installed") is a word of the
 * sentence around the link. Texts that say what the page's title says add nothing and are left out.
 */
export function linkTextsByRoute(
  links: readonly SiteLink[],
  titleOf: (route: string) => string | undefined,
): Map<string, string[]> {
  const byText = new Map<string, {total: number; to: Map<string, {count: number; forms: Map<string, number>}>}>();
  for (const link of links) {
    if (link.from === link.to) continue;
    const text = queryOfLinkText(link.text);
    if (!text || /^[a-z]+ed$/.test(text)) continue;
    const key = text.toLowerCase();
    const entry = byText.get(key) ?? {total: 0, to: new Map()};
    entry.total += 1;
    const target = entry.to.get(link.to) ?? {count: 0, forms: new Map()};
    target.count += 1;
    target.forms.set(text, (target.forms.get(text) ?? 0) + 1);
    entry.to.set(link.to, target);
    byText.set(key, entry);
  }
  const kept = new Map<string, Array<{text: string; count: number}>>();
  for (const {total, to} of byText.values()) {
    for (const [route, {count, forms}] of to) {
      const title = titleOf(route);
      if (count * 2 <= total || title === undefined) continue;
      const form = [...forms].sort((a, b) => b[1] - a[1])[0]![0];
      if (nameKey(form) === nameKey(title) || nameKey(form) === '') continue;
      kept.set(route, [...(kept.get(route) ?? []), {text: form, count}]);
    }
  }
  return new Map(
    [...kept].map(([route, texts]) => [
      route,
      texts
        .sort((a, b) => b.count - a.count || a.text.localeCompare(b.text))
        .slice(0, MAX_PER_PAGE)
        .map((t) => t.text),
    ]),
  );
}
