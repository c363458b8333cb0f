import {useMemo} from 'react';
import {useThemeOptions} from '../config/useThemeOptions';
import {navbarModel, type NavbarModel} from './navItems';
import {useSitePath} from '../config/useLocale';
import {usePageExists} from './usePageExists';

export type {NavEntry} from './navItems';

/** The top bar's model for the current path. */
export function useNavbarModel(): NavbarModel {
  const options = useThemeOptions();
  const path = useSitePath();
  const pageExists = usePageExists();
  return useMemo(() => navbarModel(options, path, pageExists), [options, path, pageExists]);
}
