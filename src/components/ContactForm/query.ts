/**
 * How the form's fields travel: an encoded query string appended to the
 * endpoint URL. Pure; unit-tested in query.test.ts.
 */

/** The fields the endpoint receives, in this order. */
export const FIELD_NAMES = ['firstName', 'lastName', 'company', 'email', 'message'] as const;

export type FieldName = (typeof FIELD_NAMES)[number];
export type ContactFields = Record<FieldName, string>;

/**
 * Percent-encodes a query name or value: UTF-8, with every character outside
 * RFC 3986's unreserved set (`A-Z a-z 0-9 - . _ ~`) escaped. Unlike
 * `encodeURIComponent` it also escapes `! ' ( ) *`: browsers escape `'` in
 * the query of an http(s) URL on their own, so escaping it here keeps the
 * string we build identical to the one the server receives.
 * A space becomes `%20` and `+` becomes `%2B`.
 */
export function encodeQueryComponent(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** `name=value&…` for the given pairs, in their order. */
export function encodeQuery(pairs: ReadonlyArray<readonly [string, string]>): string {
  return pairs
    .map(([name, value]) => `${encodeQueryComponent(name)}=${encodeQueryComponent(value)}`)
    .join('&');
}

/** The contact fields as a query string: `firstName=…&lastName=…&company=…&email=…&message=…`. */
export function contactQuery(fields: ContactFields): string {
  return encodeQuery(FIELD_NAMES.map((name) => [name, fields[name]] as const));
}

/**
 * `url` with `query` appended: after `?`, or after `&` when the URL already
 * has a query. A `#fragment` on the URL is dropped (it is never sent).
 */
export function withQuery(url: string, query: string): string {
  const hash = url.indexOf('#');
  const base = hash === -1 ? url : url.slice(0, hash);
  if (!query) {
    return base;
  }
  if (!base.includes('?')) {
    return `${base}?${query}`;
  }
  return base.endsWith('?') || base.endsWith('&') ? `${base}${query}` : `${base}&${query}`;
}
