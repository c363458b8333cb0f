/**
 * ```sql blocks: a small tokenizer for ATSD SQL and the checks the SQL pages promise — balanced
 * quotes and brackets, clauses in the order `/sql/` documents, and only documented functions.
 *
 * The clause order is the `SELECT` syntax of `/sql/`:
 *
 *     SELECT … FROM … [JOIN …] [WHERE …] [WITH …] [GROUP BY …] [HAVING …] [WITH …]
 *       [ORDER BY …] [LIMIT … [OFFSET …]] [OPTION(…)]
 *
 * Each `SELECT` (the statement, an inline view, a subquery) is checked on its own bracket level,
 * so `ORDER BY` inside `ROW_NUMBER(entity ORDER BY time)` does not count as a clause.
 */

export type SqlToken =
  | {kind: 'word'; text: string; upper: string; offset: number}
  | {kind: 'quoted'; text: string; offset: number} // "identifier"
  | {kind: 'string'; text: string; offset: number} // 'literal'
  | {kind: 'number'; text: string; offset: number}
  | {kind: 'punct'; text: string; offset: number};

export interface SqlProblem {
  /** 0-based line within the block. */
  line: number;
  message: string;
}

export interface Tokenized {
  tokens: SqlToken[];
  problems: SqlProblem[];
}

const CLOSING: Record<string, string> = {'(': ')', '[': ']', '{': '}'};

/** 0-based line of a character offset. */
function lineOf(text: string, offset: number): number {
  let line = 0;
  for (let index = 0; index < offset && index < text.length; index += 1) {
    if (text[index] === '\n') {
      line += 1;
    }
  }
  return line;
}

/** Splits SQL into tokens; comments are dropped, unclosed quotes and comments are problems. */
export function tokenizeSql(text: string): Tokenized {
  const tokens: SqlToken[] = [];
  const problems: SqlProblem[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    const next = text[index + 1];
    if (/\s/.test(char)) {
      index += 1;
    } else if (char === '-' && next === '-') {
      while (index < text.length && text[index] !== '\n') index += 1;
    } else if (char === '/' && next === '*') {
      const end = text.indexOf('*/', index + 2);
      if (end < 0) {
        problems.push({line: lineOf(text, index), message: 'comment /* is never closed'});
        break;
      }
      index = end + 2;
    } else if (char === "'" || char === '"') {
      // '' inside '…' and "" inside "…" stand for the quote itself
      let end = index + 1;
      for (;;) {
        end = text.indexOf(char, end);
        if (end < 0 || text[end + 1] !== char) break;
        end += 2;
      }
      if (end < 0) {
        problems.push({line: lineOf(text, index), message: `quote ${char} is never closed`});
        break;
      }
      tokens.push({kind: char === "'" ? 'string' : 'quoted', text: text.slice(index + 1, end), offset: index});
      index = end + 1;
    } else if (/[A-Za-z_]/.test(char)) {
      const match = /^[A-Za-z_][A-Za-z0-9_.]*/.exec(text.slice(index))![0];
      // `tags.site` and `entity.tags` are one word; a trailing dot is not part of it
      const word = match.replace(/\.+$/, '');
      tokens.push({kind: 'word', text: word, upper: word.toUpperCase(), offset: index});
      index += word.length;
    } else if (/[0-9]/.test(char) || (char === '.' && next !== undefined && /[0-9]/.test(next))) {
      const word = /^[0-9.]+(?:[eE][-+]?[0-9]+)?/.exec(text.slice(index))![0];
      tokens.push({kind: 'number', text: word, offset: index});
      index += word.length;
    } else {
      const two = text.slice(index, index + 2);
      const text2 = ['<=', '>=', '<>', '!=', '||'].includes(two) ? two : char;
      tokens.push({kind: 'punct', text: text2, offset: index});
      index += text2.length;
    }
  }
  return {tokens, problems};
}

