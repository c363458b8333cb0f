import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {toPageData, type PageData} from './pageData';

/** The current doc's page data (inside a doc page only). */
export function usePageData(): PageData {
  const {metadata, toc, frontMatter} = useDoc();
  const base = useBaseUrl('/');
  return toPageData({
    path: `/${metadata.permalink.slice(base.length)}`,
    title: metadata.title,
    toc,
    frontMatter,
  });
}
