/**
 * Every URL rule of the site, in one place: the base path, where a Markdown file is served, which
 * doc ids and HTML file a route has, canonical paths, and link externality. Used by the config,
 * the sidebars, the static server, client-side navigation, the search plugin and the benchmarks.
 *
 * A *route* is a path relative to the base path, starting with `/`: `/api/data/series/query.html`,
 * `/api/data/`. A *full path* has the base path in front: `/docs/atsd/api/data/`.
 */

import {BASE_PATH} from '../site';

/** Where the site is served (src/site.ts). */
export {BASE_PATH};

/** The route of a full path (`/docs/atsd/a/` → `/a/`); a path outside `base` is returned as it is. */
export function stripBase(pathname: string, base: string = BASE_PATH): string {
  return pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : pathname;
}

/** The full path of a route (`/a/` → `/docs/atsd/a/`). */
export function withBase(route: string, base: string = BASE_PATH): string {
  return `${base}${route.replace(/^\//, '')}`;
}

/** A link with a scheme (`https:`, `mailto:`, `ftp:`) or protocol-relative (`//host/`) leaves the site. */
export function isExternal(href: string): boolean {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);
}

/** A repository as a URL: `owner/name` is on GitHub; a URL is kept. */
export function repositoryUrl(repo: string): string {
  return isExternal(repo) ? repo : `https://github.com/${repo}`;
}

/** External links open in a new tab, except `mailto:`. */
export function opensInNewTab(href: string): boolean {
  return /^https?:/i.test(href);
}

/**
 * The canonical form of a page path, or `null` when the path is already
 * canonical (or names a static file, such as `/assets/app.js`).
 *
 * - `/a/index.html` → `/a/`
 * - `/a/b` → `/a/b/` (ends in neither `/` nor `.html`)
 */
export function canonicalPath(pathname: string): string | null {
  if (pathname.endsWith('/index.html')) {
    return pathname.slice(0, -'index.html'.length);
  }
  if (pathname.endsWith('/') || pathname.endsWith('.html')) {
    return null;
  }
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (lastSegment.includes('.')) {
    return null; // a file with another extension: not a page
  }
  return `${pathname}/`;
}

/**
 * A Markdown path as the URL path it is served at: `a/b.md` → `a/b.html`, `a/README.md` (or
 * `index.md`) → `a/`, `README.md` → `` (the folder itself). Works on relative and absolute paths;
 * a path that is not Markdown is returned as it is.
 */
export function markdownToUrlPath(path: string): string {
  const unixPath = path.replace(/\\/g, '/');
  const readme = /(^|\/)(README|index)\.mdx?$/.exec(unixPath);
  if (readme) {
    return unixPath.slice(0, readme.index + readme[1]!.length);
  }
  return unixPath.replace(/\.mdx?$/, '.html');
}

/**
 * Where a Markdown file under `docs/` is served, relative to the base path:
 * `a/b.md` → `/a/b.html`, `a/README.md` (or `index.md`) → `/a/`, `README.md` → `/`.
 */
export function routeOfDoc(relativeFile: string): string {
  return `/${markdownToUrlPath(relativeFile)}`;
}

/**
 * The one rule for a link written in the manual (Markdown, landing front matter, menus), as
 * Docusaurus resolves Markdown links: a relative path is relative to the page at `pageUrl` (the
 * URL tree mirrors `docs/`, and a folder's `README.md` is served at the folder's URL), `/path` is
 * relative to `siteRoot`, and a Markdown file is its page's URL (`x.md` → `x.html`,
 * `README.md`/`index.md` → the folder). Queries and anchors are kept; external links are returned
 * as they are. Non-ASCII text (Cyrillic anchors) stays readable. Both URLs are absolute.
 */
export function resolveLink(href: string, pageUrl: string, siteRoot: string): string {
  const target = href.trim();
  if (isExternal(target)) {
    return target;
  }
  const cut = target.search(/[?#]/);
  const written = cut === -1 ? target : target.slice(0, cut);
  // `README.md` alone is the folder, `./`; an empty path would be the page itself.
  const path = markdownToUrlPath(written) || (written ? './' : '');
  const rest = cut === -1 ? '' : target.slice(cut);
  const fromRoot = path.startsWith('/');
  const url = new URL(`${fromRoot ? path.slice(1) : path}${rest}`, fromRoot ? siteRoot : pageUrl);
  try {
    return decodeURI(url.href);
  } catch {
    return url.href;
  }
}

/** `resolveLink` within the site: routes (or full paths) in, a path out, without an origin. */
export function resolveSitePath(href: string, pagePath: string, sitePath = '/'): string {
  const origin = 'http://site';
  const resolved = resolveLink(href, origin + pagePath, origin + sitePath);
  return resolved.startsWith(`${origin}/`) ? resolved.slice(origin.length) : resolved;
}

/**
 * Resolves a menu path (the old menus' style: relative to the menu's `base`, with or without
 * `.md`/`.html`, an anchor ignored) into a route (`/a/b.html` or `/a/`), by `resolveLink`.
 */
export function resolveMenuPath(rawPath: string, base: string): string {
  const path = rawPath.replace(/#.*$/, '');
  const page = path === '' || /(\/|\.(md|html))$/.test(path) ? path : `${path}.md`;
  return resolveSitePath(page.replace(/(^|\/)(README|index)$/, '$1'), base);
}

/** The doc ids that may hold a route's page: `/a/` → `a/README`, `a/index`; `/a/b.html` → `a/b`. */
export function docIdsOfRoute(route: string): string[] {
  if (route.endsWith('/')) {
    const dir = route.slice(1);
    return [`${dir}README`, `${dir}index`];
  }
  return [route.slice(1, -'.html'.length)];
}

/** The file of the build that holds a route: `/a/` → `a/index.html`, `/a/b.html` → `a/b.html`. */
export function htmlFileOfRoute(route: string): string {
  return route.endsWith('/') ? `${route.slice(1)}index.html` : route.slice(1);
}

/**
 * The Markdown twin of a route or a permalink, the page's content as Markdown next to its URL
 * (src/llms): `/a/b.html` → `/a/b.md`, `/a/` → `/a/index.md`.
 */
export function markdownTwinOfRoute(route: string): string {
  return route.endsWith('/') ? `${route}index.md` : route.replace(/\.html$/, '.md');
}
