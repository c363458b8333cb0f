/**
 * A page's Markdown twin: its content as clean CommonMark (GFM tables kept) for AI tools and
 * readers of raw text. Pure; unit-tested in twin.test.ts.
 *
 * The source is read the way Docusaurus reads a `.md` page (src/lib/markdown.ts: GFM, front matter,
 * directives) and serialized again:
 * - front matter goes; a landing page's hero, tagline, action and features (front matter the
 *   landing layout renders) become a `# title`, paragraphs and a list;
 * - admonitions (`:::tip` … `:::`, `:::tip[Label]` or the old `:::tip Label`) become block quotes
 *   led by their label in bold; other directives are left as written;
 * - every link, image and link definition gets an absolute URL (src/lib/url.ts `resolveLink`);
 * - a page with no `#` heading gets one, its title;
 * - everything else stays: headings' text (so anchors still mean something), code blocks, Mermaid
 *   diagrams as their source, inline HTML.
 */
import type {BlockContent, Blockquote, Paragraph, PhrasingContent, Root, RootContent} from 'mdast';
import type {ContainerDirective} from 'mdast-util-directive';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';
import {SKIP, visit} from 'unist-util-visit';
import {parseInline} from '../lib/inlineHtml';
import {readMarkdown, textDirectivesAsWritten, writtenText} from '../lib/markdown';
import type {PageFrontMatter} from '../lib/frontMatter';
import {resolveLink} from '../lib/url';

export interface TwinPage {
  /** The page's absolute URL: `https://axibase.com/docs/atsd/api/data/series/query.html`. */
  url: string;
  /** The site's absolute root, origin and base path: `https://axibase.com/docs/atsd/`. */
  siteRoot: string;
  /** The page's title, its `#` heading when the Markdown has none. */
  title: string;
  /** The page's front matter: a landing page's hero and features are content. */
  frontMatter?: PageFrontMatter;
}

const ADMONITION_LABELS: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
  important: 'Important',
};

/** `:::tip[Label]` … `:::` → a block quote whose first paragraph is its label in bold. */
function admonitionQuote(node: ContainerDirective): Blockquote | null {
  const defaultLabel = ADMONITION_LABELS[node.name];
  if (!defaultLabel) {
    return null;
  }
  const [first, ...rest] = node.children;
  const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel;
  const label: PhrasingContent[] = hasLabel ? first.children : [{type: 'text', value: defaultLabel}];
  const body = (hasLabel ? rest : node.children) as BlockContent[];
  return {type: 'blockquote', children: [{type: 'paragraph', children: [{type: 'strong', children: label}]}, ...body]};
}

function text(value: string): PhrasingContent {
  return {type: 'text', value};
}

function paragraph(...children: PhrasingContent[]): Paragraph {
  return {type: 'paragraph', children};
}

/** Inline HTML of landing front matter (`<a href="sql.md">SQL</a>`) as text and links. */
function inlineHtml(html: string): PhrasingContent[] {
  return parseInline(html).map((part) =>
    part.kind === 'link' ? {type: 'link', url: part.href, children: [text(part.text)]} : text(part.text),
  );
}

/** What the landing layout renders from front matter, before the page's own Markdown. */
function landingBlocks(frontMatter: PageFrontMatter, title: string): RootContent[] {
  const blocks: RootContent[] = [{type: 'heading', depth: 1, children: [text(frontMatter.heroText ?? title)]}];
  if (frontMatter.tagline) {
    blocks.push(paragraph(text(frontMatter.tagline)));
  }
  if (frontMatter.actionText && frontMatter.actionLink) {
    blocks.push(paragraph({type: 'link', url: frontMatter.actionLink, children: [text(frontMatter.actionText)]}));
  }
  const features = frontMatter.features ?? [];
  if (features.length > 0) {
    blocks.push({
      type: 'list',
      ordered: false,
      spread: false,
      children: features.map((feature) => {
        const title: PhrasingContent = {type: 'strong', children: inlineHtml(feature.title)};
        const details = inlineHtml(feature.details ?? '');
        return {
          type: 'listItem',
          spread: false,
          children: [paragraph(title, ...(details.length > 0 ? [text(': '), ...details] : []))],
        };
      }),
    });
  }
  return blocks;
}

function isLanding(frontMatter: PageFrontMatter | undefined): frontMatter is PageFrontMatter {
  return Boolean(frontMatter && (frontMatter.landing || frontMatter.home));
}

/** The Markdown twin of a page, from its source file's content (front matter included). */
export function markdownTwin(source: string, page: TwinPage): string {
  const file = readMarkdown(source);
  // As Docusaurus does with directives it has no use for, the text as written (`key:value` in
  // prose parses as a text directive).
  textDirectivesAsWritten(file);
  const body = file.tree.children.filter((node) => node.type !== 'yaml');
  const landing = isLanding(page.frontMatter) ? landingBlocks(page.frontMatter, page.title) : [];
  const root: Root = {type: 'root', children: [...landing, ...body]};
  if (!root.children.some((node) => node.type === 'heading' && node.depth === 1)) {
    root.children.unshift({type: 'heading', depth: 1, children: [text(page.title)]});
  }

  visit(root, (node, index, parent) => {
    if (!parent || index === undefined) {
      return undefined;
    }
    const quote = node.type === 'containerDirective' ? admonitionQuote(node) : null;
    if (quote) {
      parent.children[index] = quote;
      return [SKIP, index]; // visit the quote's children, admonitions nested in it included
    }
    if (node.type === 'containerDirective' || node.type === 'leafDirective') {
      // Not an admonition: the text as written, like a text directive.
      (parent.children as unknown[])[index] = {type: 'html', value: writtenText(node, file)};
      return SKIP;
    }
    return undefined;
  });
  visit(root, (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      node.url = resolveLink(node.url, page.url, page.siteRoot);
    }
  });

  return toMarkdown(root, {
    // Tables as `| a | b |` rows, not padded to align: padding makes the widest tables twice as long.
    extensions: [gfmToMarkdown({tablePipeAlign: false})],
    bullet: '-',
    emphasis: '_',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
  });
}
