/** What every custom layout is given (src/layouts/registry.ts lists the layouts). */
import type {ReactNode} from 'react';
import type {DerivedFrontMatter, PageFrontMatter} from '@site/src/lib/frontMatter';

export interface LayoutProps {
  /** The page's front matter, with the fields the build derives from it. */
  frontMatter: PageFrontMatter & DerivedFrontMatter;
  /** The page's own Markdown content, rendered. */
  children: ReactNode;
}
