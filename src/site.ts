/**
 * The model of the site, in one place: where it is served, its sections and its languages.
 * Everything else derives from it: the theme options (top bar, sidebars by path, the logo's home,
 * the language menu and its counterparts), the pages' language (the front-matter hook checks a
 * page's `lang` against it), the 404 page of each language (the build's own and the nginx include
 * the serving plugin writes), `llms.txt`'s sections and their titles, and search's languages.
 *
 * A path's section is found in one place: `resolveSections` resolves what each section inherits
 * once, and `sectionAt` picks a path's section from that table (the longest path that starts it).
 *
 * Adding a section: one entry in `SECTIONS`, its pages under `docs/`, and its sidebar in
 * `sidebars.ts` (when it has one). Adding a language: a section with `language`, and its
 * translation file `i18n/<lang>/code.json` (src/i18n/README.md).
 *
 * This module imports nothing, so every layer may read it (`src/lib` included).
 */

/** Where the site is served: every route is under this path. */
export const BASE_PATH = '/docs/atsd/';

/**
 * The root section's path: the root pages, the home the logo leads to unless a section says
 * otherwise, and the key of the root language.
 */
export const ROOT_PATH = '/';

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

/** The root language: the Docusaurus locale of the build, and the fallback for every message. */
export const ROOT_LANGUAGE: Language = {
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
 * Every section. `ROOT_PATH` holds the root pages and is the root language; `''` is everything else
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
  {path: ROOT_PATH, sidebar: 'landing', home: ROOT_PATH, sectionLinks: true, language: ROOT_LANGUAGE},
  {path: '', sidebar: null, sectionLinks: false},
];

/** A language of the site with its key: the path of the section that sets it (`/`, `/finance/ru/`). */
export interface SiteLanguage extends Language {
  path: string;
}

/** A section with the fields it inherits resolved: what a page under its path shows. */
export interface ResolvedSection {
  /** The section's own path. */
  path: string;
  /** The sidebar its pages show (a key of sidebars.ts); `null`: none. Not inherited. */
  sidebar: string | null;
  /** Where the logo leads: its own `home`, else the nearest enclosing section's, else `ROOT_PATH`. */
  home: string;
  /** Whether the top bar shows the section links: its own, else the nearest enclosing section's, else yes. */
  sectionLinks: boolean;
  /** Its language's key (`SiteLanguage.path`): its own, else the nearest enclosing section's, else the root's. */
  locale: string;
}

/**
 * The site model resolved once, for lookups by path (`sectionAt`). The theme options carry it
 * (src/config/themeOptions.ts), so the browser gets it as built.
 */
export interface SectionTable {
  /** Every section, longest path first: the first whose path starts a route is its section. */
  sections: readonly ResolvedSection[];
  /** The languages, root first (shortest path first), then in model order. */
  languages: readonly SiteLanguage[];
}

/** The section of a path, with its language. */
export interface PathSection extends ResolvedSection {
  language: SiteLanguage;
}

/**
 * The table of `sections`: each with its inherited fields, longest path first, and the languages.
 * Fails, naming the model's file, when two sections share a path or no section sets a language.
 */
export function resolveSections(sections: readonly Section[] = SECTIONS): SectionTable {
  const seen = new Set<string>();
  for (const {path} of sections) {
    if (seen.has(path)) {
      throw new Error(`src/site.ts: two sections have the path "${path}" in SECTIONS; give each path one section.`);
    }
    seen.add(path);
  }
  // Both sorts are stable: sections of one path length keep their model order.
  const longestFirst = [...sections].sort((a, b) => b.path.length - a.path.length);
  const languages = sections
    .flatMap(({path, language}) => (language ? [{...language, path}] : []))
    .sort((a, b) => a.path.length - b.path.length);
  const root = languages[0];
  if (!root) {
    throw new Error(`src/site.ts: no section of SECTIONS has a language; the root section ("${ROOT_PATH}") needs one.`);
  }
  return {
    sections: longestFirst.map((section) => {
      // The section itself and the sections that hold it, nearest first.
      const enclosing = longestFirst.filter((other) => section.path.startsWith(other.path));
      const inherited = <K extends keyof Section>(key: K) => enclosing.find((other) => other[key] !== undefined);
      return {
        path: section.path,
        sidebar: section.sidebar,
        home: inherited('home')?.home ?? ROOT_PATH,
        sectionLinks: inherited('sectionLinks')?.sectionLinks ?? true,
        locale: inherited('language')?.path ?? root.path,
      };
    }),
    languages,
  };
}

/**
 * The section a path (relative to the base path) belongs to: the one with the longest path that
 * starts it, with its language. A path that no section holds gets the root's defaults and no sidebar.
 */
export function sectionAt(table: SectionTable, path: string): PathSection {
  const root = rootLanguage(table);
  const section = table.sections.find((candidate) => path.startsWith(candidate.path)) ?? {
    path: '',
    sidebar: null,
    home: ROOT_PATH,
    sectionLinks: true,
    locale: root.path,
  };
  return {...section, language: table.languages.find((language) => language.path === section.locale) ?? root};
}

/** The root language of a table: the language of the shortest section path that sets one. */
export function rootLanguage(table: SectionTable): SiteLanguage {
  const root = table.languages[0];
  if (!root) {
    throw new Error('src/site.ts: the section table has no language; build it with resolveSections()');
  }
  return root;
}

/** A language's own 404 page: where both servers answer a missing path under `folder`. */
export interface NotFoundPage {
  /** The route folder it answers for: `/finance/ru/`, or `/` for the rest of the site. */
  folder: string;
  /** The page, relative to the base path: `finance/ru/404.html`, or Docusaurus's own `404.html`. */
  page: string;
  /** The root language's page, Docusaurus's own: the one for every path no other folder holds. */
  root: boolean;
}

/** The 404 page of each language, root first; the root language's is Docusaurus's `404.html`. */
export function notFoundPages(sections: readonly Section[] = SECTIONS): NotFoundPage[] {
  return resolveSections(sections).languages.map(({path}, index) => ({
    folder: path,
    page: `${path.replace(/^\//, '')}404.html`,
    root: index === 0,
  }));
}
