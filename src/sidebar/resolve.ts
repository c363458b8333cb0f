/**
 * Turns the old site's menus (VuePress style: paths relative to a section,
 * `[path, title]` pairs, `{title, children}` groups) into Docusaurus sidebars.
 *
 * A menu item whose page does not exist is logged and left out, so that the
 * sections of the manual can be written one at a time without breaking the
 * build. Nested groups are logged as unsupported, as the old theme did, and
 * still rendered.
 */
import {isExternal} from '../lib/url';
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

export interface DocInfo {
  title: string;
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
export const NESTED_GROUP = 'Nested sidebar groups are not supported';

/** Resolves `rawPath` against `base` into a site route (`/a/b.html` or `/a/`). */
export function resolveMenuPath(rawPath: string, base: string): string {
  const hashless = rawPath.replace(/#.*$/, '');
  const joined = hashless.startsWith('/') ? hashless : base.replace(/[^/]*$/, '') + hashless;
  const segments: string[] = [];
  for (const segment of joined.split('/')) {
    if (segment === '..') {
      segments.pop();
    } else if (segment !== '.') {
      segments.push(segment);
    }
  }
  const path = segments.join('/').replace(/\/(README|index)(\.md)?$/, '/');
  if (path.endsWith('/')) {
    return path;
  }
  return `${path.replace(/\.(md|html)$/, '')}.html`;
}

/** The doc ids that may hold a route's page. */
export function docIdsOfRoute(route: string): string[] {
  if (route.endsWith('/')) {
    const dir = route.slice(1);
    return [`${dir}README`, `${dir}index`];
  }
  return [route.slice(1, -'.html'.length)];
}

function resolveItem(
  item: MenuItem,
  base: string,
  context: ResolveContext,
  depth: number,
): SidebarEntry | null {
  if (typeof item === 'object' && !Array.isArray(item)) {
    const group = item as MenuGroup;
    if (depth > 0) {
      context.log(`${NESTED_GROUP}: "${group.title}"`);
    }
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

function resolveItems(
  items: MenuItem[],
  base: string,
  context: ResolveContext,
  depth: number,
): SidebarEntry[] {
  return items
    .map((item) => resolveItem(item, base, context, depth))
    .filter((entry): entry is SidebarEntry => entry !== null);
}

export function resolveMenu(menu: Menu, context: ResolveContext): SidebarEntry[] {
  return resolveItems(menu.items, menu.base, context, 0);
}
