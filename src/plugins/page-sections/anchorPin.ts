/**
 * A long page opened at an anchor from outside (`/sql/#options`) keeps the anchor where the
 * browser put it while the sections above it settle.
 *
 * The browser scrolls to the anchor with the sections above it at their estimated heights; the
 * sections it then draws take their real heights, and the anchor moves. Chromium corrects that
 * only until the page's `load` event, so whether the anchor stayed put depended on how long
 * loading went on after the jump (with the first route's scripts in the HTML it ended sooner, and
 * `#options` rested 1,024 px above the top bar on a wide screen). From `load`, this keeps the
 * anchor's distance from the top of the window: after each change of the article's size it
 * scrolls back by what the anchor moved. It stops for good at the reader's first scroll, key,
 * touch or click, at a hash change, or once the article's size has not changed for `SETTLED_MS`.
 */

/** How long the article's size must stay the same before the anchor is left alone. */
const SETTLED_MS = 1000;

/** What the reader does that ends the pinning: from then on the reader moves the page. */
const READER_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown', 'hashchange'] as const;

/** How far to scroll so that the anchor is back where it was (0 when it moved less than a pixel). */
export function correction(pinnedTop: number, currentTop: number): number {
  const moved = currentTop - pinnedTop;
  return Math.abs(moved) < 1 ? 0 : moved;
}

/**
 * Pins the element `id` names, from now, while `article` settles; returns what stops it. Does
 * nothing (and returns a no-op) when there is no such element.
 */
export function pinAnchor(id: string, article: Element): () => void {
  const target = document.getElementById(id);
  if (!target) return () => {};
  const pinnedTop = target.getBoundingClientRect().top;
  let timer = window.setTimeout(stop, SETTLED_MS);
  const observer = new ResizeObserver(() => {
    const by = correction(pinnedTop, target.getBoundingClientRect().top);
    if (by !== 0) window.scrollBy(0, by);
    window.clearTimeout(timer);
    timer = window.setTimeout(stop, SETTLED_MS);
  });
  function stop(): void {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of READER_EVENTS) window.removeEventListener(type, stop, true);
  }
  for (const type of READER_EVENTS) window.addEventListener(type, stop, {capture: true, passive: true});
  observer.observe(article);
  return stop;
}
