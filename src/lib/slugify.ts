/**
 * Heading ids, computed exactly as the old VuePress site did, so that links to
 * `page.html#some-heading` that readers already use keep working.
 */

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f]/g;
const SEPARATORS = /[\s~`!@#$%^&*()\-+=[\]{}|\\;:"'<>,.?/]+/g;

/** The old site's slugify: one heading text in, one anchor id out. */
export function slugify(text: string): string {
  return text
    .replace(CONTROL_CHARS, '')
    .replace(SEPARATORS, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(\d)/, '_$1')
    .toLowerCase();
}

/**
 * A heading's explicit id, ` {#id}` at the end of its text: written by hand (`## Text {#old-id}`)
 * or appended by the build (src/remark/headingIds.ts). The one rule for it: the build, the
 * diagrams and the search test data read ids with it.
 */
const EXPLICIT_ID = /\s*\{#([^}]+)\}\s*$/;

/** A heading text's explicit id, if it has one. */
export function explicitIdOf(text: string): string | undefined {
  return EXPLICIT_ID.exec(text)?.[1];
}

/** A heading text without its explicit id. */
export function withoutExplicitId(text: string): string {
  return text.replace(EXPLICIT_ID, '');
}

/**
 * Returns a slugger for one page: the first use of an id is kept as is, the
 * second gets `-2`, the third `-3`, and so on.
 */
export function createSlugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = slugify(text);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    if (count === 1) {
      return base;
    }
    let candidate = `${base}-${count}`;
    // A heading may literally read "Foo 2"; never hand out an id twice.
    while (seen.has(candidate)) {
      candidate = `${candidate}-${count}`;
    }
    seen.set(candidate, 1);
    return candidate;
  };
}
