/**
 * Navigation tracking, as the old site did it: `POST <url>?from=…&to=…` (plus extra parameters
 * such as `section=contact-us`), but private: `from` and `to` are paths only (no origin, query
 * string or hash, which may carry search terms or tokens), and the request carries no cookies and
 * no referrer. Fire and forget: errors are ignored and nothing waits for the answer.
 */

/** The path of a URL or path: `https://a.com/docs/x.html?q=1#h` → `/docs/x.html`. */
export function pathOf(url: string): string {
  return new URL(url, 'http://localhost').pathname;
}

export function trackingUrl(endpoint: string, from: string, to: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({from: pathOf(from), to: pathOf(to), ...extra});
  // Spaces as %20, like encodeURIComponent, not "+".
  return `${endpoint}${endpoint.includes('?') ? '&' : '?'}${params.toString().replace(/\+/g, '%20')}`;
}

/** What the request may carry: nothing about the reader beyond the two paths. */
export const TRACKING_REQUEST: RequestInit = {
  method: 'POST',
  keepalive: true,
  credentials: 'omit',
  referrerPolicy: 'no-referrer',
};

export function sendTracking(endpoint: string | null, from: string, to: string, extra?: Record<string, string>): void {
  if (!endpoint) {
    return;
  }
  try {
    void fetch(trackingUrl(endpoint, from, to, extra), TRACKING_REQUEST).catch(() => undefined);
  } catch {
    // tracking never breaks the page
  }
}
