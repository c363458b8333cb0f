import type {MouseEventHandler, ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {ResolvedLink} from '../links';
import styles from './styles.module.css';

export interface ActionLinkProps {
  link: ResolvedLink;
  children: ReactNode;
  /** `primary`: filled button; `secondary`: outlined, for use on the dark hero. */
  variant?: 'primary' | 'secondary';
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/** A link styled as a button. External http(s) links open in a new tab. */
export default function ActionLink({link, children, variant = 'primary', onClick}: ActionLinkProps): ReactNode {
  return (
    <Link
      to={link.href}
      className={clsx(styles.action, styles[variant])}
      onClick={onClick}
      {...(link.external ? (link.newTab ? {target: '_blank', rel: 'noopener noreferrer'} : {target: '_self'}) : {})}>
      {children}
    </Link>
  );
}
