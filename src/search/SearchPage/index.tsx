/**
 * The full-text results page, `/search.html?q=…[&lang=ru]`: every page of the
 * locale whose text matches, ranked (title, then header, then body), each with
 * a highlighted snippet. The query lives in the URL, so a results page can be
 * shared and reloaded. The index file is fetched when the page opens.
 */
import React, {useEffect, useMemo, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useThemeOptions} from '@site/src/config/useThemeOptions';
import type {AtsdThemeOptions, LocaleOptions} from '@site/src/config/themeOptions';
import {indexUrl, loadIndexFile} from '../client';
import {resultsHref} from '../combobox';
import {loadFullText, searchFullText, viewResult, type FullTextIndex, type FullTextResult} from '../fulltext';
import {SEARCH_PAGE_FILE} from '../routes';
import {searchStrings} from '../strings';
import {fullTextFile, type FullTextFile} from '../types';
import styles from './styles.module.css';

type IndexState =
  | {status: 'loading'; lang: string}
  | {status: 'error'; lang: string}
  | {status: 'ready'; lang: string; index: FullTextIndex};

/** The locale named by the `lang` parameter; the root locale when absent or unknown. */
function localeOfParam(options: AtsdThemeOptions, lang: string | null): LocaleOptions {
  const root = options.locales['/']!;
  return Object.values(options.locales).find((l) => l.lang === lang) ?? root;
}

function Result({result, query}: {result: FullTextResult; query: string}): ReactNode {
  const view = useMemo(() => viewResult(result, query), [result, query]);
  return (
    <li className={styles.result}>
      <Link className={styles.resultLink} to={`/${view.href.replace(/^\//, '')}`}>
        {view.title}
        {view.header && (
          <>
            <span className={styles.separator}>{' > '}</span>
            {view.header}
          </>
        )}
      </Link>
      <div className={styles.route}>{view.href.split('#')[0]}</div>
      {view.snippet.length > 0 && (
        <p className={styles.snippet}>
          {view.snippet.map((segment, i) =>
            segment.hit ? <mark key={i}>{segment.text}</mark> : <React.Fragment key={i}>{segment.text}</React.Fragment>,
          )}
        </p>
      )}
    </li>
  );
}

export default function SearchPage(): ReactNode {
  const options = useThemeOptions();
  const {siteConfig} = useDocusaurusContext();
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  // The server renders no query; the browser reads it after hydration.
  const params = new URLSearchParams(isBrowser ? location.search : '');
  const query = (params.get('q') ?? '').trim();
  const locale = localeOfParam(options, params.get('lang'));
  const defaultLang = options.locales['/']?.lang ?? 'en-US';
  const strings = searchStrings(locale.lang);
  const [draft, setDraft] = useState(query);
  const [state, setState] = useState<IndexState>({status: 'loading', lang: locale.lang});

  useEffect(() => setDraft(query), [query]);

  useEffect(() => {
    if (!isBrowser) {
      return undefined;
    }
    let live = true;
    setState({status: 'loading', lang: locale.lang});
    loadIndexFile<FullTextFile>(indexUrl(siteConfig.baseUrl, fullTextFile(locale.lang))).then(
      (file) => live && setState({status: 'ready', lang: locale.lang, index: loadFullText(file)}),
      () => live && setState({status: 'error', lang: locale.lang}),
    );
    return () => {
      live = false;
    };
  }, [isBrowser, locale.lang, siteConfig.baseUrl]);

  const results = useMemo(
    () => (state.status === 'ready' && state.lang === locale.lang ? searchFullText(state.index, query) : null),
    [state, query, locale.lang],
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    history.push(`${siteConfig.baseUrl}${resultsHref(SEARCH_PAGE_FILE, draft, locale.lang, defaultLang)}`);
  };

  let message: string | null = null;
  if (!isBrowser) {
    message = null;
  } else if (!query) {
    message = strings.emptyQuery;
  } else if (state.status === 'error') {
    message = strings.unavailable;
  } else if (results === null) {
    message = strings.loading;
  } else if (results.length === 0) {
    message = strings.noResults(query);
  } else {
    message = strings.resultCount(results.length, query);
  }

  return (
    <Layout title={query ? `${strings.pageTitle}: ${query}` : strings.pageTitle}>
      <Head>
        {/* Results depend on the query; the page itself is not for search engines (nor the sitemap). */}
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className={styles.page} lang={locale.lang}>
        <h1>{strings.pageTitle}</h1>
        <form role="search" className={styles.form} onSubmit={onSubmit} action={`${siteConfig.baseUrl}${SEARCH_PAGE_FILE}`}>
          <input
            className={styles.input}
            type="search"
            name="q"
            aria-label={strings.label}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          {locale.lang !== defaultLang && <input type="hidden" name="lang" value={locale.lang} />}
          <button type="submit" className="button button--primary">
            {strings.submit}
          </button>
        </form>
        <p className={styles.message} role="status">
          {message}
        </p>
        {results && results.length > 0 && (
          <ol className={clsx('clean-list', styles.results)}>
            {results.map((result) => (
              <Result key={result.page.r} result={result} query={query} />
            ))}
          </ol>
        )}
      </main>
    </Layout>
  );
}
