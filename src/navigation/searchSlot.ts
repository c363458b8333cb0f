/**
 * The two places of the top bar's search box, as the classes of the two `search` navbar items in
 * docusaurus.config.ts: before the section links, or after them when the bar has 2 or fewer
 * entries. src/navigation/NavbarSearchSlot.tsx renders the one that matches the path.
 */
export const SEARCH_SLOT = {inline: 'atsd-search--inline', right: 'atsd-search--right'} as const;
