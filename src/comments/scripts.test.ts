import {test} from 'node:test';
import assert from 'node:assert/strict';
import {RETRY_DELAYS_MS, withRetries} from './scripts';

function failing(times: number) {
  let calls = 0;
  return {
    attempt: async () => {
      calls += 1;
      if (calls <= times) {
        throw new Error(`failure ${calls}`);
      }
    },
    calls: () => calls,
  };
}

test('a success on the first try waits for nothing', async () => {
  const waits: number[] = [];
  const script = failing(0);
  await withRetries(script.attempt, RETRY_DELAYS_MS, async (ms) => void waits.push(ms));
  assert.equal(script.calls(), 1);
  assert.deepEqual(waits, []);
});

test('a failure is tried again after each delay', async () => {
  const waits: number[] = [];
  const script = failing(2);
  await withRetries(script.attempt, [10, 20], async (ms) => void waits.push(ms));
  assert.equal(script.calls(), 3);
  assert.deepEqual(waits, [10, 20]);
});

test('three tries in all, then the last failure', async () => {
  const script = failing(Infinity);
  await assert.rejects(
    withRetries(script.attempt, RETRY_DELAYS_MS, async () => undefined),
    /failure 3/,
  );
  assert.equal(script.calls(), RETRY_DELAYS_MS.length + 1);
  assert.equal(script.calls(), 3);
});
