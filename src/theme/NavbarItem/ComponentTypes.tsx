/**
 * The navbar item types, as the Docusaurus website adds its own (theme-classic's documented way:
 * https://github.com/facebook/docusaurus/issues/7227): the theme's types, with `search` placed by
 * path and `custom-atsdSections` for the path-dependent entries.
 */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import NavbarSearchSlot from '@site/src/navigation/NavbarSearchSlot';
import NavbarSections from '@site/src/navigation/NavbarSections';

export default {
  ...ComponentTypes,
  search: NavbarSearchSlot,
  'custom-atsdSections': NavbarSections,
};
