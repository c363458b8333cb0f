/**
 * The local search box: suggestions from titles and headers as the reader
 * types (src/search/suggest.ts), following the ARIA combobox pattern. The
 * suggestion code (with its stemmers) and the titles file are fetched together on the first
 * focus, never with the page. The
 * suggestion index is fetched on the first focus, never with the page.
 * Enter with no suggestion focused, or "See all results", opens the
 * full-text results page.
 *
 * `/` and `Ctrl+K` (`⌘K`) focus the box from anywhere but a text field, and
 * Escape closes the suggestions and gives focus back to where it was. A key
 * hint shows in the box while it is empty and unfocused (CSS only).
 */
import React, {useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {useThemeOptions} from '@site/src/config/useThemeOptions';
import {rootLanguage, sectionAt} from '@site/src/site';
import {withBase} from '@site/src/lib/url';
import {useSection} from '@site/src/config/useLocale';
import {indexUrl, loadIndexFile} from '../client';
import {DEFAULT_MAX_SUGGESTIONS, isSearchShortcut, isTextField, moveFocus, resultsHref} from '../combobox';
import {searchStrings} from '../strings';
import type {SuggestIndex} from '../suggest';
import {TITLES_FILE, type TitlesFile} from '../types';
import {SEARCH_PAGE_FILE} from '../routes';
import styles from './styles.module.css';

/** The suggestion code, loaded on the first focus. */
type Engine = typeof import('../suggest');

type IndexState = {status: 'idle' | 'loading' | 'error'} | {status: 'ready'; index: SuggestIndex; engine: Engine};

export default function SearchBox(): ReactNode {
  const options = useThemeOptions();
  const history = useHistory();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  // The element that had focus before the box: Escape gives focus back to it.
  const returnFocus = useRef<HTMLElement | null>(null);

  const {locale: localeKey, language: locale} = useSection();
  const defaultLang = rootLanguage(options).lang;
  const strings = searchStrings(locale.lang);
  const max = options.searchMaxSuggestions || DEFAULT_MAX_SUGGESTIONS;

  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(-1);
  const [indexState, setIndexState] = useState<IndexState>({status: 'idle'});
  // The list opens toward the side of the page with room for it.
  const [alignLeft, setAlignLeft] = useState(false);

  const load = useCallback(() => {
    if (indexState.status === 'ready' || indexState.status === 'loading') {
      return;
    }
    setIndexState({status: 'loading'});
    Promise.all([loadIndexFile<TitlesFile>(indexUrl(TITLES_FILE)), import('../suggest')]).then(
      ([file, engine]) =>
        setIndexState({
          status: 'ready',
          index: engine.prepareSuggestIndex(file, (r) => sectionAt(options, r).locale),
          engine,
        }),
      () => setIndexState({status: 'error'}),
    );
  }, [indexState.status, options]);

  const suggestions = useMemo(
    () =>
      indexState.status === 'ready' ? indexState.engine.suggest(indexState.index, query, {locale: localeKey, max}) : [],
    [indexState, query, localeKey, max],
  );

  const close = () => {
    setOpen(false);
    setFocusIndex(-1);
  };

  const go = (href: string) => {
    close();
    setQuery('');
    inputRef.current?.blur();
    history.push(withBase(href));
  };

  useEffect(() => {
    const onShortcut = (event: KeyboardEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (event.defaultPrevented || event.isComposing || !isSearchShortcut(event) || isTextField(target)) {
        return;
      }
      event.preventDefault(); // no `/` typed into the box, no browser search for Ctrl+K
      inputRef.current?.focus();
    };
    document.addEventListener('keydown', onShortcut);
    return () => document.removeEventListener('keydown', onShortcut);
  }, []);

  const giveFocusBack = () => {
    const previous = returnFocus.current;
    returnFocus.current = null;
    if (previous?.isConnected) {
      previous.focus();
    } else {
      inputRef.current?.blur();
    }
  };

  const seeAllHref = resultsHref(`/${SEARCH_PAGE_FILE}`, query, locale.lang, defaultLang);

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setFocusIndex((current) => moveFocus(current, suggestions.length, event.key === 'ArrowDown' ? 'down' : 'up'));
        break;
      case 'Enter': {
        if (event.nativeEvent.isComposing) {
          return;
        }
        event.preventDefault();
        const chosen = open ? suggestions[focusIndex] : undefined;
        go(chosen ? chosen.href : seeAllHref);
        break;
      }
      case 'Escape':
        event.preventDefault(); // keeps the query: a search input clears itself on Escape
        close();
        giveFocusBack();
        break;
      default:
        break;
    }
  };

  const listboxId = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const hasQuery = query.trim() !== '';
  const showList = open && hasQuery;
  const expanded = showList && suggestions.length > 0;

  let status: string | null = null;
  if (showList && indexState.status === 'loading') {
    status = strings.loading;
  } else if (showList && indexState.status === 'error') {
    status = strings.unavailable;
  }

  return (
    <div
      ref={containerRef}
      className={styles.searchBox}
      onBlur={(event) => {
        if (!containerRef.current?.contains(event.relatedTarget as Node | null)) {
          close();
        }
      }}>
      <input
        ref={inputRef}
        className={styles.input}
        type="search"
        role="combobox"
        aria-label={strings.label}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && focusIndex >= 0 ? optionId(focusIndex) : undefined}
        aria-keyshortcuts="/ Control+K Meta+K"
        placeholder={strings.placeholder}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setFocusIndex(-1); // a new list starts with nothing focused
        }}
        onFocus={(event) => {
          const from = event.relatedTarget;
          if (!(from instanceof Node && containerRef.current?.contains(from))) {
            returnFocus.current = from instanceof HTMLElement ? from : null;
          }
          load();
          setOpen(true);
          const box = containerRef.current?.getBoundingClientRect();
          setAlignLeft(box !== undefined && box.left + box.width / 2 < window.innerWidth / 2);
        }}
        onKeyDown={onKeyDown}
      />
      <kbd className={styles.hint} aria-hidden="true">
        {translate({
          id: 'atsd.searchBar.shortcutHint',
          message: '/',
          description: 'The key shown in the empty search box: pressing it focuses the box',
        })}
      </kbd>
      <div className={clsx(styles.dropdown, alignLeft && styles.alignLeft, !showList && styles.hidden)}>
        <div id={listboxId} role="listbox" aria-label={strings.suggestions} hidden={!expanded}>
          {suggestions.map((s, i) => (
            // The combobox pattern: focus stays in the input, which moves the active option with
            // aria-activedescendant and handles the keys, so options take no focus or key events.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
            <div
              key={s.href}
              id={optionId(i)}
              role="option"
              aria-selected={i === focusIndex}
              className={clsx(styles.suggestion, i === focusIndex && styles.focused)}
              onMouseEnter={() => setFocusIndex(i)}
              onMouseLeave={() => setFocusIndex(-1)}
              onMouseDown={(event) => {
                if (event.button === 0) {
                  event.preventDefault();
                  go(s.href);
                }
              }}
              onClick={() => go(s.href)}>
              <span className={styles.pageTitle}>{s.title}</span>
              {s.header && (
                <>
                  <span className={styles.separator} aria-hidden="true">
                    {' > '}
                  </span>
                  <span className={styles.header}>{s.header}</span>
                </>
              )}
            </div>
          ))}
        </div>
        {status && (
          <p className={styles.status} role="status">
            {status}
          </p>
        )}
        {showList && (
          <a
            className={styles.seeAll}
            href={withBase(seeAllHref)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={(event) => {
              if (!event.metaKey && !event.ctrlKey && !event.shiftKey && event.button === 0) {
                event.preventDefault();
                go(seeAllHref);
              }
            }}>
            {strings.seeAll}
          </a>
        )}
      </div>
    </div>
  );
}
