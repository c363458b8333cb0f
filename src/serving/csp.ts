/**
 * The Content-Security-Policy of a build: scripts only from the site, the comments host and the
 * hashes of the inline scripts the build emits; connections, frames and form posts only where the
 * site's own settings point. Pure; unit-tested in csp.test.ts.
 *
 * Styles keep `'unsafe-inline'`: see "Content-Security-Policy" in deploy/README.md for why.
 */
import {createHash} from 'node:crypto';
import {Parser} from 'htmlparser2';
import type {AtsdThemeOptions} from '../config/themeOptions';

/** What the policy allows besides the site itself, all taken from the theme options. */
export interface PolicySources {
  /** `'sha256-…'` of every inline script. */
  scriptHashes: readonly string[];
  /** Remark42 host (`ATSD_COMMENTS_HOST`): its scripts, frame and API. */
  commentsHost: string | null;
  /** Algolia application id (`ATSD_ALGOLIA_APP_ID`) when DocSearch is configured. */
  algoliaAppId: string | null;
  /** Tracking and contact endpoints; relative ones are the site itself. */
  endpoints: readonly string[];
}

/** Script types a browser runs (a `type` of `application/ld+json` is data, and CSP ignores it). */
const EXECUTABLE = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i;

/** The CSP hashes of the inline scripts a browser would run in `html`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  let text: string | null = null;
  const parser = new Parser({
    onopentag(name, attributes) {
      const executable = name === 'script' && !('src' in attributes) && EXECUTABLE.test(attributes.type?.trim() ?? '');
      text = executable ? '' : null;
    },
    ontext(chunk) {
      if (text !== null) {
        text += chunk;
      }
    },
    onclosetag(name) {
      if (name === 'script' && text !== null) {
        hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
        text = null;
      }
    },
  });
  parser.end(html);
  return hashes;
}

const ABSOLUTE = /^https?:\/\//i;

/**
 * An absolute URL as a CSP source that matches it and everything under it (`https://a.com/c` →
 * `https://a.com/c/`); none for a relative URL, which is the site itself.
 */
function sourceOf(url: string): string[] {
  if (!ABSOLUTE.test(url)) {
    return [];
  }
  const parsed = new URL(url);
  return [`${parsed.origin}${parsed.pathname.replace(/\/?$/, '/')}`];
}

/** The origin of an absolute URL; none for a relative one. */
function originOf(url: string): string[] {
  return ABSOLUTE.test(url) ? [new URL(url).origin] : [];
}

/** The hosts DocSearch queries for an application id. */
export function algoliaHosts(appId: string): string[] {
  return [`https://${appId}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${appId}-${n}.algolianet.com`)];
}

/** The sources of a build with these theme options and inline-script hashes. */
export function policySources(options: AtsdThemeOptions, scriptHashes: Iterable<string>): PolicySources {
  return {
    scriptHashes: [...new Set(scriptHashes)].sort(),
    commentsHost: options.remark42Config?.host ?? null,
    algoliaAppId: options.algolia?.appId ?? null,
    endpoints: [options.trackNavURL, options.feedback?.url].filter((url): url is string => !!url),
  };
}

/** The policy, one directive after another. */
export function contentSecurityPolicy(sources: PolicySources): string {
  const comments = sources.commentsHost ? sourceOf(sources.commentsHost) : [];
  const algolia = sources.algoliaAppId ? algoliaHosts(sources.algoliaAppId) : [];
  const endpoints = [...new Set(sources.endpoints.flatMap(originOf))];
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...sources.scriptHashes, ...comments],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...comments, ...algolia, ...endpoints],
    ['frame-src', "'self'", ...comments],
    ['form-action', "'self'", ...endpoints],
    ['frame-ancestors', "'self'"],
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The nginx line that sends `policy`: the content of the build's CSP_FILE. */
export function cspInclude(policy: string): string {
  return [
    '# Written by the build (src/serving/plugin.ts) for this build only; included by deploy/nginx/atsd-docs.conf.',
    `add_header Content-Security-Policy "${policy}" always;`,
    '',
  ].join('\n');
}

/** The policy in a CSP_FILE's text, or `null` when it holds none. */
export function policyOfInclude(text: string): string | null {
  return /^add_header Content-Security-Policy "([^"]*)" always;$/m.exec(text)?.[1] ?? null;
}
