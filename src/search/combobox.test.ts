import {test} from 'node:test';
import assert from 'node:assert/strict';
import {moveFocus, resultsHref} from './combobox';

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
