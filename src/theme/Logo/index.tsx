import type {ReactNode} from 'react';
import Logo from '@theme-original/Logo';
import type LogoType from '@theme/Logo';
import type {WrapperProps} from '@docusaurus/types';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useNavbarModel} from '@site/src/navigation/useNavbarModel';
import styles from '@site/src/navigation/navbar.module.css';

type Props = WrapperProps<typeof LogoType>;

/**
 * The logo and site title lead to the home of the page's section (`home` in src/site.ts: the finance
 * pages lead to /finance/, the Russian ones to /finance/ru/) instead of the fixed `navbar.logo.href`.
 * The theme's Logo spreads its props over its link after `to`, so a `to` prop is enough. The site
 * title names the link, as the image is decorative and the visible title shows only where there is
 * room for it (src/navigation/navbar.module.css: from 600 px, and on a bar with section links from
 * 1600 px).
 */
export default function LogoWrapper(props: Props): ReactNode {
  const {home, crowded} = useNavbarModel();
  const {siteConfig} = useDocusaurusContext();
  const titleClassName = clsx(props.titleClassName, styles.title, crowded && styles.titleWhenWide);
  return <Logo {...props} to={home} aria-label={siteConfig.title} titleClassName={titleClassName} />;
}
