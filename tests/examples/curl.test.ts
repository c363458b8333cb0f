import assert from 'node:assert/strict';
import {test} from 'node:test';
import {assignment, expandVariables, isAtsdUrl, parseCurl, shellCommands, urlPath} from './curl';

test('shell commands: continuations, quotes spanning lines, pipes and comments', () => {
  const commands = shellCommands([
    '# list metrics', // 0
    'curl -X GET "https://atsd.example.org:8443/api/v1/metrics?limit=3" \\', // 1
    '  --user "$ATSD_USER:$ATSD_PASSWORD" | jq length', // 2
    "curl -X POST https://atsd.example.org:8443/api/v1/series/insert --data '[", // 3
    '  {"entity": "sensor-041"}', // 4
    "]' && echo done", // 5
  ]);
  assert.deepEqual(
    commands.map((command) => [command.line, command.words[0]]),
    [
      [1, 'curl'],
      [1, 'jq'],
      [3, 'curl'],
      [3, 'echo'],
    ],
  );
  assert.deepEqual(commands[0]?.words, [
    'curl',
    '-X',
    'GET',
    'https://atsd.example.org:8443/api/v1/metrics?limit=3',
    '--user',
    '${ATSD_USER}:${ATSD_PASSWORD}',
  ]);
  assert.equal(commands[2]?.words[5], '[\n  {"entity": "sensor-041"}\n]');
});

test("shell words: $'...', escapes, $(...) inside double quotes, here-documents", () => {
  const commands = shellCommands([
    'curl --data-binary $\'a\\nb\' -H "X: $(basename "$file")" x\\ y',
    'cat <<EOF | curl -X POST https://atsd.example.org:8443/api/v1/command --data-binary @-',
    'curl -X GET https://atsd.example.org:8443/not-a-command',
    'EOF',
    'echo after',
  ]);
  assert.deepEqual(commands[0]?.words, ['curl', '--data-binary', 'a\nb', '-H', 'X: $(basename ${file})', 'x y']);
  assert.deepEqual(
    commands.map((command) => command.words[0]),
    ['curl', 'cat', 'curl', 'echo'],
  );
  assert.equal(commands[2]?.words[3], 'https://atsd.example.org:8443/api/v1/command');
});

test('curl method: explicit, implied by a body, -T, -G, -I, default GET', () => {
  const method = (line: string): string => {
    const [command] = shellCommands([line]);
    const request = parseCurl(command?.words ?? []);
    return typeof request === 'string' ? request : `${request.method} ${request.path}`;
  };
  assert.equal(method('curl -X PATCH https://atsd.example.org:8443/api/v1/metrics/m1'), 'PATCH /api/v1/metrics/m1');
  assert.equal(method('curl --request DELETE https://h/api/v1/entities/e1'), 'DELETE /api/v1/entities/e1');
  assert.equal(method('curl -XPUT https://h/api/v1/entities/e1'), 'PUT /api/v1/entities/e1');
  assert.equal(method('curl -sS https://h/api/v1/version'), 'GET /api/v1/version');
  assert.equal(method('curl -d @f.json https://h/api/v1/series/query'), 'POST /api/v1/series/query');
  assert.equal(method('curl --data-binary @f.csv https://h/api/v1/csv'), 'POST /api/v1/csv');
  assert.equal(method('curl -F "f=@x.csv" https://h/api/v1/csv'), 'POST /api/v1/csv');
  assert.equal(method('curl -sSd x https://h/api/v1/command'), 'POST /api/v1/command');
  assert.equal(method('curl -T x.csv https://h/api/v1/csv'), 'PUT /api/v1/csv');
  assert.equal(method('curl -X POST -T x.csv https://h/api/v1/csv'), 'POST /api/v1/csv');
  assert.equal(method('curl -G -d limit=1 https://h/api/v1/metrics'), 'GET /api/v1/metrics');
  assert.equal(method('curl -I https://h/api/v1/ping'), 'HEAD /api/v1/ping');
  assert.equal(method('curl -u a:b -H "X: 1" -o out.json -w "%{http_code}" https://h/api/v1/ping'), 'GET /api/v1/ping');
  assert.equal(method('curl --url https://h/api/v1/ping'), 'GET /api/v1/ping');
  assert.equal(method('curl -X GET --user a:b'), 'curl command without a URL');
});

test('URL path: scheme, host, query and fragment removed', () => {
  assert.equal(urlPath('https://atsd.example.org:8443/api/v1/series/query?x=1#top'), '/api/v1/series/query');
  assert.equal(urlPath('http://user:pw@127.0.0.1:8088/api/v1/version/'), '/api/v1/version');
  assert.equal(urlPath('atsd.example.org:8443/api/v1/ping'), '/api/v1/ping');
  assert.equal(urlPath('$ATSD_URL/api/v1/ping'), '/api/v1/ping');
  assert.equal(urlPath('${ATSD}/api/v1/ping'), '/api/v1/ping');
  assert.equal(urlPath('https://atsd.example.org:8443'), '/');
});

test('ATSD hosts, assignments and variable expansion', () => {
  assert.ok(isAtsdUrl('https://atsd.example.org:8443/api/v1/ping'));
  assert.ok(isAtsdUrl('http://localhost:8088/api/v1/ping'));
  assert.ok(isAtsdUrl('$URL/api/v1/ping'));
  assert.ok(!isAtsdUrl('https://get.sdkman.io'));
  assert.deepEqual(assignment(['url=https://h/api/v1/csv?config=x']), ['url', 'https://h/api/v1/csv?config=x']);
  assert.deepEqual(assignment(['export', 'TOKEN=abc']), ['TOKEN', 'abc']);
  assert.equal(assignment(['curl', 'x=1']), undefined);
  const variables = new Map([
    ['base', 'https://h'],
    ['path', '/api/v1/ping'],
  ]);
  assert.equal(expandVariables('${base}$path?x=$unknown', variables), 'https://h/api/v1/ping?x=$unknown');
});
