/**
 * The old manual's house style (src/lint): each rule fails on the text the old linter
 * (axibase/docs-util) failed on, passes what it passed, and can be switched off for one line with a
 * reason, as the old manual did for quotations, UI labels and log lines.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {lint} from 'markdownlint/promise';
import houseRules from '../../src/lint/rules.mjs';
import {spawnSync} from 'node:child_process';
import {readFile} from '../../scripts/support/docs';

const HOUSE = ['MD101', 'MD102', 'MD103', 'MD104', 'MD106', 'MD107', 'MD108'];

/** The house rules that fail on `markdown`, as `MDxxx:line` entries. */
async function violations(markdown: string): Promise<string[]> {
  const config = Object.fromEntries([['default', false], ...HOUSE.map((rule) => [rule, true])]);
  const results = await lint({strings: {page: markdown}, config, customRules: houseRules});
  return (results.page ?? []).map((error) => `${error.ruleNames[0]}:${error.lineNumber}`);
}

test('"You should click on the dropdown" fails three times', async () => {
  assert.deepEqual(await violations('# Page\n\nYou should click on the dropdown.\n'), [
    'MD102:3',
    'MD102:3',
    'MD102:3',
  ]);
});

test('banned words: present tense, formal style, contractions; "May" the month and "so-called" pass', async () => {
  assert.deepEqual(await violations('It was fast, so it would pass.\n'), ['MD102:1', 'MD102:1', 'MD102:1']);
  assert.deepEqual(await violations("Don't use e.g. the admin's page.\n"), ['MD102:1', 'MD102:1', 'MD102:1']);
  assert.deepEqual(await violations('Released in May, the so-called series ends.\n'), []);
  assert.deepEqual(await violations('Read `so` and `would` in code.\n\n```txt\nit was so\n```\n'), []);
});

test('keywords in backticks and in their case; headings and link text need no backticks', async () => {
  assert.deepEqual(await violations('Run curl as root and save it as data.csv.\n'), ['MD101:1', 'MD101:1', 'MD101:1']);
  assert.deepEqual(
    await violations('Run `curl` as `root`, save `data.csv`; [curl](a.md).\n\n## Install with curl\n'),
    [],
  );
  assert.deepEqual(await violations('Set it to `TRUE`.\n'), ['MD101:1']);
  assert.deepEqual(await violations('Trust the ISRG Root X1 and the root CA.\n'), []);
});

test('HTTP methods, headers and roles in backticks outside headings', async () => {
  assert.deepEqual(await violations('Send a POST with Content-Type set, as a USER.\n'), [
    'MD103:1',
    'MD103:1',
    'MD103:1',
  ]);
  assert.deepEqual(await violations('## POST Request\n\nSend a `POST` request; ENTITY_GROUP_ADMIN.\n'), ['MD103:3']);
});

test('product terms keep their case; a table cell holding the term alone is a value', async () => {
  assert.deepEqual(await violations('Load json into Hbase over http.\n'), ['MD106:1', 'MD106:1', 'MD106:1']);
  assert.deepEqual(
    await violations('Load JSON into HBase over HTTP; atsd:latest.\n\n| format |\n| --- |\n| json |\n'),
    [],
  );
});

test('only the allowed e-mail addresses, credentials and IP addresses, in code too', async () => {
  assert.deepEqual(await violations('Write to jane@mail.net or `10.0.0.7`.\n'), ['MD104:1', 'MD104:1']);
  assert.deepEqual(
    await violations('Mail user@example.org.\n\n```bash\ncurl -u john.doe:secret@example.org http://192.0.2.10\n```\n'),
    [],
  );
  assert.deepEqual(await violations('```txt\nok\nhost 172.16.4.4\n```\n'), ['MD104:3']);
});

test('code blocks start at their first column, inside lists too; Charts configuration is fenced ls', async () => {
  assert.deepEqual(await violations('```sql\n  SELECT 1\n```\n\n```txt\n  output\n```\n'), ['MD107:2']);
  assert.deepEqual(await violations('1. Run:\n\n   ```sh\n   ls /opt\n   ```\n'), []);
  assert.deepEqual(await violations('```ini\n[widget]\ntype = chart\n```\n\n```ls\n[widget]\n```\n'), ['MD108:1']);
});

test('a line switched off with a reason passes; the next line is checked again', async () => {
  const markdown =
    '<!-- markdownlint-disable-next-line MD102 -- the UI label reads so -->\nThe button reads "Make sure".\n\nYou should stop.\n';
  assert.deepEqual(await violations(markdown), ['MD102:4']);
});

test('npm run lint registers the house rules and numbers ordered lists as the old manual did', () => {
  const config = readFile('.markdownlint-cli2.jsonc');
  assert.match(config, /"customRules":\s*\["\.\/src\/lint\/rules\.mjs"\]/);
  assert.match(config, /"MD029":\s*\{"style":\s*"one_or_ordered"\}/);
});

/**
 * The words cspell rejects in each of `paragraphs`, checked with the project's own cspell.json in
 * one run (starting cspell and loading its dictionaries is most of its time).
 */
function misspelled(...paragraphs: string[]): string[][] {
  const run = spawnSync(
    'node_modules/.bin/cspell',
    ['--no-progress', '--no-summary', '--no-color', '--language-id', 'markdown', 'stdin'],
    {input: paragraphs.join('\n\n'), encoding: 'utf8'},
  );
  assert.ok(run.status === 0 || run.status === 1, `cspell failed to run: ${run.stderr}`);
  const found: string[][] = paragraphs.map(() => []);
  // `:3:16 - Unknown word (behaviour)`: paragraph i is line 2i + 1.
  for (const [, line, word] of run.stdout.matchAll(/^[^:\n]*:(\d+):\d+ - [^(\n]*\(([^)]+)\)/gm)) {
    found[(Number(line) - 1) / 2]!.push(word!);
  }
  return found;
}

test('US spelling: British forms that the en-US dictionary lets through fail, their US forms pass', () => {
  assert.deepEqual(
    misspelled(
      'Rows are labelled, labelling and totalled from now onwards.',
      'Rows are labeled, labeling and totaled from now onward.',
      'The colour and behaviour.',
    ),
    [['labelled', 'labelling', 'totalled', 'onwards'], [], ['colour', 'behaviour']],
  );
});
