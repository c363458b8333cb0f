/** The check of ```json blocks: the text must be one JSON document. */
import {parse, type ParseError} from 'jsonc-parser';

export interface JsonVerdict {
  ok: boolean;
  /** 0-based line within the block where parsing failed, when known. */
  line?: number;
  message?: string;
}

/** Parses `text` with `JSON.parse`, and locates the error, if any, by line with jsonc-parser. */
export function checkJson(text: string): JsonVerdict {
  if (text.trim() === '') {
    return {ok: false, line: 0, message: 'empty JSON block'};
  }
  try {
    JSON.parse(text);
    return {ok: true};
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {ok: false, line: errorLine(text), message};
  }
}

/** The 0-based line where `text` stops being JSON. */
function errorLine(text: string): number {
  return text.slice(0, Math.min(jsonErrorOffset(text), text.length)).split('\n').length - 1;
}

/**
 * The offset at which `text` stops being JSON: the first error of jsonc-parser in strict JSON mode
 * (no comments, no trailing commas), or `text.length` when it reports none.
 */
export function jsonErrorOffset(text: string): number {
  const errors: ParseError[] = [];
  parse(text, errors, {disallowComments: true, allowTrailingComma: false, allowEmptyContent: false});
  return errors[0]?.offset ?? text.length;
}
