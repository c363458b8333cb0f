/**
 * Fetches index files once per page session. A failed fetch is forgotten, so
 * the next focus tries again.
 */
import {withBase} from '../lib/url';
import {INDEX_DIR, INDEX_VERSION} from './types';

const requests = new Map<string, Promise<unknown>>();

/** The URL of an index file under the site's base path. */
export function indexUrl(file: string): string {
  return withBase(`/${INDEX_DIR}/${file}`);
}

export function loadIndexFile<T extends {v: number}>(url: string): Promise<T> {
  let request = requests.get(url) as Promise<T> | undefined;
  if (!request) {
    request = fetch(url)
      .then((response) => {
        if (!response.ok) {
          throw new Error(`${url}: HTTP ${response.status}`);
        }
        return response.json() as Promise<T>;
      })
      .then((file) => {
        if (file.v !== INDEX_VERSION) {
          throw new Error(`${url}: index version ${file.v}, expected ${INDEX_VERSION}`);
        }
        return file;
      });
    request.catch(() => requests.delete(url));
    requests.set(url, request);
  }
  return request;
}
