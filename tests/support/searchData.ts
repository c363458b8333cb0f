/**
 * Search test data: the site's own pages (titles and headers, in source order) as a titles file,
 * with the ids the site gives headers.
 */
import {createSlugger, explicitIdOf, withoutExplicitId} from '../../src/lib/slugify';
import {buildTitles} from '../../src/search/build';
import type {ExtractedPage, TitlesFile} from '../../src/search/types';
import {docPages} from '../../scripts/support/docs';

export const pages = docPages();

/** The pages as extracted pages (headers without text). */
function extractedPages(): ExtractedPage[] {
  return pages.map((page) => {
    const slug = createSlugger();
    return {
      route: page.route,
      title: page.title,
      sections: page.headings.map(([level, text]) => {
        // A hand-written ` {#id}` is the heading's id, as src/remark/headingIds.ts keeps it.
        const explicit = explicitIdOf(text);
        return explicit !== undefined
          ? {h: withoutExplicitId(text), a: explicit, l: level, x: ''}
          : {h: text, a: slug(text), l: level, x: ''};
      }),
    };
  });
}

export const siteTitles: TitlesFile = buildTitles(extractedPages());

export {localeOf, themeOptions} from '../../scripts/support/settings';
