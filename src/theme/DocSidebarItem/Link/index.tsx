/**
 * Wraps theme-classic DocSidebarItem/Link: under the current page's link, the
 * page's headers are listed as `#anchor` links, `##` for sidebarDepth 1 (the
 * default), `##` and `###` for 2, none for 0. The build reads them from the
 * page's Markdown, and the page's module registers them (src/pageData), so
 * they are in the server-rendered HTML. The list is one HTML string (`headersHtml`), so that
 * hydrating it, and removing it when a phone drops the desktop sidebar, costs
 * the same for 5 headers as for 500; a click on one of its links does what a
 * sidebar link's click does (`onItemClick`: the mobile sidebar closes).
 * Sidebar labels lose a leading "Word: " prefix (`sidebar_label`, set in src/frontMatter/derive.ts).
 */
import {translate} from '@docusaurus/Translate';
import type {MouseEvent, ReactNode} from 'react';
import clsx from 'clsx';
import {isSamePath} from '@docusaurus/theme-common/internal';
import DocSidebarItemLink from '@theme-original/DocSidebarItem/Link';
import type {Props} from '@theme/DocSidebarItem/Link';
import {headersHtml, pageHeadersOf} from '@site/src/pageData/pageData';
import {stripBase} from '@site/src/lib/url';
import styles from './styles.module.css';

export default function DocSidebarItemLinkWrapper(props: Props): ReactNode {
  const headers = isSamePath(props.item.href, props.activePath) ? pageHeadersOf(stripBase(props.item.href)) : [];
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) props.onItemClick?.(props.item);
  };
  return (
    <>
      <DocSidebarItemLink {...props} />
      {headers.length > 0 && (
        <li className={styles.headers}>
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the list only hears its links' clicks, which the keyboard also fires */}
          <ul
            className="menu__list"
            aria-label={translate({id: 'theme.TOCCollapsible.toggleButtonLabel', message: 'On this page'})}
            data-page-headers
            onClick={onClick}
            dangerouslySetInnerHTML={{
              __html: headersHtml(headers, {link: clsx('menu__link', styles.header), level3: styles.level3!}),
            }}
          />
        </li>
      )}
    </>
  );
}
