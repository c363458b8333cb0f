/** What every custom layout is given (src/layouts/registry.ts lists the layouts). */
import type {ReactNode} from 'react';
import type {PageFrontMatter} from '@site/src/lib/frontMatter';

export interface LayoutProps {
  frontMatter: PageFrontMatter;
  /** The page's own Markdown content, rendered. */
  children: ReactNode;
}
