import {test} from 'node:test';
import assert from 'node:assert/strict';
import {renderLlmsFull, renderLlmsTxt} from './llmsTxt';

const ROOT = 'https://axibase.com/docs/atsd/';

test('llms.txt: title, summary, notes, then a section per part with its pages', () => {
  const text = renderLlmsTxt({
    title: 'Axibase Time Series Database',
    summary: 'The manual.',
    notes: ['Pages are also Markdown.'],
    sections: [
      {
        title: 'Introduction',
        pages: [
          {title: 'Introduction', url: ROOT, description: 'What ATSD is.'},
          {title: 'Licensing', url: `${ROOT}licensing.html`, description: ''},
        ],
      },
      {
        title: 'Database API',
        pages: [{title: 'Series: query', url: `${ROOT}api/data/series/query.html`, description: 'Finds\n  series.'}],
      },
    ],
  });
  assert.equal(
    text,
    [
      '# Axibase Time Series Database',
      '',
      '> The manual.',
      '',
      'Pages are also Markdown.',
      '',
      '## Introduction',
      '',
      `- [Introduction](${ROOT}): What ATSD is.`,
      `- [Licensing](${ROOT}licensing.html)`,
      '',
      '## Database API',
      '',
      `- [Series: query](${ROOT}api/data/series/query.html): Finds series.`,
      '',
    ].join('\n'),
  );
});

test('llms.txt: Markdown in titles and descriptions stays text', () => {
  const text = renderLlmsTxt({
    title: 'T',
    summary: 'S',
    notes: [],
    sections: [{title: 'A', pages: [{title: 'Array [x] *y*', url: `${ROOT}a.html`, description: 'Uses *stars*'}]}],
  });
  assert.ok(text.endsWith(`- [Array \\[x\\] \\*y\\*](${ROOT}a.html): Uses \\*stars\\*\n`), text);
});

test('llms-full.txt: each page under its URL', () => {
  assert.equal(
    renderLlmsFull([
      {url: `${ROOT}a.html`, markdown: '# A\n\nText.\n'},
      {url: `${ROOT}b/`, markdown: '# B\n'},
    ]),
    `URL: ${ROOT}a.html\n\n# A\n\nText.\n\nURL: ${ROOT}b/\n\n# B\n`,
  );
});
