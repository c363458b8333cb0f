/**
 * The model of the site, in one place: where it is served, its sections and its languages.
 * Everything else derives from it: the theme options (top bar, sidebars by path, the logo's home,
 * the language menu and its counterparts), the pages' language (the front-matter hook checks a
 * page's `lang` against it), the 404 page of each language (the build's own and the nginx include
 * the serving plugin writes), `llms.txt`'s sections and their titles, and search's languages.
 *
 * Adding a section: one entry in `SECTIONS`, its pages under `docs/`, and its sidebar in
 * `sidebars.ts` (when it has one). Adding a language: a section with `language`.
 *
 * This module imports nothing, so every layer may read it (`src/lib` included).
 */

/** Where the site is served: every route is under this path. */
export const BASE_PATH = '/docs/atsd/';

/** A language of the site's interface and pages. */
export interface Language {
  /** `<html lang>`, `hreflang` and the search index's language. */
  lang: string;
  /** Open Graph `og:locale` (language_TERRITORY). */
  ogLocale: string;
  /** Its name in the language menu. */
  label: string;
  /** The language menu's title on its pages. */
  selectText: string;
  /** Where the language menu leads when a page has no counterpart in this language. */
  home: string;
  /**
   * The section whose pages this language's section translates, page for page: `/finance/x.html`
   * ↔ `/finance/ru/x.html`. Unset for the root language.
   */
  translates?: string;
}

export interface Section {
  /** The path prefix of the section's pages; the longest matching prefix wins. */
  path: string;
  /** The sidebar the section's pages show (a key of sidebars.ts); `null`: none. */
  sidebar: string | null;
  /** The top bar's link to this section; links keep the order of `SECTIONS`. */
  nav?: {text: string; highlighted?: boolean};
  /** Where the logo leads on the section's pages (inherited by the sections inside it). */
  home?: string;
  /** Whether the top bar shows the section links on its pages (inherited; the root shows them). */
  sectionLinks?: boolean;
  /** The pages under this path are in this language, with their own 404 page (inherited). */
  language?: Language;
  /** The section's heading in `llms.txt`; otherwise the title of its own page, else its folder name. */
  llmsTitle?: string;
}

const ENGLISH: Language = {
  lang: 'en-US',
  ogLocale: 'en_US',
  label: 'English',
  selectText: 'Languages',
  home: '/finance/',
};

/** The Russian pages: the finance section in Russian. */
export const FINANCE_RU = '/finance/ru/';

const RUSSIAN: Language = {
  lang: 'ru',
  ogLocale: 'ru_RU',
  label: 'Русский',
  selectText: 'Языки',
  home: FINANCE_RU,
  translates: '/finance/',
};

/**
 * Every section. `'/'` holds the root pages and is the root language; `''` is everything else
 * (no sidebar, no section links). The top bar lists the sections that have `nav`, in this order.
 */
export const SECTIONS: readonly Section[] = [
  {
    path: '/finance/',
    sidebar: 'finance',
    nav: {text: 'New: Finance Edition'},
    home: '/finance/',
    sectionLinks: false,
    llmsTitle: 'Finance Edition',
  },
  {path: '/api/data/', sidebar: 'api', nav: {text: 'REST API'}},
  {path: '/api/network/', sidebar: 'network', nav: {text: 'Network API'}},
  {path: '/sql/', sidebar: 'sql', nav: {text: 'SQL'}},
  {path: '/rule-engine/', sidebar: 'ruleEngine', nav: {text: 'Rule Engine'}},
  {path: '/installation/', sidebar: 'installation', nav: {text: 'Install', highlighted: true}},
  {path: '/administration/', sidebar: 'administration', nav: {text: 'Configure'}},
  {path: '/integration/', sidebar: 'integration', nav: {text: 'Integrate'}},
  {path: '/administration/compaction/', sidebar: null},
  {path: '/api/meta/', sidebar: 'api', llmsTitle: 'Meta API'},
  {path: '/api/', sidebar: null},
  {path: '/changelogs/', sidebar: null},
  // The old site listed no menu for these, so they showed the root menu; that stays, on purpose.
  {path: '/configuration/', sidebar: 'landing'},
  {
    path: FINANCE_RU,
    sidebar: 'financeRu',
    home: FINANCE_RU,
    language: RUSSIAN,
    llmsTitle: 'Finance Edition in Russian',
  },
  {path: '/forecasting/', sidebar: 'forecasting'},
  {path: '/parsers/csv/', sidebar: 'csvParsers'},
  {path: '/parsers/', sidebar: null},
  {path: '/portals/', sidebar: 'portals'},
  {path: '/reporting/', sidebar: 'landing'},
  {path: '/rule-engine/notifications/', sidebar: 'ruleNotifications'},
  {path: '/search/', sidebar: null},
  {path: '/shared/', sidebar: null},
  {path: '/tutorials/', sidebar: 'tutorials'},
  {path: '/versioning/', sidebar: null},
  {path: '/', sidebar: 'landing', home: '/', sectionLinks: true, language: ENGLISH},
  {path: '', sidebar: null, sectionLinks: false},
];

/** A language's own 404 page: where both servers answer a missing path under `folder`. */
export interface NotFoundPage {
  /** The route folder it answers for: `/finance/ru/`, or `/` for the rest of the site. */
  folder: string;
  /** The page, relative to the base path: `finance/ru/404.html`, or Docusaurus's own `404.html`. */
  page: string;
}

/** The 404 page of each language; the root language's is Docusaurus's `404.html`. */
export function notFoundPages(sections: readonly Section[] = SECTIONS): NotFoundPage[] {
  return sections
    .filter((section) => section.language)
    .map(({path}) => ({folder: path, page: `${path.replace(/^\//, '')}404.html`}));
}
