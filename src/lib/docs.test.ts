import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {SECTIONS} from '../site';

const PATHS = SECTIONS.map((section) => section.path);
import {assertEverySectionListed, foldersWithoutSection, titleOfMarkdown} from './docs';

test('the title comes from front matter, else the first # heading', () => {
  assert.equal(titleOfMarkdown('---\nlang: ru\ntitle: "Установка"\n---\n\n# Other\n'), 'Установка');
  assert.equal(titleOfMarkdown('---\nlang: ru\n---\n\n# Series: query\n\n## Request\n'), 'Series: query');
  assert.equal(titleOfMarkdown('Intro\n\n## Only a section\n'), undefined);
  assert.equal(titleOfMarkdown('# Closed heading #\n'), 'Closed heading');
  // A YAML comment in the front matter is not the title.
  assert.equal(titleOfMarkdown('---\n# reviewed in 2026\nlang: ru\n---\n\n# Ports\n'), 'Ports');
});

test('a docs folder that no section lists is reported by name; the real docs/ has none', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atsd-sections-'));
  try {
    for (const file of ['README.md', 'sql/README.md', 'sql/examples/a.md', 'newthing/b.md', 'newthing/deep/c.md']) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      fs.writeFileSync(path.join(dir, file), '# Page\n');
    }
    assert.deepEqual(foldersWithoutSection(dir, PATHS), ['/newthing/', '/newthing/deep/']);
    assert.throws(
      () => assertEverySectionListed(dir, PATHS),
      /docs\/newthing\/, docs\/newthing\/deep\/: no entry in SECTIONS/,
    );
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
  assert.deepEqual(foldersWithoutSection(path.resolve(import.meta.dirname, '../../docs'), PATHS), []);
});
