// @ts-check
/**
 * The old manual's house style as markdownlint custom rules (`npm run lint`; registered in
 * .markdownlint-cli2.jsonc). Each rule keeps the number and name it had in Axibase's own linter
 * (axibase/docs-util), so that `<!-- markdownlint-disable-next-line MD102 -->` means what it meant
 * there. The word lists are in lists.mjs; what counts as prose is in text.mjs.
 */
import {
  ALLOWED_ADDRESSES,
  BACKTICK_HTTP,
  BACKTICK_KEYWORDS,
  BANNED,
  CASE_SENSITIVE,
  CHARTS_SECTIONS,
} from './lists.mjs';
import {fencedBlocks, inlineCode, proseRuns, tokensOfType} from './text.mjs';

/**
 * @typedef {import('markdownlint').Rule} Rule
 * @typedef {import('markdownlint').RuleOnError} RuleOnError
 */

/** @type {Rule} */
const backtickKeywords = {
  names: ['MD101', 'backtick-keywords'],
  description: 'Commands, values, file names and extensions are written in backticks, in their own case',
  tags: ['house-style', 'backtick'],
  parser: 'micromark',
  function: (params, onError) => {
    for (const run of proseRuns(params)) {
      for (const keyword of BACKTICK_KEYWORDS) {
        for (const match of keyword.matches(run.text)) {
          if ((!run.heading && !run.link) || match[0] !== keyword.suggestion) {
            onError({
              lineNumber: run.line,
              detail: `Expected \`${keyword.suggestion}\`. Actual ${match[0]}.`,
              range: [run.column + (match.index ?? 0), match[0].length],
            });
          }
        }
      }
    }
    for (const span of inlineCode(params)) {
      for (const keyword of BACKTICK_KEYWORDS) {
        for (const match of keyword.matches(span.text)) {
          if (match[0] !== keyword.suggestion) {
            onError({
              lineNumber: span.line,
              detail: `Expected \`${keyword.suggestion}\`. Actual \`${match[0]}\`.`,
              range: [span.column + (match.index ?? 0), match[0].length],
            });
          }
        }
      }
    }
  },
};

/** @type {Rule} */
const banned = {
  names: ['MD102', 'blacklisted'],
  description: 'Words and phrases the house style bans (present tense, formal style, product terms)',
  tags: ['house-style', 'blacklist'],
  parser: 'micromark',
  function: (params, onError) => {
    for (const run of proseRuns(params)) {
      for (const pattern of BANNED) {
        for (const match of pattern.matches(run.text)) {
          onError({
            lineNumber: run.line,
            detail: `The phrase '${match[0]}' is not used. Alternatives: ${pattern.suggestion}`,
            range: [run.column + (match.index ?? 0), match[0].length],
          });
        }
      }
    }
  },
};

/** @type {Rule} */
const backtickHttp = {
  names: ['MD103', 'backtick-http'],
  description: 'HTTP methods, headers, statuses and roles are written in backticks outside headings',
  tags: ['house-style', 'backtick', 'HTTP'],
  parser: 'micromark',
  function: (params, onError) => {
    for (const run of proseRuns(params)) {
      if (run.heading) continue;
      for (const keyword of BACKTICK_HTTP) {
        for (const match of keyword.matches(run.text)) {
          onError({
            lineNumber: run.line,
            detail: `Expected \`${match[0]}\`. Actual ${match[0]}.`,
            range: [run.column + (match.index ?? 0), match[0].length],
          });
        }
      }
    }
  },
};

const ADDRESS = /(?:[\w.-]+:)?[-_\w.]+@[-_\w.]+/g;
const IP_ADDRESS = /\b(?<!(database:|\.))(?:\d{1,3}\.){3}\d{1,3}(\/\d+)?(?!\.)\b/g;
const ALLOWED = new RegExp(ALLOWED_ADDRESSES.map((address) => `^(?:${address})$`).join('|'));

