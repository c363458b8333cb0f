/**
 * The breakpoints are written once, in breakpoints.ts: a stylesheet names them as custom media and
 * the code imports them. These tests fail on a second copy of a width (in a stylesheet's `@media`
 * or as a number in the code), on a custom media name the table lacks, and on a step of the top
 * bar that navbar.module.css has no classes for.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import postcss, {type AtRule} from 'postcss';
import ts from 'typescript';
import breakpointsPlugin, {breakpointsPostCss} from '../plugins/breakpoints';
import {ALL_LINKS_FROM, BREAKPOINTS, customMediaQueries, LINK_IN_BAR_FROM, LINK_STEPS, linkStep} from './breakpoints';

const SRC = path.resolve(import.meta.dirname, '..');
const filesUnderSrc = (extensions: RegExp) =>
  readdirSync(SRC, {recursive: true, encoding: 'utf8'})
    .filter((file) => extensions.test(file))
    .sort()
    .map((file) => path.join(SRC, file));

/** A media query that writes a number, not counting the names of breakpoints. */
const writesNumber = (params: string) => /\d/.test(params.replace(/\(--[\w-]+\)/g, ''));

/** Every `@media` rule of a stylesheet, with where it is. */
function mediaRules(file: string, css = readFileSync(file, 'utf8')): {where: string; params: string; rule: AtRule}[] {
  const rules: {where: string; params: string; rule: AtRule}[] = [];
  postcss.parse(css, {from: file}).walkAtRules('media', (rule) => {
    rules.push({where: `${path.relative(SRC, file)}:${rule.source?.start?.line}`, params: rule.params, rule});
  });
  return rules;
}

/** The widths the code must not write again: each breakpoint and the last width under it. */
const WIDTHS = new Set(Object.values(BREAKPOINTS).flatMap((width) => [width, width - 1]));

/** The numbers written in a TypeScript file that are breakpoint widths, with their lines. */
function widthsWritten(file: string, source = readFileSync(file, 'utf8')): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isNumericLiteral(node) && WIDTHS.has(Number(node.text))) {
      const line = tree.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push(`${path.relative(SRC, file)}:${line}: ${node.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

test('no stylesheet writes a width in a media query: it names a breakpoint', () => {
  const stylesheets = filesUnderSrc(/\.css$/);
  assert.ok(stylesheets.length > 10, `stylesheets found: ${stylesheets.length}`);
  const numbered = stylesheets
    .flatMap((file) => mediaRules(file))
    .filter(({params}) => writesNumber(params))
    .map(({where, params}) => `${where}: @media ${params}`);
  assert.deepEqual(numbered, [], 'use the custom media of src/css/breakpoints.ts, e.g. (--atsd-desktop)');
  // The check can fail: a width written by hand is caught.
  assert.equal(
    mediaRules('x.css', '@media (max-width: 996px) {a {b: c}}').filter(({params}) => writesNumber(params)).length,
    1,
  );
});

test('every breakpoint a stylesheet names is in the table, and the table is used', async () => {
  const used = new Set<string>();
  for (const file of filesUnderSrc(/\.css$/)) {
    // The build's plugin throws on a name the table lacks.
    await postcss([breakpointsPostCss()]).process(readFileSync(file, 'utf8'), {from: file});
    for (const {params} of mediaRules(file)) {
      for (const [, name] of params.matchAll(/\(--([\w-]+)\)/g)) used.add(name!);
    }
  }
  const unused = [...customMediaQueries().keys()].filter(
    (name) =>
      !used.has(name) &&
      !used.has(name.replace(/^atsd-below-/, 'atsd-')) &&
      !used.has(name.replace(/^atsd-/, 'atsd-below-')),
  );
  assert.deepEqual(unused, [], 'a breakpoint no stylesheet uses');
});

test('the build defines the breakpoints in every stylesheet and names the file and line of an unknown one', async () => {
  const result = await postcss([breakpointsPostCss()]).process('@media (--atsd-desktop) {a {b: c}}', {from: 'x.css'});
  assert.match(result.css, /@custom-media --atsd-desktop \(min-width: 997px\);/);
  assert.match(result.css, /@custom-media --atsd-below-desktop \(max-width: 996px\);/);
  await assert.rejects(
    postcss([breakpointsPostCss()]).process('a {}\n\n@media (--atsd-dekstop) {a {b: c}}', {from: 'src/x.css'}),
    /src\/x\.css:3:1: unknown breakpoint --atsd-dekstop: src\/css\/breakpoints\.ts defines --atsd-desktop, /,
  );
  // Docusaurus runs it first, before postcss-preset-env reads the definitions.
  const options = breakpointsPlugin().configurePostCss!({plugins: [{postcssPlugin: 'preset-env'}]} as never);
  assert.deepEqual(
    options.plugins.map((plugin) => (plugin as {postcssPlugin: string}).postcssPlugin),
    ['atsd-breakpoints', 'preset-env'],
  );
});

test('no code writes a breakpoint width: it imports it from src/css/breakpoints.ts', () => {
  const own = path.join(SRC, 'css', 'breakpoints.ts');
  const written = filesUnderSrc(/\.tsx?$/)
    .filter((file) => file !== own && !file.endsWith('.test.ts'))
    .flatMap((file) => widthsWritten(file));
  assert.deepEqual(written, []);
  // The check can fail: a width written in a component is caught, one in a comment is not.
  assert.deepEqual(widthsWritten('x.tsx', '// 997 px\nconst wide = useWidth() >= 997;'), ['../x.tsx:2: 997']);
});

test('the top bar has a pair of classes for every step at which section links join it, and no more', () => {
  const steps = new Map<string, string>();
  let moreMenu: string | undefined;
  for (const {params, rule} of mediaRules(path.join(SRC, 'navigation', 'navbar.module.css'))) {
    rule.walkRules((inner) => {
      for (const [, name] of inner.selector.matchAll(/\.(in(?:BarFrom|MenuBelow)Step\d+)/g)) steps.set(name!, params);
      if (/\.moreMenu\b/.test(inner.selector)) moreMenu = params;
    });
  }
  const expected = new Map(
    LINK_STEPS.flatMap((_, index) => [
      [`inBarFromStep${index + 1}`, `(--atsd-below-link-step-${index + 1})`],
      [`inMenuBelowStep${index + 1}`, `(--atsd-link-step-${index + 1})`],
    ]),
  );
  assert.deepEqual(steps, expected);
  assert.equal(moreMenu, '(--atsd-all-links)', 'the More menu leaves when every link is in the bar');
});

test('each section link has the step of its width, and the steps are the widths narrowest first', () => {
  assert.deepEqual(LINK_STEPS, [1100, 1180, 1280]);
  assert.equal(LINK_STEPS.at(-1), ALL_LINKS_FROM);
  const steps = [...LINK_IN_BAR_FROM, ALL_LINKS_FROM].map((_, index) => linkStep(index));
  assert.deepEqual(steps, [0, 0, 0, 0, 1, 2, 3]);
  assert.equal(customMediaQueries().get('atsd-link-step-2'), '(min-width: 1180px)');
  assert.equal(customMediaQueries().get('atsd-below-link-step-2'), '(max-width: 1179px)');
});
