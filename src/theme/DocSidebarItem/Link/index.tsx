/**
 * Wraps theme-classic DocSidebarItem/Link: under the current page's link, the
 * page's headers are listed as `#anchor` links, `##` for sidebarDepth 1 (the
 * default), `##` and `###` for 2, none for 0. Sidebar labels lose a leading
 * "Word: " prefix (resolved in src/sidebar/resolve.ts).
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import DocSidebarItemLink from '@theme-original/DocSidebarItem/Link';
import type {Props} from '@theme/DocSidebarItem/Link';
import {useCurrentPage} from '@site/src/pageData/store';
import {sidebarHeaders} from '@site/src/pageData/pageData';
import styles from './styles.module.css';

export default function DocSidebarItemLinkWrapper(props: Props): ReactNode {
  const page = useCurrentPage();
  const headers = page && props.item.href === page.permalink ? sidebarHeaders(page.headers, page.sidebarDepth) : [];
  return (
    <>
      <DocSidebarItemLink {...props} />
      {headers.length > 0 && (
        <li className={styles.headers}>
          <ul className="menu__list" aria-label="On this page">
            {headers.map((header) => (
              <li key={header.slug} className="menu__list-item">
                <Link
                  className={clsx('menu__link', styles.header, header.level === 3 && styles.level3)}
                  to={`#${header.slug}`}
                  onClick={() => props.onItemClick?.(props.item)}>
                  {header.title}
                </Link>
              </li>
            ))}
          </ul>
        </li>
      )}
    </>
  );
}
