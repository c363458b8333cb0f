import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import postcss, {type Rule} from 'postcss';
import {colord, extend} from 'colord';
import a11y from 'colord/plugins/a11y';
import {BLOCK_COLORED} from '../theme/CodeBlock/Line/Token';
import {codeTheme} from './prismTheme';

extend([a11y]);

const FILE = 'src/css/code.css';
const root = postcss.parse(fs.readFileSync(FILE, 'utf8'), {from: FILE});

/** The `--atsd-code-*` variables a rule with exactly this selector defines. */
function variables(selector: string): Map<string, string> {
  const found = new Map<string, string>();
  root.walkRules((rule: Rule) => {
    if (rule.selector === selector) {
      rule.walkDecls(/^--atsd-code-/, (decl) => {
        found.set(decl.prop, decl.value);
      });
    }
  });
  return found;
}

const MODES = {light: variables(':root'), dark: variables("[data-theme='dark']")};

test('both colour modes define the same code colours', () => {
  assert.ok(MODES.light.size > 2, `${FILE}: no code colours under :root`);
  assert.deepEqual([...MODES.dark.keys()].sort(), [...MODES.light.keys()].sort());
});

test('every code colour has a 4.5:1 contrast ratio on its background, in both modes', () => {
  for (const [mode, colours] of Object.entries(MODES)) {
    const background = colours.get('--atsd-code-background');
    assert.ok(background && colord(background).isValid(), `${mode}: no background`);
    for (const [name, value] of colours) {
      if (name === '--atsd-code-background') continue;
      assert.ok(colord(value).isValid(), `${mode} ${name}: ${value} is not a colour`);
      const ratio = colord(value).contrast(background);
      assert.ok(ratio >= 4.5, `${mode} ${name}: ${value} on ${background} is ${ratio}:1`);
    }
  }
});

test('token rules use only colours both modes define', () => {
  let uses = 0;
  root.walkDecls('color', (decl) => {
    const name = /^var\((--atsd-code-[a-z-]+)\)$/.exec(decl.value)?.[1];
    assert.ok(name, `${FILE}: ${decl.value} is not one of the code colour variables`);
    assert.ok(MODES.light.has(name), `${name} is not defined`);
    uses += 1;
  });
  assert.ok(uses >= 5);
});

test("the token types written without an element are drawn in the block's own color", () => {
  // src/theme/CodeBlock/Line/Token leaves a token of one of these types as bare text, which takes
  // the block's color: so must every token rule that names the type.
  assert.equal(codeTheme.plain.color, 'var(--atsd-code-color)');
  for (const type of BLOCK_COLORED) {
    let rules = 0;
    root.walkRules((rule: Rule) => {
      const classes = /^\.prism-code \.token(?::is\(([^)]*)\)|\.([a-z-]+))$/.exec(rule.selector);
      const names = classes ? (classes[1] ?? classes[2]!).split(',').map((name) => name.trim().replace(/^\./, '')) : [];
      if (!names.includes(type)) return;
      rules += 1;
      rule.walkDecls((decl) => {
        assert.equal(`${decl.prop}: ${decl.value}`, 'color: var(--atsd-code-color)', `${FILE}: ${rule.selector}`);
      });
    });
    assert.ok(type === 'plain' || rules > 0, `${FILE} has no rule for .token.${type}`);
  }
});
