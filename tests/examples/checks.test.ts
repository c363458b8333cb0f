import assert from 'node:assert/strict';
import {test} from 'node:test';
import {checkPage, formatFailures} from './checks';
import {extractEndpoints} from './endpoints';

const ENDPOINTS = {
  endpoints: extractEndpoints(
    [
      '| Method | Path |',
      '|---|---|',
      '| `POST` | `/api/v1/series/query` |',
      '| `GET` | `/api/v1/metrics/{metric}` |',
    ].join('\n'),
    'docs/api/table.md',
  ),
  sqlFunctions: new Set(['AVG', 'DATE_FORMAT']),
  ruleFunctions: new Set(['upper']),
};

const PAGE = [
  '# Examples', // 1
  '```json', // 2
  '[{"entity": "sensor-041"}]', // 3
  '```', // 4
  '```json', // 5
  '{"a": 1,', // 6
  '  "b": 2,}', // 7
  '```', // 8
  '```json fragment', // 9
  '"tags": {"site": "lisbon"}', // 10
  '```', // 11
  '```csv', // 12
  'date,value', // 13
  '2024-01-01T00:00:00Z,1,2', // 14
  '```', // 15
  '```network', // 16
  'series e:sensor-041 m:cpu_busy_pct=41.5', // 17
  'series e:sensor-041 m:cpu_busy_pct=41,5', // 18
  'serie e:sensor-041 m:cpu_busy_pct=41.5', // 19
  '```', // 20
  '```bash', // 21
  'curl -X POST https://atsd.example.org:8443/api/v1/series/query \\', // 22
  '  --data @q.json', // 23
  'curl https://atsd.example.org:8443/api/v1/metrics/cpu_busy_pct', // 24
  'curl -X GET https://atsd.example.org:8443/api/v1/series/query', // 25
  'curl -fsSL https://get.example.com/install.sh | bash', // 26
  '```', // 27
  '```txt', // 28
  'serie e:not-checked', // 29
  '```', // 30
].join('\n');

test('checkPage: one failure per failing example with its page line', () => {
  const report = checkPage('docs/api/page.md', PAGE, ENDPOINTS);
  assert.deepEqual(report.checked, {json: 2, csv: 1, network: 1, curl: 3, shell: 1, sql: 0, rule: 0, template: 0});
  assert.equal(report.fragments, 1);
  assert.equal(report.externalCurl, 1);
  assert.deepEqual(
    report.failures.map((failure) => `${failure.line} ${failure.kind}`),
    ['7 json', '14 csv', '18 network', '25 curl'],
  );
  assert.match(report.failures[2]?.message ?? '', /not a number.*\(and 1 more bad line in this block\)/);
  assert.match(
    report.failures[3]?.message ?? '',
    /GET \/api\/v1\/series\/query is not a documented endpoint \(documented for POST\)/,
  );
  assert.match(formatFailures(report.failures), /^docs\/api\/page\.md:7 json: invalid JSON/);
});

test('checkPage: curl URLs held in shell variables of the same block are expanded', () => {
  const page = [
    '```sh',
    'url="https://atsd.example.org:8443/api/v1/series/query?x=1"',
    'curl -sS -X POST "$url" -d @q.json',
    'curl -sS -X POST "$unknown"',
    'sudo curl -X GET https://atsd.example.org:8443/api/v1/nowhere',
    '```',
  ].join('\n');
  const report = checkPage('p.md', page, ENDPOINTS);
  assert.deepEqual(
    report.failures.map((failure) => `${failure.line} ${failure.message}`),
    ['4 POST / is not a documented endpoint', '5 GET /api/v1/nowhere is not a documented endpoint'],
  );
});

test('checkPage: an unclosed block is a failure', () => {
  const report = checkPage('p.md', 'text\n```json\n{}\n', ENDPOINTS);
  assert.deepEqual(
    report.failures.map((failure) => `${failure.line} ${failure.message}`),
    ['2 code block is never closed'],
  );
});

test('checkPage: SQL, rule, template and shell blocks, and the width of a result table', () => {
  const page = [
    '```sql', // 1
    'SELECT entity, AVG(value) FROM "cpu_busy" GROUP BY entity', // 2
    '```', // 3
    '', // 4
    'The query returns:', // 5
    '', // 6
    '| entity | avg(value) | extra |', // 7
    '|---|---|---|', // 8
    '```sql', // 9
    'SELECT MEDIAN(value) FROM "cpu_busy"', // 10
    '```', // 11
    '```sql fragment', // 12
    "WHERE entity = 'x'", // 13
    '```', // 14
    '```rule', // 15
    "upper(entity) == 'NUR' && lower(tags.site) == 'a'", // 16
    '```', // 17
    '```template', // 18
    'Alert for ${upper(entity)} at ${tags.site', // 19
    '```', // 20
    '```bash', // 21
    'sudo systemctl restrat atsd', // 22
    '```', // 23
  ].join('\n');
  const report = checkPage('p.md', page, ENDPOINTS);
  assert.deepEqual(report.checked, {json: 0, csv: 0, network: 0, curl: 0, shell: 1, sql: 2, rule: 1, template: 1});
  assert.equal(report.fragments, 1);
  assert.equal(report.resultTables, 1);
  assert.deepEqual(
    report.failures.map((failure) => `${failure.line} ${failure.kind}: ${failure.message}`),
    [
      '7 sql: the result table has 3 columns, the query selects 2',
      '10 sql: MEDIAN() is not a function documented on /sql/',
      '16 rule: lower() is not documented on a /rule-engine/functions page',
      '19 template: placeholder ${ is never closed',
      '22 shell: systemctl has no subcommand restrat',
    ],
  );
});

test('checkPage: a Results heading may stand between a query and its table', () => {
  const page = '```sql\nSELECT entity FROM "m"\n```\n\n### Results\n\n| entity | value |\n|---|---|\n';
  const report = checkPage('p.md', page, ENDPOINTS);
  assert.equal(report.resultTables, 1);
  assert.deepEqual(
    report.failures.map((failure) => failure.message),
    ['the result table has 2 columns, the query selects 1'],
  );
});

test('checkPage: a table after a paragraph is not a result table', () => {
  const page = '```sql\nSELECT entity FROM "m"\n```\n\nA paragraph about columns.\n\n| a | b |\n|---|---|\n';
  const report = checkPage('p.md', page, ENDPOINTS);
  assert.equal(report.resultTables, 0);
  assert.deepEqual(report.failures, []);
});
