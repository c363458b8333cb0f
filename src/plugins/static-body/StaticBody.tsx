/**
 * A page's body as static HTML (see README.md). The server renders the page's MDX inside this
 * element; the browser takes the HTML as it is (the server's own DOM on a first visit, the page's
 * built HTML after client-side navigation, ./client.ts), so hydration does not walk it and no
 * page's content is downloaded again as JavaScript. What the theme's components would do inside
 * it is done here:
 * - internal links navigate in the app, preload the page on hover, touch or focus and prefetch it
 *   when seen, as `@docusaurus/Link` does (one delegated listener each);
 * - code blocks get the theme's buttons (copy, word wrap) as small React islands, in portals,
 *   when they come near the screen or the reader reaches them (`useCodeBlocks`).
 */
import React, {
  isValidElement,
  memo,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import {createPortal} from 'react-dom';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useHistory} from '@docusaurus/router';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {CodeBlockContextProvider} from '@docusaurus/theme-common/internal';
import Buttons from '@theme/CodeBlock/Buttons';
import {CODE_BUTTONS_CLASS, STATIC_BODY_ATTRIBUTE, staticBodyHtml} from './client';
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

/** Runs `task` when the browser is idle (or soon, where it has no idle callbacks); returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, {timeout: 1000});
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 50);
  return () => clearTimeout(handle);
}

/**
 * Work done a few items per idle task, in the order the items came: `push` adds items, `cancel`
 * drops what is left.
 */
function idleQueue<T>(handle: (batch: T[]) => void, perTask: number): {push(...items: T[]): void; cancel(): void} {
  const queue: T[] = [];
  let cancelIdle: (() => void) | null = null;
  const drain = () => {
    cancelIdle = null;
    handle(queue.splice(0, perTask));
    if (queue.length > 0) cancelIdle = whenIdle(drain);
  };
  return {
    push(...items) {
      queue.push(...items);
      if (queue.length > 0 && !cancelIdle) cancelIdle = whenIdle(drain);
    },
    cancel() {
      cancelIdle?.();
      cancelIdle = null;
      queue.length = 0;
    },
  };
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
            // Docusaurus does the prefetch's work when the browser is idle (patches/README.md).
            if (path !== null) void window.docusaurus.prefetch(pathOnly(path));
          }
        })
      : null;
    // A link to an anchor of this page (most of a long page's links) has nothing to prefetch.
    body.querySelectorAll('a[href]:not([href^="#"])').forEach((link) => observer?.observe(link));
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
      <Buttons className={CODE_BUTTONS_CLASS} />
    </CodeBlockContextProvider>
  );
});

interface Block {
  pre: HTMLPreElement;
  scrollable: boolean;
}

/** How many blocks get their buttons in one idle task: a few, to keep each task short. */
const BLOCKS_PER_TASK = 8;

/**
 * The code blocks of the body that have their buttons, and whether each scrolls sideways. A block
 * gets them when it comes near the screen (one IntersectionObserver), a few blocks per idle task,
 * or at once when the reader points at it, touches it or moves the focus into it; so the cost of
 * a page's buttons is paid for the blocks a reader reaches, not for all 237 of the SQL reference
 * at load. Whether a block scrolls is read when it gets its buttons, and again for every such
 * block after a resize (one layout).
 */
function useCodeBlocks(ref: RefObject<HTMLDivElement | null>, permalink: string): Block[] {
  const [blocks, setBlocks] = useState<Block[]>([]);
  useEffect(() => {
    const body = ref.current;
    if (!body) return undefined;
    const pres = Array.from(body.querySelectorAll<HTMLPreElement>('.theme-code-block pre'));
    const done = new Set<HTMLPreElement>();
    const measure = (pre: HTMLPreElement): Block => ({pre, scrollable: pre.scrollWidth > pre.clientWidth});
    const add = (batch: HTMLPreElement[]) => {
      const fresh = batch.filter((pre) => !done.has(pre));
      if (fresh.length === 0) return;
      fresh.forEach((pre) => done.add(pre));
      const measured = fresh.map(measure);
      setBlocks((previous) => [...previous, ...measured]);
    };
    const queue = idleQueue(add, BLOCKS_PER_TASK);
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          const pre = entry.target.querySelector<HTMLPreElement>('pre');
          if (pre && !done.has(pre)) queue.push(pre);
        }
      },
      {rootMargin: '400px 0px'},
    );
    pres.forEach((pre) => observer.observe(pre.closest('.theme-code-block') ?? pre));
    const onInteraction = (event: Event) => {
      const pre =
        event.target instanceof Element
          ? event.target.closest('.theme-code-block')?.querySelector<HTMLPreElement>('pre')
          : null;
      if (pre && body.contains(pre) && !done.has(pre)) add([pre]);
    };
    let frame = 0;
    const onResize = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setBlocks((previous) => previous.map(({pre}) => measure(pre))));
    };
    body.addEventListener('pointerover', onInteraction, {passive: true});
    body.addEventListener('focusin', onInteraction);
    body.addEventListener('touchstart', onInteraction, {passive: true});
    window.addEventListener('resize', onResize, {passive: true});
    return () => {
      observer.disconnect();
      queue.cancel();
      cancelAnimationFrame(frame);
      body.removeEventListener('pointerover', onInteraction);
      body.removeEventListener('focusin', onInteraction);
      body.removeEventListener('touchstart', onInteraction);
      window.removeEventListener('resize', onResize);
      setBlocks([]);
    };
  }, [ref, permalink]);
  return blocks;
}

/** A stable key for a block's portal: its code element's id (React's `useId` on the server). */
function codeKey(pre: HTMLPreElement): string {
  return pre.querySelector('code')?.id ?? pre.textContent?.slice(0, 40) ?? '';
}

/**
 * Whether a page's content element is a static page's (marked by `remark.ts`; Docusaurus copies
 * the module's `staticBody` export onto its component), to be rendered by {@link StaticBody}.
 */
export function isStaticContent(content: ReactNode): boolean {
  if (!isValidElement(content) || typeof content.type !== 'function') return false;
  return (content.type as {staticBody?: unknown}).staticBody === true;
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
        ({pre, scrollable}) =>
          pre.parentElement &&
          createPortal(<CodeButtons pre={pre} scrollable={scrollable} />, pre.parentElement, codeKey(pre)),
      )}
    </>
  );
}
