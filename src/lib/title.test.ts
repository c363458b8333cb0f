import {test} from 'node:test';
import assert from 'node:assert/strict';
import {stripTitlePrefix} from './title';

test('a leading "Word: " prefix is dropped', () => {
  assert.equal(stripTitlePrefix('Series: insert'), 'insert');
  assert.equal(stripTitlePrefix('Entity Group: get entities'), 'get entities');
  assert.equal(stripTitlePrefix('Replacement Table: list'), 'list');
});

test('titles without such a prefix are kept', () => {
  assert.equal(stripTitlePrefix('Introduction'), 'Introduction');
  assert.equal(stripTitlePrefix('Time:value pairs'), 'Time:value pairs');
  assert.equal(stripTitlePrefix('Установка: QUIK'), 'Установка: QUIK');
});

test('escaped colons read as colons', () => {
  assert.equal(stripTitlePrefix('Ubuntu/Debian\\: apt'), 'Ubuntu/Debian: apt');
});

test('a title that is only a prefix strips to empty (the caller falls back to the full title)', () => {
  assert.equal(stripTitlePrefix('SQL: '), '');
});
