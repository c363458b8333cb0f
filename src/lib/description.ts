/**
 * A page's description for `<meta name="description">` and link previews: its own words, at most
 * about 160 characters (what search engines show), cut at a word boundary.
 */

/** The longest description kept whole. */
export const DESCRIPTION_MAX = 160;

export function trimDescription(text: string, max = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) {
    return clean;
  }
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  // A single word longer than the limit is cut inside the word.
  const words = lastSpace > 0 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s,;:.(–—-]+$/, '')}…`;
}
