import {test} from 'node:test';
import assert from 'node:assert/strict';
import {trackNavigation, trackingUrl} from './tracking';

const PAGE = 'http://127.0.0.1:3000/docs/atsd/finance/ru/?x=1&y=Рынок';

test('tracking URL: from, to, then the section', () => {
  assert.equal(
    trackingUrl('/tracknav/', PAGE, PAGE, {section: 'contact-us'}),
    '/tracknav/?from=http%3A%2F%2F127.0.0.1%3A3000%2Fdocs%2Fatsd%2Ffinance%2Fru%2F%3Fx%3D1%26y%3D%D0%A0%D1%8B%D0%BD%D0%BE%D0%BA' +
      '&to=http%3A%2F%2F127.0.0.1%3A3000%2Fdocs%2Fatsd%2Ffinance%2Fru%2F%3Fx%3D1%26y%3D%D0%A0%D1%8B%D0%BD%D0%BE%D0%BA' +
      '&section=contact-us',
  );
  const parsed = new URL(trackingUrl('https://t.example/nav?site=docs', 'a', 'b', {section: 'contact-us'}));
  assert.equal(parsed.searchParams.get('site'), 'docs');
  assert.equal(parsed.searchParams.get('from'), 'a');
  assert.equal(parsed.searchParams.get('section'), 'contact-us');
});

test('sends a POST with no body', () => {
  const calls: Array<[string, RequestInit | undefined]> = [];
  const fake = ((url: string, init?: RequestInit) => {
    calls.push([url, init]);
    return Promise.resolve(new Response(null, {status: 204}));
  }) as typeof fetch;
  trackNavigation('/tracknav/', 'a', 'b', {section: 'contact-us'}, fake);
  assert.equal(calls.length, 1);
  assert.equal(calls[0]![0], '/tracknav/?from=a&to=b&section=contact-us');
  assert.equal(calls[0]![1]?.method, 'POST');
  assert.equal(calls[0]![1]?.body, undefined);
});

test('nothing without a tracking URL; failures are swallowed', async () => {
  let called = false;
  const fake = (() => {
    called = true;
    return Promise.reject(new TypeError('offline'));
  }) as typeof fetch;
  trackNavigation(null, 'a', 'b', undefined, fake);
  trackNavigation('', 'a', 'b', undefined, fake);
  assert.equal(called, false);
  trackNavigation('/tracknav/', 'a', 'b', undefined, fake);
  assert.equal(called, true);
  const throwing = (() => {
    throw new Error('sync');
  }) as typeof fetch;
  assert.doesNotThrow(() => trackNavigation('/tracknav/', 'a', 'b', undefined, throwing));
  await new Promise((resolve) => setTimeout(resolve, 10)); // no unhandled rejection
});
