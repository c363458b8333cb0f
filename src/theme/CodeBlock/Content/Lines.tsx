/**
 * A code block's lines highlighted with Prism: theme-classic's rendering,
 * in a module of its own so that the browser loads Prism only when it must
 * highlight on the client (see index.tsx).
 */
import React, {type ReactNode} from 'react';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {Highlight, Prism, type LineOutputProps} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Line from '@theme/CodeBlock/Line';

// The site's additional languages (themeConfig.prism), registered once. The
// theme does this in a client module at startup, which the client build drops.
let registered = false;
function registerLanguages(): void {
  if (!registered) {
    registered = true;
    prismIncludeLanguages(Prism);
  }
}

/**
 * A line's props without the color Prism gives every line: the theme's plain color, which the
 * block's `<pre>` has already (one attribute less on each of `/sql/`'s 825 lines).
 */
function withoutStyle(props: LineOutputProps): LineOutputProps {
  const {style, ...rest} = props;
  void style;
  return rest;
}

export default function Lines(): ReactNode {
  registerLanguages();
  const {metadata} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({tokens, getLineProps, getTokenProps}) =>
        tokens.map((line, i) => (
          <Line
            key={i}
            line={line}
            getLineProps={(input) => withoutStyle(getLineProps(input))}
            getTokenProps={getTokenProps}
            classNames={lineClassNames[i]}
            showLineNumbers={lineNumbersStart !== undefined}
          />
        ))
      }
    </Highlight>
  );
}
