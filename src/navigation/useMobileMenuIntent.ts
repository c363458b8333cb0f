import {useEffect, useState} from 'react';
import {SWIPE_EDGE} from './swipe';

/** The theme's button that opens the mobile menu (`Navbar/MobileSidebar/Toggle`). */
const TOGGLE = '.navbar__toggle';
const EVENTS = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const;

/** Whether an event tells that the reader is about to open the mobile menu. */
function announcesMenu(event: Event): boolean {
  if (event.target instanceof Element && event.target.closest(TOGGLE)) {
    return true;
  }
  // A touch where the swipe that opens the menu starts (see swipe.ts).
  // (`TouchEvent` itself is undefined in browsers without touch support.)
  const touch = 'changedTouches' in event ? (event as TouchEvent).changedTouches[0] : undefined;
  return touch !== undefined && touch.clientX <= SWIPE_EDGE;
}

/**
 * Whether the mobile menu is to be rendered yet. It is hidden until opened, and rendering it (the
 * section links and the whole doc sidebar) was a fifth of a phone's main-thread work after the
 * first paint; so it waits for a sign that the reader is about to open it: the toggle pointed at,
 * touched or focused, or a touch where the opening swipe starts. These come before the click or
 * the swipe's end, so the menu is there when it opens and still slides in. Once rendered it stays.
 */
export function useMobileMenuIntent(active: boolean): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!active || wanted) {
      return undefined;
    }
    const onEvent = (event: Event) => {
      if (announcesMenu(event)) {
        setWanted(true);
      }
    };
    for (const type of EVENTS) {
      document.addEventListener(type, onEvent, {capture: true, passive: true});
    }
    return () => {
      for (const type of EVENTS) {
        document.removeEventListener(type, onEvent, {capture: true});
      }
    };
  }, [active, wanted]);
  return wanted;
}
