import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {localeForPath, type LocaleOptions} from '../config/themeOptions';
import {useThemeOptions} from '../config/useThemeOptions';

/** The path of the current page relative to the base path (`/api/data/`). */
export function useSitePath(): string {
  const {pathname} = useLocation();
  const base = useBaseUrl('/');
  return pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : pathname;
}

/** The locale of the current page, chosen by path. */
export function useLocale(): LocaleOptions {
  return localeForPath(useThemeOptions(), useSitePath())[1];
}
