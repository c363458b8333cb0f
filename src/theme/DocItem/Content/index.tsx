/**
 * Eject of theme-classic's DocItem/Content (3.10): the page's body in `div.markdown`, after a
 * synthetic title when the Markdown has no `# title`. CUSTOM: the body of a page of plain
 * Markdown (marked by src/plugins/static-body) is that plugin's `StaticBody`, the same `div`
 * taken as static HTML in the browser; any other page renders as in the theme.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/DocItem/Content';
import StaticBody, {isStaticContent} from '@site/src/plugins/static-body/StaticBody';

/**
 * Title can be declared inside md content or declared through front matter and added manually.
 * To make both cases consistent, the added title is added under the same div.markdown block.
 * We render a "synthetic title" if the front matter does not hide it and the content has no
 * top-level h1 heading.
 */
function useSyntheticTitle(): string | null {
  const {metadata, frontMatter, contentTitle} = useDoc();
  const shouldRender = !frontMatter.hide_title && typeof contentTitle === 'undefined';
  return shouldRender ? metadata.title : null;
}

export default function DocItemContent({children}: Props): ReactNode {
  const syntheticTitle = useSyntheticTitle();
  const className = clsx(ThemeClassNames.docs.docMarkdown, 'markdown');
  const content = (
    <>
      {syntheticTitle && (
        <header>
          <Heading as="h1">{syntheticTitle}</Heading>
        </header>
      )}
      <MDXContent>{children}</MDXContent>
    </>
  );
  // CUSTOM: static body
  return isStaticContent(children) ? (
    <StaticBody className={className}>{content}</StaticBody>
  ) : (
    <div className={className}>{content}</div>
  );
}
