import {useEffect} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {swipeDecision} from './swipe';

/** Opens or closes the mobile sidebar on a horizontal swipe (see swipe.ts). */
export function useSwipeToToggleSidebar(): void {
  const mobileSidebar = useNavbarMobileSidebar();
  const {shown, toggle, disabled} = mobileSidebar;
  useEffect(() => {
    if (disabled) {
      return undefined;
    }
    let start: {x: number; y: number} | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      start = touch ? {x: touch.clientX, y: touch.clientY} : null;
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch) {
        return;
      }
      const decision = swipeDecision({
        startX: start.x,
        startY: start.y,
        endX: touch.clientX,
        endY: touch.clientY,
      });
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
  }, [shown, toggle, disabled]);
}
