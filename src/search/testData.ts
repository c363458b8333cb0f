/**
 * Test data: the old site's 696 pages (titles and headers, in source order)
 * from the inventory, as a titles file with the ids the site gives headers.
 */
import fs from 'node:fs';
import {createSlugger} from '../lib/slugify';
import {routeOfDoc} from '../lib/url';
import {localeForPath, buildThemeOptions} from '../config/themeOptions';
import {buildTitles} from './build';
import type {ExtractedPage, TitlesFile} from './types';

interface InventoryPage {
  file: string;
  title: string;
  headings: Array<[number, string]>;
}

export const inventory: InventoryPage[] = JSON.parse(
  fs.readFileSync(new URL('../../../shared/atsd-inventory.json', import.meta.url), 'utf8'),
);

/** The inventory's pages as extracted pages (headers without text). */
export function inventoryPages(): ExtractedPage[] {
  return inventory.map((page) => {
    const slug = createSlugger();
    return {
      route: routeOfDoc(page.file),
      title: page.title,
      sections: page.headings
        .filter(([level]) => level === 2 || level === 3)
        .map(([level, text]) => ({h: text, a: slug(text), l: level, x: ''})),
    };
  });
}

export const inventoryTitles: TitlesFile = buildTitles(inventoryPages());

/** The site's theme options (locales `/` and `/finance/ru/`). */
export const themeOptions = buildThemeOptions(
  {
    algoliaAppId: '',
    algoliaApiKey: '',
    algoliaIndexName: '',
    commentsHost: '',
    commentsSiteId: '',
    trackNavURL: '',
    contactURL: '',
  },
  {},
);

export const localeOf = (route: string): string => localeForPath(themeOptions, route)[0];
