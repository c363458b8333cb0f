import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Heading, Paragraph, Table} from 'mdast';
import type {ContainerDirective} from 'mdast-util-directive';
import {toString} from 'mdast-util-to-string';
import {linksOfMarkdown, parseMarkdown, readMarkdown, textDirectivesAsWritten, writtenText} from './markdown';
import {explicitIdOf} from './slugify';

test('GFM: tables, strikethrough and bare URLs as links', () => {
  const tree = parseMarkdown('| a | b |\n|:---|---:|\n| `1` | ~~2~~ |\n\nSee www.axibase.com.\n');
  const [table, paragraph] = tree.children as [Table, Paragraph];
  assert.equal(table.type, 'table');
  assert.deepEqual(table.align, ['left', 'right']);
  assert.equal(table.children.length, 2);
  assert.equal(table.children[1]!.children[1]!.children[0]!.type, 'delete');
  assert.equal(paragraph.children[1]!.type, 'link');
});

test('YAML front matter is a node of its own, not text', () => {
  const tree = parseMarkdown('---\ntitle: Query\nsidebar: false\n---\n\n# Series: query\n');
  assert.deepEqual(
    tree.children.map((node) => node.type),
    ['yaml', 'heading'],
  );
  assert.equal(tree.children[0]!.type === 'yaml' && tree.children[0].value, 'title: Query\nsidebar: false');
  // A byte order mark before it is no text.
  assert.deepEqual(
    parseMarkdown('\uFEFF---\ntitle: Query\n---\n# T\n').children.map((node) => node.type),
    ['yaml', 'heading'],
  );
  // Only at the start: further down, `---` is a rule.
  assert.deepEqual(
    parseMarkdown('Text\n\n---\ntitle: x\n---\n').children.map((node) => node.type),
    ['paragraph', 'thematicBreak', 'heading'],
  );
});

test('admonitions are directives, with the old `:::tip Title` as their label; lines stay where they were', () => {
  const source =
    ':::tip Note\nFirst *tip*.\n:::\n\n:::warning[Careful]\nSecond.\n:::\n\n:::note\nThird.\n:::\n\nAfter.\n';
  const file = readMarkdown(source);
  const directives = file.tree.children.filter(
    (node): node is ContainerDirective => node.type === 'containerDirective',
  );
  assert.deepEqual(
    directives.map((node) => {
      const first = node.children[0];
      return [node.name, first?.type === 'paragraph' && first.data?.directiveLabel ? toString(first) : null];
    }),
    [
      ['tip', 'Note'],
      ['warning', 'Careful'],
      ['note', null],
    ],
  );
  assert.equal(file.text.split('\n')[0], ':::tip[Note]');
  assert.equal(file.tree.children.at(-1)!.position?.start.line, 13);
  // A word that is no admonition keyword keeps its line as written: no directive then.
  assert.equal(parseMarkdown(':::details Title\nx\n:::\n').children[0]!.type, 'paragraph');
});

test('`key:value` in prose reads as a text directive; as written, it is text again', () => {
  const file = readMarkdown('Set key:value and :abbr[ATSD]{title="Axibase TSD"} here.\n');
  const paragraph = file.tree.children[0] as Paragraph;
  assert.deepEqual(
    paragraph.children.map((node) => node.type),
    ['text', 'textDirective', 'text', 'textDirective', 'text'],
  );
  assert.equal(toString(paragraph), 'Set key and ATSD here.');
  assert.equal(writtenText(paragraph.children[3]!, file), ':abbr[ATSD]{title="Axibase TSD"}');
  textDirectivesAsWritten(file);
  assert.equal(toString(paragraph), 'Set key:value and :abbr[ATSD]{title="Axibase TSD"} here.');
});

test('an explicit id stays in the heading text, where the heading-id rule reads it', () => {
  const heading = parseMarkdown('## Request Fields {#fields}\n').children[0] as Heading;
  assert.equal(toString(heading), 'Request Fields {#fields}');
  assert.equal(explicitIdOf(toString(heading)), 'fields');
});

test('entities are decoded; raw HTML, comments included, stays HTML', () => {
  const tree = parseMarkdown('R&amp;D &copy; &#8212; &unknown;\n\n<!-- a note -->\n\n<div id="x">\n\n*in*\n\n</div>\n');
  assert.equal(toString(tree.children[0]!), 'R&D © — &unknown;');
  assert.deepEqual(
    tree.children.map((node) => node.type),
    ['paragraph', 'html', 'html', 'paragraph', 'html'],
  );
});

test('links: Markdown, references, raw HTML and front matter; none from code', () => {
  const source = [
    '---',
    'features:',
    '- title: Extended <a href="sql.md">SQL</a> syntax',
    '---',
    '',
    'See [the *API*](api.md#x), [insert][ins], [nothing][missing] and <a href="a.md">the <b>A</b> &amp; B</a>.',
    '',
    '[ins]: insert.md',
    '',
    "<p>Also <a href='b.md'>B\n  page</a>.</p>",
    '',
    '| cell <a href="c.md">C</a> |',
    '|---|',
    '',
    '```html',
    '<a href="code.md">code</a> [not](a-link.md)',
    '```',
    '',
    'Inline `<a href="inline.md">x</a>` too, and [key:value](kv.md).',
  ].join('\n');
  assert.deepEqual(linksOfMarkdown(source), [
    {text: 'the API', url: 'api.md#x'},
    {text: 'insert', url: 'insert.md'},
    {text: 'key:value', url: 'kv.md'},
    {text: 'SQL', url: 'sql.md'},
    {text: 'the A & B', url: 'a.md'},
    {text: 'B page', url: 'b.md'},
    {text: 'C', url: 'c.md'},
  ]);
});

test('a file read again gives the same tree, and each reader its own copy to change', () => {
  const source = '# Alerts {#alerts}\n\nSet key:value here.\n';
  const first = readMarkdown(source);
  textDirectivesAsWritten(first);
  first.tree.children.pop();
  const second = readMarkdown(source);
  assert.deepEqual(
    second.tree.children.map((node) => node.type),
    ['heading', 'paragraph'],
  );
  assert.equal(
    second.tree.children[1]!.type === 'paragraph' && second.tree.children[1].children[1]!.type,
    'textDirective',
  );
  assert.equal(second.text, first.text);
  assert.notEqual(second.tree, readMarkdown(source).tree);
});
