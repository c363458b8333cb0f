import assert from 'node:assert/strict';
import {test} from 'node:test';
import {checkRuleExpression, checkTemplate, placeholders} from './rule';

const FUNCTIONS = new Set(['avg', 'upper', 'formatNumber', 'db_last']);
const expression = (text: string) =>
  checkRuleExpression(text, FUNCTIONS).map((problem) => `${problem.line}: ${problem.message}`);
const template = (text: string) =>
  checkTemplate(text, FUNCTIONS).map((problem) => `${problem.line}: ${problem.message}`);

test('a documented expression passes; methods, keywords and strings are not calls', () => {
  assert.deepEqual(expression("avg() > 80 && upper(tags.site) == 'LISBON'"), []);
  assert.deepEqual(expression("if (value > 1) {\n  return tags.get('disk').contains('sda(1)')\n}"), []);
  assert.deepEqual(expression('db_last("cpu_busy") > [1, 2][0]'), []);
});

test('brackets and quotes must balance', () => {
  assert.deepEqual(expression('avg( > 80'), ['0: ( is never closed']);
  assert.deepEqual(expression("upper('x)"), ["0: quote ' is never closed"]);
  assert.deepEqual(expression('value > 1)\n'), ['0: unmatched )']);
  assert.deepEqual(expression("upper('it\\'s')"), []);
});

test('an undocumented function is reported with its line', () => {
  assert.deepEqual(expression('avg() > 1 &&\n  median() > 2'), [
    '1: median() is not documented on a /rule-engine/functions page',
  ]);
  assert.deepEqual(checkRuleExpression('median()', undefined), []);
});

test('templates: placeholders balance and their calls are documented', () => {
  assert.deepEqual(
    template("CPU on ${entity} is ${formatNumber(value, '#.#')}% at @{upper(tags.site)}.\nIt's high."),
    [],
  );
  assert.deepEqual(template('Line one\nvalue ${value'), ['1: placeholder ${ is never closed']);
  assert.deepEqual(template('x\n${round(value)}'), ['1: round() is not documented on a /rule-engine/functions page']);
  assert.deepEqual(template("${upper('a)}"), ['0: placeholder ${ is never closed']);
  assert.deepEqual(template('${upper("a}")) }'), ['0: in placeholder: unmatched )']);
  assert.deepEqual(
    placeholders('${a} @{b(c{d})} $ {e}').found.map((found) => found.body),
    ['a', 'b(c{d})'],
  );
});
