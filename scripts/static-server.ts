/**
 * Serves the built site the way a plain static host does (not `docusaurus
 * serve`, whose clean URLs would redirect `x.html` to `x`):
 *
 * - a file as it is;
 * - a folder through its `index.html`;
 * - `/a/index.html` → 301 `/a/`, and a page path that ends in neither `/`
 *   nor `.html` → 301 with `/` appended (src/lib/url.ts `canonicalPath`);
 * - anything else: `404.html` with status 404.
 *
 * The site lives under BASE_PATH; `/` redirects there.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {canonicalPath} from '../src/lib/url';

export const BASE_PATH = '/docs/atsd/';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

function fileAt(root: string, relative: string): string | null {
  const file = path.join(root, relative);
  if (!file.startsWith(root)) {
    return null; // no escaping the build folder
  }
  try {
    return fs.statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

function send(res: http.ServerResponse, status: number, file: string, head: boolean): void {
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  const cache = file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
  res.writeHead(status, {'Content-Type': type, 'Cache-Control': cache});
  if (head) {
    res.end();
  } else {
    fs.createReadStream(file).pipe(res);
  }
}

function redirect(res: http.ServerResponse, location: string): void {
  res.writeHead(301, {Location: location});
  res.end();
}

/** A request handler for the build folder `root`. */
export function staticHandler(root: string): http.RequestListener {
  const absoluteRoot = path.resolve(root);
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const head = req.method === 'HEAD';
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = url.pathname;
    }
    if (!pathname.startsWith(BASE_PATH)) {
      if (`${pathname}/` === BASE_PATH || pathname === '/') {
        redirect(res, BASE_PATH);
        return;
      }
      send(res, 404, path.join(absoluteRoot, '404.html'), head);
      return;
    }
    const relative = pathname.slice(BASE_PATH.length);
    const file = fileAt(absoluteRoot, relative);
    if (file && !pathname.endsWith('/index.html')) {
      send(res, 200, file, head);
      return;
    }
    const canonical = canonicalPath(url.pathname);
    if (canonical) {
      redirect(res, canonical + url.search);
      return;
    }
    const index = pathname.endsWith('/') ? fileAt(absoluteRoot, path.join(relative, 'index.html')) : null;
    send(res, index ? 200 : 404, index ?? path.join(absoluteRoot, '404.html'), head);
  };
}
