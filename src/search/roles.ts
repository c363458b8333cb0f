/**
 * What a page is for, from its route: a section's landing page, a reference page, an example, or a
 * list of other pages. A reader who types a name wants the page that defines it, not the examples
 * and lists that use it, so when both match as well, the reference page comes first (a prior on
 * the score; it never hides a page).
 */
export type Role = 'landing' | 'reference' | 'example' | 'list';

/** Routes of pages that list the manual's other pages: what they say, the pages they list say better. */
const LISTS = new Set(['/toc.html']);

/** An example page: under an `examples` folder, or a single example beside a reference page. */
const EXAMPLE = /\/examples?\/|[/-]examples?(?:[-.]|\/$)/;

/** The role of a page by its route, and its title where that says "Example". */
export function roleOf(route: string, title = ''): Role {
  if (LISTS.has(route)) return 'list';
  if (EXAMPLE.test(route) || /\bexamples?$/i.test(title.trim())) return 'example';
  return route.endsWith('/') ? 'landing' : 'reference';
}

/** The prior of each role: a factor on a page's score. */
export const ROLE_PRIOR: Readonly<Record<Role, number>> = {
  landing: 1,
  reference: 1,
  example: 0.85,
  list: 0.5,
};
