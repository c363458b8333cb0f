/**
 * Search test data: the site's own pages (titles and headers, in source order) as a titles file,
 * with the ids the site gives headers.
 */
import {createSlugger} from '../../src/lib/slugify';
import {buildTitles} from '../../src/search/build';
import type {ExtractedPage, TitlesFile} from '../../src/search/types';
import {docPages} from '../../scripts/support/docs';

export const pages = docPages();

/** A heading's hand-written id: `## Text {#id}`. */
export const EXPLICIT_ID = /\s*\{#([^}]+)\}\s*$/;

/** The pages as extracted pages (headers without text). */
function extractedPages(): ExtractedPage[] {
  return pages.map((page) => {
    const slug = createSlugger();
    return {
      route: page.route,
      title: page.title,
      sections: page.headings.map(([level, text]) => {
        // A hand-written ` {#id}` is the heading's id, as src/remark/headingIds.ts keeps it.
        const explicit = EXPLICIT_ID.exec(text);
        return explicit
          ? {h: text.slice(0, explicit.index), a: explicit[1]!, l: level, x: ''}
          : {h: text, a: slug(text), l: level, x: ''};
      }),
    };
  });
}

export const siteTitles: TitlesFile = buildTitles(extractedPages());

export {localeOf, themeOptions} from '../../scripts/support/settings';
