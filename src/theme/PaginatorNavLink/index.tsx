/**
 * Wraps theme-classic PaginatorNavLink: previous/next titles lose a leading
 * "Word: " prefix, so "Series: insert" reads "insert" (src/lib/title.ts).
 */
import type {ReactNode} from 'react';
import PaginatorNavLink from '@theme-original/PaginatorNavLink';
import type {Props} from '@theme/PaginatorNavLink';
import {stripTitlePrefix} from '@site/src/lib/title';

export default function PaginatorNavLinkWrapper(props: Props): ReactNode {
  const title = typeof props.title === 'string' ? stripTitlePrefix(props.title) || props.title : props.title;
  return <PaginatorNavLink {...props} title={title} />;
}
