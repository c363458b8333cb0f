import {test} from 'node:test';
import assert from 'node:assert/strict';
import {markdownTwin} from './twin';

const ROOT = 'https://axibase.com/docs/atsd/';
const QUERY = `${ROOT}api/data/series/query.html`;

function twin(source: string, url = QUERY, frontMatter = {}) {
  return markdownTwin(source, {url, siteRoot: ROOT, title: 'Series: query', frontMatter});
}

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
    '# T\n\n:::tip[Faster]\nUse [get](get.md).\n:::\n\n:::warning\nCareful.\n:::\n\n' +
    ':::note Old `style` title\nAs Docusaurus reads it.\n:::\n\nThe pair key:value stays.\n';
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
      '> **Old `style` title**',
      '>',
      '> As Docusaurus reads it.',
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
