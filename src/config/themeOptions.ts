/**
 * Every option of the ATSD theme, in one typed module. docusaurus.config.ts
 * builds the options with `buildThemeOptions()` and stores them, frozen, in
 * `customFields.atsd`; components read them with `useThemeOptions()`
 * (src/config/useThemeOptions.ts), never through `as any`.
 *
 * A path's section (its sidebar, home, section links and language) comes from one function,
 * `sectionAt(options, path)` of src/site.ts, over the section table the options carry; in a
 * component, `useSection()` (src/config/useLocale.ts) gives the current page's.
 */
import {repositoryUrl} from '../lib/url';
import {resolveSections, SECTIONS, type SectionTable, type Section, type SiteLanguage} from '../site';

export interface NavLink {
  text: string;
  link?: string;
  /** The old site's emphasized entry ("Install"). */
  highlighted?: boolean;
  /** A dropdown menu instead of a link. */
  items?: NavLink[];
}

/** A language of the site (src/site.ts), with its key: the path of its section. */
export type LocaleOptions = SiteLanguage;

export interface AlgoliaOptions {
  appId: string;
  apiKey: string;
  indexName: string;
  facetFilters: string[];
}

export interface Remark42Options {
  host: string;
  site_id: string;
  components: string[];
  show_email_subscription?: boolean;
  __colors__?: Record<string, string>;
}

export interface FeedbackOptions {
  title: string;
  url: string;
  method: string;
}

/**
 * The options are a section table (src/site.ts `SectionTable`): `sections`, each with the sidebar,
 * home, section links and language its pages get, and `languages`, root first. Ask for a path's
 * section with `sectionAt(options, path)`.
 */
export interface AtsdThemeOptions extends SectionTable {
  /** The top bar's section links, shown on the pages of a section with `sectionLinks`. */
  nav: NavLink[];
  /** Which page headers the sidebar lists under the current page: 0, 1 (`##`) or 2 (`###`). */
  sidebarDepth: number;
  logo: string;
  repo: string;
  repoLabel: string;
  editLinks: boolean;
  docsRepo: string;
  docsBranch: string;
  docsDir: string;
  /** Local search on or off. */
  search: boolean;
  searchMaxSuggestions: number;
  /** Hosted search; `null` uses the local search. */
  algolia: AlgoliaOptions | null;
  /** Comments; `null` shows none. */
  remark42Config: Remark42Options | null;
  /** Route-change and contact-link tracking endpoint; `null` sends nothing. */
  trackNavURL: string | null;
  /** The contact form's endpoint; `null` renders no form. */
  feedback: FeedbackOptions | null;
  /**
   * The written pages the browser asks about (`pageExists`): the pages of each language's section
   * and of the section it translates (their counterparts), the top bar's links and the languages'
   * homes. Computed at build time from `docs/`, so the browser needs no list of every page.
   */
  knownPages: string[];
}

/** The deployment switches, read from environment variables in docusaurus.config.ts. */
export interface DeploymentSettings {
  algoliaAppId: string;
  algoliaApiKey: string;
  algoliaIndexName: string;
  commentsHost: string;
  commentsSiteId: string;
  trackNavURL: string;
  contactURL: string;
}

/** The top bar's section links: the sections with a `nav` entry, in model order. */
export function topNav(sections: readonly Section[] = SECTIONS): NavLink[] {
  return sections.flatMap(({path, nav}) =>
    nav ? [{text: nav.text, link: path, ...(nav.highlighted && {highlighted: true})}] : [],
  );
}

/**
 * The deployment settings from environment variables (docusaurus.config.ts lists them): unset
 * gives the old site's value, set but empty turns the feature off. Tests and benchmarks pass `{}`
 * for the defaults.
 */
export function deploymentSettings(env: Readonly<Record<string, string | undefined>>): DeploymentSettings {
  const setting = (name: string, fallback: string) => env[name] ?? fallback;
  return {
    algoliaAppId: setting('ATSD_ALGOLIA_APP_ID', 'BH4D9OD16A'),
    algoliaApiKey: setting('ATSD_ALGOLIA_API_KEY', ''),
    algoliaIndexName: setting('ATSD_ALGOLIA_INDEX_NAME', ''),
    commentsHost: setting('ATSD_COMMENTS_HOST', 'https://axibase.com/comments'),
    commentsSiteId: setting('ATSD_COMMENTS_SITE_ID', 'docs_atsd'),
    trackNavURL: setting('ATSD_TRACK_NAV_URL', '/tracknav/'),
    contactURL: setting('ATSD_CONTACT_URL', '/eml_ping'),
  };
}

