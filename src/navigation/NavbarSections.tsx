/**
 * The navbar item type `custom-atsdSections` (registered in src/theme/NavbarItem/ComponentTypes):
 * the entries the top bar shows on the current path (src/navigation/navItems.ts) — section links,
 * none on finance pages, the language menu and the repository link. In the mobile menu it lists
 * the same entries. It also carries the swipe gesture that opens and closes the mobile sidebar.
 */
import type {ReactNode} from 'react';
import NavbarItem from '@theme/NavbarItem';
import {navbarItemProps} from './navItems';
import NavbarDropdown from './NavbarDropdown';
import {useNavbarModel} from './useNavbarModel';
import {useSwipeToToggleSidebar} from './useSwipe';

export default function NavbarSections({mobile, onClick}: {mobile?: boolean; onClick?: () => void}): ReactNode {
  const model = useNavbarModel();
  // The top bar's instance listens; the copy in the open mobile menu must not, or a swipe would
  // toggle the sidebar twice.
  useSwipeToToggleSidebar(!mobile);
  if (mobile) {
    return model.items.map((entry) => (
      <NavbarItem key={entry.label} mobile {...navbarItemProps(entry)} onClick={onClick} />
    ));
  }
  return model.items.map((entry) =>
    entry.items ? (
      <NavbarDropdown key={entry.label} entry={entry} />
    ) : (
      <NavbarItem key={entry.label} {...navbarItemProps(entry)} />
    ),
  );
}
