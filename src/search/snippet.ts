/**
 * Snippets: the stretch of a section's text where the query's words are
 * densest, cut at word boundaries, with the matching words marked.
 */
import {term, termMatches, tokenize, type Token} from './text';

/** A piece of a snippet; `hit` pieces are shown highlighted. */
export interface Segment {
  text: string;
  hit: boolean;
}

/** Snippet length in characters, about two lines of the results page. */
export const SNIPPET_LENGTH = 180;
/** Characters shown before the first matching word. */
const LEAD = 50;

interface Hit extends Token {
  /** Index of the query term it matches. */
  query: number;
}

/** The words of `text` that match one of the (processed) query terms. */
export function findHits(text: string, terms: readonly string[]): Hit[] {
  if (terms.length === 0) {
    return [];
  }
  // Stemmers change only the end of a word, so a word can match a term only
  // if it starts with the term's first two letters; that spares most stemming.
  const heads = terms.map((t) => t.slice(0, 2));
  const hits: Hit[] = [];
  for (const token of tokenize(text)) {
    const lower = token.word.toLowerCase().replace(/ё/g, 'е');
    if (!heads.some((head) => lower.startsWith(head))) {
      continue;
    }
    const t = term(token.word);
    if (!t) {
      continue;
    }
    const query = terms.findIndex((q) => termMatches(t, q));
    if (query >= 0) {
      hits.push({...token, query});
    }
  }
  return hits;
}

/** How many different query terms the hits cover. */
export function coverage(hits: readonly Hit[]): number {
  return new Set(hits.map((h) => h.query)).size;
}

/**
 * The snippet of `text` for the query terms: the window of `SNIPPET_LENGTH`
 * characters that covers the most query terms (then the most hits, then the
 * earliest), or the text's start when nothing matches.
 */
export function snippet(text: string, terms: readonly string[], length = SNIPPET_LENGTH): Segment[] {
  const hits = findHits(text, terms);
  let best = {start: 0, cover: 0, count: 0};
  for (let i = 0; i < hits.length; i += 1) {
    const windowEnd = hits[i]!.start + length - LEAD;
    const inWindow = [];
    for (let j = i; j < hits.length && hits[j]!.end <= windowEnd; j += 1) {
      inWindow.push(hits[j]!);
    }
    const cover = coverage(inWindow);
    if (cover > best.cover || (cover === best.cover && inWindow.length > best.count)) {
      best = {start: hits[i]!.start, cover, count: inWindow.length};
    }
  }
  let start = hits.length > 0 ? Math.max(0, best.start - LEAD) : 0;
  let end = Math.min(text.length, start + length);
  // Cut at word boundaries.
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < (hits.length ? best.start : end) ? space + 1 : start;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > start ? space : end;
  }
  const segments: Segment[] = [];
  const push = (piece: string, hit: boolean) => {
    if (!piece) {
      return;
    }
    const last = segments[segments.length - 1];
    if (last && last.hit === hit) {
      last.text += piece;
    } else {
      segments.push({text: piece, hit});
    }
  };
  if (start > 0) {
    push('… ', false);
  }
  let cursor = start;
  for (const hit of hits) {
    if (hit.start < start || hit.end > end || hit.start < cursor) {
      continue;
    }
    push(text.slice(cursor, hit.start), false);
    push(text.slice(hit.start, hit.end), true);
    cursor = hit.end;
  }
  push(text.slice(cursor, end), false);
  if (end < text.length) {
    push(' …', false);
  }
  return segments;
}
