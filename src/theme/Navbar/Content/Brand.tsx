import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useThemeOptions} from '@site/src/config/useThemeOptions';

/** The logo and site title, leading to the current section's home. */
export default function Brand({home}: {home: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {logo} = useThemeOptions();
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
