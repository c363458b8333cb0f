import assert from 'node:assert/strict';
import {test} from 'node:test';
import {calledFunctions, checkSql, selectListWidth, tokenizeSql} from './sql';

const FUNCTIONS = new Set([
  'AVG',
  'COUNT',
  'DATE_FORMAT',
  'ROW_NUMBER',
  'PERIOD',
  'INTERPOLATE',
  'LAG',
  'CAST',
  'ISNULL',
]);
const problems = (sql: string) => checkSql(sql, FUNCTIONS).map((problem) => `${problem.line}: ${problem.message}`);

test('a well-formed query has no problems', () => {
  assert.deepEqual(
    problems(
      [
        'SELECT entity, DATE_FORMAT(time, \'yyyy-MM-dd\') AS "day", AVG(value) -- daily mean',
        '  FROM "cpu_busy" t1',
        '  JOIN "cpu_idle" t2',
        "WHERE t1.datetime >= '2024-01-01T00:00:00Z' AND t1.tags.site = 'it''s'",
        '  WITH ROW_NUMBER(entity ORDER BY time DESC) <= 10',
        'GROUP BY entity, PERIOD(1 DAY)',
        '  HAVING COUNT(*) > 2',
        '  WITH INTERPOLATE(1 HOUR)',
        'ORDER BY 3 DESC',
        'LIMIT 5 OFFSET 2',
        'OPTION (ROW_MEMORY_THRESHOLD 10000)',
      ].join('\n'),
    ),
    [],
  );
});

test('quotes, brackets and comments must close', () => {
  assert.deepEqual(problems("SELECT 'open FROM m"), ["0: quote ' is never closed"]);
  assert.deepEqual(problems('SELECT AVG(value FROM "m"'), ['0: ( is never closed']);
  assert.deepEqual(problems('SELECT value)\nFROM "m"'), ['0: unmatched )']);
  assert.deepEqual(problems('SELECT 1 /* note'), ['0: comment /* is never closed']);
});

test('clauses follow the documented order, each SELECT on its own level', () => {
  assert.match(
    problems('SELECT value FROM "m" ORDER BY time WITH TIMEZONE = \'UTC\'')[0] ?? '',
    /^0: WITH after ORDER BY/,
  );
  assert.match(problems('SELECT value FROM "m" LIMIT 1 ORDER BY time')[0] ?? '', /ORDER BY after LIMIT/);
  assert.match(problems('SELECT value FROM "m" WHERE a = 1 WHERE b = 2')[0] ?? '', /WHERE after WHERE/);
  assert.match(problems('SELECT value FROM "m"\nHAVING x > 1 GROUP BY entity')[0] ?? '', /^1: GROUP BY after HAVING/);
  // ORDER BY inside ROW_NUMBER(...) and a subquery's clauses do not count
  assert.deepEqual(problems('SELECT * FROM (SELECT entity FROM "m" ORDER BY entity LIMIT 3) WHERE entity = \'a\''), []);
  assert.deepEqual(problems('SELECT 1 FROM "m" WITH ROW_NUMBER(entity ORDER BY time) <= 1 ORDER BY entity'), []);
  // statements other than SELECT are not ordered
  assert.deepEqual(problems('INSERT INTO "m" (entity, value, time) VALUES (\'e\', 1, 0)'), []);
});

test('only documented functions may be called; keywords with brackets are not calls', () => {
  assert.deepEqual(problems('SELECT MEDIAN(value) FROM "m"'), ['0: MEDIAN() is not a function documented on /sql/']);
  assert.deepEqual(problems("SELECT avg(value) FROM \"m\" WHERE entity IN ('a', 'b') AND NOT (value > 1)"), []);
  assert.deepEqual(
    calledFunctions(tokenizeSql('SELECT tags.x(1), "quoted"(2), f (3)').tokens).map((call) => call.name),
    ['F'],
  );
  assert.deepEqual(checkSql('SELECT MEDIAN(value) FROM "m"', undefined), []);
  assert.deepEqual(problems("INSERT INTO atsd_series (entity, value) VALUES ('e', 1)"), []);
});

test('a block that is not a statement is reported', () => {
  assert.match(problems("WHERE entity = 'a'")[0] ?? '', /not a statement/);
});

test('the width of the select list', () => {
  assert.equal(selectListWidth('SELECT entity, AVG(value), DATE_FORMAT(time, \'a,b\') AS d FROM "m"'), 3);
  assert.equal(selectListWidth('SELECT value * 2, COUNT(*) FROM "m"'), 2);
  assert.equal(selectListWidth('SELECT * FROM "m"'), undefined);
  assert.equal(selectListWidth('SELECT t1.*, t2.value FROM "a" t1 JOIN "b" t2'), undefined);
  assert.equal(selectListWidth('SELECT 1; SELECT 2'), undefined);
  assert.equal(selectListWidth('SELECT 1 AS one;'), 1);
  assert.equal(selectListWidth('DELETE FROM "m"'), undefined);
});
