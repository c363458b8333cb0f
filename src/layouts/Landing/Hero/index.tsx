import type {MouseEventHandler, ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import ActionLink from '../ActionLink';
import type {ResolvedLink} from '../links';
import styles from './styles.module.css';

export interface HeroProps {
  title: string;
  tagline?: string;
  /** Path under static/ (or a full URL). */
  image?: string;
  action?: {link: ResolvedLink; text: string} | null;
  /** The "contact us" link that scrolls to the form. */
  contact?: {href: string; text: string; onClick: MouseEventHandler<HTMLAnchorElement>} | null;
}

export default function Hero({title, tagline, image, action, contact}: HeroProps): ReactNode {
  const imageUrl = useBaseUrl(image ?? '');
  return (
    <header className={styles.hero}>
      {image && <img className={styles.image} src={imageUrl} alt="" />}
      <h1 className={styles.title}>{title}</h1>
      {tagline && <p className={styles.tagline}>{tagline}</p>}
      {(action || contact) && (
        <div className={styles.actions}>
          {action && <ActionLink link={action.link}>{action.text}</ActionLink>}
          {contact && (
            <ActionLink
              link={{href: contact.href, external: false, newTab: false}}
              variant="secondary"
              onClick={contact.onClick}>
              {contact.text}
            </ActionLink>
          )}
        </div>
      )}
    </header>
  );
}
