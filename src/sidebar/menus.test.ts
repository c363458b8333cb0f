import {test} from 'node:test';
import assert from 'node:assert/strict';
import {SECTIONS} from '../site';
import {MENUS} from './menus';
import {assertSectionMenus} from './resolve';

// The top bar's labels and order are checked where they show, in the browser (tests/browser/foundation.test.ts).

test('every section of the site model shows an existing menu or none, and every menu is shown', () => {
  assert.doesNotThrow(() => assertSectionMenus(SECTIONS, MENUS));
});

test('a section naming a missing menu, or a menu no section shows, is refused with its name', () => {
  const menus = {landing: {base: '/', items: []}, spare: {base: '/spare/', items: []}};
  assert.throws(
    () =>
      assertSectionMenus(
        [
          {path: '/', sidebar: 'landing'},
          {path: '/new/', sidebar: 'nwe'},
        ],
        menus,
      ),
    (error: Error) =>
      /section \/new\/ shows the menu "nwe"/.test(error.message) &&
      /the menu "spare" .* is shown by no section/.test(error.message),
  );
});
