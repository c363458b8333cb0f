import {MANUAL_TERMS} from './text';

/**
 * How much a word says: words on most pages ("data", "ATSD", "example") say almost nothing about
 * which page a reader wants, and words for the manual itself ("documentation", "guide") nothing.
 * One weight per term, from the share of pages that use it, serves the suggestions and the results
 * page alike (the build writes the page counts into the titles file, `TitlesFile.w`).
 */

/** Page counts of the terms that are not rare, and the number of pages they were counted on. */
export interface TermCounts {
  /** Pages counted. */
  n: number;
  /** Pages that use the term, for every term on at least `RARE_SHARE` of them. */
  df: Record<string, number>;
}

/** A term on at most this share of the pages is rare: full weight, and left out of `TermCounts`. */
export const RARE_SHARE = 0.02;

/** The weight of a term on every page: a common word still counts a little when nothing else does. */
export const MIN_WEIGHT = 0.02;

/** How steeply the weight falls as a term spreads over more pages (1: as its IDF). */
const STEEPNESS = 1;

/**
 * A term's weight, from 1 (rare) down to MIN_WEIGHT (on every page): its inverse document frequency
 * scaled so that a term on RARE_SHARE of the pages or fewer weighs 1, raised to STEEPNESS. A term on
 * half the pages ("series") weighs about 0.18, one on a tenth ("directory") about 0.6.
 */
export function shareWeight(share: number): number {
  if (share <= RARE_SHARE) return 1;
  if (share >= 1) return MIN_WEIGHT;
  return Math.max(MIN_WEIGHT, (Math.log(1 / share) / Math.log(1 / RARE_SHARE)) ** STEEPNESS);
}

/** Counts terms over pages: `terms` lists each page's distinct terms. */
export function countTerms(pages: ReadonlyArray<Iterable<string>>): TermCounts {
  const counts = new Map<string, number>();
  for (const terms of pages) {
    for (const t of new Set(terms)) counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  const n = pages.length;
  const df: Record<string, number> = {};
  for (const [t, count] of [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (count > n * RARE_SHARE) df[t] = count;
  }
  return {n, df};
}

/** The weight of a term by the counts: MANUAL_TERMS weigh least, rare terms 1. */
export function termWeight(counts: TermCounts | undefined, t: string): number {
  if (MANUAL_TERMS.has(t)) return MIN_WEIGHT;
  const df = counts?.df[t];
  return df === undefined || !counts?.n ? 1 : shareWeight(df / counts.n);
}
