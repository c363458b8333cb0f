/**
 * Remark42 comments under a doc page, loaded only in the browser.
 *
 * The scripts load when the reader comes within a screen's height of the comments (on a short page,
 * at once). One script per configured component is loaded from `<host>/web/<name>.js`, once per
 * page load, with at most three tries (src/comments/scripts.ts); once they have all failed, no page
 * requests it again until the next full page load. After the scripts load, `window.REMARK42` is
 * looked for every 1000 ms, at most PRESENCE_CHECKS times. The widget is re-created on every route change
 * and destroyed when the page is left. If the comments host cannot be reached, the page simply has
 * no comments: nothing throws. `data-comments` on the section says where it stands (`pending`,
 * `waiting`, `loading`, `ready`, `failed`: see `Status`), for the page `data-comments-path`.
 *
 * The widget takes the page's color mode (Remark42's `theme`) when it is created, and follows the
 * top bar's switch through `window.REMARK42.changeTheme`; its `locale` is the page's language.
 */
import {useEffect, useRef, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {useColorMode} from '@docusaurus/theme-common';
import type {Remark42Options} from '../config/themeOptions';
import {useLocale} from '../config/useLocale';
import {loadScriptOnce} from './scripts';
import styles from './styles.module.css';

interface Remark42Instance {
  destroy(): void;
}

declare global {
  interface Window {
    REMARK42?: {
      createInstance(config: Record<string, unknown>): Remark42Instance;
      changeTheme?(theme: 'light' | 'dark'): void;
    };
    remark_config?: Record<string, unknown>;
  }
}

export const SCRIPT_CHECK_INTERVAL_MS = 1000;
/** How many times to look for `window.REMARK42` after the scripts have loaded. */
export const PRESENCE_CHECKS = 5;
const SCRIPT_ID_PREFIX = 'remark42-load-script';

/**
 * `pending` until the section's distance from the screen is known, `waiting` while the reader is
 * far from it, then `loading`, and `ready` or `failed`.
 */
type Status = 'pending' | 'waiting' | 'loading' | 'ready' | 'failed';

/** The scripts load once the section is less than a screen's height below the screen. */
const AHEAD = '0px 0px 100% 0px';

export function scriptUrls(config: Remark42Options): string[] {
  const components = config.components.length > 0 ? config.components : ['embed'];
  return components.map((name) => `${config.host.replace(/\/$/, '')}/web/${name}.js`);
}

function loadScripts(config: Remark42Options): Promise<unknown> {
  window.remark_config = {...config};
  return Promise.all(scriptUrls(config).map((src, index) => loadScriptOnce(src, `${SCRIPT_ID_PREFIX}-${index}`)));
}

export default function Remark42Comments({config}: {config: Remark42Options}): ReactNode {
  const node = useRef<HTMLDivElement>(null);
  const {pathname} = useLocation();
  // Remark42's own interface speaks the page's language (`en`, `ru`).
  const language = useLocale().lang.split('-')[0];
  const [status, setStatus] = useState<{path: string; status: Status}>({path: pathname, status: 'pending'});
  const {colorMode} = useColorMode();
  // Read when the widget is created; a change of mode after that goes through changeTheme below.
  const theme = useRef(colorMode);
  const ready = status.status === 'ready';

  useEffect(() => {
    if (theme.current !== colorMode) {
      theme.current = colorMode;
      if (ready) {
        try {
          window.REMARK42?.changeTheme?.(colorMode);
        } catch {
          // a broken widget must not break the page
        }
      }
    }
  }, [colorMode, ready]);

  useEffect(() => {
    let instance: Remark42Instance | null = null;
    let timer: number | undefined;
    let active = true;
    const settle = (next: Status) => {
      if (active) {
        setStatus({path: pathname, status: next});
      }
    };
    const create = (checks: number) => {
      if (!active) {
        return;
      }
      if (!window.REMARK42 || !node.current) {
        if (checks > 1) {
          timer = window.setTimeout(() => create(checks - 1), SCRIPT_CHECK_INTERVAL_MS);
        } else {
          settle('failed');
        }
        return;
      }
      try {
        instance = window.REMARK42.createInstance({
          ...config,
          node: node.current,
          url: window.location.origin + pathname,
          theme: theme.current,
          locale: language,
        });
        settle('ready');
      } catch {
        instance = null; // a broken widget must not break the page
        settle('failed');
      }
    };
    setStatus({path: pathname, status: 'pending'});
    // Most readers of a long page never reach its end: the widget (a script and its frame, which
    // runs on the page's own main thread) waits until the reader nears the section.
    const section = node.current?.parentElement;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) {
          settle('waiting');
          return;
        }
        observer.disconnect();
        settle('loading');
        loadScripts(config).then(
          () => create(PRESENCE_CHECKS),
          () => settle('failed'),
        );
      },
      {rootMargin: AHEAD},
    );
    if (section) {
      observer.observe(section);
    }
    return () => {
      active = false;
      observer.disconnect();
      window.clearTimeout(timer);
      try {
        instance?.destroy();
      } catch {
        // ignore
      }
    };
  }, [config, pathname, language]);

  return (
    <section
      className={styles.comments}
      aria-label={translate({id: 'atsd.comments.label', message: 'Comments'})}
      data-comments={status.status}
      data-comments-path={status.path}>
      <div ref={node} id="remark42" />
    </section>
  );
}
