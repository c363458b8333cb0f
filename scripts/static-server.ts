/**
 * Serves a build folder under BASE_PATH the way a plain static host does, and the way
 * deploy/nginx/atsd-docs.conf does (not `docusaurus serve`, whose clean URLs would redirect
 * `x.html` to `x`). Files go out through `send` (ETag, Last-Modified, 304, Range, Content-Length,
 * and a stream that is closed when the client goes away or the read fails). The rules here are ours:
 *
 * - GET and HEAD only; anything else gets 405 with `Allow: GET, HEAD`;
 * - a file as it is, or its `.br`/`.gz` twin that the build wrote, when the client accepts it;
 * - a folder through its `index.html`; a folder without the slash → 301 with it;
 * - `/a/index.html` (also with %-escapes, `/a/%69ndex.html`) → 301 `/a/` (src/lib/url.ts `canonicalPath`); `/` and `/docs/atsd` → 301 BASE_PATH;
 * - anything else, a dotfile, a path that leaves the folder and a symlink whose target does:
 *   the nearest `404.html` up the path's folders (`finance/ru/404.html` under the Russian pages,
 *   else the root's) with status 404;
 * - `immutable` caching for hashed files under the build's own `assets/`, revalidation for the rest;
 * - the security headers of src/serving/rules.ts and the build's Content-Security-Policy (CSP_FILE).
 */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import mime from 'mime-types';
import Negotiator from 'negotiator';
import send from 'send';
import {BASE_PATH, canonicalPath} from '../src/lib/url';
import {policyOfInclude} from '../src/serving/csp';
import {
  ALLOWED_METHODS,
  COMPRESSIBLE,
  CSP_FILE,
  ENCODINGS,
  HASHED_ASSET,
  IMMUTABLE,
  notFoundCandidates,
  REVALIDATE,
  SECURITY_HEADERS,
} from '../src/serving/rules';

/** What a request path names in the build folder. */
type Target = {file: string} | {folder: true} | null;

