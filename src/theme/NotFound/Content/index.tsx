/**
 * CUSTOM (replaces theme-classic NotFound/Content): the old site's 404 screen,
 * the heading "404" and one quote picked at random, in the page's language,
 * with a link to the home of the section the missing path is in. It sets the
 * page title itself: the docs plugin renders this component alone (DocRoot) for a
 * missing path under the docs, which would otherwise leave the site title.
 */
import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import {NOT_FOUND_QUOTES, pickQuote} from '@site/src/i18n/notFound';
import {useSection} from '@site/src/config/useLocale';

export default function NotFoundContent({className}: {className?: string}): ReactNode {
  // The static HTML carries the first quote; the browser picks one at random.
  const [quote, setQuote] = useState(NOT_FOUND_QUOTES[0]!);
  useEffect(() => setQuote(pickQuote()), []);
  const {home} = useSection();
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            404
          </Heading>
          <blockquote data-testid="not-found-quote">{translate(quote)}</blockquote>
          <p>
            <Link to={home}>{translate({id: 'atsd.notFound.home', message: 'Take me home.'})}</Link>
          </p>
        </div>
      </div>
    </main>
  );
}
