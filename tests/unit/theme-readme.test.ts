/**
 * src/theme/README.md stays true: its "safety" column says, for the action taken (wrap or eject),
 * what `docusaurus swizzle --list` says, and every swizzled component has a row.
 *
 * Running `npx docusaurus swizzle @docusaurus/theme-classic --list --typescript` takes about 30 s,
 * so its table is committed as tests/fixtures/swizzle-list.tsv, with the theme version it came
 * from; the test fails when the installed theme is another version. After an upgrade, run it
 * again and rewrite the fixture (component, wrap, eject, tab-separated).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURE = fs.readFileSync(path.join(ROOT, 'tests/fixtures/swizzle-list.tsv'), 'utf8');
const README = fs.readFileSync(path.join(ROOT, 'src/theme/README.md'), 'utf8');

/** Component → {wrap, eject} as the list says them, lower case. */
const listed = new Map(
  FIXTURE.split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [name, wrap, eject] = line.split('\t') as [string, string, string];
      return [name, {wrap: wrap.toLowerCase(), eject: eject.toLowerCase()}] as const;
    }),
);

interface Row {
  component: string;
  action: string;
  safety: string;
}

/** The README's first table, the swizzled components (the tables after it are about other things). */
const swizzleTable = README.slice(README.indexOf('| component | action | safety |')).split(/\n(?!\|)/)[0]!;

/** The rows of that table: component (backticks and `.tsx` dropped), action, safety. */
const rows: Row[] = swizzleTable
  .split('\n')
  .filter((line) => /^\| `/.test(line))
  .map((line) => {
    const [component, action, safety] = line
      .split('|')
      .slice(1, 4)
      .map((cell) => cell.trim());
    return {
      component: component!.replace(/`/g, '').replace(/\.tsx$/, ''),
      action: action!.split(' ')[0]!,
      safety: safety!.split(' ')[0]!,
    };
  });

test('the fixture comes from the installed theme', () => {
  const version = createRequire(import.meta.url)('@docusaurus/theme-classic/package.json').version as string;
  assert.match(FIXTURE.split('\n')[0]!, new RegExp(`@docusaurus/theme-classic ${version.replace(/\./g, '\\.')}$`));
  assert.ok(listed.size > 100, `${listed.size} components listed`);
});

test("the README's safety column is what `docusaurus swizzle --list` says for the action taken", () => {
  const wrong: string[] = [];
  for (const row of rows) {
    if (row.action !== 'wrap' && row.action !== 'eject') continue; // our own components
    const list = listed.get(row.component);
    if (list === undefined) {
      // Only core's Root is swizzled outside theme-classic.
      assert.equal(row.component, 'Root', `${row.component} is not a theme-classic component`);
      continue;
    }
    const expected = row.action === 'wrap' ? list.wrap : list.eject;
    if (row.safety !== expected) wrong.push(`${row.component} (${row.action}): README ${row.safety}, list ${expected}`);
  }
  assert.deepEqual(wrong, []);
});

test('every swizzled component has a row, and every row a component', () => {
  const themeDir = path.join(ROOT, 'src/theme');
  const components = new Set(
    fs
      .readdirSync(themeDir, {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => path.relative(themeDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .map((file) => file.replace(/\/index\.tsx?$/, '').replace(/\.tsx$/, ''))
      // helpers beside a component (CodeBlock/Content/Lines.tsx, linesOnDemand.ts) are not components
      .filter((name) => listed.has(name) || name === 'Root' || rows.some((row) => row.component === name)),
  );
  const documented = new Set(rows.map((row) => row.component));
  assert.deepEqual(
    [...components].filter((name) => !documented.has(name)),
    [],
    'swizzled without a row',
  );
  assert.deepEqual(
    [...documented].filter((name) => !components.has(name)),
    [],
    'a row without a component',
  );
});
