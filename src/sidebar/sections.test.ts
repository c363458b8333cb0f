import {test} from 'node:test';
import assert from 'node:assert/strict';
import {MENUS, SECTIONS, SIDEBAR_BY_PATH} from './sections';

// The top bar's labels and order are checked where they show, in the browser (tests/browser/foundation.test.ts).

test('every section shows an existing menu or none, and every menu is shown somewhere', () => {
  const sidebars = new Set(Object.values(SIDEBAR_BY_PATH));
  for (const [path, section] of Object.entries(SECTIONS)) {
    assert.ok(section.sidebar === null || section.sidebar in MENUS, `${path} → ${section.sidebar}`);
  }
  for (const id of Object.keys(MENUS)) {
    assert.ok(sidebars.has(id as keyof typeof MENUS), `menu ${id} is shown on no path`);
  }
});
