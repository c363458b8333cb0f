/**
 * Which heading the table of contents marks as current, reading the positions of only the headings
 * on screen. The rule is theme-classic's (`useTOCHighlight`): the first heading at or below the
 * top bar is current when it is in the top half of the window, else the heading before it; past
 * the last heading, the last. Theme-classic reads every heading's position on every scroll event,
 * which on the SQL reference also lays out every skipped section; here one IntersectionObserver
 * says which sections are on screen, and only their headings are read, once per frame.
 */

/** A heading whose position is known: its index among all the headings, and its top in px. */
export interface Placed {
  index: number;
  top: number;
}

/**
 * The current heading's index. `placed`: the headings on screen, in order; `lastBefore`: the index
 * of the last heading before them (they are all above the window), or -1; `offset`: the top bar's
 * height; `viewportHeight`: the window's. Null before the first heading.
 */
export function activeHeading(
  placed: readonly Placed[],
  lastBefore: number,
  offset: number,
  viewportHeight: number,
): number | null {
  const next = placed.find((heading) => heading.top >= offset);
  if (next) {
    if (next.top > 0 && next.top < viewportHeight / 2) return next.index;
    return next.index > 0 ? next.index - 1 : null;
  }
  // every heading on screen is above the top bar: the last of them, which is also the one before
  // the next heading further down (off screen)
  const last = placed.at(-1);
  if (last) return last.index;
  return lastBefore >= 0 ? lastBefore : null;
}

/**
 * Marks the table of contents link of the current heading with `activeClassName`, from when it is
 * called until the returned function is called. `links` are the list's `#id` links in page order.
 */
export function trackActiveHeading(links: readonly HTMLAnchorElement[], activeClassName: string): () => void {
  const headings = links.map((link) => document.getElementById(decodeURIComponent(link.hash.slice(1))));
  // the section each heading is in (page-sections), else the element that holds it
  const areas = headings.map((heading) => heading?.closest('.atsd-section') ?? heading?.parentElement ?? null);
  const order = [...new Set(areas.filter((area): area is Element => area !== null))];
  const visible = new Set<Element>();
  const offset = document.querySelector('.navbar')?.clientHeight ?? 0;
  let active: HTMLAnchorElement | null = null;
  let frame = 0;

  const update = () => {
    frame = 0;
    const placed: Placed[] = [];
    headings.forEach((heading, index) => {
      const area = areas[index];
      if (heading && area && visible.has(area)) placed.push({index, top: heading.getBoundingClientRect().top});
    });
    const firstVisible = order.findIndex((area) => visible.has(area));
    let lastBefore = -1;
    if (placed.length === 0 && firstVisible >= 0) {
      areas.forEach((area, index) => {
        if (area && order.indexOf(area) < firstVisible) lastBefore = index;
      });
    }
    if (placed.length === 0 && firstVisible < 0) return; // nothing of the page on screen: keep the mark
    const index = activeHeading(placed, lastBefore, offset, window.innerHeight);
    const link = index === null ? null : links[index]!;
    if (link !== active) {
      active?.classList.remove(activeClassName);
      link?.classList.add(activeClassName);
      active = link;
    }
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) visible.add(entry.target);
      else visible.delete(entry.target);
    }
    schedule();
  });
  order.forEach((area) => observer.observe(area));
  window.addEventListener('scroll', schedule, {passive: true});
  window.addEventListener('resize', schedule, {passive: true});
  return () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    active?.classList.remove(activeClassName);
  };
}
