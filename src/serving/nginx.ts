/**
 * The nginx include that the build writes beside the Content-Security-Policy: the 404 page of a
 * missing path, by language (src/site.ts `notFoundPages`), as the map `$atsd_docs_not_found` that
 * deploy/nginx/atsd-docs.conf reads.
 */
import type {NotFoundPage} from '../site';

/** The include's file in the build folder. A dotfile: neither server serves it. */
export const NOT_FOUND_FILE = '.not-found.conf';

/** A literal path as an nginx (PCRE) regular expression. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The text of NOT_FOUND_FILE: longer folders first, the root language's page as the default. */
export function notFoundInclude(basePath: string, pages: readonly NotFoundPage[]): string {
  const ordered = [...pages].sort((a, b) => b.folder.length - a.folder.length);
  const fallback = ordered.find((page) => page.folder === '/');
  if (!fallback) {
    throw new Error('the site model has no root language (a section at "/" with a language), so no default 404 page');
  }
  const full = (route: string) => basePath.replace(/\/$/, '') + route;
  return [
    '# Written by the build (src/serving/plugin.ts) from the site model (src/site.ts); included by',
    '# deploy/nginx/atsd-docs.conf at http level.',
    'map $uri $atsd_docs_not_found {',
    ...ordered
      .filter((page) => page !== fallback)
      .map(({folder, page}) => `    "~^${escapeRegExp(full(folder))}" ${full(`/${page}`)};`),
    `    default ${full(`/${fallback.page}`)};`,
    '}',
    '',
  ].join('\n');
}
