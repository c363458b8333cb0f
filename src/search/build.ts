/** Builds the names index from the pages (pure; the plugin does the I/O). */
import {slugify} from '../lib/slugify';
import {term, words} from './text';
import {INDEX_VERSION, type HeaderEntry, type IndexedPage, type Section, type TitlesFile} from './types';
import {countTerms} from './weights';

/** A page's headers of every level, in page order: `##`/`###` sections and the `####` names in them. */
export function headersOf(page: Pick<IndexedPage, 'sections' | 'minor'>): Array<{h: string; a: string}> {
  const headers: Array<{h: string; a: string}> = [];
  const minor = page.minor ?? [];
  page.sections.forEach((section: Section, index) => {
    if (section.h !== undefined && section.a !== undefined) headers.push({h: section.h, a: section.a});
    for (const m of minor) if (m.s === index) headers.push({h: m.h, a: m.a});
  });
  // (a `####` before any section, or of a page without sections)
  for (const m of minor) if (!(m.s >= 0 && m.s < page.sections.length)) headers.push({h: m.h, a: m.a});
  return headers;
}

/** Every term a page answers to, each once: what the term counts count. */
export function pageTerms(page: IndexedPage): Set<string> {
  const texts = [
    page.title,
    ...page.sections.flatMap((s) => [s.h ?? '', s.x]),
    ...(page.minor ?? []).map((m) => m.h),
    ...(page.aliases ?? []),
    ...(page.linkTexts ?? []),
  ];
  return new Set(texts.flatMap((text) => words(text).map(term)));
}

/**
 * The names index. A header's anchor is written only when it is not `slugify(text)`, which keeps
 * the file small; pages keep the given order, and a page's position is its id in every index file.
 */
export function buildTitles(pages: readonly IndexedPage[]): TitlesFile {
  return {
    v: INDEX_VERSION,
    pages: pages.map((page) => ({
      r: page.route,
      t: page.title,
      h: headersOf(page).map(({h, a}): HeaderEntry => (a === slugify(h) ? [h] : [h, a])),
      ...(page.aliases?.length ? {a: page.aliases} : {}),
      ...(page.linkTexts?.length ? {l: page.linkTexts} : {}),
    })),
    w: countTerms(pages.map(pageTerms)),
  };
}
