import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Root} from 'mdast';
import {parseMarkdown} from '../lib/markdown';
import {VFile} from 'vfile';
import remarkDiagrams from './remark';
import {diagramKey, renderedFile} from './source';

const SOURCE = 'flowchart LR\n  accTitle: Two steps\n  a --> b';
const MARKDOWN = `# Page\n\n\`\`\`mermaid\n${SOURCE}\n\`\`\`\n\nText.\n`;

function run(root: string, markdown = MARKDOWN): Root {
  const tree = parseMarkdown(markdown);
  remarkDiagrams({root})(tree, new VFile({path: path.join(root, 'docs/page.md'), value: markdown}));
  return tree;
}

test('a diagram becomes the mermaid element with its committed SVG and its name', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'diagrams-'));
  try {
    fs.mkdirSync(path.join(root, path.dirname(renderedFile('x'))), {recursive: true});
    fs.writeFileSync(path.join(root, renderedFile(diagramKey(SOURCE))), '<svg width="10" height="5"></svg>\n');
    const node = run(root).children[1] as unknown as {type: string; data: {hName: string; hProperties: object}};
    assert.equal(node.type, 'diagram');
    assert.equal(node.data.hName, 'mermaid');
    assert.deepEqual(node.data.hProperties, {svg: '<svg width="10" height="5"></svg>', label: 'Two steps'});
  } finally {
    fs.rmSync(root, {recursive: true, force: true});
  }
});

test('a diagram with no up-to-date SVG fails, naming the file, the line and the command', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'diagrams-'));
  try {
    assert.throws(
      () => run(root, `${MARKDOWN}\n\`\`\`mermaid\nsequenceDiagram\n  A->>B: hi\n\`\`\`\n`),
      (error: Error) => {
        assert.match(error.message, /docs\/page\.md:3, docs\/page\.md:11/);
        assert.match(error.message, /Run `npm run diagrams`/);
        return true;
      },
    );
  } finally {
    fs.rmSync(root, {recursive: true, force: true});
  }
});
