/**
 * Links written in landing front matter (`actionLink`, `footerActionLink`,
 * links inside feature details), resolved the way Markdown links are: a
 * relative path is relative to the page, `.md` files become their routes.
 * Pure; unit-tested in links.test.ts.
 */
import {isExternal, markdownToUrlPath, opensInNewTab} from '@site/src/lib/url';

export interface ResolvedLink {
  /** For `@docusaurus/Link`: an absolute path (base path included), `#anchor` or external URL. */
  href: string;
  external: boolean;
  /** External http(s) links open in a new tab; `mailto:` does not. */
  newTab: boolean;
}

/**
 * Resolves `href` as written on the page served at `pagePath` (a full path,
 * base path included, such as `/docs/atsd/finance/`). `siteBase` is the base
 * path, prefixed to site-absolute links (`/finance/install.md`).
 */
export function resolveLink(href: string, pagePath: string, siteBase = '/'): ResolvedLink {
  const target = href.trim();
  if (isExternal(target)) {
    return {href: target, external: true, newTab: opensInNewTab(target)};
  }
  if (target.startsWith('#')) {
    return {href: target, external: false, newTab: false};
  }
  const cut = target.search(/[?#]/);
  const path = cut === -1 ? target : target.slice(0, cut);
  const rest = cut === -1 ? '' : target.slice(cut);
  const routePath = markdownToUrlPath(path);
  const base = routePath.startsWith('/') ? siteBase.replace(/\/$/, '') : '';
  const url = new URL(`${base}${routePath}${rest}`, `http://site${pagePath}`);
  return {href: `${readable(url.pathname)}${url.search}${readable(url.hash)}`, external: false, newTab: false};
}

/** Undoes the URL parser's escaping of non-ASCII text (Cyrillic anchors stay readable). */
function readable(part: string): string {
  try {
    return decodeURI(part);
  } catch {
    return part;
  }
}
