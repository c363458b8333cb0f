/** Keyboard focus in the suggestion list: -1 is "none", and moves wrap around at both ends. */
export function moveFocus(current: number, count: number, direction: 'up' | 'down'): number {
  if (count <= 0) {
    return -1;
  }
  if (direction === 'down') {
    return current < 0 || current >= count - 1 ? 0 : current + 1;
  }
  return current <= 0 ? count - 1 : current - 1;
}

/** The results page URL for a query, keeping the locale of the page it was asked from. */
export function resultsHref(searchPage: string, query: string, lang: string, defaultLang: string): string {
  const params = new URLSearchParams({q: query.trim()});
  if (lang !== defaultLang) {
    params.set('lang', lang);
  }
  return `${searchPage}?${params.toString()}`;
}
