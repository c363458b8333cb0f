import {test} from 'node:test';
import assert from 'node:assert/strict';
import {notFoundPages, SECTIONS, type Section} from '../site';
import {notFoundInclude} from './nginx';

test("the site's 404 map: the Russian pages' own page, the root's by default", () => {
  assert.equal(
    notFoundInclude('/docs/atsd/', notFoundPages()).split('\n').slice(2).join('\n'),
    [
      'map $uri $atsd_docs_not_found {',
      '    "~^/docs/atsd/finance/ru/" /docs/atsd/finance/ru/404.html;',
      '    default /docs/atsd/404.html;',
      '}',
      '',
    ].join('\n'),
  );
});

test('a new language section gets its line, longest folder first, dots escaped', () => {
  const language = {lang: 'de', ogLocale: 'de_DE', label: 'Deutsch', selectText: 'Sprachen', home: '/de.v2/'};
  const sections: Section[] = [{path: '/de.v2/', sidebar: null, language}, ...SECTIONS];
  const lines = notFoundInclude('/docs/atsd/', notFoundPages(sections)).split('\n');
  assert.ok(lines.includes('    "~^/docs/atsd/de\\.v2/" /docs/atsd/de.v2/404.html;'), lines.join('\n'));
});

test('a model without a root language is refused', () => {
  assert.throws(() => notFoundInclude('/docs/atsd/', [{folder: '/ru/', page: 'ru/404.html'}]), /no root language/);
});
