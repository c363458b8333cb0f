import {test} from 'node:test';
import assert from 'node:assert/strict';
import {swipeDecision} from './swipe';

const swipe = (startX: number, startY: number, endX: number, endY: number) =>
  swipeDecision({startX, startY, endX, endY});

test('a rightward swipe from the left edge opens the sidebar', () => {
  assert.equal(swipe(10, 300, 200, 310), 'open');
  assert.equal(swipe(80, 300, 121, 300), 'open', '80 px from the edge still counts');
});

test('any other long horizontal swipe closes it', () => {
  assert.equal(swipe(81, 300, 200, 300), 'close', 'starts too far from the edge');
  assert.equal(swipe(300, 300, 100, 310), 'close', 'leftward');
  assert.equal(swipe(10, 300, -40, 300), 'close', 'leftward from the edge');
});

test('short or mostly vertical swipes do nothing', () => {
  assert.equal(swipe(10, 300, 50, 300), null, 'exactly 40 px is not longer than 40');
  assert.equal(swipe(10, 300, 51, 300), 'open');
  assert.equal(swipe(10, 300, 100, 400), null, 'vertical movement larger');
  assert.equal(swipe(10, 300, 100, 390), null, 'equal movement is not larger');
});
