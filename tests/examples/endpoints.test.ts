import assert from 'node:assert/strict';
import {test} from 'node:test';
import {extractEndpoints, findEndpoint, pathPattern, tableCells} from './endpoints';

const PAGE = [
  '# Page', // 1
  '', // 2
  '| **Method** | **Path** | **Content-Type Header** |', // 3
  '|:---|:---|---:|', // 4
  '| `POST` | `/api/v1/series/query` | `application/json` |', // 5
  '| `GET` | `/api/v1/series/{format}/{entity}/{metric}` | |', // 6
  '',
  '| Name | Method | Path | What it does |', // 8
  '|:---|:---|:---|:---|',
  '| [webhook](webhook.md) | `POST` or `GET` | `/messages/webhook/*` | Stores a message. |', // 10
  '| SQL | `POST` | `/api/sql` | Runs SQL, for example `GET` is not allowed \\| ever. |', // 11
  '| Certificate | `POST` | `/admin/certificates/self-signed` | Server page. |', // 12
  '',
  '| Code | Meaning |',
  '|:---|:---|',
  '| `405` | `GET` on `/api/v1/x` |',
  '',
  '```md',
  '| Method | Path |',
  '|---|---|',
  '| `DELETE` | `/api/v1/in-a-code-block` |',
  '```',
].join('\n');

test('request tables give (method, path) pairs; relative paths live under /api/v1, /admin/ paths stay', () => {
  const endpoints = extractEndpoints(PAGE, 'docs/api/page.md');
  assert.deepEqual(
    endpoints.map((endpoint) => `${endpoint.line} ${endpoint.method} ${endpoint.path}`),
    [
      '5 POST /api/v1/series/query',
      '6 GET /api/v1/series/{format}/{entity}/{metric}',
      '10 POST /api/v1/messages/webhook/*',
      '10 GET /api/v1/messages/webhook/*',
      '11 POST /api/sql',
      '12 POST /admin/certificates/self-signed',
    ],
  );
});

test('table cells: escaped pipes do not split', () => {
  assert.deepEqual(tableCells('| a | b \\| c | `d` |'), ['a', 'b | c', '`d`']);
});

test('placeholders match one segment, a final * one or more', () => {
  assert.ok(
    pathPattern('/api/v1/series/{format}/{entity}/{metric}').test('/api/v1/series/csv/sensor-041/cpu_busy_pct'),
  );
  assert.ok(!pathPattern('/api/v1/series/{format}/{entity}/{metric}').test('/api/v1/series/csv/sensor-041'));
  assert.ok(!pathPattern('/api/v1/entities/{entity}').test('/api/v1/entities/a/b'));
  assert.ok(pathPattern('/api/v1/messages/webhook/*').test('/api/v1/messages/webhook/github/push'));
  assert.ok(!pathPattern('/api/v1/messages/webhook/*').test('/api/v1/messages/webhook'));
  assert.ok(!pathPattern('/api/v1/series.query').test('/api/v1/seriesXquery'));
});

test('findEndpoint checks the method and the path', () => {
  const endpoints = extractEndpoints(PAGE, 'docs/api/page.md');
  assert.equal(findEndpoint(endpoints, 'POST', '/api/v1/series/query/')?.line, 5);
  assert.equal(findEndpoint(endpoints, 'GET', '/api/v1/series/query'), undefined);
  assert.equal(findEndpoint(endpoints, 'POST', '/api/v1/series/querry'), undefined);
  assert.equal(findEndpoint(endpoints, 'GET', '/api/v1/messages/webhook/jenkins')?.line, 10);
  assert.equal(findEndpoint(endpoints, 'DELETE', '/api/v1/in-a-code-block'), undefined);
});
