/**
 * Wraps theme-classic SiteMetadata. The theme declares every page English (`hreflang="en-US"`,
 * `og:locale` `en_US`) because the site is one Docusaurus locale; this wrap states the page's own
 * language, by path (`<html lang>` too), and its language versions (src/navigation/navItems.ts `alternatePages`). Its
 * tags come after the theme's, so the head manager keeps them in place of the theme's: `og:locale`
 * by property, the alternate links by their URL (the theme's two both point at the page itself).
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SiteMetadata from '@theme-original/SiteMetadata';
import {pageExists} from '@site/src/config/themeOptions';
import {useThemeOptions} from '@site/src/config/useThemeOptions';
import {withBase} from '@site/src/lib/url';
import {alternatePages} from '@site/src/navigation/navItems';
import {useSection, useSitePath} from '@site/src/config/useLocale';

export default function SiteMetadataWrapper(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const options = useThemeOptions();
  const path = useSitePath();
  const {language: locale} = useSection();
  const alternates = alternatePages(options, path, (page) => pageExists(options, page));
  const otherLocales = options.languages.filter(
    (other) => other.path !== locale.path && alternates.some((page) => page.hrefLang === other.lang),
  );
  return (
    <>
      <SiteMetadata />
      <Head>
        {/* Every page, the 404 screens included; a doc's own `lang` overrides it (DocItem/Metadata). */}
        <html lang={locale.lang} />
        {alternates.map((page) => (
          <link
            key={page.hrefLang}
            rel="alternate"
            href={`${siteConfig.url}${withBase(page.path)}`}
            hrefLang={page.hrefLang}
          />
        ))}
        <meta property="og:locale" content={locale.ogLocale} />
        {otherLocales.map((other) => (
          <meta key={other.path} property="og:locale:alternate" content={other.ogLocale} />
        ))}
      </Head>
    </>
  );
}
