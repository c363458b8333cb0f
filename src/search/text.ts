/**
 * How text becomes search terms. One tokenizer and one term processor serve
 * the index build (Node), the query (browser) and the snippet highlighter, so
 * a highlighted word is always a word that matched.
 */
import {stemmer as stemEnglish} from '@orama/stemmers/english';
import {stemmer as stemRussian} from '@orama/stemmers/russian';

/** A word and where it sits in the text it came from. */
export interface Token {
  word: string;
  start: number;
  end: number;
}

// Letters (any script) and digits; everything else separates words, so
// `max_value` is two words and `/api/v1/series` is three.
const WORD = /[\p{L}\p{N}]+/gu;
const CYRILLIC = /\p{Script=Cyrillic}/u;

/** The words of a text with their offsets. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    tokens.push({word: match[0], start: match.index, end: match.index + match[0].length});
  }
  return tokens;
}

/** The words of a text, without offsets (MiniSearch's `tokenize`). */
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * Words too common to narrow a search. A query of "how to install" must find
 * the install page, whose text need not contain "how" or "to".
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  // English
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'do',
  'does',
  'for',
  'from',
  'how',
  'i',
  'if',
  'in',
  'into',
  'is',
  'it',
  'its',
  'of',
  'on',
  'or',
  'the',
  'this',
  'that',
  'to',
  'was',
  'what',
  'when',
  'which',
  'with',
  // Russian
  'а',
  'в',
  'во',
  'да',
  'для',
  'до',
  'же',
  'за',
  'и',
  'из',
  'или',
  'к',
  'как',
  'ко',
  'на',
  'не',
  'но',
  'о',
  'об',
  'от',
  'по',
  'при',
  'с',
  'со',
  'то',
  'у',
  'что',
  'это',
]);

/**
 * A word as the index stores it: lower case, stemmed (Snowball Russian for
 * Cyrillic words, Porter English otherwise, so a Russian page's English words
 * stem as English), or `null` for a stop word.
 */
export function term(word: string): string | null {
  const lower = word.toLowerCase().replace(/ё/g, 'е');
  if (STOP_WORDS.has(lower)) {
    return null;
  }
  // Numbers and identifiers with digits are kept whole: `v1`, `8443`, `2018`.
  if (/\d/.test(lower)) {
    return lower;
  }
  return CYRILLIC.test(lower) ? stemRussian(lower) : stemEnglish(lower);
}

/** The distinct terms of a query, in order. */
export function queryTerms(query: string): string[] {
  const terms: string[] = [];
  for (const word of words(query)) {
    const t = term(word);
    if (t && !terms.includes(t)) {
      terms.push(t);
    }
  }
  return terms;
}

/** Shortest query term that is also matched as a prefix (`instal` finds `installation`). */
export const MIN_PREFIX_LENGTH = 3;

/** Whether a document term matches a query term: equal, or the query term is its prefix. */
export function termMatches(documentTerm: string, queryTerm: string): boolean {
  return documentTerm === queryTerm || (queryTerm.length >= MIN_PREFIX_LENGTH && documentTerm.startsWith(queryTerm));
}
