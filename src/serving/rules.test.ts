import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {BASE_PATH, notFoundPages} from '../site';
import {LOCATIONS_FILE, MAPS_FILE} from './nginx';
import {HASHED_ASSET, notFoundCandidates} from './rules';

test('hashed files under assets/ only', () => {
  for (const file of [
    'assets/js/main.1a2b3c4d.js',
    'assets/js/runtime~main.1a2b3c4d.js',
    'assets/css/styles.b748359f.css',
    'assets/images/logo-0123456789abcdef0123.png',
  ]) {
    assert.ok(HASHED_ASSET.test(file), file);
  }
  for (const file of [
    'assets/js/main.js',
    'assets/files/report-2024.pdf',
    'img/logo.1a2b3c4d.svg',
    'docs/assets/main.1a2b3c4d.js',
    'index.html',
    'assets/js/main.1a2b3c4d.js/index.html',
  ]) {
    assert.ok(!HASHED_ASSET.test(file), file);
  }
});

test('the nginx configuration names no base path and no language folder: the build writes them', () => {
  const conf = fs.readFileSync('deploy/nginx/atsd-docs.conf', 'utf8');
  for (const name of [
    BASE_PATH.replace(/\/$/, ''),
    ...notFoundPages()
      .map((page) => page.folder)
      .filter((f) => f !== '/'),
  ]) {
    assert.ok(!conf.includes(name), `deploy/nginx/atsd-docs.conf writes ${name}`);
  }
  for (const include of [MAPS_FILE, LOCATIONS_FILE]) {
    assert.match(conf, new RegExp(`^\\s*include /var/www/atsd-docs/${include.replace('.', '\\.')};$`, 'm'));
  }
});

test('a missing path is answered by the nearest 404 page up its folders', () => {
  assert.deepEqual(notFoundCandidates('finance/ru/x/missing.html'), [
    'finance/ru/x/404.html',
    'finance/ru/404.html',
    'finance/404.html',
    '404.html',
  ]);
  assert.deepEqual(notFoundCandidates('finance/ru/'), ['finance/ru/404.html', 'finance/404.html', '404.html']);
  assert.deepEqual(notFoundCandidates('missing.html'), ['404.html']);
  assert.deepEqual(notFoundCandidates(''), ['404.html']);
});
