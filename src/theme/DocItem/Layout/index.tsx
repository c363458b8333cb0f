/**
 * Wraps the doc page layout:
 * - a page whose front matter asks for a layout (`home`, `landing` or
 *   `layout: Name`, see src/layouts/registry.ts) renders that layout instead;
 * - front matter `pageClass` lands on the page's root element (`<html>`), and
 *   `navbar: false` hides the top bar;
 * - `sidebar: auto` shows a sidebar built from the page's own headers (read from its Markdown at
 *   build time: src/frontMatter/derive.ts).
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme-original/DocItem/Layout';
import type LayoutType from '@theme/DocItem/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {layoutFor} from '@site/src/layouts/registry';
import type {DerivedFrontMatter, PageFrontMatter} from '@site/src/lib/frontMatter';
import AutoSidebar from './AutoSidebar';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper(props: Props): ReactNode {
  const frontMatter = useDoc().frontMatter as PageFrontMatter & DerivedFrontMatter;

  const Custom = layoutFor(frontMatter);
  return (
    <HtmlClassNameProvider className={clsx(frontMatter.pageClass, frontMatter.navbar === false && 'navbar-hidden')}>
      {Custom ? (
        <Custom frontMatter={frontMatter}>{props.children}</Custom>
      ) : frontMatter.sidebar === 'auto' ? (
        <div className="row">
          <AutoSidebar headers={frontMatter.autoSidebarHeaders ?? []} />
          <div className="col">
            <Layout {...props} />
          </div>
        </div>
      ) : (
        <Layout {...props} />
      )}
    </HtmlClassNameProvider>
  );
}
