/**
 * Wraps the doc page layout: a page whose front matter asks for a layout
 * (`home`, `landing` or `layout: Name`, see src/layouts/registry.ts) renders
 * that layout instead of the normal doc page.
 */
import type {ReactNode} from 'react';
import Layout from '@theme-original/DocItem/Layout';
import type LayoutType from '@theme/DocItem/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {layoutFor} from '@site/src/layouts/registry';
import type {PageFrontMatter} from '@site/src/lib/frontMatter';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper(props: Props): ReactNode {
  const frontMatter = useDoc().frontMatter as PageFrontMatter;
  const Custom = layoutFor(frontMatter);
  if (Custom) {
    return <Custom frontMatter={frontMatter}>{props.children}</Custom>;
  }
  return <Layout {...props} />;
}
