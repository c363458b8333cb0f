import {test} from 'node:test';
import assert from 'node:assert/strict';
import {MENUS, SECTIONS, SIDEBAR_BY_PATH, TOP_NAV} from './sections';

test('the top bar is the old site’s, in its order, derived from the section table', () => {
  assert.deepEqual(TOP_NAV, [
    {text: 'New: Finance Edition', link: '/finance/'},
    {text: 'REST API', link: '/api/data/'},
    {text: 'Network API', link: '/api/network/'},
    {text: 'SQL', link: '/sql/'},
    {text: 'Rule Engine', link: '/rule-engine/'},
    {text: 'Install', link: '/installation/', highlighted: true},
    {text: 'Configure', link: '/administration/'},
    {text: 'Integrate', link: '/integration/'},
  ]);
});

test('every section shows an existing menu or none, and every menu is shown somewhere', () => {
  const sidebars = new Set(Object.values(SIDEBAR_BY_PATH));
  for (const [path, section] of Object.entries(SECTIONS)) {
    assert.ok(section.sidebar === null || section.sidebar in MENUS, `${path} → ${section.sidebar}`);
  }
  for (const id of Object.keys(MENUS)) {
    assert.ok(sidebars.has(id as keyof typeof MENUS), `menu ${id} is shown on no path`);
  }
});
