/**
 * `npm run diagrams`: renders every Mermaid diagram under docs/ that has no
 * up-to-date SVG in src/diagrams/rendered/, with Debian's Chromium
 * (CHROMIUM_PATH to use another), and deletes the SVGs no diagram uses any
 * more. Run it after writing or changing a diagram, and after merging branches
 * that did; commit the folder. `npm run diagrams -- --all` renders every
 * diagram again (after upgrading Mermaid).
 *
 * A diagram Mermaid cannot draw is reported with its file and line, and the
 * script exits with 1; the other diagrams are still written.
 */
import fs from 'node:fs';
import path from 'node:path';
import {renderDiagrams} from '../src/diagrams/render';
import {diagramsOfMarkdown, RENDERED_DIR, renderedFile, type DiagramBlock} from '../src/diagrams/source';

const ROOT = path.resolve(import.meta.dirname, '..');
const all = process.argv.includes('--all');

function markdownFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

async function main(): Promise<void> {
  const found: Array<{file: string; block: DiagramBlock}> = markdownFiles('docs').flatMap((file) =>
    diagramsOfMarkdown(fs.readFileSync(path.join(ROOT, file), 'utf8')).map((block) => ({file, block})),
  );
  const wanted = new Map<string, {file: string; block: DiagramBlock}>();
  for (const entry of found) {
    if (!wanted.has(entry.block.key)) {
      wanted.set(entry.block.key, entry);
    }
  }

  const dir = path.join(ROOT, RENDERED_DIR);
  fs.mkdirSync(dir, {recursive: true});
  const existing = new Set(fs.readdirSync(dir).filter((name) => name.endsWith('.svg')));
  const missing = [...wanted.values()].filter(({block}) => all || !existing.has(`${block.key}.svg`));

  console.log(
    `${found.length} diagrams in docs/ (${wanted.size} different); rendering ${missing.length} with Chromium`,
  );
  const results = await renderDiagrams(missing.map(({block}) => ({key: block.key, source: block.source})));
  let failed = 0;
  for (const result of results) {
    const {file, block} = wanted.get(result.key)!;
    if ('error' in result) {
      failed += 1;
      console.error(`${file}:${block.line}: Mermaid cannot draw this diagram: ${result.error}`);
    } else {
      fs.writeFileSync(path.join(ROOT, renderedFile(result.key)), `${result.svg}\n`);
      console.log(`rendered ${renderedFile(result.key)}  (${file}:${block.line})`);
    }
  }

  let removed = 0;
  for (const name of existing) {
    if (!wanted.has(name.replace(/\.svg$/, ''))) {
      fs.rmSync(path.join(dir, name));
      removed += 1;
    }
  }
  console.log(`${results.length - failed} rendered, ${removed} unused SVGs removed, ${failed} failed`);

  const untitled = found.filter(({block}) => !block.titled);
  if (untitled.length > 0) {
    console.log(`\n${untitled.length} diagrams have no accTitle: line; they are named after their heading instead:`);
    for (const {file, block} of untitled) {
      console.log(`  ${file}:${block.line}  "${block.label}"`);
    }
  }
  process.exitCode = failed > 0 ? 1 : 0;
}

void main();
