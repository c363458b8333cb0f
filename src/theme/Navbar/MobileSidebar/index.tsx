import type {ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {useMobileMenuIntent} from '@site/src/navigation/useMobileMenuIntent';

/**
 * The theme's mobile menu, rendered once the reader is about to open it (`useMobileMenuIntent`)
 * instead of as soon as the window is a phone's: until then it is hidden, and on a phone it was the
 * largest part of the work after hydration.
 */
export default function MobileSidebarWrapper(): ReactNode {
  const {shouldRender, shown} = useNavbarMobileSidebar();
  const wanted = useMobileMenuIntent(shouldRender);
  return wanted || shown ? <MobileSidebar /> : null;
}
