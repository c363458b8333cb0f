import {test} from 'node:test';
import assert from 'node:assert/strict';
import remarkStaticBody from './remark';
import {staticBodyModule} from './loader.mjs';
import {appPath, codeText, isPlainClick} from './links';

/** A page compiled as Docusaurus's MDX loader prints it: its exports, then the MDX module. */
async function compiled(source: string, frontMatter: Record<string, unknown> = {}, format: 'md' | 'mdx' = 'md') {
  // An ES module only: imported, not required.
  const {compile} = await import('@mdx-js/mdx');
  const file = await compile(
    {value: source, data: {frontMatter}},
    {format, providerImportSource: '@mdx-js/react', remarkPlugins: [remarkStaticBody]},
  );
  return [
    `export const frontMatter = ${JSON.stringify(frontMatter)};`,
    `export {default as metadata} from '@site/.docusaurus/docs/site-docs-page-md-abc.json'`,
    String(file),
  ].join('\n');
}

const PAGE = '# Title\n\nSome text with [a link](/x.html).\n\n![a chart](./chart.png)\n';

test('a page of plain Markdown is marked, and the client module keeps its exports but not its text', async () => {
  const code = (await compiled(PAGE)).replace('src: "./chart.png"', 'src: require("!file-loader!./chart.png").default');
  assert.match(code, /export const staticBody = true;/);
  const client = staticBodyModule(code, 'page.md');
  assert.doesNotMatch(client, /Some text with/);
  assert.match(client, /export const frontMatter = /);
  assert.match(client, /export \{default as metadata\}/);
  assert.match(client, /^import "!file-loader!\.\/chart\.png";$/m, 'linked files are still emitted');
  assert.match(client, /export default await __staticBodyModule\(__staticBodyMetadata\.permalink\);/);
});

test('a page with imports, expressions, its own components or a layout it names stays MDX', async () => {
  for (const [source, frontMatter] of [
    ["import Tabs from '@theme/Tabs';\n\n# T\n", {}],
    ['# T\n\n<ContactForm />\n', {}],
    ['# T\n\nTwo is {1 + 1}.\n', {}],
    [PAGE, {layout: 'Landing'}],
    ["import Tabs from '@theme/Tabs';\n\n# T\n", {landing: true}],
  ] as const) {
    const code = await compiled(source, frontMatter, 'mdx');
    assert.doesNotMatch(code, /staticBody/, source);
    assert.equal(staticBodyModule(code, 'page.mdx'), code);
  }
});

test('a landing page of plain Markdown and HTML is static too', async () => {
  for (const frontMatter of [{landing: true}, {home: true}]) {
    assert.match(await compiled('<section>\n\n## A\n\nText\n\n</section>\n', frontMatter), /staticBody = true/);
  }
});

test('lowercase HTML in Markdown stays static', async () => {
  assert.match(await compiled('# T\n\n<details><summary>More</summary>\n\nText\n\n</details>\n'), /staticBody = true/);
});

test('a marked module the loader cannot read fails the build, naming the page', () => {
  assert.throws(() => staticBodyModule('export const staticBody = true;\n', 'docs/x.md'), /docs\/x\.md/);
});

test('links that navigate in the app', () => {
  const link = (href: string, extra: Partial<{rawHref: string; target: string; download: boolean}> = {}) => ({
    rawHref: href,
    href: new URL(href, 'http://site/docs/atsd/sql/').href,
    target: '',
    download: false,
    ...extra,
  });
  const path = (l: ReturnType<typeof link>) => appPath(l, 'http://site', '/docs/atsd/');
  assert.equal(path(link('/docs/atsd/shared/calendar.html#keywords')), '/docs/atsd/shared/calendar.html#keywords');
  assert.equal(path(link('../api/?a=1')), '/docs/atsd/api/?a=1');
  assert.equal(path(link('#series-columns')), null, 'an anchor of the page: the browser scrolls');
  assert.equal(path(link('https://github.com/axibase')), null);
  assert.equal(path(link('/other/')), null, 'outside the base URL');
  assert.equal(path(link('/docs/atsd/x.html', {target: '_blank'})), null);
  assert.equal(path(link('/docs/atsd/x.html', {target: '_self'})), '/docs/atsd/x.html');
  assert.equal(path(link('/docs/atsd/x.zip', {download: true})), null);
  assert.equal(path(link('mailto:a@b.c')), null);
});

test('plain clicks only', () => {
  const click = {button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false};
  assert.equal(isPlainClick(click), true);
  for (const change of [{button: 1}, {metaKey: true}, {ctrlKey: true}, {shiftKey: true}, {altKey: true}]) {
    assert.equal(isPlainClick({...click, ...change}), false, JSON.stringify(change));
  }
  assert.equal(isPlainClick({...click, defaultPrevented: true}), false);
});

test("a code block's text from its lines", () => {
  assert.equal(codeText(['SELECT 1', '\n', 'FROM t']), 'SELECT 1\n\nFROM t');
});
