/**
 * Derives the Docusaurus front matter of a doc from its place under `docs/`
 * and from the old site's fields, so that no page needs a `slug`, `id` or
 * `displayed_sidebar` of its own. Applied in docusaurus.config.ts by the
 * `markdown.parseFrontMatter` hook.
 */
import {docIdsOfRoute, matchByPath, resolveMenuPath, routeOfDoc} from './url';
import {validateFrontMatter} from './frontMatter';

export interface DeriveContext {
  /** Sidebar id by path prefix (sidebars.ts `SIDEBAR_BY_PATH`). */
  sidebarByPath: Readonly<Record<string, string | null>>;
  /** Sidebars that exist (have at least one written page). */
  sidebarIds: ReadonlySet<string>;
}

/** `prev`/`next` front matter (a page path or `false`) → a pagination doc id or null. */
function paginationTarget(value: string | false, route: string): string | null {
  if (value === false) {
    return null;
  }
  return docIdsOfRoute(resolveMenuPath(value, route))[0]!;
}

export function deriveDocFrontMatter(
  relativeFile: string,
  raw: Record<string, unknown>,
  context: DeriveContext,
): Record<string, unknown> {
  const frontMatter = validateFrontMatter(`docs/${relativeFile}`, raw);
  const route = routeOfDoc(relativeFile);
  const sidebar = matchByPath(route, context.sidebarByPath) ?? null;
  const derived: Record<string, unknown> = {
    ...frontMatter,
    slug: route,
    displayed_sidebar:
      frontMatter.sidebar === false ||
      frontMatter.sidebar === 'auto' ||
      frontMatter.home ||
      frontMatter.landing ||
      !sidebar ||
      !context.sidebarIds.has(sidebar)
        ? null
        : sidebar,
  };
  if (frontMatter.prev !== undefined) {
    derived.pagination_prev = paginationTarget(frontMatter.prev, route);
  }
  if (frontMatter.next !== undefined) {
    derived.pagination_next = paginationTarget(frontMatter.next, route);
  }
  return derived;
}
