import {test} from 'node:test';
import assert from 'node:assert/strict';
import {absoluteLink, markdownTwin} from './twin';

const ROOT = 'https://axibase.com/docs/atsd/';
const QUERY = `${ROOT}api/data/series/query.html`;

function twin(source: string, url = QUERY, frontMatter = {}) {
  return markdownTwin(source, {url, siteRoot: ROOT, title: 'Series: query', frontMatter});
}

test('links resolve like Docusaurus: relative to the page, .md to its page, README to the folder', () => {
  assert.equal(absoluteLink('get.md', QUERY, ROOT), `${ROOT}api/data/series/get.html`);
  assert.equal(absoluteLink('../README.md', QUERY, ROOT), `${ROOT}api/data/`);
  assert.equal(absoluteLink('../index.md#errors', QUERY, ROOT), `${ROOT}api/data/#errors`);
  assert.equal(absoluteLink('../../network/csv.md#fields', QUERY, ROOT), `${ROOT}api/network/csv.html#fields`);
  assert.equal(absoluteLink('../../../README.md', QUERY, ROOT), ROOT);
  // From a folder's page, relative to the folder itself.
  assert.equal(absoluteLink('series/query.md', `${ROOT}api/data/`, ROOT), QUERY);
  assert.equal(absoluteLink('./sql.md', `${ROOT}finance/ru/`, ROOT), `${ROOT}finance/ru/sql.html`);
});

test('anchors, site-absolute paths, static files and other URLs', () => {
  assert.equal(absoluteLink('#time-range', QUERY, ROOT), `${QUERY}#time-range`);
  assert.equal(absoluteLink('', QUERY, ROOT), QUERY);
  assert.equal(absoluteLink('#отличие-от-sql', `${ROOT}finance/ru/`, ROOT), `${ROOT}finance/ru/#отличие-от-sql`);
  assert.equal(absoluteLink('/sql/README.md#joins', QUERY, ROOT), `${ROOT}sql/#joins`);
  assert.equal(absoluteLink('/img/axibase-logo.svg', QUERY, ROOT), `${ROOT}img/axibase-logo.svg`);
  assert.equal(absoluteLink('../../../img/chart.png', QUERY, ROOT), `${ROOT}img/chart.png`);
  assert.equal(absoluteLink('insert.html?x=1#top', QUERY, ROOT), `${ROOT}api/data/series/insert.html?x=1#top`);
  for (const url of ['https://hbase.apache.org/', 'mailto:support@axibase.com', 'ftp://host/file', '//cdn/x.js']) {
    assert.equal(absoluteLink(url, QUERY, ROOT), url);
  }
});

test('a twin: no front matter, links, images and definitions absolute, the rest as written', () => {
  const source = [
    '---',
    'title: Query',
    'description: Finds series.',
    '---',
    '',
    '# Series: query',
    '',
    'See [insert](insert.md#request), [errors](#errors), ![chart](../../../img/chart.png) and [the API][api].',
    '',
    '[api]: ../README.md',
    '',
    '## Errors',
    '',
    '| **Code** | **Meaning** |',
    '|:---|:---|',
    '| `400` | Bad request at 10:30, see [get](get.md) |',
    '',
    '```mermaid',
    'flowchart LR',
    '  A[Client] --> B[(ATSD)]',
    '```',
    '',
  ].join('\n');
  assert.equal(
    twin(source),
    [
      '# Series: query',
      '',
      `See [insert](${ROOT}api/data/series/insert.html#request), [errors](${QUERY}#errors), ![chart](${ROOT}img/chart.png) and [the API][api].`,
      '',
      `[api]: ${ROOT}api/data/`,
      '',
      '## Errors',
      '',
      '| **Code** | **Meaning** |',
      '| :- | :- |',
      `| \`400\` | Bad request at 10:30, see [get](${ROOT}api/data/series/get.html) |`,
      '',
      '```mermaid',
      'flowchart LR',
      '  A[Client] --> B[(ATSD)]',
      '```',
      '',
    ].join('\n'),
  );
});

test('admonitions become block quotes; other directives stay as written', () => {
  const source =
    '# T\n\n:::tip[Faster]\nUse [get](get.md).\n:::\n\n:::warning\nCareful.\n:::\n\nThe pair key:value stays.\n';
  assert.equal(
    twin(source),
    [
      '# T',
      '',
      '> **Faster**',
      '>',
      `> Use [get](${ROOT}api/data/series/get.html).`,
      '',
      '> **Warning**',
      '>',
      '> Careful.',
      '',
      'The pair key:value stays.',
      '',
    ].join('\n'),
  );
});

test('a page without a # heading gets its title; HTML stays', () => {
  assert.equal(twin('Intro with 2<sup>30</sup>.\n'), '# Series: query\n\nIntro with 2<sup>30</sup>.\n');
});

test("a landing page's hero, action and features come first, their links absolute", () => {
  const page = `${ROOT}finance/`;
  const frontMatter = {
    landing: true,
    title: 'Finance',
    heroText: 'Fast datastore',
    tagline: 'Keep every tick',
    actionText: 'Install →',
    actionLink: './install.md',
    features: [
      {title: 'Full <a href="#sql">SQL</a>', details: 'An <a href="sql.md">SQL</a> dialect.'},
      {title: 'Streaming'},
    ],
  };
  assert.equal(
    twin('<section>\n\n## What you can do\n\nBacktest.\n\n</section>\n', page, frontMatter),
    [
      '# Fast datastore',
      '',
      'Keep every tick',
      '',
      `[Install →](${ROOT}finance/install.html)`,
      '',
      `- **Full [SQL](${page}#sql)**: An [SQL](${ROOT}finance/sql.html) dialect.`,
      '- **Streaming**',
      '',
      '<section>',
      '',
      '## What you can do',
      '',
      'Backtest.',
      '',
      '</section>',
      '',
    ].join('\n'),
  );
});
