/**
 * What the top bar shows on a path, as plain data: the section links, the
 * language menu, the repository link, where the logo leads and where the
 * search box sits. Pure, so it is unit-tested; src/theme/Navbar renders it.
 */
import {homeForPath, localeForPath, navForPath, type AtsdThemeOptions, type NavLink} from '../config/themeOptions';
import {isExternal} from '../lib/url';

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
}

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
 * The same page in another locale: `/finance/x.html` ↔ `/finance/ru/x.html`
 * when that page exists, otherwise that locale's home.
 */
export function counterpartPath(
  options: AtsdThemeOptions,
  path: string,
  targetLocale: string,
  pageExists: (path: string) => boolean,
): string {
  const [currentLocale] = localeForPath(options, path);
  const target = options.locales[targetLocale]!;
  if (currentLocale === targetLocale) {
    return pageExists(path) ? path : target.home;
  }
  // Only the finance section has Russian counterparts.
  const candidate =
    targetLocale === '/finance/ru/'
      ? path.replace(/^\/finance\//, '/finance/ru/')
      : path.replace(/^\/finance\/ru\//, '/finance/');
  return candidate !== path && path.startsWith('/finance/') && pageExists(candidate) ? candidate : target.home;
}

export function repoUrl(repo: string): string {
  return isExternal(repo) ? repo : `https://github.com/${repo}`;
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
  const repo = options.repo ? {label: options.repoLabel, to: repoUrl(options.repo)} : null;
  const count = entries.length + (repo ? 1 : 0);
  return {
    home: homeForPath(options, path),
    entries,
    languageMenu,
    repo,
    items: [...entries, ...(languageMenu ? [languageMenu] : []), ...(repo ? [repo] : [])],
    searchAlignedRight: count <= 2,
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
