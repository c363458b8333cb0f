import type {ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import ContactForm, {type ContactConfig} from '@site/src/components/ContactForm';
import Stripe from '../Stripe';
import styles from './styles.module.css';

/** The anchor the "contact us" link scrolls to; old links point at it too. */
export const CONTACT_ANCHOR = 'contact-us';

export default function ContactSection({
  config,
  highlighted,
}: {
  config: ContactConfig;
  highlighted: boolean;
}): ReactNode {
  useBrokenLinks().collectAnchor(CONTACT_ANCHOR);
  return (
    <Stripe id={CONTACT_ANCHOR} highlighted={highlighted} className={styles.section}>
      <ContactForm config={config} />
    </Stripe>
  );
}
