import {useEffect, useRef} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {swipeDecision} from './swipe';

/**
 * Opens or closes the mobile sidebar on a horizontal swipe (see swipe.ts).
 * The listeners are added once; the sidebar's latest state is read through a
 * ref, so a re-render in the middle of a swipe cannot lose its start point.
 * Only one mounted caller may pass `enabled`, or a swipe would toggle twice.
 */
export function useSwipeToToggleSidebar(enabled: boolean): void {
  const sidebar = useNavbarMobileSidebar();
  const latest = useRef(sidebar);
  latest.current = sidebar;

  useEffect(() => {
    if (!enabled) {
      return undefined;
    }
    let start: {x: number; y: number} | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      start = touch ? {x: touch.clientX, y: touch.clientY} : null;
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      const {shown, toggle, disabled} = latest.current;
      if (!start || !touch || disabled) {
        return;
      }
      const decision = swipeDecision({startX: start.x, startY: start.y, endX: touch.clientX, endY: touch.clientY});
      start = null;
      if ((decision === 'open' && !shown) || (decision === 'close' && shown)) {
        toggle();
      }
    };
    document.addEventListener('touchstart', onStart, {passive: true});
    document.addEventListener('touchend', onEnd, {passive: true});
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchend', onEnd);
    };
  }, [enabled]);
}