/** Brackets that are not matched, as problems. */
function bracketProblems(text: string, tokens: readonly SqlToken[]): SqlProblem[] {
  const stack: Array<{char: string; offset: number}> = [];
  for (const token of tokens) {
    if (token.kind !== 'punct') continue;
    if (CLOSING[token.text]) {
      stack.push({char: token.text, offset: token.offset});
    } else if ([')', ']', '}'].includes(token.text)) {
      const open = stack.pop();
      if (!open || CLOSING[open.char] !== token.text) {
        return [{line: lineOf(text, token.offset), message: `unmatched ${token.text}`}];
      }
    }
  }
  const open = stack.pop();
  return open ? [{line: lineOf(text, open.offset), message: `${open.char} is never closed`}] : [];
}

/** Clause ranks in the documented order; `WITH` takes 4 after `WHERE` and 7 after `GROUP BY`/`HAVING`. */
const RANK: Record<string, number> = {
  SELECT: 0,
  FROM: 1,
  JOIN: 2,
  WHERE: 3,
  'GROUP BY': 5,
  HAVING: 6,
  'ORDER BY': 8,
  LIMIT: 9,
  OFFSET: 9.5,
  OPTION: 10,
};
const CLAUSE_NAMES = [
  'SELECT',
  'FROM',
  'JOIN',
  'WHERE',
  'WITH',
  'GROUP BY',
  'HAVING',
  'ORDER BY',
  'LIMIT',
  'OFFSET',
  'OPTION',
];

/** The clause keyword that starts at token `index`, if any (`GROUP BY`, `ORDER BY` are two words). */
function clauseAt(tokens: readonly SqlToken[], index: number): string | undefined {
  const token = tokens[index];
  if (token?.kind !== 'word') return undefined;
  const next = tokens[index + 1];
  if ((token.upper === 'GROUP' || token.upper === 'ORDER') && next?.kind === 'word' && next.upper === 'BY') {
    return `${token.upper} BY`;
  }
  return CLAUSE_NAMES.includes(token.upper) ? token.upper : undefined;
}

/** Clause order problems, each `SELECT` on its own bracket level. */
function orderProblems(text: string, tokens: readonly SqlToken[]): SqlProblem[] {
  const problems: SqlProblem[] = [];
  // per bracket level: the rank reached by the SELECT of that level, or undefined when none
  const levels: Array<{rank: number | undefined; last: string}> = [{rank: undefined, last: ''}];
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (token.kind === 'punct') {
      if (token.text === '(') levels.push({rank: undefined, last: ''});
      else if (token.text === ')' && levels.length > 1) levels.pop();
      else if (token.text === ';') levels[levels.length - 1] = {rank: undefined, last: ''};
      continue;
    }
    const clause = clauseAt(tokens, index);
    if (clause === undefined) continue;
    const level = levels[levels.length - 1]!;
    if (clause === 'SELECT') {
      level.rank = 0;
      level.last = 'SELECT';
      continue;
    }
    if (level.rank === undefined) continue; // INSERT … VALUES, DELETE, a function argument
    let rank: number;
    if (clause === 'WITH') {
      rank = level.rank <= 4 ? 4 : 7;
    } else if (clause === 'JOIN') {
      rank = 2;
    } else {
      rank = RANK[clause]!;
    }
    const repeatable = clause === 'JOIN' || clause === 'WITH';
    if (rank < level.rank || (rank === level.rank && !repeatable)) {
      problems.push({
        line: lineOf(text, token.offset),
        message:
          `${clause} after ${level.last}: ` +
          'the clause order is SELECT, FROM, JOIN, WHERE, WITH, GROUP BY, HAVING, WITH, ORDER BY, LIMIT, OPTION',
      });
      return problems;
    }
    level.rank = rank;
    level.last = clause;
  }
  return problems;
}

/**
 * Words followed by `(` that are not function calls: keywords that take a parenthesised list
 * or a subquery.
 */
