/**
 * Eject of theme-classic's CodeBlock/Line/Token (3.10), a pass-through the theme offers for
 * swizzling: one highlighted token of a code block's line. CUSTOM: a token whose color is the
 * block's own is its text alone, without an element, and looks the same: text Prism found nothing
 * in (`plain`), and punctuation and operators, which src/css/code.css colors with the block's
 * color. On `/sql/` that leaves out 5,700 of the 18,500 elements the page had with a `<span>`
 * for each.
 */
import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Line/Token';

/** Token types drawn in the block's own color (src/css/code.css), when a token has no other type. */
export const BLOCK_COLORED: ReadonlySet<string> = new Set(['plain', 'punctuation', 'operator']);

export default function CodeBlockLineToken({line, token, ...props}: Props): ReactNode {
  void line;
  // Prism gives a type the theme does not style an empty style object, and an empty line's
  // `plain` token a style of its own (`display: inline-block`), which keeps its element.
  const unstyled = props.style === undefined || Object.keys(props.style).length === 0;
  if (token.types.length === 1 && BLOCK_COLORED.has(token.types[0]!) && unstyled) {
    return props.children;
  }
  return <span {...props} />;
}
