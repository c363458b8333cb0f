/**
 * How text becomes search terms. One tokenizer and one term processor serve
 * the index build (Node), the query (browser) and the snippet highlighter, so
 * a highlighted word is always a word that matched.
 */
import {stemmer as stemEnglish} from '@orama/stemmers/english';
import {stemmer as stemRussian} from '@orama/stemmers/russian';
import {STOP_WORDS} from './stopWords';

/** A word and where it sits in the text it came from. */
export interface Token {
  word: string;
  start: number;
  end: number;
}

// Letters (any script) and digits make a word; `_` joins words into one identifier
// (`entity_tags`), and everything else separates them, so `/api/v1/series` is three words.
const PART = /[\p{L}\p{N}]+/gu;
const IDENTIFIER = /[\p{L}\p{N}]+(?:_+[\p{L}\p{N}]+)*/gu;
// Where a camel-case name breaks into words: `maxInsertDate`, `getURLHost`.
const CAMEL_BREAK = /(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;

/**
 * The words of a text with their offsets. A name is a word as written and, after it, the words
 * it is made of, so `maxInsertDate` is found by `maxinsertdate`, `maxInsert` and `max insert
 * date`, and `$entity_tags` by `entity_tags` and `entity tags`.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(IDENTIFIER)) {
    const name = match[0];
    const start = match.index;
    tokens.push({word: name, start, end: start + name.length});
    const parts = name.includes('_')
      ? [...name.matchAll(PART)].map((part) => ({word: part[0], offset: part.index}))
      : name.split(CAMEL_BREAK).map((word, i, all) => ({word, offset: all.slice(0, i).join('').length}));
    if (parts.length > 1) {
      for (const {word, offset} of parts) tokens.push({word, start: start + offset, end: start + offset + word.length});
    }
  }
  return tokens;
}

/** The words of a text, without offsets (MiniSearch's `tokenize`). */
export function words(text: string): string[] {
  return tokenize(text).map((token) => token.word);
}

/**
 * Words for the manual itself and the product it documents: "Installation Documentation" and
 * "ATSD API" ask for installation and the API. As query words they weigh least (weights.ts).
 */
const MANUAL_WORDS = ['documentation', 'docs', 'doc', 'manual', 'guide', 'atsd', 'axibase']; // the manual's, the product's

/**
 * A word as the index stores it: lower case; stemmed (Snowball Russian for Cyrillic words, Porter
 * English otherwise, so a Russian page's English words stem as English), except names and numbers,
 * which are kept whole (`entity_tags`, `v1`, `8443`). Every word is indexed, stop words included:
 * `FROM` and `LAST` are words a reader of the SQL pages looks for.
 */
export function term(word: string): string {
  const lower = word.toLowerCase().replace(/ё/g, 'е');
  if (/[\d_]/.test(lower)) {
    return lower;
  }
  return CYRILLIC.test(lower) ? stemRussian(lower) : stemEnglish(lower);
}

/**
 * Whether a word is typed as a keyword: in capitals, two letters or more (`FROM`, `SELECT`, `ISO`).
 * A keyword is a stop word like any other word, and only its own forms match it: `SELECT` is not
 * "selecting".
 */
export function isKeyword(word: string): boolean {
  return word.length > 1 && word === word.toUpperCase() && /\p{Lu}/u.test(word);
}

/** Whether a query word narrows nothing: a stop word in lower case. */
function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.toLowerCase()) && !isKeyword(word);
}

/**
 * Whether a word says nothing of what a name is: a stop word, or a word for the manual itself (the
 * product's names are part of a name: "ATSD Compression Test" is not "Compression Test").
 */
function isNoise(word: string): boolean {
  return isStopWord(word) || MANUAL_WORDS.slice(0, 5).includes(word.toLowerCase());
}

/**
 * The words of a query that are searched for: stop words are left out, unless the query has nothing
 * else ("from", "how to"); a call's arguments are left out too (`LAG(columnName)` is a search for
 * `LAG`). Words for the manual stay, and weigh least.
 */
export function queryWords(query: string): string[] {
  return withoutWords(words(withoutArguments(query)), isStopWord);
}

/** The words that are not `drop`ped, or all of them when nothing else is left ("from", "how to"). */
function withoutWords(all: string[], drop: (word: string) => boolean): string[] {
  const kept = all.filter((word) => !drop(word));
  return kept.length ? kept : all;
}

/** A text without the arguments of the calls in it: `LAG(columnName)` is `LAG`. */
function withoutArguments(text: string): string {
  return text.replace(/([\p{L}\p{N}_$]+)\s*\([^()]*\)/gu, '$1');
}

/**
 * A name as a whole: the terms of a title, a header or a query, names kept whole and noise
 * words left out, in sorted order and joined by spaces. A query whose key is a page title's or a header's key names
 * that page or section exactly: `LAG` is the `LAG` section, "Troubleshooting Guide" the page
 * "Troubleshooting".
 */
export function nameKey(text: string): string {
  const names = [...withoutArguments(text).matchAll(IDENTIFIER)].map((match) => match[0]);
  return [...new Set(withoutWords(names, isNoise).map(term))].sort().join(' ');
}

/** The terms of the words for the manual itself. */
export const MANUAL_TERMS: ReadonlySet<string> = new Set(MANUAL_WORDS.map(term));

/** The distinct terms of a query, in order. */
export function queryTerms(query: string): string[] {
  return [...new Set(queryWords(query).map(term))];
}

/**
 * Words that name the same thing in this manual: the product's names, and everyday words for
 * documented things. A query word finds the pages of any word of its group.
 */
const SYNONYMS: ReadonlyArray<readonly string[]> = [
  ['atsd', 'axibase'],
  ['jobs', 'scheduler'],
  ['shutdown', 'stop'],
  ['ui', 'interface'],
  ['upgrade', 'update'],
  ['stats', 'statistics'],
];
const ALTERNATIVES = new Map<string, string[]>(
  SYNONYMS.flatMap((group) => group.map((word) => [term(word), group.map(term)] as [string, string[]])),
);

/** A term and its synonyms' terms, the term first. */
export function alternatives(t: string): string[] {
  return [...new Set([t, ...(ALTERNATIVES.get(t) ?? [])])];
}

/**
 * A query as groups of alternative terms: a page matches when it has a term of every group. Each
 * group is a query term, and its synonyms after it.
 */
export function queryGroups(query: string): string[][] {
  return queryTerms(query).map(alternatives);
}

/**
 * Shortest query term that is also matched as a prefix (`aggreg` finds `aggregation`). Four
 * letters: from three, a short name turned into another word (`EMA` found "email").
 */
export const MIN_PREFIX_LENGTH = 4;

/** Whether a document term matches a query term: equal, or the query term is its prefix. */
export function termMatches(documentTerm: string, queryTerm: string): boolean {
  return documentTerm === queryTerm || (queryTerm.length >= MIN_PREFIX_LENGTH && documentTerm.startsWith(queryTerm));
}
