import {useMemo} from 'react';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {useThemeOptions} from '../config/useThemeOptions';
import {withBase} from '../lib/url';
import {navbarModel, type NavbarModel} from './navItems';
import {useSitePath} from './useLocale';

export type {NavEntry} from './navItems';

/** The top bar's model for the current path. */
export function useNavbarModel(): NavbarModel {
  const options = useThemeOptions();
  const path = useSitePath();
  const docs = useAllDocsData();
  const permalinks = useMemo(
    () =>
      new Set(
        Object.values(docs).flatMap((plugin) =>
          plugin.versions.flatMap((version) => version.docs.map((doc) => doc.path)),
        ),
      ),
    [docs],
  );
  return useMemo(
    () => navbarModel(options, path, (candidate) => permalinks.has(withBase(candidate))),
    [options, path, permalinks],
  );
}
