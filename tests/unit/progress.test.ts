/**
 * The progress bar's settings (SPEC §9: minimum 0.08, speed 200 ms, trickle rate 0.02) are
 * nprogress's own defaults, and Docusaurus's theme only turns the spinner off, so the site
 * configures nothing. This test notices if an upgrade of either changes that.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import nprogress from 'nprogress';

test('nprogress defaults are the progress bar settings the old site used', () => {
  assert.equal(nprogress.settings.minimum, 0.08);
  assert.equal(nprogress.settings.speed, 200);
  assert.equal(nprogress.settings.trickleRate, 0.02);
});
