/**
 * What the top bar shows on a path, as plain data: the section links, the
 * language menu, the repository link, where the logo leads and where the
 * search box sits. Pure, so it is unit-tested. The top bar itself is the
 * theme's own Navbar (not swizzled): `useNavbarModel` gives this model to
 * `NavbarSections.tsx` (the `custom-atsdSections` item type, registered in
 * src/theme/NavbarItem/ComponentTypes.tsx), `NavbarSearchSlot.tsx` and
 * src/theme/Logo.
 */
import {homeForPath, localeForPath, navForPath, type AtsdThemeOptions, type NavLink} from '../config/themeOptions';
import {isExternal, repositoryUrl} from '../lib/url';

export interface NavEntry {
  label: string;
  /** Site path (relative to the base path) or an external URL. */
  to?: string;
  highlighted?: boolean;
  items?: NavEntry[];
  /**
   * The target is a section not written yet. The link is kept (old readers
   * expect it) but exempt from the build's broken-link check.
   */
  pending?: boolean;
}

export interface NavbarModel {
  home: string;
  entries: NavEntry[];
  languageMenu: NavEntry | null;
  repo: NavEntry | null;
  /** Everything the bar lists, in order: section links, language menu, repository. */
  items: NavEntry[];
  /** The search box goes to the far right when there are 2 or fewer entries. */
  searchAlignedRight: boolean;
  /**
   * The bar carries section links, so it is crowded on laptops: the site title only on wide
   * screens, the language menu as an icon, the search box narrower (src/theme/README.md).
   */
  crowded: boolean;
}

/** Where each section link joins the bar, by width: one table for the components and the CSS. */
export {ALL_LINKS_FROM, LINK_IN_BAR_FROM, linkInBarFrom, linkStep} from '../css/breakpoints';

function toEntry(link: NavLink, pageExists: (path: string) => boolean): NavEntry {
  return {
    label: link.text,
    to: link.link,
    highlighted: link.highlighted,
    items: link.items?.map((item) => toEntry(item, pageExists)),
    pending: link.link !== undefined && !isExternal(link.link) && !pageExists(link.link),
  };
}

/**
 * The same page in another locale, when it is written: a language that `translates` a section
 * mirrors its pages (`/finance/x.html` ↔ `/finance/ru/x.html`, src/site.ts); a page is its own in
 * its own locale.
 */
export function counterpartPage(
  options: AtsdThemeOptions,
  path: string,
  targetLocale: string,
  pageExists: (path: string) => boolean,
): string | null {
  const [currentLocale, current] = localeForPath(options, path);
  // The page being read is its own counterpart in its own locale, whether or not it is among the
  // pages the options know of (`knownPages` lists only the translated sections and the homes).
  if (currentLocale === targetLocale) return path;
  const target = options.locales[targetLocale]!;
  const mirror = (from: string, to: string) => (path.startsWith(from) ? to + path.slice(from.length) : null);
  const candidate =
    (current.translates && mirror(currentLocale, current.translates)) ??
    (target.translates && mirror(target.translates, targetLocale)) ??
    null;
  return candidate !== null && localeForPath(options, candidate)[0] === targetLocale && pageExists(candidate)
    ? candidate
    : null;
}

/** Where the language menu leads: the counterpart page, otherwise that locale's home. */
export function counterpartPath(
  options: AtsdThemeOptions,
  path: string,
  targetLocale: string,
  pageExists: (path: string) => boolean,
): string {
  return counterpartPage(options, path, targetLocale, pageExists) ?? options.locales[targetLocale]!.home;
}

/** A page in one language, for `<link rel="alternate" hreflang>`. */
export interface AlternatePage {
  /** `en-US`, `ru`, or `x-default` for the version that serves readers of any other language. */
  hrefLang: string;
  /** Site path (relative to the base path). */
  path: string;
}

/** The key of the English locale in `options.locales`, whose page is the `x-default`. */
const DEFAULT_LOCALE = '/';

/**
 * The language versions of a page: a finance page and its counterpart in the other language list
 * each other, with `x-default` on the English one; a page without a counterpart lists only itself.
 */
export function alternatePages(
  options: AtsdThemeOptions,
  path: string,
  pageExists: (path: string) => boolean,
): AlternatePage[] {
  const [currentKey, current] = localeForPath(options, path);
  const versions = Object.entries(options.locales).flatMap(([key, locale]) => {
    const page = key === currentKey ? path : counterpartPage(options, path, key, pageExists);
    return page === null ? [] : [{key, hrefLang: locale.lang, path: page}];
  });
  if (versions.length < 2) {
    return [{hrefLang: current.lang, path}];
  }
  const fallback = versions.find((version) => version.key === DEFAULT_LOCALE) ?? versions[0]!;
  return [
    ...versions.map(({hrefLang, path: page}) => ({hrefLang, path: page})),
    {hrefLang: 'x-default', path: fallback.path},
  ];
}

export function navbarModel(
  options: AtsdThemeOptions,
  path: string,
  pageExists: (path: string) => boolean,
): NavbarModel {
  const entries = navForPath(options, path).map((link) => toEntry(link, pageExists));
  const localeKeys = Object.keys(options.locales);
  const [, locale] = localeForPath(options, path);
  const languageMenu =
    localeKeys.length > 1
      ? {
          label: locale.selectText,
          items: localeKeys.map((key) => {
            const to = counterpartPath(options, path, key, pageExists);
            return {label: options.locales[key]!.label, to, pending: !pageExists(to)};
          }),
        }
      : null;
  const repo = options.repo ? {label: options.repoLabel, to: repositoryUrl(options.repo)} : null;
  const count = entries.length + (repo ? 1 : 0);
  return {
    home: homeForPath(options, path),
    entries,
    languageMenu,
    repo,
    items: [...entries, ...(languageMenu ? [languageMenu] : []), ...(repo ? [repo] : [])],
    searchAlignedRight: count <= 2,
    crowded: entries.length > 0,
  };
}

/** Props for theme-classic's NavbarItem: an internal link, an external link or a dropdown. */
export function navbarItemProps(entry: NavEntry): Record<string, unknown> {
  const className = entry.highlighted ? 'navbar__link--highlighted' : undefined;
  if (entry.items) {
    return {type: 'dropdown', label: entry.label, className, items: entry.items.map(navbarItemProps)};
  }
  if (entry.to !== undefined && isExternal(entry.to)) {
    return {label: entry.label, href: entry.to, className};
  }
  return {
    label: entry.label,
    to: entry.to,
    className,
    ...(entry.pending && {'data-noBrokenLinkCheck': true}),
  };
}
