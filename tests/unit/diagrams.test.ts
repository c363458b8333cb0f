/** Every Mermaid diagram under docs/ has its rendered SVG committed, as the build requires. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {diagramsOfMarkdown, REFRESH_COMMAND, renderedFile} from '../../src/diagrams/source';
import {markdownFiles, readFile, ROOT} from '../support/docs';

test('every diagram in docs/ has an up-to-date SVG', () => {
  const missing = markdownFiles().flatMap((file) =>
    diagramsOfMarkdown(readFile(file))
      .filter((block) => !fs.existsSync(path.join(ROOT, renderedFile(block.key))))
      .map((block) => `${file}:${block.line}`),
  );
  assert.deepEqual(missing, [], `run \`${REFRESH_COMMAND}\` and commit src/diagrams/rendered/`);
});

test('every rendered SVG keeps its natural size and has its own ids', () => {
  for (const file of markdownFiles()) {
    for (const block of diagramsOfMarkdown(readFile(file))) {
      const svg = readFile(renderedFile(block.key));
      const open = /^<svg[^>]*>/.exec(svg)?.[0] ?? '';
      assert.match(open, / width="[\d.]+"/, `${file}:${block.line}`);
      assert.match(open, / height="[\d.]+"/, `${file}:${block.line}`);
      assert.match(open, new RegExp(`id="diagram-${block.key}"`), `${file}:${block.line}`);
    }
  }
});
