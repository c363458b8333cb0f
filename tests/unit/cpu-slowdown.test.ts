import {test} from 'node:test';
import assert from 'node:assert/strict';
import {calibratedSlowdown} from '../../scripts/support/cpuSlowdown';

test("the calibrated CPU slowdown follows Lighthouse's calculator", () => {
  const close = (index: number, multiplier: number) =>
    assert.ok(Math.abs(calibratedSlowdown(index) - multiplier) < 0.01, `${index}: ${calibratedSlowdown(index)}`);
  close(1533, 4); // the host Lighthouse's default 4x is meant for
  close(1300, 3);
  close(1050, 2.5);
  close(800, 2);
  close(475, 1.5);
  close(2000, 6); // faster hosts: the last segment goes on
  close(100, 1); // never a speed-up
  close(Number.NaN, 1);
});
