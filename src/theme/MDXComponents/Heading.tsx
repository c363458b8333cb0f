/**
 * Wraps the content heading: a page title (`h1`) keeps the id the old site gave it. The theme's
 * Heading drops the id of an `h1`, since no table of contents lists it, but the old site had one on
 * every title and other sites link to it (`mail-client.html#mail-client`). Other levels render as
 * the theme renders them.
 */
import type {ComponentProps, ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Heading from '@theme-original/MDXComponents/Heading';

type Props = ComponentProps<typeof Heading>;

export default function HeadingWrapper(props: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  if (props.as === 'h1' && props.id) {
    brokenLinks.collectAnchor(props.id);
    const {id, children, className} = props;
    return (
      <h1 id={id} className={className}>
        {children}
      </h1>
    );
  }
  return <Heading {...props} />;
}
