/**
 * Rule engine examples: ```rule blocks hold expressions (conditions, variables, function calls),
 * ```template blocks hold text with `${…}` and `@{…}` placeholders. Quotes and brackets must
 * balance, and every function called must be documented on a `/rule-engine/functions*` page.
 */

export interface RuleProblem {
  /** 0-based line within the block. */
  line: number;
  message: string;
}

const PAIRS: Record<string, string> = {'(': ')', '[': ']', '{': '}'};

/** Words followed by `(` that are statements or operators, not functions. */
const NOT_FUNCTIONS = new Set([
  'if',
  'else',
  'elseif',
  'for',
  'while',
  'return',
  'in',
  'and',
  'or',
  'not',
  'new',
  'switch',
  'case',
  'foreach',
  'AND',
  'OR',
  'NOT',
  'IN',
  'LIKE',
]);

function lineOf(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length - 1;
}

interface Scan {
  problems: RuleProblem[];
  /** Function calls outside strings: name and offset. */
  calls: Array<{name: string; offset: number}>;
}

/**
 * Reads an expression: strings in '…' or "…" (backslash escapes), brackets, and calls `name(`
 * that are not methods (`.name(`). Text inside strings is not searched for calls.
 */
function scanExpression(text: string): Scan {
  const problems: RuleProblem[] = [];
  const calls: Scan['calls'] = [];
  const stack: Array<{char: string; offset: number}> = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    if (char === "'" || char === '"') {
      let end = index + 1;
      while (end < text.length && text[end] !== char) {
        end += text[end] === '\\' ? 2 : 1;
      }
      if (end >= text.length) {
        problems.push({line: lineOf(text, index), message: `quote ${char} is never closed`});
        return {problems, calls};
      }
      index = end + 1;
    } else if (char === '/' && text[index + 1] === '/') {
      while (index < text.length && text[index] !== '\n') index += 1;
    } else if (PAIRS[char]) {
      stack.push({char, offset: index});
      index += 1;
    } else if (char === ')' || char === ']' || char === '}') {
      const open = stack.pop();
      if (!open || PAIRS[open.char] !== char) {
        problems.push({line: lineOf(text, index), message: `unmatched ${char}`});
        return {problems, calls};
      }
      index += 1;
    } else if (/[A-Za-z_$]/.test(char)) {
      const word = /^[A-Za-z_$][A-Za-z0-9_$]*/.exec(text.slice(index))![0];
      const before = text.slice(0, index).trimEnd();
      const after = text.slice(index + word.length).trimStart();
      if (after.startsWith('(') && !before.endsWith('.') && !NOT_FUNCTIONS.has(word)) {
        calls.push({name: word, offset: index});
      }
      index += word.length;
    } else {
      index += 1;
    }
  }
  const open = stack.pop();
  if (open) {
    problems.push({line: lineOf(text, open.offset), message: `${open.char} is never closed`});
  }
  return {problems, calls};
}

function undocumented(
  text: string,
  calls: Scan['calls'],
  functions: ReadonlySet<string> | undefined,
  shift = 0,
): RuleProblem[] {
  const call = functions && calls.find((candidate) => !functions.has(candidate.name));
  return call
    ? [
        {
          line: lineOf(text, call.offset + shift),
          message: `${call.name}() is not documented on a /rule-engine/functions page`,
        },
      ]
    : [];
}

/** Problems of a ```rule block. */
export function checkRuleExpression(text: string, functions: ReadonlySet<string> | undefined): RuleProblem[] {
  const scan = scanExpression(text);
  return scan.problems.length > 0 ? scan.problems : undocumented(text, scan.calls, functions);
}

/** The placeholders of a template: `${…}` and `@{…}` with their body and offset. */
export function placeholders(text: string): {found: Array<{body: string; offset: number}>; problems: RuleProblem[]} {
  const found: Array<{body: string; offset: number}> = [];
  const problems: RuleProblem[] = [];
  const opening = /[$@]\{/g;
  let match: RegExpExecArray | null;
  while ((match = opening.exec(text)) !== null) {
    const start = match.index + 2;
    let depth = 1;
    let index = start;
    let quote: string | undefined;
    while (index < text.length && depth > 0) {
      const char = text[index]!;
      if (quote) {
        if (char === '\\') index += 1;
        else if (char === quote) quote = undefined;
      } else if (char === "'" || char === '"') {
        quote = char;
      } else if (char === '{') {
        depth += 1;
      } else if (char === '}') {
        depth -= 1;
      }
      index += 1;
    }
    if (depth > 0) {
      problems.push({line: lineOf(text, match.index), message: `placeholder ${match[0]} is never closed`});
      break;
    }
    found.push({body: text.slice(start, index - 1), offset: start});
    opening.lastIndex = index;
  }
  return {found, problems};
}

/** Problems of a ```template block: each placeholder is an expression. */
export function checkTemplate(text: string, functions: ReadonlySet<string> | undefined): RuleProblem[] {
  const {found, problems} = placeholders(text);
  if (problems.length > 0) return problems;
  for (const placeholder of found) {
    const scan = scanExpression(placeholder.body);
    if (scan.problems.length > 0) {
      return scan.problems.map((problem) => ({
        line: lineOf(text, placeholder.offset) + problem.line,
        message: `in placeholder: ${problem.message}`,
      }));
    }
    const missing = undocumented(text, scan.calls, functions, placeholder.offset);
    if (missing.length > 0) return missing;
  }
  return [];
}
