/**
 * CUSTOM (ejected from theme-classic Navbar/Content): the top bar's content is
 * chosen by path (src/navigation/navItems.ts) instead of the static
 * `themeConfig.navbar.items`: section links except on finance pages, the logo
 * leading to the section's home, the language menu, the repository link, and
 * the search box moved to the far right when there are 2 or fewer entries.
 * It also carries the mobile swipe gesture that opens and closes the sidebar.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarItem from '@theme/NavbarItem';
import SearchBar from '@theme/SearchBar';
import NavbarSearch from '@theme/Navbar/Search';
import NavbarMobileSidebarToggle from '@theme/Navbar/MobileSidebar/Toggle';
import {useNavbarModel} from '@site/src/navigation/useNavbarModel';
import {navbarItemProps} from '@site/src/navigation/navItems';
import {useSwipeToToggleSidebar} from '@site/src/navigation/useSwipe';
import Brand from './Brand';
import Dropdown from './Dropdown';
import styles from './styles.module.css';

export default function NavbarContent(): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  const model = useNavbarModel();
  useSwipeToToggleSidebar();
  const search = (
    <NavbarSearch className={clsx(model.searchAlignedRight && styles.searchRight)}>
      <SearchBar />
    </NavbarSearch>
  );
  return (
    <div className="navbar__inner">
      <div className={clsx(ThemeClassNames.layout.navbar.containerLeft, 'navbar__items')}>
        {!mobileSidebar.disabled && <NavbarMobileSidebarToggle />}
        <Brand home={model.home} />
      </div>
      <div
        className={clsx(
          ThemeClassNames.layout.navbar.containerRight,
          'navbar__items navbar__items--right',
        )}
        data-search-aligned={model.searchAlignedRight ? 'right' : 'inline'}>
        {!model.searchAlignedRight && search}
        {model.items.map((entry) =>
          entry.items ? (
            <Dropdown key={entry.label} entry={entry} />
          ) : (
            <NavbarItem key={entry.label} {...navbarItemProps(entry)} />
          ),
        )}
        {model.searchAlignedRight && search}
      </div>
    </div>
  );
}
