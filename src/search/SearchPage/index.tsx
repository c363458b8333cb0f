/**
 * The full-text results page, `/search.html?q=…[&lang=ru]`: every page of the
 * locale whose text matches, ranked (title, then header, then body), each with
 * a highlighted snippet. The query lives in the URL, so a results page can be
 * shared and reloaded. A query fetches only the index fragments it needs, and
 * each result fetches its page's text (for the snippet and the header it
 * links to) when it comes near the screen.
 */
import React, {useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useThemeOptions} from '@site/src/config/useThemeOptions';
import type {AtsdThemeOptions, LocaleOptions} from '@site/src/config/themeOptions';
import {rootLanguage} from '@site/src/site';
import {withBase} from '@site/src/lib/url';
import {resultsHref} from '../combobox';
import {loadPageText, queryFullText} from '../fetchFullText';
import {viewResult, type FullTextResult} from '../fulltext';
import {SEARCH_PAGE_FILE} from '../routes';
import {searchStrings} from '../strings';
import type {PageText} from '../types';
import styles from './styles.module.css';

type QueryState =
  | {status: 'loading'; key: string}
  | {status: 'error'; key: string}
  | {status: 'ready'; key: string; results: FullTextResult[]};

/** The language named by the `lang` parameter; the root language when absent or unknown. */
function localeOfParam(options: AtsdThemeOptions, lang: string | null): LocaleOptions {
  return options.languages.find((l) => l.lang === lang) ?? rootLanguage(options);
}

/** How far below the screen a result starts fetching its page's text. */
const TEXT_MARGIN = '600px';

/** The page's text of a result, fetched when the result comes near the screen. */
function usePageText(lang: string, id: number): [React.RefObject<HTMLLIElement | null>, PageText | null] {
  const ref = useRef<HTMLLIElement>(null);
  const [text, setText] = useState<PageText | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) {
      return undefined;
    }
    let live = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          // A failed fetch leaves the result without a snippet.
          loadPageText(lang, id).then(
            (loaded) => live && setText(loaded),
            () => undefined,
          );
        }
      },
      {rootMargin: TEXT_MARGIN},
    );
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [lang, id]);
  return [ref, text];
}

function Result({result, query, lang}: {result: FullTextResult; query: string; lang: string}): ReactNode {
  const [ref, text] = usePageText(lang, result.id);
  const view = useMemo(() => viewResult(result, text, query), [result, text, query]);
  return (
    <li ref={ref} className={styles.result} aria-busy={text === null}>
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
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  // The server renders no query; the browser reads it after hydration.
  const params = new URLSearchParams(isBrowser ? location.search : '');
  const query = (params.get('q') ?? '').trim();
  const locale = localeOfParam(options, params.get('lang'));
  const defaultLang = rootLanguage(options).lang;
  const strings = searchStrings(locale.lang);
  const [draft, setDraft] = useState(query);
  const key = `${locale.lang}\n${query}`;
  const [state, setState] = useState<QueryState>({status: 'loading', key});

  useEffect(() => setDraft(query), [query]);

  useEffect(() => {
    if (!isBrowser || !query) {
      return undefined;
    }
    let live = true;
    setState({status: 'loading', key});
    queryFullText(locale.lang, query).then(
      (results) => live && setState({status: 'ready', key, results}),
      () => live && setState({status: 'error', key}),
    );
    return () => {
      live = false;
    };
  }, [isBrowser, key, locale.lang, query]);

  const results = state.status === 'ready' && state.key === key ? state.results : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    history.push(withBase(resultsHref(`/${SEARCH_PAGE_FILE}`, draft, locale.lang, defaultLang)));
  };

  let message: string | null = null;
  if (!isBrowser) {
    message = null;
  } else if (!query) {
    message = strings.emptyQuery;
  } else if (state.status === 'error' && state.key === key) {
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
        <form role="search" className={styles.form} onSubmit={onSubmit} action={withBase(`/${SEARCH_PAGE_FILE}`)}>
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
              <Result key={result.page.r} result={result} query={query} lang={locale.lang} />
            ))}
          </ol>
        )}
      </main>
    </Layout>
  );
}
