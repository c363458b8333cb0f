/** Every Mermaid diagram under docs/ has its rendered SVG committed, as the build requires. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {diagramsOfMarkdown, REFRESH_COMMAND, renderedFile} from '../../src/diagrams/source';
import {markdownFiles, readFile, ROOT} from '../../scripts/support/docs';

/** Every diagram of docs/, with its file. */
const diagrams = markdownFiles().flatMap((file) =>
  diagramsOfMarkdown(readFile(file)).map((block) => ({where: `${file}:${block.line}`, key: block.key})),
);

test('the diagrams of docs/ are found: one for every ```mermaid fence', () => {
  // The fences counted as text, apart from the Markdown parser the build uses.
  const fences = markdownFiles().reduce(
    (count, file) => count + (readFile(file).match(/^ {0,3}(`{3,}|~{3,})mermaid\s*$/gm)?.length ?? 0),
    0,
  );
  assert.ok(fences > 100, `${fences} fences`);
  assert.equal(diagrams.length, fences);
});

test('every diagram in docs/ has an up-to-date SVG', () => {
  assert.ok(diagrams.length > 100, `${diagrams.length} diagrams`);
  const missing = diagrams
    .filter(({key}) => !fs.existsSync(path.join(ROOT, renderedFile(key))))
    .map(({where}) => where);
  assert.deepEqual(missing, [], `run \`${REFRESH_COMMAND}\` and commit src/diagrams/rendered/`);
});

test('every rendered SVG keeps its natural size and has its own ids', () => {
  assert.ok(diagrams.length > 100, `${diagrams.length} diagrams`);
  const wrong = diagrams.flatMap(({where, key}) => {
    const open = /^<svg[^>]*>/.exec(readFile(renderedFile(key)))?.[0] ?? '';
    return [/ width="[\d.]+"/, / height="[\d.]+"/, new RegExp(` id="diagram-${key}"`)]
      .filter((pattern) => !pattern.test(open))
      .map((pattern) => `${where}: ${open.slice(0, 120)} lacks ${pattern}`);
  });
  assert.deepEqual(wrong, []);
});
