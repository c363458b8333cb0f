/**
 * The browser's side of static bodies: the HTML of each page's body, by permalink, and the stub
 * that a static page's module exports (./loader.mjs). The first page's body is the server's own
 * DOM; any other is fetched from the page's built HTML, once per tab.
 */
import type {ComponentType} from 'react';

/** The attribute of the element that holds a static body; its value is the page's permalink. */
export const STATIC_BODY_ATTRIBUTE = 'data-static-body';

const pending = new Map<string, Promise<string>>();
const bodies = new Map<string, string>();

function bodyIn(root: ParentNode, permalink: string): Element | null {
  return root.querySelector(`[${STATIC_BODY_ATTRIBUTE}="${CSS.escape(permalink)}"]`);
}

async function fetchBody(permalink: string): Promise<string> {
  const own = bodyIn(document, permalink);
  if (own) return own.innerHTML;
  const response = await fetch(permalink, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`${permalink}: HTTP ${response.status}`);
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  const body = bodyIn(page, permalink);
  if (!body) throw new Error(`${permalink} has no static body`);
  return body.innerHTML;
}

/** The body's HTML, loaded once (a failed load is tried again next time). */
export function loadStaticBody(permalink: string): Promise<string> {
  let promise = pending.get(permalink);
  if (!promise) {
    promise = fetchBody(permalink).then(
      (html) => {
        bodies.set(permalink, html);
        return html;
      },
      (error: unknown) => {
        pending.delete(permalink);
        throw error;
      },
    );
    pending.set(permalink, promise);
  }
  return promise;
}

/** The body's HTML if it is loaded. */
export function staticBodyHtml(permalink: string): string | undefined {
  return bodies.get(permalink);
}

/**
 * A static page's default export, once its body is loaded. Docusaurus copies the module's named
 * exports onto it, so each page gets a function of its own. It renders nothing: the theme's
 * `DocItem/Content` renders the body (src/theme/DocItem/Content).
 */
export async function staticBodyModule(permalink: string): Promise<ComponentType> {
  await loadStaticBody(permalink);
  return function StaticBodyContent() {
    return null;
  };
}
