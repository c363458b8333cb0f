import {test} from 'node:test';
import assert from 'node:assert/strict';
import {summarizeMarkdown} from './markdownHeaders';
import {pageHeadersOf, registerPageHeaders} from './pageData';

test('## and ### headers with the ids the build gives them', () => {
  const markdown = [
    '# Title',
    '## `series` command',
    '### Fields & Types',
    '#### Not listed',
    '## Examples',
    '## Examples',
    '## Kept {#custom-id}',
    '```md',
    '## not a heading inside code',
    '```',
  ].join('\n\n');
  assert.deepEqual(summarizeMarkdown(markdown).headers, [
    {level: 2, title: 'series command', slug: 'series-command'},
    {level: 3, title: 'Fields & Types', slug: 'fields-types'},
    {level: 2, title: 'Examples', slug: 'examples'},
    {level: 2, title: 'Examples', slug: 'examples-2'},
    {level: 2, title: 'Kept', slug: 'custom-id'},
  ]);
});

test('a heading without an id is left out (compiling the page reports it)', () => {
  assert.deepEqual(
    summarizeMarkdown('## !!!\n\n## Next\n').headers.map((h) => h.slug),
    ['next'],
  );
});

test("a page's module registers the headers of its front matter, by route; others have none", () => {
  registerPageHeaders({slug: '/api/x.html', sidebarHeaders: [{level: 2, title: 'A', slug: 'a'}]});
  registerPageHeaders({slug: '/api/y.html'});
  assert.deepEqual(pageHeadersOf('/api/x.html'), [{level: 2, title: 'A', slug: 'a'}]);
  assert.deepEqual(pageHeadersOf('/api/y.html'), []);
  assert.deepEqual(pageHeadersOf('/api/z.html'), []);
});

test('the first paragraph of prose, as text', () => {
  const markdown = [
    '# Title',
    '## Description',
    '![diagram](a.png)',
    ':::note\nAn aside.\n:::',
    '```sql\nSELECT 1\n```',
    'Finds *series* by `metric` and\n[entity](b.md).',
    'Second paragraph.',
  ].join('\n\n');
  assert.equal(summarizeMarkdown(markdown).firstParagraph, 'Finds series by metric and\nentity.');
  assert.equal(summarizeMarkdown('# Only a title\n\n- a list\n').firstParagraph, '');
});

test('the first paragraph is read as the page shows it: a table is no paragraph, `key:value` is text', () => {
  const markdown = [
    '# Title',
    '| Who | Where |\n|---|---|\n| Customers | Support Desk |',
    ':::tip Note\nAn aside with an old-style title.\n:::',
    'Collect the key:value pairs first.',
  ].join('\n\n');
  assert.equal(summarizeMarkdown(markdown).firstParagraph, 'Collect the key:value pairs first.');
});
