import {test} from 'node:test';
import assert from 'node:assert/strict';
import {ROLE_PRIOR, roleOf} from './roles';

test('a page is a landing page, a reference page, an example or a list, by its route and title', () => {
  assert.equal(roleOf('/sql/'), 'landing');
  assert.equal(roleOf('/sql/api.html'), 'reference');
  assert.equal(roleOf('/sql/examples/lag.html'), 'example');
  assert.equal(roleOf('/sql/examples/'), 'example');
  assert.equal(roleOf('/api/data/series/examples/insert-text.html'), 'example');
  assert.equal(roleOf('/rule-engine/notifications/aws-sns-json.html', 'SNS JSON Message Format Example'), 'example');
  assert.equal(roleOf('/rule-engine/notifications/aws-sns.html', 'Amazon SNS Webhook'), 'reference');
  assert.equal(roleOf('/api/meta/expression.html'), 'reference');
  assert.equal(roleOf('/toc.html'), 'list');
});

test('reference and landing pages come before examples, examples before lists', () => {
  assert.equal(ROLE_PRIOR.reference, ROLE_PRIOR.landing);
  assert.ok(ROLE_PRIOR.example < ROLE_PRIOR.reference && ROLE_PRIOR.list < ROLE_PRIOR.example);
});
