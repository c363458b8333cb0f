import {test} from 'node:test';
import assert from 'node:assert/strict';
import {trackingUrl} from './trackNav';

test('from and to are encoded into the query, extras appended', () => {
  assert.equal(
    trackingUrl('/tracknav/', '/docs/atsd/api/data/', '/docs/atsd/sql/#a b'),
    '/tracknav/?from=%2Fdocs%2Fatsd%2Fapi%2Fdata%2F&to=%2Fdocs%2Fatsd%2Fsql%2F%23a%20b',
  );
  assert.equal(
    trackingUrl('/t?site=1', '/a', '/b', {section: 'contact-us'}),
    '/t?site=1&from=%2Fa&to=%2Fb&section=contact-us',
  );
});
