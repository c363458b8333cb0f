/**
 * Turns the old site's menus (VuePress style: paths relative to a section,
 * `[path, title]` pairs, `{title, children}` groups) into Docusaurus sidebars.
 *
 * A menu item whose page does not exist is reported (`checkMenuPages` fails
 * the build with every such path). Groups become categories at any depth; the old theme logged nested
 * groups as unsupported, we render them.
 */
import type {DocInfo} from '../lib/docs';
import {docIdsOfRoute, isExternal, resolveMenuPath} from '../lib/url';
import {stripTitlePrefix} from '../lib/title';

export interface MenuGroup {
  title: string;
  children: MenuItem[];
}

/** A path (relative to the menu's base, or absolute), a `[path, title]` pair, or a group. */
export type MenuItem = string | readonly [string, string] | MenuGroup;

export interface Menu {
  /** The path the menu's relative items start from, e.g. `/api/data/`. */
  base: string;
  items: MenuItem[];
}

export type SidebarEntry =
  | {type: 'doc'; id: string; label: string}
  | {type: 'link'; href: string; label: string}
  | {type: 'category'; label: string; collapsible: true; collapsed: boolean; items: SidebarEntry[]};

export interface ResolveContext {
  /** Looks up a doc by id (`api/data/series/query`, `api/data/README`). */
  lookup: (docId: string) => DocInfo | undefined;
  log: (message: string) => void;
}

export const NO_MATCH = 'No matching page found for sidebar item';

function resolveItem(item: MenuItem, base: string, context: ResolveContext, depth: number): SidebarEntry | null {
  if (typeof item === 'object' && !Array.isArray(item)) {
    const group = item as MenuGroup;
    // Groups nest as categories at any depth (the old theme only logged nested ones).
    const items = resolveItems(group.children, base, context, depth + 1);
    // A group none of whose pages exist yet renders nothing.
    return items.length === 0
      ? null
      : {type: 'category', label: group.title, collapsible: true, collapsed: true, items};
  }
  const [rawPath, title] = typeof item === 'string' ? [item, undefined] : item;
  if (isExternal(rawPath)) {
    return {type: 'link', href: rawPath, label: title ?? rawPath};
  }
  const route = resolveMenuPath(rawPath, base);
  for (const id of docIdsOfRoute(route)) {
    const doc = context.lookup(id);
    if (doc) {
      return {type: 'doc', id, label: stripTitlePrefix(title ?? doc.title)};
    }
  }
  context.log(`${NO_MATCH}: "${rawPath}" (${route})`);
  return null;
}

function resolveItems(items: MenuItem[], base: string, context: ResolveContext, depth: number): SidebarEntry[] {
  return items
    .map((item) => resolveItem(item, base, context, depth))
    .filter((entry): entry is SidebarEntry => entry !== null);
}

/**
 * Set to `1` in the environment of a build whose docs/ holds a few pages only (the test fixtures):
 * menu items without a page are then logged instead of failing the build.
 */
export const MENU_PAGES_OPTIONAL = 'ATSD_MENU_PAGES_OPTIONAL';

/**
 * What the resolver logged about menu items without a page: an error naming every one of them
 * (a mistyped path must not silently drop a page from the menu), or, when `optional`, warnings.
 */
export function checkMenuPages(missing: readonly string[], optional: boolean, warn: (message: string) => void): void {
  if (missing.length === 0) {
    return;
  }
  if (optional) {
    missing.forEach(warn);
    return;
  }
  throw new Error(
    `The menus (src/sidebar/menus.ts) name ${missing.length} page(s) that do not exist:\n` +
      missing.map((message) => `  ${message}`).join('\n') +
      '\nCorrect the path or write the page.',
  );
}

export function resolveMenu(menu: Menu, context: ResolveContext): SidebarEntry[] {
  return resolveItems(menu.items, menu.base, context, 0);
}

/**
 * Throws, naming them, when a section of the site model shows a menu that `menus` lacks, or when a
 * menu is shown by no section (it would be built and never seen).
 */
export function assertSectionMenus(
  sections: readonly {path: string; sidebar: string | null}[],
  menus: Readonly<Record<string, Menu>>,
): void {
  const unknown = sections.filter(({sidebar}) => sidebar !== null && !(sidebar in menus));
  const shown = new Set(sections.map(({sidebar}) => sidebar));
  const unused = Object.keys(menus).filter((id) => !shown.has(id));
  const problems = [
    ...unknown.map(
      ({path, sidebar}) => `section ${path} shows the menu "${sidebar}", which src/sidebar/menus.ts lacks`,
    ),
    ...unused.map((id) => `the menu "${id}" of src/sidebar/menus.ts is shown by no section of src/site.ts`),
  ];
  if (problems.length > 0) {
    throw new Error(problems.join('\n'));
  }
}
