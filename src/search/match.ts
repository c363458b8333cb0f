/**
 * How well a query matches a name of a page: its title, an alias, a header, a link text. One rule
 * for the suggestions and the results page:
 *
 * - each query word is a group of terms (the word's stem and its synonyms) with a weight
 *   (weights.ts: words on most pages weigh almost nothing);
 * - a word typed in capitals is a keyword and matches only its own forms (`SELECT` matches
 *   "select" and "SELECT", not "selecting"), while other words match by stem ("averages" matches
 *   "Average");
 * - a query word of MIN_PREFIX_LENGTH letters or more also matches the start of a longer word, and
 *   so does the word being typed in the search box, from its first letter;
 * - `coverage` is the share of the query's weight that the name holds, and `precision` the share
 *   of the name's weight that the query holds: both are 1 when the query is the whole name, common
 *   words aside ("ATSD Rule Engine" is the whole of "Rule Engine").
 */
import {alternatives, isKeyword, MIN_PREFIX_LENGTH, queryWords, term, words} from './text';
import {termWeight, type TermCounts} from './weights';

export interface QueryWord {
  /** The terms that match it: its own and its synonyms'. */
  terms: string[];
  /** Lower case, as typed: what a keyword compares. */
  lower: string;
  keyword: boolean;
  /** Whether it also matches the start of longer words. */
  prefix: boolean;
  weight: number;
}

export interface PreparedQuery {
  words: QueryWord[];
  /** The sum of the words' weights. */
  total: number;
}

/** A query word whose weight is below this does not need to match: it cannot block a page. */
export const OPTIONAL_WEIGHT = 0.15;

/**
 * A query, ready to match. `typing`: the query is being typed, so its last word may be the start of
 * a word (the search box); otherwise only words of MIN_PREFIX_LENGTH letters or more are.
 */
export function prepareQuery(query: string, counts: TermCounts | undefined, typing = false): PreparedQuery {
  const typed = queryWords(query);
  const lastTyped = typing && /[\p{L}\p{N}_]$/u.test(query) ? typed[typed.length - 1] : undefined;
  const seen = new Set<string>();
  const result: QueryWord[] = [];
  for (const word of typed) {
    const own = term(word);
    if (seen.has(own)) continue;
    seen.add(own);
    result.push({
      terms: alternatives(own),
      lower: word.toLowerCase(),
      keyword: isKeyword(word) && !/\d/.test(word),
      // a keyword is a whole word, unless it is being typed
      prefix: word === lastTyped || (!isKeyword(word) && own.length >= MIN_PREFIX_LENGTH),
      weight: termWeight(counts, own),
    });
  }
  return {words: result, total: result.reduce((sum, w) => sum + w.weight, 0)};
}

/** Whether a query word must match for a page to match the query: not when its weight is small. */
export function isRequired(query: PreparedQuery, word: QueryWord): boolean {
  return word.weight >= OPTIONAL_WEIGHT || query.words.every((w) => w.weight < OPTIONAL_WEIGHT);
}

/**
 * The distinct words of a set of names, each with its term and weight, so that a query compares
 * each distinct word once, not once per name.
 */
export class Vocabulary {
  readonly lowers: string[] = [];
  readonly terms: string[] = [];
  readonly weights: number[] = [];
  private readonly ids = new Map<string, number>();

  constructor(private readonly counts: TermCounts | undefined) {}

  /** The id of a word (lower case). */
  add(lower: string): number {
    let id = this.ids.get(lower);
    if (id === undefined) {
      id = this.lowers.length;
      const t = term(lower);
      this.ids.set(lower, id);
      this.lowers.push(lower);
      this.terms.push(t);
      this.weights.push(termWeight(this.counts, t));
    }
    return id;
  }

  /** For each query word, the ids of the words it matches. */
  matches(query: PreparedQuery): Array<Set<number>> {
    return query.words.map((word) => {
      const found = new Set<number>();
      for (let id = 0; id < this.lowers.length; id += 1) {
        if (wordMatches(word, this.lowers[id]!, this.terms[id]!)) found.add(id);
      }
      return found;
    });
  }
}

/** A name, ready to match: the ids of its words in a Vocabulary, and its weight. */
export interface PreparedName {
  text: string;
  ids: number[];
  total: number;
}

export function prepareName(text: string, vocabulary: Vocabulary): PreparedName {
  const ids = words(text).map((w) => vocabulary.add(w.toLowerCase()));
  return {text, ids, total: ids.reduce((sum, id) => sum + vocabulary.weights[id]!, 0)};
}

/** Whether a word (lower case, and its term) is a form of the query word. */
export function wordMatches(word: QueryWord, lower: string, wordTerm: string): boolean {
  if (word.keyword) {
    return lower === word.lower || (word.prefix && lower.startsWith(word.lower));
  }
  return word.terms.some(
    (t) => wordTerm === t || (word.prefix && (wordTerm.startsWith(t) || lower.startsWith(word.lower))),
  );
}

/** Whether a word is the query word itself, or a form of it, and not only a longer word it begins. */
function isWholeWord(word: QueryWord, lower: string, wordTerm: string): boolean {
  return word.keyword ? lower === word.lower : word.terms.includes(wordTerm);
}

/** How much of its weight a query word adds when it is in the name's context, not the name. */
export const CONTEXT_CREDIT = 0.8;

/** How much of its weight a query word adds when it only begins a word of the name. */
export const PREFIX_CREDIT = 0.7;

export interface NameMatch {
  /** Share of the query's weight found in the name, 0 to 1. */
  coverage: number;
  /** Share of the name's weight that the query matched, 0 to 1. */
  precision: number;
  /** Whether every required query word is in the name. */
  complete: boolean;
}

/**
 * How the query matches a name, given what each query word matches in the vocabulary
 * (`Vocabulary.matches`). Words of the query found in the name's `context` (a header's page title
 * and route: "rule engine percentile" is the `percentile` header of a rule engine page) count for
 * its coverage, at CONTEXT_CREDIT, and not for its precision.
 */
export function matchName(
  query: PreparedQuery,
  matches: ReadonlyArray<ReadonlySet<number>>,
  name: PreparedName,
  vocabulary: Vocabulary,
  context: readonly PreparedName[] = [],
): NameMatch {
  if (query.words.length === 0 || name.ids.length === 0) return {coverage: 0, precision: 0, complete: false};
  let found = 0;
  let complete = true;
  const used = new Set<number>();
  query.words.forEach((word, i) => {
    const hits = name.ids.filter((id) => matches[i]!.has(id));
    if (hits.length === 0 && context.some((c) => c.ids.some((id) => matches[i]!.has(id)))) {
      found += word.weight * CONTEXT_CREDIT;
    } else if (hits.length > 0) {
      // a word that only begins a longer one ("SELECT" in "selecting", while typed) counts less
      const whole = hits.some((id) => isWholeWord(word, vocabulary.lowers[id]!, vocabulary.terms[id]!));
      found += word.weight * (whole ? 1 : PREFIX_CREDIT);
      hits.forEach((id) => used.add(id));
    } else if (isRequired(query, word)) {
      complete = false;
    }
  });
  let matched = 0;
  for (const id of name.ids) if (used.has(id)) matched += vocabulary.weights[id]!;
  return {
    coverage: query.total > 0 ? found / query.total : 0,
    precision: name.total > 0 ? matched / name.total : 0,
    complete,
  };
}
