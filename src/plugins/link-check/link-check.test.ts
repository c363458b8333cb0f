import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {brokenLinks, formatBrokenLink} from './check';
import linkCheckPlugin from './index';
import type {LoadContext} from '@docusaurus/types';

const made: string[] = [];
after(() => made.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

/** A docs folder of `pages` (path → Markdown) in a temporary site folder; returns the site folder. */
function site(pages: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atsd-link-check-'));
  made.push(dir);
  for (const [file, text] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, 'docs', file)), {recursive: true});
    fs.writeFileSync(path.join(dir, 'docs', file), text);
  }
  return dir;
}

const PAGES = {
  'README.md': '# Home\n\n## Start\n',
  'finance/README.md': '# Finance\n\n## Установка\n\n<a id="kept"></a>\n',
  'finance/x.md': '# X\n\n## Top {#old-top}\n\n## Fields\n',
  'api/data/README.md': '# Data\n\n## Errors\n',
  'api/data/series/query.md': '# Query\n\n## Request\n\n[up]: ../README.md#errors\n',
  '_partial.md': '[missing](nowhere.md)\n',
};

test('links that resolve as the site resolves them pass: relative, site-absolute, .html, README, ids of every kind', () => {
  const dir = site({
    ...PAGES,
    'finance/links.md': [
      '# Links',
      '',
      '[a](x.md) [b](./x.html#fields) [c](/finance/x.md#old-top) [d](README.md#kept) [e](./#установка)',
      '[f](%D1%83.html) [g](#links) [h](../api/data/series/query.md#request) [i](/README.md#start) [j](../)',
      '[k](https://example.org/nowhere.html) [l](mailto:a@example.org) [m](/img/logo.svg) [n][up]',
      '',
      '[up]: ../api/data/README.md#errors',
    ].join('\n'),
    'finance/у.md': '# У\n',
  });
  assert.deepEqual(brokenLinks(path.join(dir, 'docs')).map(formatBrokenLink), []);
});

test('every broken link is named by file and line, with why: no such page, no such anchor', () => {
  const dir = site({
    ...PAGES,
    'finance/links.md': [
      '# Links',
      '',
      'See [a](nope.md), [b](nope.html) and [c](/finance/gone/).',
      '',
      '| table | [d](x.md#no-such) |',
      '| --- | --- |',
      '| [e](../api/data/series/query.md#errors) | [f](#nothing) |',
      '',
      '[g]: README.md#установки',
    ].join('\n'),
  });
  assert.deepEqual(brokenLinks(path.join(dir, 'docs')).map(formatBrokenLink), [
    'docs/finance/links.md:3: nope.md (no such page)',
    'docs/finance/links.md:3: nope.html (no such page)',
    'docs/finance/links.md:3: /finance/gone/ (no such page)',
    'docs/finance/links.md:5: x.md#no-such (no such anchor #no-such on docs/finance/x.md)',
    'docs/finance/links.md:7: ../api/data/series/query.md#errors (no such anchor #errors on docs/api/data/series/query.md)',
    'docs/finance/links.md:7: #nothing (no such anchor #nothing on docs/finance/links.md)',
    'docs/finance/links.md:9: README.md#установки (no such anchor #установки on docs/finance/README.md)',
  ]);
  // Only the pages asked for are checked, against every page.
  assert.deepEqual(brokenLinks(path.join(dir, 'docs'), ['finance/x.md']), []);
});

test('the build plugin follows onBrokenLinks in a production build, and checks nothing in development', async (t) => {
  const dir = site({...PAGES, 'README.md': '# Home\n\n[a](nope.md)\n\n[b](finance/x.md#gone)\n'});
  const plugin = (onBrokenLinks: string) => linkCheckPlugin({siteDir: dir, siteConfig: {onBrokenLinks}} as LoadContext);
  const list =
    '2 broken links in docs/:\ndocs/README.md:3: nope.md (no such page)\n' +
    'docs/README.md:5: finance/x.md#gone (no such anchor #gone on docs/finance/x.md)';
  const env = process.env.NODE_ENV;
  t.after(() => (process.env.NODE_ENV = env));
  process.env.NODE_ENV = 'production';
  await assert.rejects(async () => plugin('throw').loadContent!(), {message: list});
  const warn = t.mock.method(console, 'warn', () => {});
  await plugin('warn').loadContent!();
  await plugin('ignore').loadContent!();
  assert.deepEqual(
    warn.mock.calls.map((call) => call.arguments),
    [[list]],
  );
  process.env.NODE_ENV = 'development';
  await plugin('throw').loadContent!();
});
