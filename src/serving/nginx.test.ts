import {test} from 'node:test';
import assert from 'node:assert/strict';
import {notFoundPages, SECTIONS, type Section} from '../site';
import {locationsInclude, mapsInclude} from './nginx';

/** An include's directives: its text without comment lines. */
const directives = (text: string) =>
  text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n');

test("the maps by path: assets cached, the site revalidated, the Russian pages' own 404, other methods refused", () => {
  assert.equal(
    directives(mapsInclude('/docs/atsd/', notFoundPages())),
    [
      '',
      'map $uri $atsd_docs_cache_control {',
      '    "~^/docs/atsd/assets\\/(?:[^/]+\\/)*[^/]*[.-][0-9a-f]{8,}\\.[^./]+$" "public, max-age=31536000, immutable";',
      '    "~^/docs/atsd(?:/|$)" "no-cache";',
      '    default "";',
      '}',
      '',
      'map $uri $atsd_docs_not_found {',
      '    "~^/docs/atsd/finance/ru/" /docs/atsd/finance/ru/404.html;',
      '    default /docs/atsd/404.html;',
      '}',
      '',
      'map "$request_method $uri" $atsd_docs_refused_method {',
      '    "~^(?:GET|HEAD) " "";',
      '    "~^\\S+ /docs/atsd(?:/|$)" "GET, HEAD";',
      '    "~^\\S+ /$" "GET, HEAD";',
      '    default "";',
      '}',
      '',
    ].join('\n'),
  );
});

test('a new language section gets its 404 line, longest folder first, dots escaped', () => {
  const language = {lang: 'de', ogLocale: 'de_DE', label: 'Deutsch', selectText: 'Sprachen', home: '/de.v2/'};
  const sections: Section[] = [{path: '/de.v2/', sidebar: null, language}, ...SECTIONS];
  const lines = mapsInclude('/docs/atsd/', notFoundPages(sections)).split('\n');
  assert.ok(lines.includes('    "~^/docs/atsd/de\\.v2/" /docs/atsd/de.v2/404.html;'), lines.join('\n'));
});

test('a model without a root language is refused', () => {
  assert.throws(
    () => mapsInclude('/docs/atsd/', [{folder: '/ru/', page: 'ru/404.html', root: false}]),
    /no root language/,
  );
});

test('the locations: the root and the bare base path redirect, the site is served from $atsd_docs_root', () => {
  const text = directives(locationsInclude('/docs/atsd/'));
  assert.match(text, /^location = \/ \{\n {4}return 301 \/docs\/atsd\/;\n\}$/m);
  assert.match(text, /^location = \/docs\/atsd \{\n {4}return 301 \/docs\/atsd\/\$is_args\$args;\n\}$/m);
  assert.match(text, /^location \/ \{\n {4}return 404;\n\}$/m);
  assert.match(text, /^location \/docs\/atsd\/ \{\n {4}alias \$atsd_docs_root;$/m);
});

test('a site at the root has no redirect to itself and one location for /', () => {
  const text = directives(locationsInclude('/'));
  assert.doesNotMatch(text, /return 301/);
  assert.deepEqual(text.match(/^location \S+/gm), ['location /']);
  assert.doesNotMatch(directives(mapsInclude('/', notFoundPages())), /"~\^\\S\+ \/\$"/);
});
