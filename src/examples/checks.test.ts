import assert from 'node:assert/strict';
import {test} from 'node:test';
import {checkPage, formatFailures} from './checks';
import {extractEndpoints} from './endpoints';

const ENDPOINTS = extractEndpoints([
  '| Method | Path |',
  '|---|---|',
  '| `POST` | `/api/v1/series/query` |',
  '| `GET` | `/api/v1/metrics/{metric}` |',
].join('\n'), 'docs/api/table.md');

const PAGE = [
  '# Examples',                                   // 1
  '```json',                                      // 2
  '[{"entity": "sensor-041"}]',                   // 3
  '```',                                          // 4
  '```json',                                      // 5
  '{"a": 1,',                                     // 6
  '  "b": 2,}',                                   // 7
  '```',                                          // 8
  '```json fragment',                             // 9
  '"tags": {"site": "lisbon"}',                   // 10
  '```',                                          // 11
  '```csv',                                       // 12
  'date,value',                                   // 13
  '2024-01-01T00:00:00Z,1,2',                     // 14
  '```',                                          // 15
  '```network',                                   // 16
  'series e:sensor-041 m:cpu_busy_pct=41.5',      // 17
  'series e:sensor-041 m:cpu_busy_pct=41,5',      // 18
  'serie e:sensor-041 m:cpu_busy_pct=41.5',       // 19
  '```',                                          // 20
  '```bash',                                      // 21
  'curl -X POST https://atsd.example.org:8443/api/v1/series/query \\', // 22
  '  --data @q.json',                             // 23
  'curl https://atsd.example.org:8443/api/v1/metrics/cpu_busy_pct', // 24
  'curl -X GET https://atsd.example.org:8443/api/v1/series/query', // 25
  'curl -fsSL https://get.example.com/install.sh | bash', // 26
  '```',                                          // 27
  '```txt',                                       // 28
  'serie e:not-checked',                          // 29
  '```',                                          // 30
].join('\n');

test('checkPage: one failure per failing example with its page line', () => {
  const report = checkPage('docs/api/page.md', PAGE, ENDPOINTS);
  assert.deepEqual(report.checked, {json: 2, csv: 1, network: 1, curl: 3});
  assert.equal(report.fragments, 1);
  assert.equal(report.externalCurl, 1);
  assert.deepEqual(report.failures.map((failure) => `${failure.line} ${failure.kind}`), [
    '7 json',
    '14 csv',
    '18 network',
    '25 curl',
  ]);
  assert.match(report.failures[2]?.message ?? '', /not a number.*\(and 1 more bad line in this block\)/);
  assert.match(report.failures[3]?.message ?? '', /GET \/api\/v1\/series\/query is not a documented endpoint \(documented for POST\)/);
  assert.match(formatFailures(report.failures), /^docs\/api\/page\.md:7 json: invalid JSON/);
});

test('checkPage: curl URLs held in shell variables of the same block are expanded', () => {
  const page = [
    '```sh',
    'url="https://atsd.example.org:8443/api/v1/series/query?x=1"',
    'curl -sS -X POST "$url" -d @q.json',
    'curl -sS -X POST "$unknown"',
    '```',
  ].join('\n');
  const report = checkPage('p.md', page, ENDPOINTS);
  assert.deepEqual(report.failures.map((failure) => `${failure.line} ${failure.message}`),
    ['4 POST / is not a documented endpoint']);
});

test('checkPage: an unclosed block is a failure', () => {
  const report = checkPage('p.md', 'text\n```json\n{}\n', ENDPOINTS);
  assert.deepEqual(report.failures.map((failure) => `${failure.line} ${failure.message}`), ['2 code block is never closed']);
});
