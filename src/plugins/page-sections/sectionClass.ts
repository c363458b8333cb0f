/**
 * The class of a long page's sections: given by `rehype.ts` at build time, styled by
 * `sections.css` and found by `clientModule.ts` in the browser. A module of its own, so the browser
 * gets the name without the build-time code.
 */
export const SECTION_CLASS = 'atsd-section';
