import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import type {NavEntry} from './navItems';
import styles from './navbar.module.css';

interface Props {
  entry: NavEntry;
  /** Drawn before the label (the language menu's globe). */
  icon?: ReactNode;
  /** Class of the label: navbar.module.css's `labelWhenWide` hides it, keeping it for screen readers. */
  labelClassName?: string;
  /** Class of the whole item (the "More" menu shows only where links have left the bar). */
  className?: string;
  /** Class of the menu entry at `index` (a section link is listed only while it is not in the bar). */
  itemClassName?: (index: number) => string | undefined;
}

/**
 * A top-bar dropdown (the language menu, the "More" menu of section links) that opens and closes
 * on click and from the keyboard (Enter or Space on its button, Escape to close), with
 * `aria-expanded`. It closes on navigation and on a click elsewhere.
 */
export default function NavbarDropdown({entry, icon, labelClassName, className, itemClassName}: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const {pathname} = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className={clsx('navbar__item dropdown dropdown--right', styles.dropdown, open && 'dropdown--show', className)}>
      <button
        ref={button}
        type="button"
        className={clsx('navbar__link', styles.dropdownButton)}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}>
        {icon}
        <span className={labelClassName}>{entry.label}</span>
      </button>
      <ul id={menuId} className="dropdown__menu">
        {entry.items?.map((item, index) => (
          <li key={item.label} className={itemClassName?.(index)}>
            <Link
              className={clsx('dropdown__link', item.highlighted && styles.highlighted)}
              to={item.to}
              onClick={() => setOpen(false)}
              {...(item.pending && {'data-noBrokenLinkCheck': true})}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
