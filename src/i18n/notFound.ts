import type {Message} from './messages';

/** The old site's 404 quotes (their words per language are in i18n/<lang>/code.json); one is shown at random. */
export const NOT_FOUND_QUOTES: readonly Message[] = [
  {id: 'atsd.notFound.quote1', message: "There's nothing here."},
  {id: 'atsd.notFound.quote2', message: 'How did we get here?'},
  {id: 'atsd.notFound.quote3', message: "That's a Four-Oh-Four."},
  {id: 'atsd.notFound.quote4', message: "Looks like we've got some broken links."},
];

export function pickQuote(random: () => number = Math.random): Message {
  return NOT_FOUND_QUOTES[Math.floor(random() * NOT_FOUND_QUOTES.length)] ?? NOT_FOUND_QUOTES[0]!;
}
