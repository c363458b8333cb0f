/**
 * The custom layouts a page can ask for with front matter `layout: Name`,
 * registered in this one place. `home: true` and `landing: true` pages use
 * the `Landing` layout.
 */
import type {ComponentType} from 'react';
import type {PageFrontMatter} from '@site/src/lib/frontMatter';
import Landing from './Landing';
import type {LayoutProps} from './types';

export type {LayoutProps};

export const LAYOUTS: Record<string, ComponentType<LayoutProps>> = {
  Landing,
};

/** The layout a page's front matter asks for, or null for a normal doc page. */
export function layoutFor(frontMatter: PageFrontMatter): ComponentType<LayoutProps> | null {
  if (frontMatter.home || frontMatter.landing) {
    return LAYOUTS.Landing!;
  }
  return frontMatter.layout ? (LAYOUTS[frontMatter.layout] ?? null) : null;
}
