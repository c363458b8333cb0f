import type {ReactNode} from 'react';
import Logo from '@theme-original/Logo';
import type LogoType from '@theme/Logo';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useNavbarModel} from '@site/src/navigation/useNavbarModel';

type Props = WrapperProps<typeof LogoType>;

/**
 * The logo and site title lead to the current section's home (`homePageByPath`: the finance pages
 * lead to /finance/, the Russian ones to /finance/ru/) instead of the fixed `navbar.logo.href`.
 * The theme's Logo spreads its props over its link after `to`, so a `to` prop is enough. The site
 * title names the link, as the image is decorative and narrow screens hide the visible title.
 */
export default function LogoWrapper(props: Props): ReactNode {
  const {home} = useNavbarModel();
  const {siteConfig} = useDocusaurusContext();
  return <Logo {...props} to={home} aria-label={siteConfig.title} />;
}
