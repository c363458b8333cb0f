/**
 * On a first load at an anchor of a long page (one with sections, rehype.ts), keeps the anchor in
 * place while the sections above it settle (anchorPin.ts). Client-side navigation is left to the
 * router, as before: it scrolls once the next page has rendered.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {pinAnchor} from './anchorPin';
import {SECTION_CLASS} from './sectionClass';

/** The element id a `#hash` names (as written, when it is not valid percent-encoding). */
function anchorId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

if (ExecutionEnvironment.canUseDOM && window.location.hash.length > 1) {
  window.addEventListener(
    'load',
    () => {
      // The article whose sections settle: the first section's parent.
      const article = document.querySelector(`.${SECTION_CLASS}`)?.parentElement;
      if (article) pinAnchor(anchorId(window.location.hash), article);
    },
    {once: true},
  );
}

export default {};
