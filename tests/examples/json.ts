/** The check of ```json blocks: the text must be one JSON document. */

export interface JsonVerdict {
  ok: boolean;
  /** 0-based line within the block where parsing failed, when known. */
  line?: number;
  message?: string;
}

/** Parses `text` with `JSON.parse` and locates the error, if any, by line. */
export function checkJson(text: string): JsonVerdict {
  if (text.trim() === '') {
    return {ok: false, line: 0, message: 'empty JSON block'};
  }
  try {
    JSON.parse(text);
    return {ok: true};
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {ok: false, line: errorLine(text, message), message};
  }
}

/** The 0-based line of a `JSON.parse` error: from `line N` or `position N` in its message, else located by a scan. */
function errorLine(text: string, message: string): number {
  const lineMatch = /\bline (\d+)/.exec(message);
  if (lineMatch?.[1] !== undefined) {
    return Math.max(0, Number(lineMatch[1]) - 1);
  }
  const positionMatch = /\bposition (\d+)/.exec(message);
  const position = positionMatch?.[1] !== undefined ? Number(positionMatch[1]) : jsonErrorOffset(text);
  return text.slice(0, Math.min(position, text.length)).split('\n').length - 1;
}

/**
 * The offset at which `text` stops being JSON, for error messages that do not give one. A small
 * recursive-descent scan of RFC 8259; returns `text.length` when the text ends too early.
 */
export function jsonErrorOffset(text: string): number {
  let position = 0;
  const fail = (): never => {
    throw new RangeError(String(position));
  };
  const space = (): void => {
    while (position < text.length && ' \t\n\r'.includes(text[position] ?? '')) {
      position += 1;
    }
  };
  const literal = (word: string): void => {
    for (const char of word) {
      if (text[position] !== char) {
        fail();
      }
      position += 1;
    }
  };
  const string = (): void => {
    literal('"');
    for (;;) {
      const char = text[position];
      if (char === undefined || char < ' ') {
        fail();
      }
      position += 1;
      if (char === '"') {
        return;
      }
      if (char === '\\') {
        const escape = text[position] ?? '';
        if (escape === 'u') {
          position += 1;
          for (let digit = 0; digit < 4; digit += 1) {
            if (!/[0-9a-fA-F]/.test(text[position] ?? '')) {
              fail();
            }
            position += 1;
          }
        } else if ('"\\/bfnrt'.includes(escape) && escape !== '') {
          position += 1;
        } else {
          fail();
        }
      }
    }
  };
  const value = (): void => {
    space();
    const char = text[position];
    if (char === '{') {
      position += 1;
      space();
      if (text[position] === '}') {
        position += 1;
        return;
      }
      for (;;) {
        space();
        string();
        space();
        literal(':');
        value();
        space();
        if (text[position] === ',') {
          position += 1;
        } else {
          literal('}');
          return;
        }
      }
    } else if (char === '[') {
      position += 1;
      space();
      if (text[position] === ']') {
        position += 1;
        return;
      }
      for (;;) {
        value();
        space();
        if (text[position] === ',') {
          position += 1;
        } else {
          literal(']');
          return;
        }
      }
    } else if (char === '"') {
      string();
    } else if (char === 't') {
      literal('true');
    } else if (char === 'f') {
      literal('false');
    } else if (char === 'n') {
      literal('null');
    } else {
      const number = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(position));
      if (number === null) {
        fail();
      } else {
        position += number[0].length;
      }
    }
  };
  try {
    value();
    space();
    if (position < text.length) {
      fail();
    }
  } catch (error) {
    if (error instanceof RangeError) {
      return Number(error.message);
    }
    throw error;
  }
  return text.length;
}
