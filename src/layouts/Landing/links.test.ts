import {test} from 'node:test';
import assert from 'node:assert/strict';
import {resolveLink} from './links';

const PAGE = '/docs/atsd/finance/';
const RU = '/docs/atsd/finance/ru/';

test('relative .md links resolve against the page', () => {
  assert.deepEqual(resolveLink('./install.md', PAGE), {
    href: '/docs/atsd/finance/install.html',
    external: false,
    newTab: false,
  });
  assert.equal(resolveLink('install.md#step-2', RU).href, '/docs/atsd/finance/ru/install.html#step-2');
  assert.equal(resolveLink('../sql.md', RU).href, '/docs/atsd/finance/sql.html');
  assert.equal(resolveLink('../README.md', RU).href, '/docs/atsd/finance/');
  assert.equal(resolveLink('sql.html', RU).href, '/docs/atsd/finance/ru/sql.html');
});

test('relative links resolve against a .html page too', () => {
  assert.equal(
    resolveLink('trades-export.md', '/docs/atsd/finance/sql.html').href,
    '/docs/atsd/finance/trades-export.html',
  );
});

test('site-absolute links get the base path', () => {
  assert.equal(resolveLink('/finance/install.md', RU, '/docs/atsd/').href, '/docs/atsd/finance/install.html');
});

test('anchors stay on the page, Cyrillic unescaped', () => {
  assert.equal(resolveLink('#контакты', RU).href, '#контакты');
  assert.equal(resolveLink('ru/#интеграция', PAGE).href, '/docs/atsd/finance/ru/#интеграция');
});

test('external links open in a new tab, mailto does not', () => {
  assert.deepEqual(resolveLink('https://github.com/axibase/atsd-jdbc', PAGE), {
    href: 'https://github.com/axibase/atsd-jdbc',
    external: true,
    newTab: true,
  });
  assert.deepEqual(resolveLink('mailto:sales@example.org', PAGE), {
    href: 'mailto:sales@example.org',
    external: true,
    newTab: false,
  });
});
