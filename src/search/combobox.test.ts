import {test} from 'node:test';
import assert from 'node:assert/strict';
import {isSearchShortcut, isTextField, moveFocus, resultsHref} from './combobox';

test('arrow keys move the focus and wrap around at both ends', () => {
  assert.equal(moveFocus(-1, 3, 'down'), 0);
  assert.equal(moveFocus(0, 3, 'down'), 1);
  assert.equal(moveFocus(2, 3, 'down'), 0);
  assert.equal(moveFocus(-1, 3, 'up'), 2);
  assert.equal(moveFocus(0, 3, 'up'), 2);
  assert.equal(moveFocus(2, 3, 'up'), 1);
  assert.equal(moveFocus(-1, 0, 'down'), -1);
  assert.equal(moveFocus(4, 0, 'up'), -1);
});

test('the results URL carries the query and a non-default locale', () => {
  assert.equal(resultsHref('/search.html', ' series query ', 'en-US', 'en-US'), '/search.html?q=series+query');
  assert.equal(
    resultsHref('search.html', 'Установка', 'ru', 'en-US'),
    `search.html?q=${encodeURIComponent('Установка')}&lang=ru`,
  );
  assert.equal(resultsHref('/search.html', 'a&b=c', 'en-US', 'en-US'), '/search.html?q=a%26b%3Dc');
});

const key = (k: string, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

test('/ and Ctrl+K or ⌘K are the search shortcut, other keys are not', () => {
  assert.equal(isSearchShortcut(key('/')), true);
  assert.equal(isSearchShortcut(key('k', {ctrlKey: true})), true);
  assert.equal(isSearchShortcut(key('K', {ctrlKey: true})), true, 'with Caps Lock or Shift');
  assert.equal(isSearchShortcut(key('k', {metaKey: true})), true);
  assert.equal(isSearchShortcut(key('k')), false);
  assert.equal(isSearchShortcut(key('/', {ctrlKey: true})), false);
  assert.equal(isSearchShortcut(key('/', {metaKey: true})), false);
  assert.equal(isSearchShortcut(key('/', {altKey: true})), false);
  assert.equal(isSearchShortcut(key('k', {ctrlKey: true, altKey: true})), false);
  assert.equal(isSearchShortcut(key('s', {ctrlKey: true})), false);
});

test('inputs, text areas, selects and editable content are text fields', () => {
  for (const tagName of ['INPUT', 'TEXTAREA', 'SELECT', 'input']) {
    assert.equal(isTextField({tagName}), true, tagName);
  }
  assert.equal(isTextField({tagName: 'DIV', isContentEditable: true}), true);
  assert.equal(isTextField({tagName: 'DIV', isContentEditable: false}), false);
  assert.equal(isTextField({tagName: 'BUTTON'}), false);
  assert.equal(isTextField({tagName: 'BODY'}), false);
  assert.equal(isTextField(null), false);
});
