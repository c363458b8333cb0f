import {translate} from '@docusaurus/Translate';
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {PageHeader} from '@site/src/pageData/pageData';
import styles from './styles.module.css';

/** `sidebar: auto`: a sidebar made of the page's own `##` and `###` headers. */
export default function AutoSidebar({headers}: {headers: PageHeader[]}): ReactNode {
  return (
    <nav
      className={`col col--3 ${styles.autoSidebar}`}
      aria-label={translate({id: 'theme.TOCCollapsible.toggleButtonLabel', message: 'On this page'})}>
      <ul className="menu__list">
        {headers.map((header) => (
          <li key={header.slug} className="menu__list-item">
            <Link
              className="menu__link"
              to={`#${header.slug}`}
              style={{paddingLeft: header.level === 3 ? '1.5rem' : undefined}}>
              {header.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
