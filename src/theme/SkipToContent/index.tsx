/**
 * CUSTOM (replaces theme-classic SkipToContent): the same link and behavior as theme-common's
 * SkipToContentLink, whose label is translated once, when its module loads, so it would stay in
 * the language of the first page rendered. Here it is translated on every render, in the page's
 * language (src/i18n/).
 */
import {useCallback, useRef, type MouseEvent, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {SkipToContentFallbackId} from '@docusaurus/theme-common';
import {useLocationChange} from '@docusaurus/theme-common/internal';
import styles from './styles.module.css';

/** Focuses an element that is not focusable by itself, as the theme does. */
function programmaticFocus(element: HTMLElement): void {
  element.setAttribute('tabindex', '-1');
  element.focus();
  element.removeAttribute('tabindex');
}

export default function SkipToContent(): ReactNode {
  const label = translate({
    id: 'theme.common.skipToMainContent',
    description: 'The skip to content label used for accessibility',
    message: 'Skip to main content',
  });
  const containerRef = useRef<HTMLDivElement>(null);
  const {action} = useHistory();
  const onClick = useCallback((event: MouseEvent) => {
    event.preventDefault();
    const target =
      document.querySelector<HTMLElement>('main:first-of-type') ?? document.getElementById(SkipToContentFallbackId);
    if (target) {
      programmaticFocus(target);
    }
  }, []);
  // After a client-side navigation, the next Tab starts from the top again.
  useLocationChange(({location}) => {
    if (containerRef.current && !location.hash && action === 'PUSH') {
      programmaticFocus(containerRef.current);
    }
  });
  return (
    <div ref={containerRef} role="region" aria-label={label}>
      <a className={styles.skipToContent} href={`#${SkipToContentFallbackId}`} onClick={onClick}>
        {label}
      </a>
    </div>
  );
}
