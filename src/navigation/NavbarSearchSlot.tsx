/**
 * The navbar item type `search` (replaced in src/theme/NavbarItem/ComponentTypes). The navbar
 * config places two search items, one before the section links (class `atsd-search--inline`)
 * and one after them (`atsd-search--right`); the one that matches the current path renders the
 * search box. The box goes to the far right when the bar has 2 or fewer entries, as on the old
 * site; only the theme's color-mode switch, which Navbar/Content puts last, comes after it.
 * Placing it in the DOM, not with CSS `order`, keeps the tab order the visual order.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import SearchBar from '@theme/SearchBar';
import NavbarSearch from '@theme/Navbar/Search';
import {SEARCH_SLOT} from './searchSlot';
import {useNavbarModel} from './useNavbarModel';
import styles from './navbar.module.css';

export default function NavbarSearchSlot({mobile, className}: {mobile?: boolean; className?: string}): ReactNode {
  const {searchAlignedRight, crowded} = useNavbarModel();
  const wanted = searchAlignedRight ? SEARCH_SLOT.right : SEARCH_SLOT.inline;
  if (mobile || className !== wanted) {
    return null;
  }
  return (
    <NavbarSearch className={clsx(className, crowded && styles.searchWhenCrowded)}>
      <SearchBar />
    </NavbarSearch>
  );
}
