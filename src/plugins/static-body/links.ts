/**
 * Which links of a static body navigate inside the app, as theme links (`@docusaurus/Link`) do:
 * a link to a path under the site's base URL on the same origin, opened in the same tab, that is
 * not a download and not an anchor of the same page. Pure, for unit tests.
 */

/** What is read of a link element. */
export interface LinkLike {
  /** The `href` attribute as written. */
  rawHref: string | null;
  /** The resolved URL (the element's `href` property). */
  href: string;
  target: string;
  download: boolean;
}

/** The path (with query and hash) to push, or null when the browser should follow the link. */
export function appPath(link: LinkLike, origin: string, baseUrl: string): string | null {
  if (!link.rawHref || link.rawHref.startsWith('#') || link.download) return null;
  if (link.target !== '' && link.target !== '_self') return null;
  let url: URL;
  try {
    url = new URL(link.href);
  } catch {
    return null;
  }
  if (url.origin !== origin || !url.pathname.startsWith(baseUrl)) return null;
  return url.pathname + url.search + url.hash;
}

/** Whether a click is a plain one, which the app handles (not a new tab or window, not a download). */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}

/** A code block's text as its lines show it (an empty line's token holds a newline). */
export function codeText(lines: string[]): string {
  return lines.map((line) => line.replace(/\n$/, '')).join('\n');
}
