/**
 * The old site's touch gesture for the mobile sidebar. A horizontal swipe
 * longer than 40 px (and longer than its vertical movement) opens the sidebar
 * when it starts within 80 px of the left edge, and closes it otherwise.
 */
export const SWIPE_MIN_DISTANCE = 40;
export const SWIPE_EDGE = 80;

export interface Swipe {
  startX: number;
  startY: number;
  endX: number;
  endY: number;
}

export type SwipeDecision = 'open' | 'close' | null;

export function swipeDecision({startX, startY, endX, endY}: Swipe): SwipeDecision {
  const dx = endX - startX;
  const dy = endY - startY;
  if (Math.abs(dx) <= Math.abs(dy) || Math.abs(dx) <= SWIPE_MIN_DISTANCE) {
    return null;
  }
  return dx > 0 && startX <= SWIPE_EDGE ? 'open' : 'close';
}
