/**
 * The nginx includes that the build writes beside the Content-Security-Policy, from the site model
 * (src/site.ts), so that deploy/nginx/atsd-docs.conf names no base path and no language folder:
 * - MAPS_FILE, at http level: the Cache-Control of a path, the 404 page of a missing path by
 *   language (src/site.ts `notFoundPages`), and the Allow header of a refused method;
 * - LOCATIONS_FILE, in the server block: the redirects to the base path and the site's location,
 *   serving the folder that the server block names in `$atsd_docs_root`.
 * The rules they write are those of src/serving/rules.ts, which the local server follows too.
 */
import type {NotFoundPage} from '../site';
import {ALLOWED_METHODS, HASHED_ASSET, IMMUTABLE, REVALIDATE} from './rules';

/** The includes' files in the build folder. Dotfiles: neither server serves them. */
export const MAPS_FILE = '.maps.conf';
export const LOCATIONS_FILE = '.locations.conf';

const HEADER = '# Written by the build (src/serving/plugin.ts) from the site model (src/site.ts); included by';

/** A literal path as an nginx (PCRE) regular expression. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The base path without its last slash: `/docs/atsd`, or `` for a site at the root. */
const trimmed = (basePath: string) => basePath.replace(/\/$/, '');

/** The 404 map: longer folders first, the root language's page as the default. */
function notFoundMap(basePath: string, pages: readonly NotFoundPage[]): string[] {
  const ordered = [...pages].sort((a, b) => b.folder.length - a.folder.length);
  const fallback = ordered.find((page) => page.root);
  if (!fallback) {
    throw new Error('the site model has no root language (a section at "/" with a language), so no default 404 page');
  }
  const full = (route: string) => trimmed(basePath) + route;
  return [
    'map $uri $atsd_docs_not_found {',
    ...ordered
      .filter((page) => page !== fallback)
      .map(({folder, page}) => `    "~^${escapeRegExp(full(folder))}" ${full(`/${page}`)};`),
    `    default ${full(`/${fallback.page}`)};`,
    '}',
  ];
}

/** The text of MAPS_FILE. */
export function mapsInclude(basePath: string, pages: readonly NotFoundPage[]): string {
  const site = escapeRegExp(trimmed(basePath));
  const allowed = ALLOWED_METHODS.split(', ').join('|');
  return [
    HEADER,
    '# deploy/nginx/atsd-docs.conf at http level.',
    '',
    "# Cache-Control: a year for hashed file names under the build's assets/ (rules.ts HASHED_ASSET),",
    "# revalidation for the rest of the site, nothing added to the endpoints' answers.",
    'map $uri $atsd_docs_cache_control {',
    `    "~^${site}/${HASHED_ASSET.source.replace(/^\^/, '')}" "${IMMUTABLE}";`,
    `    "~^${site}(?:/|$)" "${REVALIDATE}";`,
    '    default "";',
    '}',
    '',
    "# The 404 page of a missing path: each language's own, by path.",
    ...notFoundMap(basePath, pages),
    '',
    `# The Allow header of a 405: ${ALLOWED_METHODS} are all the site answers; the endpoints take the rest.`,
    'map "$request_method $uri" $atsd_docs_refused_method {',
    `    "~^(?:${allowed}) " "";`,
    `    "~^\\S+ ${site}(?:/|$)" "${ALLOWED_METHODS}";`,
    ...(site ? [`    "~^\\S+ /$" "${ALLOWED_METHODS}";`] : []),
    '    default "";',
    '}',
    '',
  ].join('\n');
}

/** The text of LOCATIONS_FILE. */
export function locationsInclude(basePath: string): string {
  const site = trimmed(basePath);
  return [
    HEADER,
    '# deploy/nginx/atsd-docs.conf in its server block, which sets $atsd_docs_root.',
    ...(site
      ? [
          'location = / {',
          `    return 301 ${site}/;`,
          '}',
          `location = ${site} {`,
          `    return 301 ${site}/$is_args$args;`,
          '}',
          '# Outside the base path, nothing.',
          'location / {',
          '    return 404;',
          '}',
        ]
      : []),
    `location ${site}/ {`,
    '    alias $atsd_docs_root;',
    '    index index.html;',
    '    # No symlink is followed: the build has none (it refuses them in docs/ and static/).',
    '    disable_symlinks on from=$document_root;',
    '    # Dotfiles, these includes and .csp.conf among them.',
    '    location ~ /\\. {',
    '        return 404;',
    '    }',
    "    # The pages' Markdown twins (src/llms): Debian's mime.types has no .md.",
    '    location ~ \\.md$ {',
    '        types {}',
    '        default_type text/markdown;',
    '    }',
    '}',
    '',
  ].join('\n');
}

/** Every include the build writes for nginx from the model, by file name. */
export function nginxIncludes(basePath: string, pages: readonly NotFoundPage[]): Record<string, string> {
  return {[MAPS_FILE]: mapsInclude(basePath, pages), [LOCATIONS_FILE]: locationsInclude(basePath)};
}
