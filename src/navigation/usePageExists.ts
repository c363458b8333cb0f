import {useCallback, useMemo} from 'react';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {withBase} from '../lib/url';

/** Whether a site path (relative to the base path) is a written page. */
export function usePageExists(): (path: string) => boolean {
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
  return useCallback((path: string) => permalinks.has(withBase(path)), [permalinks]);
}
