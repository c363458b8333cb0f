import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {pageHeaders, type PageHeader} from './pageData';

/** The current doc's `##` and `###` headers (inside a doc page only). */
export function usePageHeaders(): PageHeader[] {
  return pageHeaders(useDoc().toc);
}
