/**
 * A page's body as static HTML (see README.md). The server renders the page's MDX inside this
 * element; the browser takes the HTML as it is (the server's own DOM on a first visit, the page's
 * built HTML after client-side navigation, ./client.ts), so hydration does not walk it and no
 * page's content is downloaded again as JavaScript. What the theme's components would do inside
 * it is done here:
 * - internal links navigate in the app, preload the page on hover, touch or focus and prefetch it
 *   when seen, as `@docusaurus/Link` does (one delegated listener each);
 * - code blocks get the theme's buttons (copy, word wrap) as small React islands, in portals,
 *   a few blocks per task.
 */
import React, {memo, useEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import {createPortal} from 'react-dom';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useHistory} from '@docusaurus/router';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {CodeBlockContextProvider, useCodeWordWrap} from '@docusaurus/theme-common/internal';
import Buttons from '@theme/CodeBlock/Buttons';
import {STATIC_BODY_ATTRIBUTE, staticBodyHtml} from './client';
import {appPath, codeText, isPlainClick} from './links';

function linkPath(target: EventTarget | null, body: HTMLElement, baseUrl: string): string | null {
  const link = target instanceof Element ? target.closest('a') : null;
  if (!link || !body.contains(link)) return null;
  return appPath(
    {rawHref: link.getAttribute('href'), href: link.href, target: link.target, download: link.hasAttribute('download')},
    window.location.origin,
    baseUrl,
  );
}

/** Links: navigation in the app, preload on interaction, prefetch when seen. */
function useLinks(ref: RefObject<HTMLDivElement | null>, permalink: string): void {
  const history = useHistory();
  const baseUrl = useBaseUrl('/');
  useEffect(() => {
    const body = ref.current;
    if (!body) return undefined;
    const preloaded = new Set<string>();
    const pathOnly = (path: string) => path.replace(/[?#].*$/, '');
    const onClick = (event: MouseEvent) => {
      const path = isPlainClick(event) ? linkPath(event.target, body, baseUrl) : null;
      if (path !== null) {
        event.preventDefault();
        history.push(path);
      }
    };
    const onInteraction = (event: Event) => {
      const path = linkPath(event.target, body, baseUrl);
      if (path !== null && !preloaded.has(pathOnly(path))) {
        preloaded.add(pathOnly(path));
        void window.docusaurus.preload(pathOnly(path));
      }
    };
    const observer = ExecutionEnvironment.canUseIntersectionObserver
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer?.unobserve(entry.target);
            const path = linkPath(entry.target, body, baseUrl);
            if (path !== null) void window.docusaurus.prefetch(pathOnly(path));
          }
        })
      : null;
    body.querySelectorAll('a[href]').forEach((link) => observer?.observe(link));
    body.addEventListener('click', onClick);
    body.addEventListener('mouseover', onInteraction);
    body.addEventListener('focusin', onInteraction);
    body.addEventListener('touchstart', onInteraction, {passive: true});
    return () => {
      observer?.disconnect();
      body.removeEventListener('click', onClick);
      body.removeEventListener('mouseover', onInteraction);
      body.removeEventListener('focusin', onInteraction);
      body.removeEventListener('touchstart', onInteraction);
    };
  }, [ref, history, baseUrl, permalink]);
}

/** The theme's code block buttons for one server-rendered block, given what they read. */
const CodeButtons = memo(function CodeButtons({pre}: {pre: HTMLPreElement}): ReactNode {
  const wordWrap = useCodeWordWrap();
  // The hook measures the block through this ref in its effects, which run after this render.
  wordWrap.codeBlockRef.current = pre;
  const code = codeText(Array.from(pre.querySelectorAll('.token-line'), (line) => line.textContent ?? ''));
  const language = /\blanguage-(\S+)/.exec(pre.className)?.[1] ?? 'text';
  return (
    <CodeBlockContextProvider
      metadata={{
        codeInput: code,
        code,
        className: '',
        language,
        title: undefined,
        lineNumbersStart: undefined,
        lineClassNames: {},
      }}
      wordWrap={wordWrap}>
      <Buttons />
    </CodeBlockContextProvider>
  );
});

/** How many code blocks get their buttons per task: a long page has hundreds (237 on /sql/). */
const BLOCKS_PER_TASK = 25;

/**
 * The code blocks of the body, given their buttons a few at a time after the page is interactive
 * (the theme gives every block its buttons in one render after hydration).
 */
function useCodeBlocks(ref: RefObject<HTMLDivElement | null>, permalink: string): HTMLPreElement[] {
  const [blocks, setBlocks] = useState<HTMLPreElement[]>([]);
  useEffect(() => {
    const pres = Array.from(ref.current?.querySelectorAll<HTMLPreElement>('.theme-code-block pre') ?? []);
    let shown = 0;
    let timer = 0;
    const next = () => {
      shown += BLOCKS_PER_TASK;
      setBlocks(pres.slice(0, shown));
      if (shown < pres.length) timer = window.setTimeout(next);
    };
    timer = window.setTimeout(next);
    return () => window.clearTimeout(timer);
  }, [ref, permalink]);
  return blocks;
}

export default function StaticBody({className, children}: {className: string; children: ReactNode}): ReactNode {
  const {permalink} = useDoc().metadata;
  const ref = useRef<HTMLDivElement>(null);
  useLinks(ref, permalink);
  const blocks = useCodeBlocks(ref, permalink);
  const attributes = {className, [STATIC_BODY_ATTRIBUTE]: permalink};
  // The server renders the MDX; so does `docusaurus start`, whose pages keep their content.
  const html = ExecutionEnvironment.canUseDOM ? staticBodyHtml(permalink) : undefined;
  if (html === undefined) {
    return <div {...attributes}>{children}</div>;
  }
  return (
    <>
      <div {...attributes} ref={ref} suppressHydrationWarning dangerouslySetInnerHTML={{__html: html}} />
      {blocks.map(
        (pre, i) => pre.parentElement && createPortal(<CodeButtons pre={pre} />, pre.parentElement, String(i)),
      )}
    </>
  );
}
