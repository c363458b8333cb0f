/**
 * Navigation tracking, as the old site did it: `POST <url>?from=…&to=…`
 * (plus extra parameters such as `section=contact-us`). Fire and forget:
 * errors are ignored and nothing waits for the answer.
 */
export function trackingUrl(
  endpoint: string,
  from: string,
  to: string,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams({from, to, ...extra});
  // Spaces as %20, like encodeURIComponent, not "+".
  return `${endpoint}${endpoint.includes('?') ? '&' : '?'}${params.toString().replace(/\+/g, '%20')}`;
}

export function sendTracking(
  endpoint: string | null,
  from: string,
  to: string,
  extra?: Record<string, string>,
): void {
  if (!endpoint) {
    return;
  }
  try {
    void fetch(trackingUrl(endpoint, from, to, extra), {method: 'POST', keepalive: true}).catch(
      () => undefined,
    );
  } catch {
    // tracking never breaks the page
  }
}
