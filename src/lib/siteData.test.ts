import {test} from 'node:test';
import assert from 'node:assert/strict';
import {deepFreeze} from './siteData';

test('site data is frozen all the way down', () => {
  const data = deepFreeze({themeConfig: {nav: [{text: 'SQL'}]}});
  assert.ok(Object.isFrozen(data.themeConfig.nav[0]));
  assert.throws(() => {
    (data.themeConfig.nav[0] as {text: string}).text = 'x';
  }, TypeError);
});