const NOT_FUNCTIONS = new Set([
  'IN',
  'VALUES',
  'OPTION',
  'AND',
  'OR',
  'NOT',
  'EXISTS',
  'FROM',
  'JOIN',
  'USING',
  'ON',
  'INTO',
  'AS',
  'WHEN',
  'THEN',
  'ELSE',
  'CASE',
  'WHERE',
  'HAVING',
  'BY',
  'SELECT',
  'LIMIT',
  'WITH',
  'OVER',
  'IS',
  'BETWEEN',
  'LIKE',
  'REGEX',
  'OFFSET',
  'ALL',
  'ANY',
  'DISTINCT',
  'ASC',
  'DESC',
]);

/** The functions a statement calls: `NAME(` with NAME not a keyword, upper-cased, with the offset. */
export function calledFunctions(tokens: readonly SqlToken[]): Array<{name: string; offset: number}> {
  const calls: Array<{name: string; offset: number}> = [];
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    const before = tokens[index - 1];
    // `INSERT INTO atsd_series (entity, …)`: a table name and its column list
    const isTable = before?.kind === 'word' && before.upper === 'INTO';
    if (
      !isTable &&
      token.kind === 'word' &&
      next?.kind === 'punct' &&
      next.text === '(' &&
      !NOT_FUNCTIONS.has(token.upper) &&
      !token.text.includes('.')
    ) {
      calls.push({name: token.upper, offset: token.offset});
    }
  });
  return calls;
}

/**
 * Problems of one complete SQL block; `functions` is the documented set (upper-case names), or
 * undefined to leave calls unchecked.
 */
export function checkSql(text: string, functions: ReadonlySet<string> | undefined): SqlProblem[] {
  const {tokens, problems} = tokenizeSql(text);
  if (problems.length > 0) return problems;
  const brackets = bracketProblems(text, tokens);
  if (brackets.length > 0) return brackets;
  if (
    !tokens.some((token) => token.kind === 'word' && ['SELECT', 'INSERT', 'UPDATE', 'DELETE'].includes(token.upper))
  ) {
    return [
      {line: 0, message: 'not a statement: no SELECT, INSERT, UPDATE or DELETE (mark a partial block `sql fragment`)'},
    ];
  }
  const order = orderProblems(text, tokens);
  if (order.length > 0) return order;
  return calledFunctions(tokens)
    .filter((call) => functions !== undefined && !functions.has(call.name))
    .slice(0, 1)
    .map((call) => ({
      line: lineOf(text, call.offset),
      message: `${call.name}() is not a function documented on /sql/`,
    }));
}

/**
 * The number of columns of the statement's outermost select list, or undefined when it selects
 * `*` (or `alias.*`), when the block holds several statements, or when it is not a SELECT.
 */
export function selectListWidth(text: string): number | undefined {
  const {tokens, problems} = tokenizeSql(text);
  if (problems.length > 0) return undefined;
  const statements = tokens.filter((token) => token.kind === 'punct' && token.text === ';');
  const lastIsSemicolon = tokens[tokens.length - 1]?.kind === 'punct' && tokens[tokens.length - 1]!.text === ';';
  if (statements.length > (lastIsSemicolon ? 1 : 0)) return undefined;
  const first = tokens[0];
  if (first?.kind !== 'word' || first.upper !== 'SELECT') return undefined;
  let depth = 0;
  let width = 1;
  for (let index = 1; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (token.kind === 'punct') {
      if (token.text === '(') depth += 1;
      else if (token.text === ')') depth -= 1;
      else if (depth === 0 && token.text === ',') width += 1;
      else if (depth === 0 && token.text === '*') {
        const before = tokens[index - 1];
        const after = tokens[index + 1];
        // `SELECT *`, `, *` and `t1.*` select all columns; `value * 2` is a product
        const startsItem = index === 1 || (before?.kind === 'punct' && before.text === ',');
        const afterDot = before?.kind === 'punct' && before.text === '.';
        const endsItem =
          after === undefined ||
          (after.kind === 'punct' && after.text === ',') ||
          (after.kind === 'word' && after.upper === 'FROM');
        if ((startsItem || afterDot) && endsItem) return undefined;
      }
    } else if (depth === 0 && token.kind === 'word' && token.upper === 'FROM') {
      return width;
    }
  }
  return width;
}
