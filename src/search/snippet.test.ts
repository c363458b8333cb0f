import {test} from 'node:test';
import assert from 'node:assert/strict';
import {findHits, snippet} from './snippet';
import {queryTerms} from './text';

const render = (segments: ReturnType<typeof snippet>) => segments.map((s) => (s.hit ? `[${s.text}]` : s.text)).join('');

test('matching words are marked, stems and all', () => {
  const text = 'The series queries return samples. A query may hold many series.';
  assert.equal(
    render(snippet(text, queryTerms('series query'))),
    'The [series] [queries] return samples. A [query] may hold many [series].',
  );
});

test('prefixes match from three letters', () => {
  assert.equal(render(snippet('Aggregation and aggregators.', queryTerms('aggr'))), '[Aggregation] and [aggregators].');
});

test('Russian words match by stem', () => {
  assert.equal(
    render(snippet('Установки ATSD и установка Java.', queryTerms('установка'))),
    '[Установки] ATSD и [установка] Java.',
  );
});

test('a long text is cut at word boundaries around the densest match', () => {
  const filler = 'lorem ipsum dolor sit amet '.repeat(20);
  const text = `${filler}entity tags here ${filler}entity alone ${filler}`;
  const segments = snippet(text, queryTerms('entity tags'), 120);
  const result = render(segments);
  assert.match(result, /^… .*\[entity\] \[tags\] here.* …$/);
  assert.ok(segments.map((s) => s.text).join('').length <= 120 + '… '.length + ' …'.length);
  // whole words at both cuts
  assert.match(result, /^… (lorem|ipsum|dolor|sit|amet) /);
  assert.match(result, / (lorem|ipsum|dolor|sit|amet) …$/);
});

test('no match: the start of the text', () => {
  const text = 'word '.repeat(100);
  const result = render(snippet(text, queryTerms('missing'), 40));
  assert.ok(result.startsWith('word word'));
  assert.ok(result.endsWith(' …'));
  assert.deepEqual(findHits(text, []), []);
});
