/**
 * Sends the contact form and turns the outcome into success or error. Pure
 * apart from the request itself; unit-tested against a real HTTP server in
 * send.test.ts.
 */
import {contactQuery, withQuery, type ContactFields} from './query';

/**
 * How long a request may take, from sending to the response headers, before
 * it is aborted and reported as an error: 15 seconds. Long enough for a slow
 * mail relay behind the endpoint, short enough that a reader is not left
 * waiting on a button that never comes back.
 */
export const SEND_TIMEOUT_MS = 15_000;

export const CONTENT_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';

export type SendOutcome = 'success' | 'error' | 'tooLarge';

/** Statuses of a request refused for its size: body, URI, header fields. */
const TOO_LARGE = new Set([413, 414, 431]);

export interface SendRequest {
  /** Endpoint; relative URLs resolve against the page. */
  url: string;
  method: string;
  fields: ContactFields;
  /** Defaults to SEND_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Aborting it (for example when the form unmounts) ends the request as an error. */
  signal?: AbortSignal;
  /** Injection point for tests; defaults to the global `fetch`. */
  fetch?: typeof fetch;
}

/**
 * The final status of a response decides: below 400 is success, 400 or more
 * is error. Redirects are followed, so a 302 counts as what its target
 * answers. Status 0 (an opaque response, whose real status is unknown)
 * counts as error: a request must never be reported sent when it may not
 * have been. 413, 414 and 431 say the request was too large: `tooLarge`, so
 * the reader learns that trying again later will not help.
 */
export function outcomeOf(status: number): SendOutcome {
  if (TOO_LARGE.has(status)) {
    return 'tooLarge';
  }
  return status > 0 && status < 400 ? 'success' : 'error';
}

/** The URL the form requests: the endpoint plus the encoded fields. */
export function contactRequestUrl(url: string, fields: ContactFields): string {
  return withQuery(url, contactQuery(fields));
}

/**
 * Sends the fields as a query string on `url` with no body. Never rejects:
 * a network error, an abort or the timeout resolve to `'error'`.
 * Only the response status is read.
 */
export async function sendContactRequest(request: SendRequest): Promise<SendOutcome> {
  const doFetch = request.fetch ?? globalThis.fetch;
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, request.timeoutMs ?? SEND_TIMEOUT_MS);
  if (request.signal?.aborted) {
    abort();
  }
  request.signal?.addEventListener('abort', abort);
  try {
    const response = await doFetch(contactRequestUrl(request.url, request.fields), {
      method: request.method,
      headers: {'Content-Type': CONTENT_TYPE},
      redirect: 'follow',
      cache: 'no-store',
      credentials: 'same-origin',
      signal: controller.signal,
    });
    // The body is never read: the status alone decides.
    return outcomeOf(response.status);
  } catch {
    return 'error';
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', abort);
  }
}
