import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {buildThemeOptions, deploymentSettings} from '../config/themeOptions';
import {contentSecurityPolicy, cspInclude, inlineScriptHashes, policyOfInclude, policySources} from './csp';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const DEFAULTS = deploymentSettings({});

function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));
}

test('hashes exactly the text of the inline scripts a browser runs', () => {
  const html = [
    '<script>var a = 1 && 2;</script>',
    '<script type="module">import "x";</script>',
    '<script type=text/javascript>b()</script>',
    '<script src="/assets/js/main.js"></script>',
    '<script type="application/ld+json">{"a": "&amp;"}</script>',
    '<script>if (a < b && "&amp;") c()</script>',
  ].join('');
  assert.deepEqual(inlineScriptHashes(html), [
    sha('var a = 1 && 2;'),
    sha('import "x";'),
    sha('b()'),
    sha('if (a < b && "&amp;") c()'),
  ]);
});

test('the default settings: the comments host by its path, no Algolia, no unsafe-inline for scripts', () => {
  const policy = directives(contentSecurityPolicy(policySources(buildThemeOptions(DEFAULTS), ["'sha256-x'"])));
  assert.deepEqual(policy.get('script-src'), ["'self'", "'sha256-x'", 'https://axibase.com/comments/']);
  assert.deepEqual(policy.get('frame-src'), ["'self'", 'https://axibase.com/comments/']);
  assert.deepEqual(policy.get('connect-src'), ["'self'", 'https://axibase.com/comments/']);
  assert.deepEqual(policy.get('frame-ancestors'), ["'self'"]);
  assert.deepEqual(policy.get('object-src'), ["'none'"]);
  assert.deepEqual(policy.get('style-src'), ["'self'", "'unsafe-inline'"]);
  assert.ok(![...policy.values()].flat().some((source) => /algolia/.test(source)));
});

test("Algolia's hosts for the configured application, other-origin endpoints, no comments when off", () => {
  const options = buildThemeOptions({
    ...DEFAULTS,
    algoliaAppId: 'APP1',
    algoliaApiKey: 'key',
    algoliaIndexName: 'axibase',
    commentsHost: '',
    trackNavURL: 'https://track.example.com/nav?site=docs',
    contactURL: 'https://forms.example.com/contact',
  });
  const policy = directives(contentSecurityPolicy(policySources(options, [])));
  assert.deepEqual(policy.get('connect-src'), [
    "'self'",
    'https://APP1-dsn.algolia.net',
    'https://APP1-1.algolianet.com',
    'https://APP1-2.algolianet.com',
    'https://APP1-3.algolianet.com',
    'https://track.example.com',
    'https://forms.example.com',
  ]);
  assert.deepEqual(policy.get('form-action'), ["'self'", 'https://track.example.com', 'https://forms.example.com']);
  assert.deepEqual(policy.get('script-src'), ["'self'"]);
  assert.deepEqual(policy.get('frame-src'), ["'self'"]);
});

test('the nginx include carries the policy and reads back', () => {
  const policy = contentSecurityPolicy(policySources(buildThemeOptions(DEFAULTS), ["'sha256-x'"]));
  const include = cspInclude(policy);
  assert.match(include, /^add_header Content-Security-Policy ".*" always;$/m);
  assert.equal(policyOfInclude(include), policy);
  assert.equal(policyOfInclude('# nothing'), null);
});
