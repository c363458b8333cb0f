/** The site data the old theme exposed as `$site`, built once and frozen. */

export const TITLE_FALLBACK = 'VuePress';

export interface SiteIdentity {
  title: string;
  titleNote: string;
  description: string;
}

/** An unset or empty title falls back to "VuePress", as the old site's did. */
export function resolveTitle(title: string | undefined): string {
  return title?.trim() ? title : TITLE_FALLBACK;
}

/** Freezes an object and everything reachable from it. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value as object)) {
      deepFreeze(child);
    }
  }
  return value;
}
