/**
 * The sidebars: the old site's menus (src/sidebar/menus.ts) resolved against
 * the pages that exist. A menu item whose page does not exist fails the build,
 * naming it ("No matching page found for sidebar item"); in a build with
 * ATSD_MENU_PAGES_OPTIONAL=1 (the test fixtures, a few pages each) it is logged
 * and left out, and a sidebar with no written page is left out whole.
 * Which sidebar a page shows is chosen by path (`SECTIONS` in src/site.ts); a
 * section naming an unknown menu fails the build too.
 */
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {assertSectionMenus, checkMenuPages, MENU_PAGES_OPTIONAL, resolveMenu} from './src/sidebar/resolve';
import {MENUS} from './src/sidebar/menus';
import {SECTIONS} from './src/site';
import {docLookup} from './src/lib/docs';

assertSectionMenus(SECTIONS, MENUS);

const missing: string[] = [];
const context = {
  lookup: docLookup(path.resolve('docs')),
  log: (message: string) => missing.push(message),
};

/** The sidebars that have at least one written page; an empty one is left out. */
const sidebars: SidebarsConfig = Object.fromEntries(
  Object.entries(MENUS)
    .map(([id, menu]) => [id, resolveMenu(menu, context)] as const)
    .filter(([, items]) => items.length > 0),
);

checkMenuPages(missing, process.env[MENU_PAGES_OPTIONAL] === '1', (message) => console.warn(`[sidebars] ${message}`));

export default sidebars;
