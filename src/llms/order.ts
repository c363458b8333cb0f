/**
 * The order of the pages in `llms.txt` and `llms-full.txt`, and their sections. Pure; unit-tested
 * in order.test.ts.
 *
 * Pages come in sidebar order (the docs plugin's loaded sidebars, in the order sidebars.ts defines
 * them, which is the old site's), then the pages of no sidebar in path order; each page once.
 * A section is a section of the site model (src/site.ts `sectionAt`): the longest of its paths that
 * holds the page, the root pages in `/`; sections come in the order of their first page.
 */

import {resolveSections, ROOT_PATH, sectionAt, type Section, type SectionTable} from '../site';

/** The parts of a loaded sidebar item this module reads (the plugin's `SidebarItem`). */
export interface SidebarItemLike {
  type: string;
  id?: string;
  items?: readonly SidebarItemLike[];
  link?: {type: string; id?: string};
}

/** The doc ids that sidebar items name, in order: docs, category index docs, nested items. */
function sidebarDocIds(items: readonly SidebarItemLike[]): string[] {
  return items.flatMap((item) => [
    ...((item.type === 'doc' || item.type === 'ref') && item.id ? [item.id] : []),
    ...(item.link?.type === 'doc' && item.link.id ? [item.link.id] : []),
    ...sidebarDocIds(item.items ?? []),
  ]);
}

/**
 * `ids` (every page, in path order) in sidebar order: the pages of each sidebar in turn, then those
 * in none in the order given. A page in two sidebars comes where it first appears; ids a sidebar
 * names but `ids` lacks are left out.
 */
export function sidebarOrder(
  ids: readonly string[],
  sidebars: Readonly<Record<string, readonly SidebarItemLike[]>>,
): string[] {
  const known = new Set(ids);
  const ordered = new Set<string>();
  for (const items of Object.values(sidebars)) {
    for (const id of sidebarDocIds(items)) {
      if (known.has(id)) {
        ordered.add(id);
      }
    }
  }
  for (const id of ids) {
    ordered.add(id);
  }
  return [...ordered];
}

/** The path of a route's section (src/site.ts `sectionAt`); a route in none, or in `''`, is a root page. */
export function sectionOf(route: string, sections: SectionTable): string {
  return sectionAt(sections, route).path || ROOT_PATH;
}

/** Groups ordered pages by section, sections in the order of their first page. */
export function groupBySection<T extends {route: string}>(
  pages: readonly T[],
  sections: SectionTable,
): Array<{section: string; pages: T[]}> {
  const groups = new Map<string, T[]>();
  for (const page of pages) {
    const section = sectionOf(page.route, sections);
    groups.set(section, [...(groups.get(section) ?? []), page]);
  }
  return [...groups].map(([section, grouped]) => ({section, pages: grouped}));
}

/**
 * A section's title: the title of its own page (the folder's `README.md`), else its folder's name
 * in words (`/rule-engine/` → `Rule engine`).
 */
export function sectionTitle(section: string, titleOfRoute: (route: string) => string | undefined): string {
  const own = titleOfRoute(section);
  if (own) {
    return own;
  }
  const name = section.split('/').filter(Boolean).pop() ?? '';
  const words = name.replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The sections of `llms.txt` for ordered pages: grouped by the site model's sections, each titled
 * by its `llmsTitle`, else by its own page's title, else by its folder's name.
 */
export function llmsSections<T extends {route: string}>(
  pages: readonly T[],
  sections: readonly Section[],
  titleOfRoute: (route: string) => string | undefined,
): Array<{title: string; pages: T[]}> {
  const titles = new Map(sections.map((section) => [section.path, section.llmsTitle]));
  return groupBySection(pages, resolveSections(sections)).map(({section, pages: grouped}) => ({
    title: titles.get(section) ?? sectionTitle(section, titleOfRoute),
    pages: grouped,
  }));
}
