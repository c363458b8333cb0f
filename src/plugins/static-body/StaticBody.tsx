/**
 * A page's body as static HTML (see README.md). The server renders the page's MDX inside this
 * element; the browser takes the HTML as it is (the server's own DOM on a first visit, the page's
 * built HTML after client-side navigation, ./client.ts), so hydration does not walk it and no
 * page's content is downloaded again as JavaScript. What the theme's components would do inside
 * it is done here:
 * - internal links navigate in the app, preload the page on hover, touch or focus and prefetch it
 *   when seen, as `@docusaurus/Link` does (one delegated listener each);
 * - code blocks get the theme's buttons (copy, word wrap) as small React islands, in portals.
 */
import React, {memo, useCallback, useEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import {createPortal} from 'react-dom';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useHistory} from '@docusaurus/router';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {CodeBlockContextProvider} from '@docusaurus/theme-common/internal';
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

/**
 * The theme's word wrap state for a server-rendered block (what `useCodeWordWrap` gives, with the
 * block's sideways scrolling measured by the caller for all blocks at once: one layout, not one per
 * block). The toggle is the theme's.
 */
function useWordWrap(pre: HTMLPreElement, scrollable: boolean) {
  const [isEnabled, setIsEnabled] = useState(false);
  const toggle = useCallback(() => {
    const code = pre.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled(!isEnabled);
  }, [pre, isEnabled]);
  return {codeBlockRef: {current: pre}, isEnabled, isCodeScrollable: scrollable || isEnabled, toggle};
}

/** The theme's code block buttons (copy, word wrap) for one server-rendered block. */
const CodeButtons = memo(function CodeButtons({
  pre,
  scrollable,
}: {
  pre: HTMLPreElement;
  scrollable: boolean;
}): ReactNode {
  const wordWrap = useWordWrap(pre, scrollable);
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

interface Block {
  pre: HTMLPreElement;
  scrollable: boolean;
}

/**
 * The code blocks of the body and whether each scrolls sideways, measured in one pass after the
 * page is interactive and again after a resize; their buttons render in one commit, as the
 * theme's did after hydration.
 */
function useCodeBlocks(ref: RefObject<HTMLDivElement | null>, permalink: string): Block[] {
  const [blocks, setBlocks] = useState<Block[]>([]);
  useEffect(() => {
    const pres = Array.from(ref.current?.querySelectorAll<HTMLPreElement>('.theme-code-block pre') ?? []);
    const measure = () => setBlocks(pres.map((pre) => ({pre, scrollable: pre.scrollWidth > pre.clientWidth})));
    const timer = window.setTimeout(measure);
    let frame = 0;
    const onResize = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    window.addEventListener('resize', onResize, {passive: true});
    return () => {
      window.clearTimeout(timer);
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', onResize);
    };
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
        ({pre, scrollable}, i) =>
          pre.parentElement &&
          createPortal(<CodeButtons pre={pre} scrollable={scrollable} />, pre.parentElement, String(i)),
      )}
    </>
  );
}
