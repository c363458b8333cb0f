/**
 * The current page's headers, as the old theme exposed them in `$page.headers`: level 2 or 3,
 * title as text, and slug, read from the page's Markdown at build time (./markdownHeaders.ts).
 * The sidebar lists them under the current page.
 */
export interface PageHeader {
  level: 2 | 3;
  title: string;
  slug: string;
}

/** The headers the sidebar lists under the current page for a `sidebarDepth`. */
export function sidebarHeaders(headers: readonly PageHeader[], depth: number): PageHeader[] {
  if (depth <= 0) {
    return [];
  }
  return headers.filter((header) => header.level <= depth + 1);
}

/**
 * The headers of the pages whose modules have loaded, by route (the derived front matter's
 * `slug`). Each page's module registers its own (./remark.ts adds the call), so the headers of
 * 696 pages are not in the sidebar data every page loads: the sidebar reads the current page's
 * from here, and its module is always loaded before the page renders, on the server and in the
 * browser (first visit and client-side navigation alike).
 */
const headersByRoute = new Map<string, readonly PageHeader[]>();

/** Called by a page's module with its front matter: remembers its `sidebarHeaders`, if any. */
export function registerPageHeaders(frontMatter: {slug?: unknown; sidebarHeaders?: unknown}): void {
  if (typeof frontMatter.slug === 'string' && Array.isArray(frontMatter.sidebarHeaders)) {
    headersByRoute.set(frontMatter.slug, frontMatter.sidebarHeaders as PageHeader[]);
  }
}

/** The headers the sidebar lists under a page's link (`route`: relative to the base path). */
export function pageHeadersOf(route: string): readonly PageHeader[] {
  return headersByRoute.get(route) ?? [];
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The sidebar's list of the current page's headers as one HTML string (`<li><a href="#slug">`),
 * with the class names given for every link and for `###` links; the sidebar sets it as a list's
 * inner HTML, so its cost does not grow with the page's headers.
 */
export function headersHtml(headers: readonly PageHeader[], classes: {link: string; level3: string}): string {
  return headers
    .map((header) => {
      const className = header.level === 3 ? `${classes.link} ${classes.level3}` : classes.link;
      return `<li class="menu__list-item"><a class="${escapeHtml(className)}" href="#${escapeHtml(header.slug)}">${escapeHtml(header.title)}</a></li>`;
    })
    .join('');
}
