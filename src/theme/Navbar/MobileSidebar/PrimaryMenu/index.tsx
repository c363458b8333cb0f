/**
 * CUSTOM (ejected from theme-classic): the mobile menu lists the same
 * path-dependent entries as the top bar (src/navigation/navItems.ts) instead
 * of the static `themeConfig.navbar.items`.
 */
import type {ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarItem from '@theme/NavbarItem';
import {useNavbarModel} from '@site/src/navigation/useNavbarModel';
import {navbarItemProps} from '@site/src/navigation/navItems';

export default function NavbarMobilePrimaryMenu(): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  const model = useNavbarModel();
  return (
    <ul className="menu__list">
      {model.items.map((entry) => (
        <NavbarItem
          key={entry.label}
          mobile
          {...navbarItemProps(entry)}
          onClick={() => mobileSidebar.toggle()}
        />
      ))}
    </ul>
  );
}
