/**
 * src/theme/README.md stays true: its "safety" column says, for the action taken (wrap or eject),
 * what `docusaurus swizzle --list` says; every swizzled component has a row, and every file under
 * src/theme/ belongs to one; every import from a package's internals, and every `@theme-original/`
 * import outside its own wrap, is listed with its file.
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
import ts from 'typescript';

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

/** Every file under src/theme/ but the README, root-relative to it (`CodeBlock/Content/Lines.tsx`). */
const themeFiles = fs
  .readdirSync(path.join(ROOT, 'src/theme'), {recursive: true, withFileTypes: true})
  .filter((entry) => entry.isFile() && entry.name !== 'README.md')
  .map((entry) => path.relative(path.join(ROOT, 'src/theme'), path.join(entry.parentPath, entry.name)))
  .map((file) => file.split(path.sep).join('/'));

/**
 * The files of src/theme/ that no row accounts for. A file belongs to a row when it is the row's
 * component (`Root.tsx`, `Logo/index.tsx`, `MDXComponents/A.tsx`) or lies in its folder (a
 * helper or the styles of `CodeBlock/Content`); anything else is an override the README misses.
 */
export function undocumentedThemeFiles(files: string[], components: string[]): string[] {
  return files.filter((file) => {
    const name = file.replace(/\/index\.tsx?$/, '').replace(/\.tsx?$/, '');
    return !components.some((component) => name === component || file.startsWith(`${component}/`));
  });
}

test('every file under src/theme/ belongs to a row of the README', () => {
  const components = rows.map((row) => row.component);
  assert.deepEqual(undocumentedThemeFiles(themeFiles, components), [], 'files under src/theme/ that no row lists');
  // The check fails on a folder the README does not list.
  assert.deepEqual(
    undocumentedThemeFiles([...themeFiles, 'Footer/index.tsx', 'Footer/styles.module.css'], components),
    ['Footer/index.tsx', 'Footer/styles.module.css'],
  );
});

interface Import {
  /** Root-relative file: `src/theme/SkipToContent/index.tsx`. */
  file: string;
  module: string;
  /** The names it imports (`default` for a default import, `*` for a namespace). */
  names: string[];
}

/** The import and export-from declarations of a file, parsed by TypeScript. */
function importsOf(file: string, source: string): Import[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: Import[] = [];
  for (const statement of tree.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const names: string[] = [];
      if (clause?.name) names.push('default');
      if (clause?.namedBindings && ts.isNamespaceImport(clause.namedBindings)) names.push('*');
      if (clause?.namedBindings && ts.isNamedImports(clause.namedBindings)) {
        for (const element of clause.namedBindings.elements) names.push((element.propertyName ?? element.name).text);
      }
      found.push({file, module: statement.moduleSpecifier.text, names});
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      const names =
        statement.exportClause && ts.isNamedExports(statement.exportClause)
          ? statement.exportClause.elements.map((element) => (element.propertyName ?? element.name).text)
          : ['*'];
      found.push({file, module: statement.moduleSpecifier.text, names});
    }
  }
  return found;
}

/**
 * A package's private paths: `@docusaurus/theme-common/internal`, `…/lib/…`, `…/src/…`, `…/dist/…`
 * (a package name, not `./`, `@site/` or a theme alias, then one of those folders).
 */
const INTERNAL = /^(?!@site\/)(@[a-z0-9-]+\/)?[a-z0-9][\w.-]*\/(.+\/)?(internal|lib|src|dist)(\/|$)/;

/** The internal-imports table: `name from module` → the root-relative files it lists. */
const internalTable = new Map<string, Set<string>>();
for (const line of README.slice(README.indexOf('| import | from | used in | for |'))
  .split(/\n(?!\|)/)[0]!
  .split('\n')) {
  if (!/^\| `/.test(line)) continue;
  const [name, module, usedIn] = line
    .split('|')
    .slice(1, 4)
    .map((cell) => cell.trim());
  const files = [...usedIn!.matchAll(/`([^`]+)`/g)].map(([, file]) =>
    file!.startsWith('src/') ? file! : `src/theme/${file}`,
  );
  internalTable.set(`${name!.replace(/`/g, '')} from ${module!.replace(/`/g, '')}`, new Set(files));
}

/**
 * The imports the README does not document: a name from a package's internals not listed with its
 * file, or `@theme-original/X` anywhere but X's own file when the README has a row for X.
 */
export function undocumentedImports(imports: Import[], components: string[]): string[] {
  const wrong: string[] = [];
  for (const {file, module, names} of imports) {
    const original = /^@theme-(original|init)\/(.+)$/.exec(module)?.[2];
    if (original !== undefined) {
      const own = [`src/theme/${original}.tsx`, `src/theme/${original}/index.tsx`];
      if (!components.includes(original) || !own.includes(file)) wrong.push(`${file}: ${module}`);
    } else if (INTERNAL.test(module)) {
      for (const name of names) {
        if (!internalTable.get(`${name} from ${module}`)?.has(file)) wrong.push(`${file}: ${name} from ${module}`);
      }
    }
  }
  return wrong;
}

test('every import from internals is listed in the README with its file', () => {
  const sources = fs
    .readdirSync(path.join(ROOT, 'src'), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.(tsx?|mjs)$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .concat(['docusaurus.config.ts', 'sidebars.ts']);
  const imports = sources.flatMap((file) => importsOf(file, fs.readFileSync(path.join(ROOT, file), 'utf8')));
  const components = rows.map((row) => row.component);
  assert.ok(
    imports.some((entry) => entry.module === '@docusaurus/theme-common/internal'),
    'internal imports found',
  );
  assert.deepEqual(undocumentedImports(imports, components), [], 'imports the README does not list');
  // Every row of the table is still used where it says.
  for (const [key, files] of internalTable) {
    for (const file of files) {
      const [name, module] = key.split(' from ');
      const used = imports.some(
        (entry) => entry.file === file && entry.module === module && entry.names.includes(name!),
      );
      assert.ok(used, `the README lists ${key} in ${file}, which does not import it`);
    }
  }
  // The check fails on an internal import the table does not list, and on a stray @theme-original.
  const stray = [
    "import {useThemeConfig} from '@docusaurus/theme-common/internal';",
    "import DocItem from '@docusaurus/theme-classic/lib/theme/DocItem';",
    "import Original from '@theme-original/SearchBar';",
  ].join('\n');
  assert.deepEqual(undocumentedImports(importsOf('src/navigation/stray.ts', stray), components), [
    'src/navigation/stray.ts: useThemeConfig from @docusaurus/theme-common/internal',
    'src/navigation/stray.ts: default from @docusaurus/theme-classic/lib/theme/DocItem',
    'src/navigation/stray.ts: @theme-original/SearchBar',
  ]);
});

test("the README's count of internal imports is right", () => {
  const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
  const stated = /^(\w+) imports come from `@docusaurus\/theme-common\/internal`/m.exec(README)?.[1]?.toLowerCase();
  const listed = [...internalTable.values()].reduce((count, files) => count + files.size, 0);
  assert.equal(stated, WORDS[listed], `the README says "${stated}", the table lists ${listed}`);
});
