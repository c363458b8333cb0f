/**
 * The page data the old theme exposed as `$page`: path, title, headers
 * (level 2 or 3, title, slug) and the author's front matter (`{}` when the
 * page has none; the fields docusaurus.config.ts derives are not included).
 */
import type {PageFrontMatter} from '../lib/frontMatter';

export interface PageHeader {
  level: 2 | 3;
  title: string;
  slug: string;
}

export interface PageData {
  path: string;
  title: string;
  headers: PageHeader[];
  frontmatter: PageFrontMatter;
}

interface TocItem {
  value: string;
  id: string;
  level: number;
}

/** Front matter keys set by the build (src/lib/docFrontMatter.ts), not by the page. */
export const DERIVED_KEYS = ['slug', 'displayed_sidebar', 'pagination_prev', 'pagination_next'];

function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

export function toPageData(input: {
  path: string;
  title: string;
  toc: readonly TocItem[];
  frontMatter: Record<string, unknown>;
}): PageData {
  const frontmatter = Object.fromEntries(
    Object.entries(input.frontMatter).filter(([key]) => !DERIVED_KEYS.includes(key)),
  ) as PageFrontMatter;
  return {
    path: input.path,
    title: input.title,
    headers: input.toc
      .filter((item) => item.level === 2 || item.level === 3)
      .map((item) => ({level: item.level as 2 | 3, title: textOf(item.value), slug: item.id})),
    frontmatter,
  };
}

/** The headers the sidebar lists under the current page for a `sidebarDepth`. */
export function sidebarHeaders(headers: readonly PageHeader[], depth: number): PageHeader[] {
  if (depth <= 0) {
    return [];
  }
  return headers.filter((header) => header.level <= depth + 1);
}
