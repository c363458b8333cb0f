import type {ReactNode} from 'react';
import styles from './styles.module.css';

export default function Footer({text}: {text: string}): ReactNode {
  return <footer className={styles.footer}>{text}</footer>;
}
