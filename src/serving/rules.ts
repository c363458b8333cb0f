/**
 * The serving rules that the local server (scripts/static-server.ts) and the nginx configuration
 * (deploy/nginx/atsd-docs.conf) share. nginx cannot import them, so tests/unit/serving.test.ts runs
 * the same checks against both servers.
 */

export {COMPRESSIBLE, ENCODINGS} from '../lib/precompress';

/**
 * The file, in the build folder, that holds the Content-Security-Policy of that build as an nginx
 * `add_header` line. A dotfile: neither server serves it.
 */
export const CSP_FILE = '.csp.conf';

/** Cache-Control of files whose name changes with their content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control of everything else (HTML, names without a hash): revalidate by ETag or Last-Modified. */
export const REVALIDATE = 'no-cache';

/**
 * A file whose name carries a content hash, under the build's own `assets/`: the bundler's
 * `assets/js/main.1a2b3c4d.js` and `assets/css/styles.1a2b3c4d.css`, and the file loader's
 * `assets/images/logo-1a2b3c4d5e6f.png`. Tested on the path inside the build folder, `/`-separated.
 */
export const HASHED_ASSET = /^assets\/(?:[^/]+\/)*[^/]*[.-][0-9a-f]{8,}\.[^./]+$/;

/** The security headers besides the Content-Security-Policy, which depends on the build. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** The methods both servers answer; any other gets 405 with this as `Allow`. */
export const ALLOWED_METHODS = 'GET, HEAD';

/**
 * The 404 pages that may answer for a missing path (relative to the base path), nearest first:
 * `404.html` in the path's folder and in each folder above it, up to the build's own `404.html`.
 * The build writes one per language (src/i18n/plugin.ts: `finance/ru/404.html`); nginx picks
 * the same pages by path (`$atsd_docs_not_found`).
 */
export function notFoundCandidates(relativePath: string): string[] {
  const folders = relativePath.split('/').slice(0, -1).filter(Boolean);
  return folders.map((_, index) => `${folders.slice(0, folders.length - index).join('/')}/404.html`).concat('404.html');
}
