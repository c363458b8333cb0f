/**
 * The bench's plain Docusaurus (bench/plain) is built only by `npm run bench`, so a config that
 * Docusaurus refuses would go unseen until a bench run: its build failed that way when 3.10 made
 * `future.faster` need `future.v4.removeLegacyPostBuildHeadAttribute`. Both configs go through
 * the validation `docusaurus build` runs first.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {validateConfig} from '@docusaurus/core/lib/server/configValidation';
import plain from '../../bench/plain/docusaurus.config';

test("the bench's plain Docusaurus config passes Docusaurus's validation", () => {
  const config = validateConfig(plain, path.resolve('bench/plain/docusaurus.config.ts'));
  assert.equal(config.future.faster.ssgWorkerThreads, true);
});

test('validation refuses the plain config as it was before the v4 flag', () => {
  assert.throws(
    () => validateConfig({...plain, future: {faster: true}}, 'plain'),
    /removeLegacyPostBuildHeadAttribute/,
  );
});
