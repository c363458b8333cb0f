/**
 * Stripes: the Markdown content's `<section>` blocks alternate highlighted
 * and plain, starting highlighted (see Content/styles.module.css). The blocks
 * after the content (contact form, footer action) continue the alternation.
 * A page cannot count its sections at run time, so it says how the content
 * ends: `resetStripes: true` when it has an even number of sections (the last
 * one plain), and the next block is then highlighted.
 * Pure; unit-tested in stripes.test.ts.
 */
export function trailingStripes(resetStripes: boolean | undefined, count: number): boolean[] {
  return Array.from({length: count}, (_, index) => (index % 2 === 0) === Boolean(resetStripes));
}
