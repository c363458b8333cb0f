/**
 * The site's breakpoints, written once: the components read these numbers, and the CSS reads them
 * as custom media queries (`@media (--atsd-desktop)`, the syntax of CSS Media Queries 5), which
 * src/plugins/breakpoints defines in every stylesheet at build time and Docusaurus's
 * postcss-preset-env replaces with the queries below. No stylesheet writes a width of its own:
 * breakpoints.test.ts fails on one, on a name this table lacks, and on a width written in the code.
 *
 * Every width is where something starts, in CSS pixels; `(--atsd-NAME)` is the width and over,
 * `(--atsd-below-NAME)` the widths under it. src/theme/README.md has the top bar's table.
 */

/**
 * Docusaurus's desktop layout starts here: under it are the menu button and the sidebar drawer.
 * This is theme-classic's, not ours (Infima's `max-width: 996px` and theme-common's
 * `useWindowSize`), so it is written here to be read, not to be changed.
 */
export const DESKTOP_FROM = 997;

/**
 * Infima's smaller headings end here (its `max-width: 576px`): theme-classic's, copied for the
 * headings of a long page's sections (src/plugins/page-sections).
 */
export const HEADINGS_FULL_FROM = 577;

/** The landing pages and the contact form stack their columns under this width. */
export const COLUMNS_FROM = 601;

/** The site title beside the logo: from here; phones show the logo alone. */
export const TITLE_FROM = 600;

/**
 * On a bar with section links (crowded), the title comes back and the search box widens from here.
 */
export const WIDE_FROM = 1600;

/** On a bar with section links, the language menu shows its name from here (an icon under it). */
export const LANGUAGE_LABEL_FROM = 1700;

/**
 * The narrowest width at which the section link at `index` stays in the top bar on a desktop
 * layout; narrower, it moves to the bar's "More" menu (0: always in the bar). Links leave from the
 * end of the list, so the first ones always show. Measured in DejaVu Sans, the widest font of the
 * theme's stack that a reader is likely to have, with 30 px or more to spare at each step;
 * the top bar's layout test in tests/browser checks the bar at every step.
 */
export const LINK_IN_BAR_FROM = [0, 0, 0, 0, 1100, 1180] as const;

/** From this width every section link is in the bar and the "More" menu is gone. */
export const ALL_LINKS_FROM = 1280;

/**
 * The widths at which section links join the bar, narrowest first: step 1 is the first width at
 * which a link joins, and the last step is ALL_LINKS_FROM. navbar.module.css has a class pair per
 * step (`inBarFromStepN`, `inMenuBelowStepN`) under `(--atsd-below-link-step-N)` and
 * `(--atsd-link-step-N)`.
 */
export const LINK_STEPS: readonly number[] = [...new Set([...LINK_IN_BAR_FROM, ALL_LINKS_FROM])]
  .filter((width) => width > 0)
  .sort((a, b) => a - b);

/** The width at which the section link at `index` joins the bar. */
export function linkInBarFrom(index: number): number {
  return LINK_IN_BAR_FROM[index] ?? ALL_LINKS_FROM;
}

/** The step (1, 2, …) at which the section link at `index` joins the bar; 0 when it never leaves. */
export function linkStep(index: number): number {
  return LINK_STEPS.indexOf(linkInBarFrom(index)) + 1;
}

/** The widths by name: each gives the custom media `--atsd-NAME` and `--atsd-below-NAME`. */
export const BREAKPOINTS: Readonly<Record<string, number>> = {
  desktop: DESKTOP_FROM,
  'full-headings': HEADINGS_FULL_FROM,
  columns: COLUMNS_FROM,
  title: TITLE_FROM,
  wide: WIDE_FROM,
  'language-label': LANGUAGE_LABEL_FROM,
  'all-links': ALL_LINKS_FROM,
  ...Object.fromEntries(LINK_STEPS.map((width, index) => [`link-step-${index + 1}`, width])),
};

/** The custom media queries by name (without `--`): `atsd-desktop` → `(min-width: 997px)`. */
export function customMediaQueries(): Map<string, string> {
  return new Map(
    Object.entries(BREAKPOINTS).flatMap(([name, width]) => [
      [`atsd-${name}`, `(min-width: ${width}px)`],
      [`atsd-below-${name}`, `(max-width: ${width - 1}px)`],
    ]),
  );
}
