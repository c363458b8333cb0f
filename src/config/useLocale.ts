import {useMemo} from 'react';
import {useLocation} from '@docusaurus/router';
import {sectionAt, type PathSection} from '../site';
import type {LocaleOptions} from './themeOptions';
import {stripBase} from '../lib/url';
import {useThemeOptions} from './useThemeOptions';

/** The path of the current page relative to the base path (`/api/data/`). */
export function useSitePath(): string {
  return stripBase(useLocation().pathname);
}

/** The current page's section (src/site.ts `sectionAt`): its sidebar, home, section links and language. */
export function useSection(): PathSection {
  const options = useThemeOptions();
  const path = useSitePath();
  return useMemo(() => sectionAt(options, path), [options, path]);
}

/** The language of the current page, chosen by path. */
export function useLocale(): LocaleOptions {
  return useSection().language;
}
