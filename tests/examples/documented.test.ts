import assert from 'node:assert/strict';
import {test} from 'node:test';
import {documentedRuleFunctions, documentedSqlFunctions} from './documented';

test('SQL functions come from table first cells and headings, not from code or header rows', () => {
  const page = [
    '## Functions',
    '| **Function** | **Description** |',
    '|---|---|',
    '| `AVG` | Mean. Same as `MEAN_X`. |',
    '| `FIRST`, `LAST` | Ends. |',
    '| `DATE_FORMAT(time, pattern)` | Formats. |',
    '| `entity` | a column, not upper-case |',
    '### `LAG`',
    '### ISNULL',
    '```sql',
    '| `NOT_THIS` | x |',
    '```',
  ].join('\n');
  assert.deepEqual([...documentedSqlFunctions(page)].sort(), ['AVG', 'DATE_FORMAT', 'FIRST', 'ISNULL', 'LAG', 'LAST']);
});

test('rule engine functions come from headings and first cells of the function pages', () => {
  const pages = [
    '### `upper`\n\n```txt\nupper(string s) string\n```',
    '| Name | x |\n|---|---|\n| `abs()` | absolute |\n## `db_last`',
  ];
  assert.deepEqual([...documentedRuleFunctions(pages)].sort(), ['abs', 'db_last', 'upper']);
});
