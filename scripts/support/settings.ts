/**
 * The site's settings as the tests and benches read it: every deployment switch off (no Algolia,
 * comments, tracking or contact endpoint), so only the section table and the locales remain. The
 * test build's own switches are in scripts/test.sh; the shipped defaults in docusaurus.config.ts.
 */
import {buildThemeOptions, localeForPath, type DeploymentSettings} from '../../src/config/themeOptions';
import {docRoutes} from '../../src/lib/docs';
import {SECTIONS} from '../../src/site';

export const NO_SERVICES: DeploymentSettings = {
  algoliaAppId: '',
  algoliaApiKey: '',
  algoliaIndexName: '',
  commentsHost: '',
  commentsSiteId: '',
  trackNavURL: '',
  contactURL: '',
};

/** The site's theme options (locales `/` and `/finance/ru/`). */
export const themeOptions = buildThemeOptions(NO_SERVICES, SECTIONS, docRoutes('docs'));

/** The locale prefix a route belongs to. */
export const localeOf = (route: string): string => localeForPath(themeOptions, route)[0];
