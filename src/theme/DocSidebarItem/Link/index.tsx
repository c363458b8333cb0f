/**
 * Wraps theme-classic DocSidebarItem/Link: under the current page's link, the
 * page's headers are listed as `#anchor` links, `##` for sidebarDepth 1 (the
 * default), `##` and `###` for 2, none for 0. The build puts them in the item's
 * `customProps` (src/pageData/markdownHeaders.ts), so they are in the
 * server-rendered HTML and hydration keeps them. Sidebar labels lose a leading
 * "Word: " prefix (resolved in src/sidebar/resolve.ts).
 */
import {translate} from '@docusaurus/Translate';
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {isSamePath} from '@docusaurus/theme-common/internal';
import DocSidebarItemLink from '@theme-original/DocSidebarItem/Link';
import type {Props} from '@theme/DocSidebarItem/Link';
import {headersOfSidebarItem} from '@site/src/pageData/pageData';
import styles from './styles.module.css';

export default function DocSidebarItemLinkWrapper(props: Props): ReactNode {
  const headers = isSamePath(props.item.href, props.activePath) ? headersOfSidebarItem(props.item.customProps) : [];
  return (
    <>
      <DocSidebarItemLink {...props} />
      {headers.length > 0 && (
        <li className={styles.headers}>
          <ul
            className="menu__list"
            aria-label={translate({id: 'theme.TOCCollapsible.toggleButtonLabel', message: 'On this page'})}
            data-page-headers>
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
