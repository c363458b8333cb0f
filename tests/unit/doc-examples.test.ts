/**
 * "Examples are tested like code" (CONTRIBUTING.md): the fenced examples of every page under
 * docs/ are checked against the reference pages, and all failures are listed at once.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {checkPage, emptyCounts, EXAMPLE_KINDS, formatFailures, type Failure, type Reference} from '../examples/checks';
import {documentedRuleFunctions, documentedSqlFunctions} from '../examples/documented';
import {extractEndpoints} from '../examples/endpoints';
import {markdownFiles, readFile} from '../../scripts/support/docs';

/** Pages whose request tables document endpoints. */
const ENDPOINT_DIRS = ['docs/api', 'docs/finance', 'docs/sql', 'docs/administration'];
const SQL_REFERENCE = 'docs/sql/README.md';
const RULE_FUNCTION_PAGES = /^docs\/rule-engine\/functions(-[^/]+)?\.md$/;

function reference(): Reference {
  const pages = markdownFiles();
  const ruleFunctionPages = pages.filter((file) => RULE_FUNCTION_PAGES.test(file));
  return {
    endpoints: ENDPOINT_DIRS.flatMap(markdownFiles).flatMap((file) => extractEndpoints(readFile(file), file)),
    sqlFunctions: documentedSqlFunctions(readFile(SQL_REFERENCE)),
    ruleFunctions: documentedRuleFunctions(ruleFunctionPages.map(readFile)),
  };
}

test('the reference pages document what the checks compare with', () => {
  const {endpoints, sqlFunctions, ruleFunctions} = reference();
  assert.ok(endpoints.length > 50, `only ${endpoints.length} endpoints found in request tables`);
  for (const name of ['AVG', 'DATE_FORMAT', 'LAG', 'ISNULL', 'CAST', 'INTERPOLATE', 'PERIOD']) {
    assert.ok(sqlFunctions?.has(name), `${SQL_REFERENCE} documents ${name}`);
  }
  for (const name of ['upper', 'avg', 'db_last', 'formatNumber']) {
    assert.ok(ruleFunctions?.has(name), `the rule engine function pages document ${name}`);
  }
});

test('every fenced example under docs/ passes its check', (t) => {
  const ref = reference();
  const failures: Failure[] = [];
  const checked = emptyCounts();
  let fragments = 0;
  let resultTables = 0;
  let externalCurl = 0;
  const pages = markdownFiles();
  for (const file of pages) {
    const report = checkPage(file, readFile(file), ref);
    failures.push(...report.failures);
    for (const kind of EXAMPLE_KINDS) {
      checked[kind] += report.checked[kind];
    }
    fragments += report.fragments;
    resultTables += report.resultTables;
    externalCurl += report.externalCurl;
  }
  t.diagnostic(
    `${pages.length} pages, ${ref.endpoints.length} documented endpoint rows, ` +
      `${ref.sqlFunctions?.size} SQL and ${ref.ruleFunctions?.size} rule engine functions; checked ` +
      EXAMPLE_KINDS.map((kind) => `${checked[kind]} ${kind}`).join(', ') +
      `, ${resultTables} SQL result tables` +
      ` (${fragments} fragments and ${externalCurl} curl commands to other hosts skipped)`,
  );
  assert.ok(
    checked.json > 0 && checked.network > 0 && checked.curl > 0 && checked.sql > 0 && checked.shell > 0,
    'no examples found: wrong docs path?',
  );
  assert.equal(
    failures.length,
    0,
    `${failures.length} example${failures.length === 1 ? '' : 's'} failed:\n${formatFailures(failures)}`,
  );
});
