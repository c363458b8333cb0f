/**
 * Eject of theme-classic's CodeBlock/Line/Token (3.10), a pass-through the theme offers for
 * swizzling: one highlighted token of a code block's line. CUSTOM: a token that Prism found
 * nothing in (`plain`) is its text alone, without an element. Its color is the block's own, so it
 * looks the same; on `/sql/` that leaves out 3,900 of the page's 18,500 elements.
 */
import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Line/Token';

export default function CodeBlockLineToken({line, token, ...props}: Props): ReactNode {
  void line;
  if (token.types.length === 1 && token.types[0] === 'plain' && props.style === undefined) {
    return props.children;
  }
  return <span {...props} />;
}
