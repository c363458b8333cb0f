/**
 * Remark42 comments under a doc page, loaded only in the browser.
 *
 * One script per configured component is loaded from `<host>/web/<name>.js`
 * (once per page load). Until `window.REMARK42` exists, presence is checked
 * every 1000 ms; the widget is re-created on every route change and destroyed
 * when the page is left. If the comments host cannot be reached, the page
 * simply has no comments: nothing throws.
 */
import {useEffect, useRef, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import type {Remark42Options} from '../config/themeOptions';
import styles from './styles.module.css';

interface Remark42Instance {
  destroy(): void;
}

declare global {
  interface Window {
    REMARK42?: {createInstance(config: Record<string, unknown>): Remark42Instance};
    remark_config?: Record<string, unknown>;
  }
}

export const SCRIPT_CHECK_INTERVAL_MS = 1000;
const SCRIPT_ID_PREFIX = 'remark42-load-script';

export function scriptUrls(config: Remark42Options): string[] {
  const components = config.components.length > 0 ? config.components : ['embed'];
  return components.map((name) => `${config.host.replace(/\/$/, '')}/web/${name}.js`);
}

function loadScripts(config: Remark42Options): void {
  window.remark_config = {...config};
  scriptUrls(config).forEach((src, index) => {
    const id = `${SCRIPT_ID_PREFIX}-${index}`;
    if (document.getElementById(id)) {
      return;
    }
    const script = document.createElement('script');
    script.src = src;
    script.defer = true;
    script.id = id;
    script.onerror = () => script.remove(); // unreachable host: retried on the next page load
    document.head.appendChild(script);
  });
}

export default function Remark42Comments({config}: {config: Remark42Options}): ReactNode {
  const node = useRef<HTMLDivElement>(null);
  const {pathname} = useLocation();

  useEffect(() => {
    let instance: Remark42Instance | null = null;
    let timer: number | undefined;
    const create = () => {
      if (!window.REMARK42 || !node.current) {
        timer = window.setTimeout(create, SCRIPT_CHECK_INTERVAL_MS);
        return;
      }
      try {
        instance = window.REMARK42.createInstance({
          ...config,
          node: node.current,
          url: window.location.origin + pathname,
        });
      } catch {
        instance = null; // a broken widget must not break the page
      }
    };
    loadScripts(config);
    create();
    return () => {
      window.clearTimeout(timer);
      try {
        instance?.destroy();
      } catch {
        // ignore
      }
    };
  }, [config, pathname]);

  return (
    <section className={styles.comments} aria-label="Comments">
      <div ref={node} id="remark42" />
    </section>
  );
}
