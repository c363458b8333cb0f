import {useMemo} from 'react';
import {useThemeOptions} from '../config/useThemeOptions';
import {pageExists} from '../config/themeOptions';
import {navbarModel, type NavbarModel} from './navItems';
import {useSitePath} from '../config/useLocale';

export type {NavEntry} from './navItems';

/** The top bar's model for the current path. */
export function useNavbarModel(): NavbarModel {
  const options = useThemeOptions();
  const path = useSitePath();
  return useMemo(() => navbarModel(options, path, (page) => pageExists(options, page)), [options, path]);
}
