import type {ReactNode} from 'react';
import ActionLink from '../ActionLink';
import Stripe from '../Stripe';
import type {ResolvedLink} from '../links';
import styles from './styles.module.css';

export default function FooterAction({
  link,
  text,
  highlighted,
}: {
  link: ResolvedLink;
  text: string;
  highlighted: boolean;
}): ReactNode {
  return (
    <Stripe highlighted={highlighted} className={styles.footerAction}>
      <ActionLink link={link}>{text}</ActionLink>
    </Stripe>
  );
}
