import type {ComponentPropsWithoutRef, ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface StripeProps extends ComponentPropsWithoutRef<'section'> {
  highlighted: boolean;
}

/** A band whose background spans the whole window width, content kept in the column. */
export default function Stripe({highlighted, className, ...props}: StripeProps): ReactNode {
  return (
    <section
      {...props}
      className={clsx(styles.stripe, highlighted ? styles.highlighted : styles.plain, className)}
      data-stripe={highlighted ? 'highlighted' : 'plain'}
    />
  );
}
