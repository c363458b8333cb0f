import type {ReactNode} from 'react';
import clsx from 'clsx';
import MDXContent from '@theme/MDXContent';
import styles from './styles.module.css';

/**
 * The page's own Markdown. Each top-level `<section>` in it is a highlighted
 * content section; the stripes alternate, starting highlighted.
 */
export default function Content({children}: {children: ReactNode}): ReactNode {
  return (
    <div className={clsx('markdown', styles.content)}>
      <MDXContent>{children}</MDXContent>
    </div>
  );
}
