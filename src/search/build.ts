/** Builds the index files from extracted pages (pure; the plugin does the I/O). */
import {slugify} from '../lib/slugify';
import {INDEX_VERSION, type ExtractedPage, type HeaderEntry, type TitlesFile} from './types';

/**
 * The suggestion index. A header's anchor is written only when it is not
 * `slugify(text)`, which keeps the file small; pages keep the given order.
 */
export function buildTitles(pages: readonly ExtractedPage[]): TitlesFile {
  return {
    v: INDEX_VERSION,
    pages: pages.map((page) => ({
      r: page.route,
      t: page.title,
      h: page.sections.flatMap((section): HeaderEntry[] => {
        if (section.h === undefined || section.a === undefined) {
          return [];
        }
        return [section.a === slugify(section.h) ? [section.h] : [section.h, section.a]];
      }),
    })),
  };
}