/** The routes of `routes` that `pageExists` can be asked about (see `knownPages` above). */
export function knownPages(sections: readonly Section[], nav: readonly NavLink[], routes: readonly string[]): string[] {
  const prefixes = sections.flatMap(({path, language}) => (language?.translates ? [path, language.translates] : []));
  const named = new Set([
    ...nav.flatMap((link) => [link.link, ...(link.items ?? []).map((item) => item.link)]),
    ...sections.flatMap(({language}) => (language ? [language.home] : [])),
  ]);
  return routes.filter((route) => named.has(route) || prefixes.some((prefix) => route.startsWith(prefix)));
}

/** Whether `path` (relative to the base path) is one of the written pages the options know of. */
export function pageExists(options: AtsdThemeOptions, path: string): boolean {
  return options.knownPages.includes(path);
}

/**
 * The theme options, from the deployment settings, the site model (src/site.ts) and the routes of
 * the written pages.
 */
export function buildThemeOptions(
  settings: DeploymentSettings,
  sections: readonly Section[] = SECTIONS,
  routes: readonly string[] = [],
): AtsdThemeOptions {
  const nav = topNav(sections);
  return {
    knownPages: knownPages(sections, nav, routes),
    nav,
    // `languages` root first: the language menu lists them in this order.
    ...resolveSections(sections),
    sidebarDepth: 1,
    logo: '/img/axibase-logo.svg',
    repo: 'axibase/atsd',
    repoLabel: 'GitHub',
    editLinks: true,
    docsRepo: 'axibase/atsd',
    docsBranch: 'master',
    docsDir: '',
    search: true,
    searchMaxSuggestions: 10,
    algolia:
      settings.algoliaApiKey && settings.algoliaIndexName
        ? {
            appId: settings.algoliaAppId,
            apiKey: settings.algoliaApiKey,
            indexName: settings.algoliaIndexName,
            facetFilters: ['tags:atsd'],
          }
        : null,
    remark42Config:
      settings.commentsHost && settings.commentsSiteId
        ? {
            host: settings.commentsHost,
            site_id: settings.commentsSiteId,
            components: ['embed'],
            show_email_subscription: true,
            __colors__: {
              '--color8': '#216abb',
              '--color9': '#216abb',
              '--color15': '#216abb',
              '--color33': '#467fbd',
              '--color47': 'rgba(6, 77, 212, 0.4)',
            },
          }
        : null,
    trackNavURL: settings.trackNavURL || null,
    feedback: settings.contactURL ? {title: 'Contact Axibase', url: settings.contactURL, method: 'GET'} : null,
  };
}

/** Where docusaurus.config.ts stores the options: `customFields[THEME_OPTIONS_FIELD]`. */
export const THEME_OPTIONS_FIELD = 'atsd';

/**
 * The theme options of a site config (in the build, a plugin or the browser). The one place that
 * reads `customFields`, so that nothing else casts it.
 */
export function themeOptionsOf(siteConfig: {customFields?: Record<string, unknown>}): AtsdThemeOptions {
  const options = siteConfig.customFields?.[THEME_OPTIONS_FIELD];
  if (!options || typeof options !== 'object') {
    throw new Error(`customFields.${THEME_OPTIONS_FIELD} is missing: docusaurus.config.ts must set it`);
  }
  return options as AtsdThemeOptions;
}

/**
 * The "Edit this page" URL of a doc: `<repo>/edit/<branch>/<docsDir><path>`,
 * e.g. https://github.com/axibase/atsd/edit/master/api/data/series/query.md.
 */
export function editUrl(options: AtsdThemeOptions, docPath: string): string {
  const repo = repositoryUrl(options.docsRepo);
  const dir = options.docsDir.replace(/\/$/, '');
  return `${repo.replace(/\/$/, '')}/edit/${options.docsBranch}/${dir ? `${dir}/` : ''}${docPath}`;
}
