import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useThemeOptions} from '@site/src/config/useThemeOptions';
import {useNavbarModel} from '@site/src/navigation/useNavbarModel';

/**
 * CUSTOM (replaces theme-classic Navbar/Logo, which links to a fixed `navbar.logo.href`): the logo
 * and site title lead to the current section's home (`homePageByPath`: the finance pages lead to
 * /finance/, the Russian ones to /finance/ru/).
 */
export default function NavbarLogo(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {logo} = useThemeOptions();
  const {home} = useNavbarModel();
  const logoUrl = useBaseUrl(logo);
  return (
    <Link className="navbar__brand" to={home} aria-label={siteConfig.title}>
      {logo && (
        <div className="navbar__logo">
          <img src={logoUrl} alt="" width={32} height={32} />
        </div>
      )}
      <b className="navbar__title text--truncate">{siteConfig.title}</b>
    </Link>
  );
}
