/**
 * Eject of theme-classic's CodeBlock (3.10). CUSTOM: no remount after
 * hydration. The original keys its content on `useIsBrowser()` so that a
 * reader in dark mode gets the dark Prism theme, which the server cannot know;
 * that re-renders (and re-highlights) every code block of the page right
 * after hydration. Here the Prism theme is the same in both color modes: its
 * colors are CSS variables that the color mode sets (src/css/prismTheme.ts,
 * src/css/code.css), so the server's rendering is right in either mode and is
 * kept (see CodeBlock/Content).
 */
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/**
 * Best attempt to make the children a plain string so it is copyable: the
 * original's helper, unchanged.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
