/**
 * Derives the Docusaurus front matter of a doc from its place under `docs/`
 * and from the old site's fields, so that no page needs a `slug`, `id` or
 * `displayed_sidebar` of its own. Applied in docusaurus.config.ts by the
 * `markdown.parseFrontMatter` hook.
 */
import {docIdsOfRoute, resolveMenuPath, routeOfDoc} from '../lib/url';
import {sectionAt, type SectionTable} from '../site';
import {validateFrontMatter} from '../lib/frontMatter';
import {summarizeMarkdown} from '../pageData/markdownHeaders';
import {trimDescription} from '../lib/description';
import {titleOfMarkdown} from '../lib/docs';
import {stripTitlePrefix} from '../lib/title';
import {sidebarHeaders} from '../pageData/pageData';
import {parseInline} from '../lib/inlineHtml';

export interface DeriveContext {
  /**
   * The site model's sections (src/site.ts `resolveSections`, or the theme options that carry
   * them): a page's sidebar and language are its section's, and its front matter `lang` must agree.
   */
  sections: SectionTable;
  /** The sidebars of sidebars.ts (a fixture build has fewer: a section whose sidebar is missing shows none). */
  sidebarIds: ReadonlySet<string>;
  /** Which headers the sidebar lists under the current page when the page does not say (`sidebarDepth`). */
  sidebarDepth: number;
  /**
   * A doc's label in a sidebar of sidebars.ts (the old menu's title, prefix already dropped), if it
   * is listed there with one; with `null` for the sidebar, its label in any sidebar.
   */
  sidebarLabel?: (sidebarId: string | null, docId: string) => string | undefined;
}

/** `prev`/`next` front matter (a page path or `false`) → a pagination doc id or null. */
function paginationTarget(value: string | false, route: string): string | null {
  if (value === false) {
    return null;
  }
  return docIdsOfRoute(resolveMenuPath(value, route))[0]!;
}

/**
 * `source` is the page's Markdown file as written, front matter included. The headers that its
 * sidebar link lists (by `sidebarDepth`) go into `sidebarHeaders`, which the page's module
 * registers for the sidebar, so that it renders them on the server; its description is the front
 * matter's, else its first paragraph, trimmed to about 160 characters (src/lib/description.ts).
 */
export function deriveDocFrontMatter(
  relativeFile: string,
  raw: Record<string, unknown>,
  context: DeriveContext,
  source = '',
): Record<string, unknown> {
  const frontMatter = validateFrontMatter(`docs/${relativeFile}`, raw);
  const route = routeOfDoc(relativeFile);
  const {sidebar, language} = sectionAt(context.sections, route);
  const {lang} = language;
  if (frontMatter.lang !== undefined && frontMatter.lang !== lang) {
    throw new Error(
      `docs/${relativeFile}: front matter lang "${frontMatter.lang}" disagrees with the site model ` +
        `(src/site.ts), whose language for ${route} is "${lang}". Remove the field or move the page.`,
    );
  }
  const summary = summarizeMarkdown(source);
  const description = trimDescription(frontMatter.description ?? summary.firstParagraph);
  const derived: Record<string, unknown> = {
    ...frontMatter,
    // One source for a page's language: the site model, by path.
    lang,
    pageDescription: description,
    // Docusaurus's own description is left empty: it copies every doc's description into the
    // version data that every page loads, and its fallback is the page's first line, often a heading.
    description: '',
    slug: route,
    displayed_sidebar:
      frontMatter.sidebar === false ||
      frontMatter.sidebar === 'auto' ||
      frontMatter.home ||
      frontMatter.landing ||
      !sidebar ||
      !context.sidebarIds.has(sidebar)
        ? null
        : sidebar,
  };
  const headers = derived.displayed_sidebar
    ? sidebarHeaders(summary.headers, frontMatter.sidebarDepth ?? context.sidebarDepth)
    : [];
  if (headers.length > 0) {
    // read by the sidebar from the page's own module (src/pageData), not from the sidebar data
    derived.sidebarHeaders = headers;
  }
  // `sidebar: auto`: the page's own `##` and `###` headers, for its sidebar (DocItem/Layout)
  if (frontMatter.sidebar === 'auto') {
    derived.autoSidebarHeaders = summary.headers;
  }
  // Landing features' inline links, split at build time (the browser parses no HTML)
  if (frontMatter.features) {
    derived.featureParts = frontMatter.features.map(({title: featureTitle, details}) => ({
      title: parseInline(featureTitle),
      ...(details !== undefined && {details: parseInline(details)}),
    }));
  }
  const title = frontMatter.title ?? titleOfMarkdown(source);
  const docId = relativeFile.replace(/\.mdx?$/, '');
  // The title without a leading "Word: " prefix, so that "Series: insert" reads "insert" (src/lib/title.ts).
  const shortTitle = title === undefined ? undefined : stripTitlePrefix(title) || title;
  // A bare doc id in sidebars.ts shows the title without its "Word: " prefix, as the old theme did.
  // Docusaurus puts `sidebar_label` before an item's own label, so a doc that a sidebar labels
  // keeps none, and neither does a title with no prefix (Docusaurus shows the title itself).
  if (shortTitle !== undefined && shortTitle !== title && !context.sidebarLabel?.(null, docId)) {
    derived.sidebar_label = shortTitle;
  }
  // Previous/next links show the doc's label in the sidebar it shows, else its short title.
  const label =
    (derived.displayed_sidebar ? context.sidebarLabel?.(derived.displayed_sidebar as string, docId) : undefined) ||
    shortTitle;
  if (label !== undefined) {
    derived.pagination_label = label;
  }
  if (frontMatter.prev !== undefined) {
    derived.pagination_prev = paginationTarget(frontMatter.prev, route);
  }
  if (frontMatter.next !== undefined) {
    derived.pagination_next = paginationTarget(frontMatter.next, route);
  }
  return derived;
}

/** A sidebar item as far as labels go: docs with their labels, categories with their items. */
interface LabeledItem {
  type?: string;
  id?: string;
  label?: string;
  items?: unknown;
}

/** `sidebarLabel` of the derive context over the sidebars of sidebars.ts (sidebar id → items). */
export function sidebarLabelsOf(sidebars: Readonly<Record<string, unknown>>): DeriveContext['sidebarLabel'] {
  const labels = new Map<string, Map<string, string>>();
  const walk = (items: unknown, into: Map<string, string>): void => {
    if (!Array.isArray(items)) return;
    for (const item of items as LabeledItem[]) {
      if (item.type === 'doc' && item.id && item.label && !into.has(item.id)) into.set(item.id, item.label);
      walk(item.items, into);
    }
  };
  for (const [id, items] of Object.entries(sidebars)) {
    const into = new Map<string, string>();
    walk(items, into);
    labels.set(id, into);
  }
  return (sidebarId, docId) =>
    sidebarId === null
      ? [...labels.values()].find((into) => into.has(docId))?.get(docId)
      : labels.get(sidebarId)?.get(docId);
}
