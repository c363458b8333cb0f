import type {AtsdThemeOptions} from '../config/themeOptions';

/**
 * The 404 pages that locales other than the root one get, relative to the base path: the
 * locale's folder + `404.html` (`finance/ru/404.html`). The root's is Docusaurus's `404.html`.
 */
export function notFoundPages(options: Pick<AtsdThemeOptions, 'locales'>): string[] {
  return Object.keys(options.locales)
    .filter((folder) => folder !== '/')
    .map((folder) => `${folder.replace(/^\//, '')}404.html`);
}
