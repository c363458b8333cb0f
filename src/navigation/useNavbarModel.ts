import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {useThemeOptions} from '../config/useThemeOptions';
import {navbarModel, type NavbarModel} from './navItems';

export type {NavEntry} from './navItems';

/** The top bar's model for the current path. */
export function useNavbarModel(): NavbarModel {
  const options = useThemeOptions();
  const {pathname} = useLocation();
  const base = useBaseUrl('/');
  const docs = useAllDocsData();
  const permalinks = new Set(
    Object.values(docs).flatMap((plugin) =>
      plugin.versions.flatMap((version) => version.docs.map((doc) => doc.path)),
    ),
  );
  const path = pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : pathname;
  return navbarModel(options, path, (candidate) => permalinks.has(base + candidate.slice(1)));
}
