/**
 * The current page's headers, as the old theme exposed them in `$page.headers`: level 2 or 3,
 * title as text, and slug. The sidebar lists them under the current page.
 */
import {plainText} from '../lib/html';

export interface PageHeader {
  level: 2 | 3;
  title: string;
  slug: string;
}

interface TocItem {
  value: string;
  id: string;
  level: number;
}

/** The `##` and `###` headers of a page's table of contents (whose values are HTML). */
export function pageHeaders(toc: readonly TocItem[]): PageHeader[] {
  return toc
    .filter((item) => item.level === 2 || item.level === 3)
    .map((item) => ({level: item.level as 2 | 3, title: plainText(item.value), slug: item.id}));
}

/** The headers the sidebar lists under the current page for a `sidebarDepth`. */
export function sidebarHeaders(headers: readonly PageHeader[], depth: number): PageHeader[] {
  if (depth <= 0) {
    return [];
  }
  return headers.filter((header) => header.level <= depth + 1);
}

/** What a doc's `sidebar_custom_props` carries (src/pageData/markdownHeaders.ts fills it at build time). */
export interface SidebarProps {
  /** The headers the sidebar lists under the page's link. */
  headers: PageHeader[];
}

/** The headers in a sidebar item's `customProps` (none when the item carries none). */
export function headersOfSidebarItem(customProps: Record<string, unknown> | undefined): PageHeader[] {
  const headers = (customProps as Partial<SidebarProps> | undefined)?.headers;
  return Array.isArray(headers) ? headers : [];
}
