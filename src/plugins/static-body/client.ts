/**
 * The browser's side of static bodies: the HTML of each page's body, by permalink, and the stub
 * that a static page's module exports (./loader.mjs). The first page's body is the server's own
 * DOM, adopted as it is; any other is fetched from the page's built HTML, once per tab.
 */
import type {ComponentType} from 'react';

/** The attribute of the element that holds a static body; its value is the page's permalink. */
export const STATIC_BODY_ATTRIBUTE = 'data-static-body';

/** The class of the code buttons that StaticBody adds to a body's blocks: not part of its HTML. */
export const CODE_BUTTONS_CLASS = 'atsd-code-buttons';

/**
 * What `staticBodyHtml` gives for the first page's body while the server's element still shows
 * it: hydration and later renders leave the element's content alone while this value does not
 * change (React sets `innerHTML` only when the string changes).
 */
export const ADOPTED_BODY = '';

const pending = new Map<string, Promise<void>>();
const bodies = new Map<string, string>();

/**
 * The first page's body, the server's element. Its HTML is read only when it is needed: when
 * another page's body starts loading (before that page can replace it), or once the element has
 * left the page. Reading it at load cost `/sql/` 6 ms of main thread on a fast desktop (630 KB).
 */
let adopted: {permalink: string; element: Element} | null = null;

function bodyIn(root: ParentNode, permalink: string): Element | null {
  return root.querySelector(`[${STATIC_BODY_ATTRIBUTE}="${CSS.escape(permalink)}"]`);
}

/** A body's HTML as the server rendered it: without the code buttons added in the browser. */
function htmlOf(element: Element): string {
  const buttons = Array.from(element.getElementsByClassName(CODE_BUTTONS_CLASS), (node) => ({
    node,
    parent: node.parentNode,
    next: node.nextSibling,
  }));
  buttons.forEach(({node}) => node.remove());
  try {
    return element.innerHTML;
  } finally {
    buttons.forEach(({node, parent, next}) => parent?.insertBefore(node, next));
  }
}

/** Keeps the adopted body's HTML, if it is not kept yet. */
function keepAdopted(): void {
  if (adopted && !bodies.has(adopted.permalink)) bodies.set(adopted.permalink, htmlOf(adopted.element));
}

/** The body's element in this page (a first visit), or its HTML fetched from the page. */
async function fetchBody(permalink: string): Promise<Element | string> {
  const own = bodyIn(document, permalink);
  if (own) return own;
  keepAdopted();
  const response = await fetch(permalink, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`${permalink}: HTTP ${response.status}`);
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  const body = bodyIn(page, permalink);
  if (!body) throw new Error(`${permalink} has no static body`);
  return body.innerHTML;
}

/** The body's HTML, loaded once (a failed load is tried again next time). */
export function loadStaticBody(permalink: string): Promise<void> {
  let promise = pending.get(permalink);
  if (!promise) {
    promise = fetchBody(permalink).then(
      (body) => {
        if (typeof body === 'string') {
          bodies.set(permalink, body);
        } else {
          keepAdopted();
          adopted = {permalink, element: body};
        }
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

/**
 * The body's HTML if it is loaded: {@link ADOPTED_BODY} for the first page's while its element
 * still shows it; once the element has left the page or shows another, the HTML kept from it.
 */
export function staticBodyHtml(permalink: string): string | undefined {
  if (adopted?.permalink === permalink) {
    const {element} = adopted;
    if (element.isConnected && element.getAttribute(STATIC_BODY_ATTRIBUTE) === permalink) return ADOPTED_BODY;
    keepAdopted();
    adopted = null;
  }
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
