/** The old site's default of `searchMaxSuggestions`. */
export const DEFAULT_MAX_SUGGESTIONS = 5;

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

/** The parts of a key event that decide whether it is the search shortcut. */
export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/**
 * `/`, or `Ctrl+K` (`⌘K` on macOS): the keys that focus the search box. Shift is allowed, since
 * some keyboard layouts type `/` with it.
 */
export function isSearchShortcut(event: ShortcutKey): boolean {
  if (event.altKey) {
    return false;
  }
  if (event.key === '/') {
    return !event.ctrlKey && !event.metaKey;
  }
  return (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
}

/** The parts of an element that make it a text field. */
export interface FieldLike {
  tagName: string;
  isContentEditable?: boolean;
}

const TEXT_FIELDS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** Whether keys typed into `target` belong to it: an input, textarea, select or contenteditable. */
export function isTextField(target: FieldLike | null): boolean {
  return target !== null && (target.isContentEditable === true || TEXT_FIELDS.has(target.tagName.toUpperCase()));
}
