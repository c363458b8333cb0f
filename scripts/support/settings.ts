/**
 * The site's settings as the tests and benches read it: every deployment switch off (no Algolia,
 * comments, tracking or contact endpoint), so only the section table and the locales remain. The
 * test build's own switches are in scripts/test.sh; the shipped defaults in docusaurus.config.ts.
 */
import {buildThemeOptions, type DeploymentSettings} from '../../src/config/themeOptions';
import {docRoutes} from '../../src/lib/docs';
import {sectionAt, SECTIONS} from '../../src/site';

export const NO_SERVICES: DeploymentSettings = {
  algoliaAppId: '',
  algoliaApiKey: '',
  algoliaIndexName: '',
  commentsHost: '',
  commentsSiteId: '',
  trackNavURL: '',
  contactURL: '',
};

/** The site's theme options: its section table, languages `/` and `/finance/ru/`. */
export const themeOptions = buildThemeOptions(NO_SERVICES, SECTIONS, docRoutes('docs'));

/** The locale key (the path of its language's section) a route belongs to. */
export const localeOf = (route: string): string => sectionAt(themeOptions, route).locale;

/** The language of a route (`en-US`, `ru`). */
export const langOf = (route: string): string => sectionAt(themeOptions, route).language.lang;
