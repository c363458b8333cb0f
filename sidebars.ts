/**
 * The sidebars: the old site's menus (src/sidebar/sections.ts) resolved against
 * the pages that exist. A menu item whose page is not written yet is logged
 * ("No matching page found for sidebar item") and left out, so the manual can
 * grow section by section; a sidebar with no written page is left out whole.
 * Which sidebar a page shows is chosen by path (`SECTIONS` → `SIDEBAR_BY_PATH`).
 */
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {resolveMenu} from './src/sidebar/resolve';
import {MENUS} from './src/sidebar/sections';
import {docLookup} from './src/lib/docs';

const context = {
  lookup: docLookup(path.resolve('docs')),
  log: (message: string) => console.warn(`[sidebars] ${message}`),
};

/** The sidebars that have at least one written page; an empty one is left out. */
const sidebars: SidebarsConfig = Object.fromEntries(
  Object.entries(MENUS)
    .map(([id, menu]) => [id, resolveMenu(menu, context)] as const)
    .filter(([, items]) => items.length > 0),
);

export default sidebars;
