/**
 * The old theme's rule for link titles in the sidebar and in previous/next
 * links: a leading "Word: " (or "Two words: ") prefix is dropped, so
 * "Series: insert" reads "insert" under the "Series" group, and an escaped
 * colon (`\:`) reads as a plain colon.
 */
export function stripTitlePrefix(title: string): string {
  return title.replace(/^[\w\s]+:\s+/, '').replace(/\\:/g, ':');
}
