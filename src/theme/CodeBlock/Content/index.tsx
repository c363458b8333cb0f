/**
 * Eject of theme-classic's CodeBlock/Content (3.10), the box that shows a code
 * block's highlighted lines. CUSTOM: Prism runs only where it must.
 *
 * - Server render: the lines are highlighted with Prism (`Lines.tsx`), as before.
 * - Hydration of a server-rendered page: the highlighted lines already in the
 *   HTML are adopted as they are (read from the DOM, given back as inner HTML),
 *   so the browser neither tokenizes the code again nor hydrates a React element
 *   per token. On a long page that was most of the hydration time.
 * - Client-side navigation: `Lines.tsx`, and with it Prism, is loaded on demand;
 *   until it arrives the code shows unhighlighted.
 *
 * Prism is therefore not part of any page's first load: the theme's client
 * module that registers Prism languages is replaced in the client build
 * (docusaurus.config.ts), and `Lines.tsx` registers them itself.
 */
import React, {Suspense, useId, useState, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import Lines from './linesOnDemand';
import styles from './styles.module.css';

/** How this code block gets its lines, decided once when it first renders. */
type Mode = 'server' | 'adopt' | 'client';

function useMode(): Mode {
  const isBrowser = useIsBrowser(); // false on the server and while hydrating
  const [mode] = useState<Mode>(() => (!ExecutionEnvironment.canUseDOM ? 'server' : isBrowser ? 'client' : 'adopt'));
  return mode;
}

/** The plain lines, shown while Prism loads on client-side navigation. */
function PlainLines({code}: {code: string}): ReactNode {
  return code.split('\n').map((line, i) => (
    <div key={i} className="token-line">
      {line}
      <br />
    </div>
  ));
}

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const mode = useMode();
  const id = useId();
  const {code, language, lineNumbersStart} = metadata;

  const codeProps: ComponentProps<'code'> = {
    id,
    className: clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering),
    style: {counterReset: lineNumbersStart === undefined ? undefined : `line-count ${lineNumbersStart - 1}`},
  };
  const adopted = mode === 'adopt' ? (document.getElementById(id)?.innerHTML ?? null) : null;

  return (
    <pre
      ref={wordWrap.codeBlockRef}
      /* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- as the original: scrollable code is focusable */
      tabIndex={0}
      className={clsx(className, `prism-code language-${language}`, styles.codeBlock, 'thin-scrollbar')}
      style={prismTheme.plain}>
      {mode === 'client' ? (
        <Suspense fallback={<code {...codeProps}>{<PlainLines code={code} />}</code>}>
          <code {...codeProps}>
            <Lines />
          </code>
        </Suspense>
      ) : adopted !== null ? (
        <code {...codeProps} dangerouslySetInnerHTML={{__html: adopted}} />
      ) : (
        // No Suspense boundary on the server: React outlines a boundary of a large page behind an
        // inline script, which a strict CSP (and a reader without JavaScript) would never run.
        <code {...codeProps}>
          <Lines />
        </code>
      )}
    </pre>
  );
}
