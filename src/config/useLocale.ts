import {useLocation} from '@docusaurus/router';
import {localeForPath, type LocaleOptions} from './themeOptions';
import {stripBase} from '../lib/url';
import {useThemeOptions} from './useThemeOptions';

/** The path of the current page relative to the base path (`/api/data/`). */
export function useSitePath(): string {
  return stripBase(useLocation().pathname);
}

/** The locale of the current page, chosen by path. */
export function useLocale(): LocaleOptions {
  return localeForPath(useThemeOptions(), useSitePath())[1];
}
