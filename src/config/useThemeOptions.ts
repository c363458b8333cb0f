import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {themeOptionsOf, type AtsdThemeOptions} from './themeOptions';

/** The ATSD theme options (src/config/themeOptions.ts), as docusaurus.config.ts built them. */
export function useThemeOptions(): AtsdThemeOptions {
  const {siteConfig} = useDocusaurusContext();
  return themeOptionsOf(siteConfig);
}