/**
 * The e-mail addresses, credentials and IP addresses in a text that the allowed list lacks.
 * @param {string} text
 */
function disallowedAddresses(text) {
  return [...text.matchAll(ADDRESS), ...text.matchAll(IP_ADDRESS)].filter((match) => !ALLOWED.test(match[0]));
}

/** @type {Rule} */
const allowedAddresses = {
  names: ['MD104', 'whitelist-mail-url-ip'],
  description: 'E-mail addresses, credentials and IP addresses come from the allowed examples',
  tags: ['house-style', 'email', 'url', 'ip'],
  parser: 'micromark',
  function: (params, onError) => {
    /** @param {string} text @param {number} line @param {number} column */
    const check = (text, line, column) => {
      for (const match of disallowedAddresses(text)) {
        const before = text.slice(0, match.index);
        const lineBreaks = before.split('\n').length - 1;
        onError({
          lineNumber: line + lineBreaks,
          detail: `Not an allowed example: '${match[0]}'.`,
          range: lineBreaks
            ? [before.length - before.lastIndexOf('\n'), match[0].length]
            : [column + (match.index ?? 0), match[0].length],
        });
      }
    };
    for (const run of proseRuns(params)) check(run.text, run.line, run.column);
    for (const span of inlineCode(params)) check(span.text, span.line, span.column);
    // GFM's literal autolinks (`user@example.org` in a sentence) are not in markdownlint's token types
    for (const token of tokensOfType(params.parsers.micromark.tokens, ['literalAutolink', 'autolink'])) {
      check(token.text, token.startLine, token.startColumn);
    }
    for (const block of fencedBlocks(params)) check(block.content, block.line + 1, 1);
  },
};

/** @type {Rule} */
const caseSensitive = {
  names: ['MD106', 'case-sensitive'],
  description: 'Product names, protocols and formats keep their one right case',
  tags: ['house-style', 'case sensitive'],
  parser: 'micromark',
  function: (params, onError) => {
    for (const run of proseRuns(params)) {
      if (run.link) continue;
      const cell = run.cell;
      if (cell !== null && CASE_SENSITIVE.some((keyword) => keyword.whole.test(cell))) continue;
      for (const keyword of CASE_SENSITIVE) {
        for (const match of keyword.matches(run.text)) {
          if (match[0] !== keyword.suggestion) {
            onError({
              lineNumber: run.line,
              detail: `Expected ${keyword.suggestion}. Actual ${match[0]}.`,
              range: [run.column + (match.index ?? 0), match[0].length],
            });
          }
        }
      }
    }
  },
};

/** @type {Rule} */
const noSpaceInFencedCode = {
  names: ['MD107', 'no-space-in-fenced-code'],
  description: 'A code block (other than txt) starts at its first column',
  tags: ['house-style', 'fence'],
  parser: 'micromark',
  function: (params, onError) => {
    for (const block of fencedBlocks(params)) {
      const space = /^\s+/.exec(block.content);
      if (space && block.info.split(/\s/)[0] !== 'txt') {
        onError({lineNumber: block.line + 1, detail: 'Remove the white space at the start of the block.'});
      }
    }
  },
};

/** @type {Rule} */
const chartsFence = {
  names: ['MD108', 'ls-info-for-charts-code'],
  description: 'Charts configuration is fenced as ls',
  tags: ['house-style', 'fence', 'charts'],
  parser: 'micromark',
  function: (params, onError) => {
    for (const block of fencedBlocks(params)) {
      const info = block.info.split(/\s/)[0] ?? '';
      if (CHARTS_SECTIONS.test(block.content) && info !== 'ls') {
        onError({lineNumber: block.line, detail: `Expected "ls". Actual "${info}".`});
      }
    }
  },
};

/** @type {Rule[]} */
export default [
  backtickKeywords,
  banned,
  backtickHttp,
  allowedAddresses,
  caseSensitive,
  noSpaceInFencedCode,
  chartsFence,
];
