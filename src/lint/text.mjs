// @ts-check
/**
 * What the house-style rules read from a page, from markdownlint's micromark tokens: runs of prose
 * text with their place and context, inline code, and fenced code blocks.
 */

/** Token types whose text is not prose: code, raw HTML, link targets, front matter. */
const NOT_PROSE = new Set([
  'codeText',
  'codeFenced',
  'codeIndented',
  'htmlFlow',
  'htmlText',
  'resourceDestination',
  'resourceTitle',
  'definition',
  'autolink',
  'literalAutolink',
]);
// a text directive (`atsd:latest` reads as `atsd` and the directive `:latest`) is text for us:
// the site's Markdown uses only container directives (`:::note`)
const TEXT = new Set(['data', 'characterEscapeValue', 'directiveText']);

/**
 * @typedef {{type: string, text: string, startLine: number, startColumn: number,
 *   endLine: number, endColumn: number, children: Token[]}} Token
 * @typedef {{text: string, line: number, column: number, heading: boolean, link: boolean,
 *   cell: string | null}} Run
 */

/**
 * The prose of a page as runs of text: adjacent text tokens on one line joined, so that a word is
 * never split; `heading`, `link` (inside a link's text) and `cell` (the whole text of the table
 * cell it is in) tell where a run stands. Code, HTML and link targets are left out.
 * @param {{parsers: {micromark: {tokens: Token[]}}}} params
 * @returns {Run[]}
 */
export function proseRuns(params) {
  /** @type {Run[]} */
  const runs = [];
  /** @type {{line: number, column: number} | null} */
  let end = null;
  /**
   * @param {Token[]} tokens
   * @param {{heading: boolean, link: boolean, cell: string | null}} context
   */
  const walk = (tokens, context) => {
    for (const token of tokens) {
      if (NOT_PROSE.has(token.type)) {
        end = null;
        continue;
      }
      if (TEXT.has(token.type)) {
        const last = runs.at(-1);
        if (
          last &&
          end &&
          end.line === token.startLine &&
          end.column === token.startColumn &&
          last.link === context.link
        ) {
          last.text += token.text;
        } else {
          runs.push({text: token.text, line: token.startLine, column: token.startColumn, ...context});
        }
        end = {line: token.endLine, column: token.endColumn};
        continue;
      }
      if (token.children.length === 0) {
        end = null; // markup (`**`, `[`, a line ending) ends a run
        continue;
      }
      const inner = {...context};
      if (token.type === 'atxHeading' || token.type === 'setextHeading') inner.heading = true;
      if (token.type === 'link' || token.type === 'image') inner.link = true;
      if (token.type === 'tableData' || token.type === 'tableHeader') {
        inner.cell = token.children.find((child) => child.type === 'tableContent')?.text.trim() ?? '';
      }
      walk(token.children, inner);
    }
  };
  walk(params.parsers.micromark.tokens, {heading: false, link: false, cell: null});
  return runs;
}

/**
 * The tokens of the given types in a token tree, in document order; a match is not searched further.
 * @param {Token[]} tokens
 * @param {readonly string[]} types
 * @returns {Token[]}
 */
export function tokensOfType(tokens, types) {
  return tokens.flatMap((token) => (types.includes(token.type) ? [token] : tokensOfType(token.children, types)));
}

/**
 * The inline code spans of a page, with their place.
 * @param {{parsers: {micromark: {tokens: Token[]}}}} params
 * @returns {Array<{text: string, line: number, column: number}>}
 */
export function inlineCode(params) {
  return tokensOfType(params.parsers.micromark.tokens, ['codeTextData']).map((token) => ({
    text: token.text,
    line: token.startLine,
    column: token.startColumn,
  }));
}

/**
 * The fenced code blocks of a page: info string, content and the line of the opening fence.
 * @param {{parsers: {micromark: {tokens: Token[]}}}} params
 * @returns {Array<{info: string, content: string, line: number}>}
 */
export function fencedBlocks(params) {
  return tokensOfType(params.parsers.micromark.tokens, ['codeFenced']).map((token) => {
    const fence = token.children.find((child) => child.type === 'codeFencedFence');
    const info = fence?.children.find((child) => child.type === 'codeFencedFenceInfo')?.text ?? '';
    const meta = fence?.children.find((child) => child.type === 'codeFencedFenceMeta')?.text ?? '';
    // the content as markdown-it gives it: each line without the indentation of the list or quote
    // the block stands in (micromark's codeFlowValue tokens), blank lines kept
    const values = new Map(
      token.children.filter((child) => child.type === 'codeFlowValue').map((child) => [child.startLine, child.text]),
    );
    const closing = token.children.filter((child) => child.type === 'codeFencedFence').length > 1 ? 1 : 0;
    const lines = [];
    for (let line = token.startLine + 1; line <= token.endLine - closing; line += 1) lines.push(values.get(line) ?? '');
    return {info: meta ? `${info} ${meta}` : info, content: lines.join('\n'), line: token.startLine};
  });
}
