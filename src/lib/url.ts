/**
 * URL rules shared by the static server (scripts/serve.ts) and client-side
 * navigation (src/theme/Root.tsx). Paths here are full paths, base path included.
 */

/** `http:`, `https:` and `mailto:` links leave the site. */
export function isExternal(href: string): boolean {
  return /^(https?:|mailto:)/i.test(href);
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
 * Where a Markdown file under `docs/` is served, relative to the base path:
 * `a/b.md` → `/a/b.html`, `a/README.md` (or `index.md`) → `/a/`, `README.md` → `/`.
 */
export function routeOfDoc(relativeFile: string): string {
  const base = relativeFile.replace(/\\/g, '/').replace(/\.mdx?$/, '');
  const match = /^(?:(.*)\/)?(README|index)$/.exec(base);
  if (match) {
    return match[1] ? `/${match[1]}/` : '/';
  }
  return `/${base}.html`;
}

/**
 * Picks the entry of a path-keyed map whose key is the longest prefix of the
 * path, the way the old site chose sidebars, navigation and home pages. The
 * empty key matches every path.
 */
export function matchByPath<T>(
  path: string,
  byPath: Readonly<Record<string, T>>,
): T | undefined {
  let best: string | undefined;
  for (const key of Object.keys(byPath)) {
    if (path.startsWith(key) && (best === undefined || key.length > best.length)) {
      best = key;
    }
  }
  return best === undefined ? undefined : byPath[best];
}
