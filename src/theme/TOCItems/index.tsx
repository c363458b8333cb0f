/**
 * Eject of theme-classic's TOCItems (3.10), used by the desktop table of contents, the mobile
 * "On this page" menu and inline tables of contents. CUSTOM: the list is one HTML string
 * (`tocHtml.ts`), not a React element per heading, so its cost on the server, in hydration and
 * when the desktop list is removed on a phone does not grow with the page; the current heading is
 * marked by `activeHeading.ts` (one IntersectionObserver) instead of `useTOCHighlight` (every
 * heading's position on every scroll event). The links are the theme's: plain `#id` anchors.
 */
import React, {useEffect, useMemo, useRef, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import type {Props} from '@theme/TOCItems';
import {tocHtml} from './tocHtml';
import {trackActiveHeading} from './activeHeading';

export default function TOCItems({
  toc,
  className = 'table-of-contents table-of-contents__left-border',
  linkClassName = 'table-of-contents__link',
  linkActiveClassName = undefined,
  minHeadingLevel,
  maxHeadingLevel,
}: Props): ReactNode {
  const themeConfig = useThemeConfig();
  const minLevel = minHeadingLevel ?? themeConfig.tableOfContents.minHeadingLevel;
  const maxLevel = maxHeadingLevel ?? themeConfig.tableOfContents.maxHeadingLevel;
  const html = useMemo(
    () => tocHtml(toc, {minLevel, maxLevel, linkClassName}),
    [toc, minLevel, maxLevel, linkClassName],
  );
  const ref = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = ref.current;
    if (!list || !linkActiveClassName) return undefined;
    return trackActiveHeading(
      Array.from(list.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')),
      linkActiveClassName,
    );
  }, [html, linkActiveClassName]);
  if (!html) return null;
  // The string is made here from the page's own headings, as the theme sets each heading's HTML.
  return <ul ref={ref} className={className} dangerouslySetInnerHTML={{__html: html}} />;
}
