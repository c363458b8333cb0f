/**
 * A table of contents as one HTML string: the nested lists theme-classic's `TOCItems/Tree` renders
 * (the same classes, the same tree: headings outside `minLevel`..`maxLevel` are dropped and their
 * children lifted, each heading nested under the nearest heading of a lower level before it).
 * React sets it as the list's inner HTML, so a 900-heading page costs hydration one element, not
 * 2,700. Pure, for unit tests.
 */
export interface TocEntry {
  readonly id: string;
  /** The heading as HTML (inline code, entities), as the MDX loader gives it. */
  readonly value: string;
  readonly level: number;
}

interface Node {
  entry: TocEntry;
  children: Node[];
}

/** The tree of the entries within the levels, as the theme builds it and then filters it. */
export function tocTree(entries: readonly TocEntry[], minLevel: number, maxLevel: number): Node[] {
  const roots: Node[] = [];
  // the last node seen at each level, for the parent of the next ones
  const lastAt: Array<Node | undefined> = [];
  for (const entry of entries) {
    if (entry.level < minLevel || entry.level > maxLevel) continue;
    const node: Node = {entry, children: []};
    const parent = lastAt.slice(0, entry.level).reverse().find(Boolean);
    (parent ? parent.children : roots).push(node);
    lastAt[entry.level] = node;
    lastAt.length = entry.level + 1;
  }
  return roots;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function itemsHtml(nodes: readonly Node[], linkClassName: string | null): string {
  const linkClass = linkClassName ? ` class="${escapeAttribute(linkClassName)}"` : '';
  return nodes
    .map(
      ({entry, children}) =>
        `<li><a href="#${escapeAttribute(entry.id)}"${linkClass}>${entry.value}</a>` +
        (children.length > 0 ? `<ul>${itemsHtml(children, linkClassName)}</ul>` : '') +
        '</li>',
    )
    .join('');
}

/** The inner HTML of the table of contents' outer list; empty when no heading is in range. */
export function tocHtml(
  entries: readonly TocEntry[],
  {minLevel, maxLevel, linkClassName}: {minLevel: number; maxLevel: number; linkClassName: string | null},
): string {
  return itemsHtml(tocTree(entries, minLevel, maxLevel), linkClassName);
}
