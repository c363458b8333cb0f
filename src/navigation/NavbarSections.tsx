/**
 * The navbar item type `custom-atsdSections` (registered in src/theme/NavbarItem/ComponentTypes):
 * the entries the top bar shows on the current path (src/navigation/navItems.ts) — section links,
 * none on finance pages, the language menu and the repository link. On a desktop the section links
 * that do not fit the width move to a "More" menu (`linkStep`), the language menu is a globe
 * whose name shows where there is room, and the repository link is the GitHub mark; their names
 * stay for screen readers. In the mobile menu it lists the same entries as text. It also carries
 * the swipe gesture that opens and closes the mobile sidebar.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import IconLanguage from '@theme/Icon/Language';
import NavbarItem from '@theme/NavbarItem';
import {linkStep, navbarItemProps, type NavEntry} from './navItems';
import NavbarDropdown from './NavbarDropdown';
import {useNavbarModel} from './useNavbarModel';
import {useSwipeToToggleSidebar} from './useSwipe';
import styles from './navbar.module.css';

/**
 * The classes that take a section link out of the bar, or its copy out of the "More" menu, under
 * or from the width of its step (src/css/breakpoints.ts: LINK_STEPS); a link that never leaves
 * the bar has no step and never shows in the menu.
 */
function inBarClass(index: number): string | undefined {
  const step = linkStep(index);
  return step > 0 ? styles[`inBarFromStep${step}`] : undefined;
}
function inMenuClass(index: number): string | undefined {
  const step = linkStep(index);
  return step > 0 ? styles[`inMenuBelowStep${step}`] : styles.neverInMenu;
}

/** GitHub's mark, as GitHub publishes it (16 px grid). */
function GitHubMark(): ReactNode {
  return (
    <svg viewBox="0 0 16 16" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M8 0C3.58 0 0 3.58 0 8c0 3.54 2.29 6.53 5.47 7.59.4.07.55-.17.55-.38 0-.19-.01-.82-.01-1.49-2.01.37-2.53-.49-2.69-.94-.09-.23-.48-.94-.82-1.13-.28-.15-.68-.52-.01-.53.63-.01 1.08.58 1.23.82.72 1.21 1.87.87 2.33.66.07-.52.28-.87.51-1.07-1.78-.2-3.64-.89-3.64-3.95 0-.87.31-1.59.82-2.15-.08-.2-.36-1.02.08-2.12 0 0 .67-.21 2.2.82.64-.18 1.32-.27 2-.27.68 0 1.36.09 2 .27 1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.27.82 2.15 0 3.07-1.87 3.75-3.65 3.95.29.25.54.73.54 1.48 0 1.07-.01 1.93-.01 2.2 0 .21.15.46.55.38A8.013 8.013 0 0016 8c0-4.42-3.58-8-8-8z"
      />
    </svg>
  );
}

/** The repository link as its mark; its name is the text screen readers and the tooltip give. */
function RepoLink({entry}: {entry: NavEntry}): ReactNode {
  return (
    <Link
      href={entry.to}
      className={clsx('navbar__item navbar__link', styles.iconLink)}
      title={entry.label}
      target="_blank"
      rel="noopener noreferrer">
      <GitHubMark />
      <span className={styles.visuallyHidden}>{entry.label}</span>
    </Link>
  );
}

function SectionLinks({entries}: {entries: NavEntry[]}): ReactNode {
  const overflow = entries.some((_, index) => linkStep(index) > 0);
  const more: NavEntry = {
    label: translate({
      id: 'atsd.navbar.more',
      message: 'More',
      description: 'The top-bar menu that lists the section links the screen is too narrow to show',
    }),
    items: entries,
  };
  return (
    <>
      {entries.map((entry, index) => {
        const props = navbarItemProps(entry);
        const className = clsx(props.className as string | undefined, inBarClass(index));
        return <NavbarItem key={entry.label} {...props} className={className} />;
      })}
      {overflow && <NavbarDropdown entry={more} className={styles.moreMenu} itemClassName={inMenuClass} />}
    </>
  );
}

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
  return (
    <>
      <SectionLinks entries={model.entries} />
      {model.languageMenu && (
        <NavbarDropdown
          entry={model.languageMenu}
          icon={<IconLanguage className={styles.icon} />}
          labelClassName={model.crowded ? styles.labelWhenWide : styles.label}
        />
      )}
      {model.repo && <RepoLink entry={model.repo} />}
    </>
  );
}