function isInside(root: string, file: string): boolean {
  const relative = path.relative(root, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** The real path of `file` when it exists and stays inside `root` (symlinks followed); else null. */
async function realInside(root: string, file: string): Promise<string | null> {
  try {
    const real = await fs.promises.realpath(file);
    return isInside(root, real) ? real : null;
  } catch {
    return null;
  }
}

/** The file (or folder without its slash) that `relative`, a decoded path under BASE_PATH, names. */
async function resolve(root: string, relative: string): Promise<Target> {
  // `.` and `..` are gone from a parsed URL's path, so a segment that starts with a dot is a
  // dotfile (CSP_FILE among them) or an escape spelled with %2F.
  if (relative.includes('\0') || relative.split('/').some((segment) => segment.startsWith('.'))) {
    return null;
  }
  const real = await realInside(root, path.join(root, relative));
  if (!real) {
    return null;
  }
  const stat = await fs.promises.stat(real);
  if (stat.isDirectory()) {
    if (!relative.endsWith('/') && relative !== '') {
      return {folder: true};
    }
    const index = await realInside(root, path.join(real, 'index.html'));
    return index && (await fs.promises.stat(index)).isFile() ? {file: index} : null;
  }
  return stat.isFile() ? {file: real} : null;
}

/** The precompressed twin of `file` the client accepts, if the build wrote one. */
async function twinFor(root: string, file: string, req: http.IncomingMessage) {
  if (!COMPRESSIBLE.test(file)) {
    return null;
  }
  const present = [];
  for (const encoding of ENCODINGS) {
    const twin = await realInside(root, file + encoding.suffix);
    if (twin) {
      present.push({...encoding, file: twin});
    }
  }
  const names = present.map((encoding) => encoding.name);
  const chosen = new Negotiator(req).encoding([...names, 'identity'], {preferred: names});
  return present.find((encoding) => encoding.name === chosen) ?? null;
}

/** Removes every header but the security headers, before an answer other than the one begun. */
function resetHeaders(res: http.ServerResponse, security: ReadonlyMap<string, string>): void {
  for (const name of res.getHeaderNames()) {
    res.removeHeader(name);
  }
  for (const [name, value] of security) {
    res.setHeader(name, value);
  }
}

function redirect(res: http.ServerResponse, location: string): void {
  res.writeHead(301, {Location: location, 'Content-Length': 0, 'Cache-Control': REVALIDATE}).end();
}

/** A short answer with a body of its own (`text/plain` unless `type` says otherwise). */
function answer(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  body: Buffer | string,
  type?: string,
) {
  const data = Buffer.from(body);
  res.writeHead(status, {
    'Content-Type': type ?? 'text/plain; charset=utf-8',
    'Content-Length': data.length,
    'Cache-Control': REVALIDATE,
  });
  res.end(req.method === 'HEAD' ? undefined : data);
}

/** The security headers: SECURITY_HEADERS and the policy in the build's CSP_FILE, if it has one. */
function securityHeaders(root: string): Map<string, string> {
  const headers = new Map(Object.entries(SECURITY_HEADERS));
  let policy: string | null = null;
  try {
    policy = policyOfInclude(fs.readFileSync(path.join(root, CSP_FILE), 'utf8'));
  } catch {
    // a build folder made by hand: no policy to send
  }
  if (policy) {
    headers.set('Content-Security-Policy', policy);
  }
  return headers;
}

/** A request handler for the build folder `root`. */
export function staticHandler(root: string): http.RequestListener {
  const buildRoot = fs.realpathSync(path.resolve(root));
  const security = securityHeaders(buildRoot);

  async function notFound(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const {pathname} = new URL(req.url ?? '/', 'http://localhost');
    const relative = pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) : '';
    let body: Buffer | null = null;
    for (const candidate of notFoundCandidates(relative)) {
      const page = await realInside(buildRoot, path.join(buildRoot, candidate));
      body = page ? await fs.promises.readFile(page).catch(() => null) : null;
      if (body) {
        break;
      }
    }
    if (body) {
      answer(req, res, 404, body, 'text/html; charset=utf-8');
    } else {
      answer(req, res, 404, 'Not Found');
    }
  }

  /** What `send` reports: a refused path is not found; 412 and 416 stand; anything else is a 500. */
  function failed(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    error: Error & {status?: number; headers?: object},
  ) {
    if (res.headersSent) {
      res.destroy(); // the body had begun: the client sees a cut response, never a wrong one
      return;
    }
    resetHeaders(res, security);
    const status = error.status ?? 500;
    if (status === 412 || status === 416) {
      res.writeHead(status, {...error.headers, 'Content-Length': 0}).end();
    } else if (status < 500) {
      void notFound(req, res).catch(() => res.destroy());
    } else {
      console.error(`${req.method} ${req.url}: ${String(error)}`);
      answer(req, res, 500, 'Internal Server Error');
    }
  }

  async function serve(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, {Allow: ALLOWED_METHODS, 'Content-Length': 0}).end();
      return;
    }
    const {pathname, search} = new URL(req.url ?? '/', 'http://localhost');
    if (!pathname.startsWith(BASE_PATH)) {
      if (pathname === '/' || `${pathname}/` === BASE_PATH) {
        redirect(res, BASE_PATH + (pathname === '/' ? '' : search));
      } else {
        await notFound(req, res);
      }
      return;
    }
    let relative: string;
    try {
      relative = decodeURIComponent(pathname.slice(BASE_PATH.length));
    } catch {
      await notFound(req, res); // a malformed %-escape names no file
      return;
    }
    // `/a/index.html` → `/a/` as written; `/a/%69ndex.html` (index.html with %-escapes) too.
    const canonical = pathname.endsWith('/index.html')
      ? canonicalPath(pathname)
      : `/${relative}`.endsWith('/index.html')
        ? encodeURI(canonicalPath(BASE_PATH + relative)!)
        : null;
    if (canonical) {
      redirect(res, canonical + search);
      return;
    }
    const target = await resolve(buildRoot, relative);
    if (!target) {
      await notFound(req, res);
      return;
    }
    if ('folder' in target) {
      redirect(res, `${pathname}/${search}`);
      return;
    }
    const twin = await twinFor(buildRoot, target.file, req);
    res.setHeader('Content-Type', mime.contentType(path.extname(target.file)) || 'application/octet-stream');
    res.setHeader(
      'Cache-Control',
      HASHED_ASSET.test(path.relative(buildRoot, target.file).split(path.sep).join('/')) ? IMMUTABLE : REVALIDATE,
    );
    if (COMPRESSIBLE.test(target.file)) {
      res.setHeader('Vary', 'Accept-Encoding');
    }
    if (twin) {
      res.setHeader('Content-Encoding', twin.name);
    }
    // `send` gets the resolved real path; `root` keeps its own checks on it.
    send(
      req,
      encodeURI(
        path
          .relative(buildRoot, twin?.file ?? target.file)
          .split(path.sep)
          .join('/'),
      ),
      {
        root: buildRoot,
        index: false,
        dotfiles: 'allow',
        cacheControl: false,
      },
    )
      .on('error', (error: Error) => failed(req, res, error))
      .pipe(res);
  }

  return (req, res) => {
    for (const [name, value] of security) {
      res.setHeader(name, value);
    }
    serve(req, res).catch((error: Error) => failed(req, res, error));
  };
}
