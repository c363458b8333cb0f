/**
 * Wraps the content link: `mailto:` links open in the mail client, not in a
 * new tab (theme-classic's Link gives every non-internal link `_blank`).
 */
import type {ComponentProps, ReactNode} from 'react';
import A from '@theme-original/MDXComponents/A';

type Props = ComponentProps<typeof A>;

export default function AWrapper(props: Props): ReactNode {
  if (props.href?.startsWith('mailto:')) {
    // eslint-disable-next-line jsx-a11y/anchor-has-content
    return <a {...props} />;
  }
  return <A {...props} />;
}
