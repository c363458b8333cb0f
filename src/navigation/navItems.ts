/**
 * What the top bar shows on a path, as plain data: the section links, the
 * language menu, the repository link, where the logo leads and where the
 * search box sits. Pure, so it is unit-tested. The top bar itself is the
 * theme's own Navbar (not swizzled): `useNavbarModel` gives this model to
 * `NavbarSections.tsx` (the `custom-atsdSections` item type, registered in
 * src/theme/NavbarItem/ComponentTypes.tsx), `NavbarSearchSlot.tsx` and
 * src/theme/Logo.
 *
 * What depends on the path comes from its section, asked of src/site.ts `sectionAt` once; the
 * language menu asks again only for each counterpart page it considers (is it in that language?).
 */
import type {AtsdThemeOptions, LocaleOptions, NavLink} from '../config/themeOptions';
import {isExternal, repositoryUrl} from '../lib/url';
import {rootLanguage, sectionAt, type PathSection} from '../site';

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

/** The language whose key (the path of its section) is `locale`. */
function languageOf(options: AtsdThemeOptions, locale: string): LocaleOptions {
  const language = options.languages.find((candidate) => candidate.path === locale);
  if (!language) {
    throw new Error(`no language of the site model (src/site.ts) has the key "${locale}"`);
  }
  return language;
}

/**
 * The same page in another language, when it is written: a language that `translates` a section
 * mirrors its pages (`/finance/x.html` ↔ `/finance/ru/x.html`, src/site.ts); a page is its own in
 * its own language. `section` is the page's (`sectionAt(options, path)`).
 */
function counterpartIn(
  options: AtsdThemeOptions,
  path: string,
  section: PathSection,
  target: LocaleOptions,
  pageExists: (path: string) => boolean,
): string | null {
  const current = section.language;
  // The page being read is its own counterpart in its own language, whether or not it is among
  // the pages the options know of (`knownPages` lists only the translated sections and the homes).
  if (current.path === target.path) return path;
  const mirror = (from: string, to: string) => (path.startsWith(from) ? to + path.slice(from.length) : null);
  const candidate =
    (current.translates && mirror(current.path, current.translates)) ??
    (target.translates && mirror(target.translates, target.path)) ??
    null;
  return candidate !== null && sectionAt(options, candidate).locale === target.path && pageExists(candidate)
    ? candidate
    : null;
}

/**
 * Where the language menu leads for the language whose key is `targetLocale`: the counterpart
 * page, otherwise that language's home.
 */
export function counterpartPath(
  options: AtsdThemeOptions,
  path: string,
  targetLocale: string,
  pageExists: (path: string) => boolean,
): string {
  const target = languageOf(options, targetLocale);
  return counterpartIn(options, path, sectionAt(options, path), target, pageExists) ?? target.home;
}

/** A page in one language, for `<link rel="alternate" hreflang>`. */
export interface AlternatePage {
  /** `en-US`, `ru`, or `x-default` for the version that serves readers of any other language. */
  hrefLang: string;
  /** Site path (relative to the base path). */
  path: string;
}

/**
 * The language versions of a page: a finance page and its counterpart in the other language list
 * each other, with `x-default` on the root language's (English) one; a page without a counterpart
 * lists only itself.
 */
export function alternatePages(
  options: AtsdThemeOptions,
  path: string,
  pageExists: (path: string) => boolean,
): AlternatePage[] {
  const section = sectionAt(options, path);
  const versions = options.languages.flatMap((language) => {
    const page = counterpartIn(options, path, section, language, pageExists);
    return page === null ? [] : [{key: language.path, hrefLang: language.lang, path: page}];
  });
  if (versions.length < 2) {
    return [{hrefLang: section.language.lang, path}];
  }
  const root = rootLanguage(options).path;
  const fallback = versions.find((version) => version.key === root) ?? versions[0]!;
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
  const section = sectionAt(options, path);
  const entries = section.sectionLinks ? options.nav.map((link) => toEntry(link, pageExists)) : [];
  const languageMenu =
    options.languages.length > 1
      ? {
          label: section.language.selectText,
          items: options.languages.map((language) => {
            const to = counterpartIn(options, path, section, language, pageExists) ?? language.home;
            return {label: language.label, to, pending: !pageExists(to)};
          }),
        }
      : null;
  const repo = options.repo ? {label: options.repoLabel, to: repositoryUrl(options.repo)} : null;
  const count = entries.length + (repo ? 1 : 0);
  return {
    home: section.home,
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
