/**
 * Navigation tracking for the landing page's "contact us" link:
 * `POST <trackNavURL>?from=<address>&to=<address>&section=contact-us`, no
 * body, errors ignored. Unit-tested in tracking.test.ts.
 */
import {encodeQuery, withQuery} from '@site/src/components/ContactForm/query';

export function trackingUrl(
  trackNavURL: string,
  from: string,
  to: string,
  meta: Readonly<Record<string, string>> = {},
): string {
  return withQuery(trackNavURL, encodeQuery([['from', from], ['to', to], ...Object.entries(meta)]));
}

/** Fire and forget; does nothing without a tracking URL. Never throws. */
export function trackNavigation(
  trackNavURL: string | null | undefined,
  from: string,
  to: string,
  meta?: Readonly<Record<string, string>>,
  doFetch: typeof fetch | undefined = globalThis.fetch,
): void {
  if (!trackNavURL || !doFetch) {
    return;
  }
  try {
    // keepalive: the request survives the page being left right after the click.
    doFetch(trackingUrl(trackNavURL, from, to, meta), {method: 'POST', keepalive: true}).then(
      (response) => response.body?.cancel().catch(() => undefined),
      () => undefined,
    );
  } catch {
    // ignored: tracking must never break the page
  }
}
