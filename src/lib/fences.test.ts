import assert from 'node:assert/strict';
import {test} from 'node:test';
import {extractFences} from './fences';

test('finds blocks with language, meta words and page lines', () => {
  const page = [
    '# Title', // 1
    '', // 2
    '```json fragment', // 3
    '"a": 1', // 4
    '```', // 5
    'text', // 6
    '~~~ Network', // 7
    'ping', // 8
    '~~~', // 9
  ].join('\n');
  const fences = extractFences(page);
  assert.equal(fences.length, 2);
  assert.deepEqual(fences[0], {
    lang: 'json',
    meta: ['fragment'],
    line: 3,
    contentLine: 4,
    lines: ['"a": 1'],
    closed: true,
  });
  assert.equal(fences[1]?.lang, 'network');
  assert.equal(fences[1]?.line, 7);
  assert.deepEqual(fences[1]?.lines, ['ping']);
});

test('a longer fence holds shorter ones, and the closing fence must match the opening character', () => {
  const page = ['````md', '```json', '{}', '```', '````', '```txt', '~~~', '```'].join('\n');
  const fences = extractFences(page);
  assert.deepEqual(
    fences.map((fence) => [fence.lang, fence.lines.length]),
    [
      ['md', 3],
      ['txt', 1],
    ],
  );
});

test('indented fences in list items lose their indentation', () => {
  const page = ['1. Step', '   ```json', '   {"a": [', '     1]}', '   ```'].join('\n');
  const [fence] = extractFences(page);
  assert.deepEqual(fence?.lines, ['{"a": [', '  1]}']);
  assert.equal(fence?.contentLine, 3);
});

test('an unclosed block runs to the end of the page', () => {
  const [fence] = extractFences('```csv\na,b\n1,2\n');
  assert.equal(fence?.closed, false);
  assert.deepEqual(fence?.lines, ['a,b', '1,2', '']);
});

test('backtick fences with backticks in the info string are not fences; CRLF pages work', () => {
  assert.equal(extractFences('``` `x` ```\n').length, 0);
  const [fence] = extractFences('```bash\r\necho 1\r\n```\r\n');
  assert.deepEqual(fence?.lines, ['echo 1']);
});
