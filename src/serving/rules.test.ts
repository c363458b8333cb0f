import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {BASE_PATH} from '../site';
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

test("the nginx configuration serves the site model's base path", () => {
  const conf = fs.readFileSync('deploy/nginx/atsd-docs.conf', 'utf8');
  assert.match(conf, new RegExp(`^    location ${BASE_PATH.replace(/\//g, '\\/')} \\{$`, 'm'));
  assert.match(conf, new RegExp(`^    location = ${BASE_PATH.replace(/\/$/, '').replace(/\//g, '\\/')} \\{$`, 'm'));
});

test('the nginx configuration caches by the same pattern', () => {
  const conf = fs.readFileSync('deploy/nginx/atsd-docs.conf', 'utf8');
  const pattern = /"~\^\/docs\/atsd\/(.*?)" "public, max-age=31536000, immutable";/.exec(conf)?.[1];
  assert.equal(new RegExp(`^${pattern}`).source, HASHED_ASSET.source);
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
