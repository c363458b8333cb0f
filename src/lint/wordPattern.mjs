// @ts-check
/**
 * A word or phrase the house style looks for, as the old rules wrote it (axibase/docs-util
 * `common/wordPattern.js`): whole words unless `noWordBoundary`, any case unless `caseSensitive`,
 * and a suggestion, which for a keyword is also its one right spelling.
 */
export class WordPattern {
  /**
   * @param {string} pattern a regular expression; a `.` in it stands for a dot
   * @param {{suggestion?: string, caseSensitive?: boolean, noWordBoundary?: boolean}} [options]
   */
  constructor(pattern, options = {}) {
    const escaped = pattern.replace(/\\?\./g, '\\.');
    // A pattern that ends in a dot (`e.g.`) ends the word itself: the old `\b` after it matched
    // only before a letter, and so never after "e.g." in a sentence.
    const end = escaped.endsWith('\\.') ? '(?!\\w)' : '\\b';
    const source = options.noWordBoundary ? escaped : `\\b${escaped}${end}`;
    const flags = options.caseSensitive ? '' : 'i';
    this.regex = new RegExp(source, flags);
    this.global = new RegExp(source, `g${flags}`);
    /** the only text that matches the pattern a table cell may hold alone */
    this.whole = new RegExp(`^${escaped}$`, flags);
    this.suggestion = options.suggestion ?? pattern;
  }

  /**
   * Every match in `text`.
   * @param {string} text
   * @returns {RegExpMatchArray[]}
   */
  matches(text) {
    return [...text.matchAll(this.global)];
  }
}
