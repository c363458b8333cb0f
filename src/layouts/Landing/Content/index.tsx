import type {ReactNode} from 'react';
import clsx from 'clsx';
import MDXContent from '@theme/MDXContent';
import StaticBody, {isStaticContent} from '@site/src/plugins/static-body/StaticBody';
import styles from './styles.module.css';

/**
 * The page's own Markdown. Each top-level `<section>` in it is a highlighted
 * content section; the stripes alternate, starting highlighted. Plain
 * Markdown and HTML (the landing pages' case) is a static body, as on any doc
 * page (src/plugins/static-body): the browser takes the server's HTML.
 */
export default function Content({children}: {children: ReactNode}): ReactNode {
  const className = clsx('markdown', styles.content);
  const content = <MDXContent>{children}</MDXContent>;
  return isStaticContent(children) ? (
    <StaticBody className={className}>{content}</StaticBody>
  ) : (
    <div className={className}>{content}</div>
  );
}
