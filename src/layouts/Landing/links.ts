/**
 * Links written in landing front matter (`actionLink`, `footerActionLink`,
 * links inside feature details), resolved the way Markdown links are
 * (src/lib/url.ts `resolveLink`). Pure; unit-tested in links.test.ts.
 */
import {isExternal, opensInNewTab, resolveSitePath} from '@site/src/lib/url';

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
  // An anchor alone stays on the page as it is written.
  const resolved = target.startsWith('#') ? target : resolveSitePath(target, pagePath, siteBase);
  return {href: resolved, external: false, newTab: false};
}
