/**
 * How the form's fields travel: an encoded query string appended to the
 * endpoint URL. Pure; unit-tested in query.test.ts.
 */

/** The fields the endpoint receives, in this order. */
export const FIELD_NAMES = ['firstName', 'lastName', 'company', 'email', 'message'] as const;

export type FieldName = (typeof FIELD_NAMES)[number];
export type ContactFields = Record<FieldName, string>;

/**
 * The longest request line a server is sure to accept: 8 KiB, nginx's default
 * (`large_client_header_buffers 4 8k`), which answers a longer one with 414.
 */
export const MAX_REQUEST_LINE = 8192;

/**
 * Each field's `maxLength`, in UTF-16 code units as the browser counts them. All fields at
 * their limits, in the worst encoding, still fit in MAX_REQUEST_LINE with an endpoint URL of
 * up to 512 characters (query.test.ts): a character of the Basic Multilingual Plane outside ASCII
 * takes 3 UTF-8 bytes, 9 characters once percent-encoded (`中` → `%E4%B8%AD`); a character beyond
 * it takes 2 code units and 12 characters. The e-mail address is ASCII (`type="email"` accepts
 * nothing else), 3 characters at worst; 254 is the longest address SMTP carries.
 */
export const FIELD_MAX_LENGTH: Readonly<Record<FieldName, number>> = {
  firstName: 50,
  lastName: 50,
  company: 100,
  email: 254,
  message: 500,
};

/**
 * Percent-encodes a query name or value: UTF-8, with every character outside
 * RFC 3986's unreserved set (`A-Z a-z 0-9 - . _ ~`) escaped. Unlike
 * `encodeURIComponent` it also escapes `! ' ( ) *`: browsers escape `'` in
 * the query of an http(s) URL on their own, so escaping it here keeps the
 * string we build identical to the one the server receives.
 * A space becomes `%20` and `+` becomes `%2B`.
 */
export function encodeQueryComponent(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `name=value&…` for the given pairs, in their order. */
export function encodeQuery(pairs: ReadonlyArray<readonly [string, string]>): string {
  return pairs.map(([name, value]) => `${encodeQueryComponent(name)}=${encodeQueryComponent(value)}`).join('&');
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
