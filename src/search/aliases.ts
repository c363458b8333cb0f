/**
 * The aliases of the pages, names that search finds a page by and never shows:
 *
 * - its old titles and old sidebar labels where those name it otherwise than its title now
 *   (`old-names.json`, by route, written by scripts/search-queries-collect.ts from the old manual);
 * - for a section's landing page, the label of the section's top-bar link ("Install", "New:
 *   Finance Edition"), from the site model.
 *
 * Build time only.
 */
import {SECTIONS} from '../site';
import ALIASES from './old-names.json';

const BY_ROUTE: Readonly<Record<string, readonly string[]>> = ALIASES;

/** A page's aliases, by its route. */
export function aliasesOf(route: string): string[] {
  const nav = SECTIONS.flatMap((section) => (section.path === route && section.nav ? [section.nav.text] : []));
  return [...new Set([...(BY_ROUTE[route] ?? []), ...nav])];
}
