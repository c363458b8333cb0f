import {test} from 'node:test';
import assert from 'node:assert/strict';
import {accDescrOf, accTitleOf, diagramKey, diagramsOfMarkdown, renderedFile} from './source';

const PAGE = [
  '# Series: query',
  '',
  '## How a query runs',
  '',
  '```mermaid',
  'flowchart LR',
  '  accTitle: A query from the client to the storage',
  '  accDescr: The client sends the query; ATSD reads the storage.',
  '  C[Client] --> A[ATSD] --> S[(Storage)]',
  '```',
  '',
  '## Установка',
  '',
  '```mermaid',
  'sequenceDiagram',
  '  A->>B: hello',
  '```',
  '',
  '```json',
  '{}',
  '```',
].join('\n');

test('finds every Mermaid block with its line, name and description', () => {
  const blocks = diagramsOfMarkdown(PAGE);
  assert.equal(blocks.length, 2);
  assert.deepEqual(
    blocks.map((b) => [b.line, b.label, b.description, b.titled]),
    [
      [5, 'A query from the client to the storage', 'The client sends the query; ATSD reads the storage.', true],
      [14, 'Sequence diagram: Установка', undefined, false],
    ],
  );
  assert.ok(blocks[1]!.source.startsWith('sequenceDiagram'));
});

test('a diagram without accTitle is named after its kind, and its heading when it has one', () => {
  assert.equal(
    diagramsOfMarkdown('```mermaid\nerDiagram\n  A ||--o{ B : has\n```\n')[0]!.label,
    'Entity relationship diagram',
  );
  assert.equal(
    diagramsOfMarkdown('## Flow {#flow}\n\n```mermaid\ngraph TD\n  a --> b\n```\n')[0]!.label,
    'Flowchart: Flow',
  );
});

test('accTitle and accDescr, single-line and block', () => {
  assert.equal(accTitleOf('flowchart LR\n  accTitle:  Data flow  \n  a-->b'), 'Data flow');
  assert.equal(accTitleOf('flowchart LR\n  a-->b'), undefined);
  assert.equal(accDescrOf('flowchart LR\n  accDescr {\n    Two lines\n    of text\n  }\n'), 'Two lines of text');
});

test('the key follows the source only, and names the SVG file', () => {
  assert.equal(diagramKey('flowchart LR\n a-->b'), diagramKey('flowchart LR\n a-->b'));
  assert.notEqual(diagramKey('flowchart LR\n a-->b'), diagramKey('flowchart LR\n a-->c'));
  assert.match(diagramKey('x'), /^[0-9a-f]{16}$/);
  assert.equal(renderedFile('0123456789abcdef'), 'src/diagrams/rendered/0123456789abcdef.svg');
});
