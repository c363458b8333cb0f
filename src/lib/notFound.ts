/** The old site's 404 quotes; one is shown at random. */
export const NOT_FOUND_QUOTES = [
  "There's nothing here.",
  'How did we get here?',
  "That's a Four-Oh-Four.",
  "Looks like we've got some broken links.",
] as const;

export function pickQuote(random: () => number = Math.random): string {
  return NOT_FOUND_QUOTES[Math.floor(random() * NOT_FOUND_QUOTES.length)] ?? NOT_FOUND_QUOTES[0];
}
