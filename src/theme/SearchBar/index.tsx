/**
 * Swizzle (wrap) of @theme/SearchBar, which the navbar renders.
 *
 * - Algolia configured (themeOptions.algolia, from ATSD_ALGOLIA_API_KEY and
 *   ATSD_ALGOLIA_INDEX_NAME): the original component, which is then
 *   @docusaurus/theme-search-algolia's DocSearch box.
 * - Otherwise the local search box (src/search/SearchBox); @theme-original
 *   is theme-classic's empty placeholder then.
 * - `search: false` in the theme options and no Algolia: no search box.
 */
import React, {type ReactNode} from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import SearchBox from '@site/src/search/SearchBox';
import {useThemeOptions} from '@site/src/config/useThemeOptions';

export default function SearchBar(): ReactNode {
  const options = useThemeOptions();
  if (options.algolia) {
    return <OriginalSearchBar />;
  }
  return options.search ? <SearchBox /> : null;
}
