/**
 * Every option of the ATSD theme, in one typed module. docusaurus.config.ts
 * builds the options with `buildThemeOptions()` and stores them, frozen, in
 * `customFields.atsd`; components read them with `useThemeOptions()`
 * (src/config/useThemeOptions.ts), never through `as any`.
 */
import {matchByPath, repositoryUrl} from '../lib/url';
import {SECTIONS, type Language, type Section} from '../site';

export interface NavLink {
  text: string;
  link?: string;
  /** The old site's emphasized entry ("Install"). */
  highlighted?: boolean;
  /** A dropdown menu instead of a link. */
  items?: NavLink[];
}

/** A language of the site (src/site.ts), keyed in `locales` by the path of its pages. */
export type LocaleOptions = Language;

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

export interface AtsdThemeOptions {
  nav: NavLink[];
  /** Top navigation by path prefix; the longest matching prefix wins. */
  navByPath: Record<string, NavLink[]>;
  /** Where the logo and the site title lead, by path prefix. */
  homePageByPath: Record<string, string>;
  /** Sidebar id by path prefix; `null` shows no sidebar (see sidebars.ts). */
  sidebar: Record<string, string | null>;
  /** Which page headers the sidebar lists under the current page: 0, 1 (`##`) or 2 (`###`). */
  sidebarDepth: number;
  /** Locales by path prefix. */
  locales: Record<string, LocaleOptions>;
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

/** A field of the sections that set it, by their path (a `matchByPath` table: the longest prefix wins). */
function byPath<T>(sections: readonly Section[], field: (section: Section) => T | undefined): Record<string, T> {
  return Object.fromEntries(
    sections.flatMap((section) => {
      const value = field(section);
      return value === undefined ? [] : [[section.path, value]];
    }),
  );
}

/** The top bar's section links: the sections with a `nav` entry, in model order. */
export function topNav(sections: readonly Section[] = SECTIONS): NavLink[] {
  return sections.flatMap(({path, nav}) =>
    nav ? [{text: nav.text, link: path, ...(nav.highlighted && {highlighted: true})}] : [],
  );
}

/** The sidebar shown by path prefix (longest match wins); `null`: none. */
export function sidebarByPath(sections: readonly Section[] = SECTIONS): Record<string, string | null> {
  return byPath(sections, (section) => section.sidebar);
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
    navByPath: byPath(sections, (section) =>
      section.sectionLinks === undefined ? undefined : section.sectionLinks ? nav : [],
    ),
    homePageByPath: byPath(sections, (section) => section.home),
    sidebar: sidebarByPath(sections),
    sidebarDepth: 1,
    // The root language first: the language menu lists them in this order.
    locales: byPath(
      [...sections].sort((a, b) => a.path.length - b.path.length),
      (section) => section.language,
    ),
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

/** The top navigation for a path (relative to the base path). */
export function navForPath(options: AtsdThemeOptions, path: string): NavLink[] {
  return matchByPath(path, options.navByPath) ?? options.nav;
}

/** Where the logo leads from a path. */
export function homeForPath(options: AtsdThemeOptions, path: string): string {
  return matchByPath(path, options.homePageByPath) ?? '/';
}

/** The locale a path belongs to, and its key. */
export function localeForPath(options: AtsdThemeOptions, path: string): [string, LocaleOptions] {
  const key = matchByPath(path, Object.fromEntries(Object.keys(options.locales).map((k) => [k, k]))) ?? '/';
  return [key, options.locales[key]!];
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
