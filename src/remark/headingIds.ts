/**
 * Gives every heading the id the old site gave it, by appending the classic
 * ` {#id}` to its text before Docusaurus reads heading ids. The table of
 * contents and anchor checks then use exactly these ids.
 *
 * A heading whose text gives no id (empty, or only symbols: `## !!!`) fails
 * the build, naming the file and line: it would get no anchor, or one such as
 * `-2` that no reader could guess.
 */
import path from 'node:path';
import type {Heading, Root, Text} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import {createSlugger, explicitIdOf, slugify, withoutExplicitId} from '../lib/slugify';

/** The file a remark plugin is given (a VFile); only its path is read. */
interface SourceFile {
  path?: string;
}

/**
 * The text a heading's id is made from, as the old site's markdown-it-anchor read it: text and
 * inline code, not raw HTML (`<br>`) and not the alternative text of images.
 */
export function headingText(heading: Heading): string {
  return toString(heading, {includeHtml: false, includeImageAlt: false});
}

/**
 * Gives each heading of a Markdown tree its id, as a ` {#id}` suffix; `noId` is called for a
 * heading whose text gives none (and it gets none).
 */
export function addHeadingIds(tree: Root, noId: (heading: Heading, text: string) => void): void {
  const slug = createSlugger();
  visit(tree, 'heading', (heading: Heading) => {
    const text = headingText(heading);
    if (explicitIdOf(text) !== undefined) {
      return; // an id written by hand wins
    }
    if (!slugify(text)) {
      noId(heading, text);
      return;
    }
    heading.children.push({type: 'text', value: ` {#${slug(text)}}`} satisfies Text);
  });
}

/** A heading of a page with the id the build gives it. */
export interface HeadingWithId {
  level: number;
  /** Its text, without the ` {#id}` suffix. */
  text: string;
  id: string;
  /** Where it starts in the source, in characters. */
  offset: number;
}

/**
 * The headings of a Markdown tree with their ids, in page order: the one way the build reads a
 * page's headings (the sidebar's page headers, the anchor checks). A heading whose text gives no
 * id is left out: compiling the page fails on it, naming the file and line.
 */
export function headingsWithIds(tree: Root): HeadingWithId[] {
  addHeadingIds(tree, () => undefined);
  const headings: HeadingWithId[] = [];
  visit(tree, 'heading', (heading: Heading) => {
    const text = toString(heading);
    const id = explicitIdOf(text);
    if (id) {
      headings.push({
        level: heading.depth,
        text: withoutExplicitId(text),
        id,
        offset: heading.position?.start.offset ?? 0,
      });
    }
  });
  return headings;
}

export default function remarkHeadingIds() {
  return (tree: Root, file?: SourceFile): void => {
    addHeadingIds(tree, (heading, text) => {
      const where = `${file?.path ? path.relative(process.cwd(), file.path) : '(Markdown)'}:${heading.position?.start.line ?? '?'}`;
      throw new Error(
        `${where}: the heading "${'#'.repeat(heading.depth)} ${text}" has no id: its text is ` +
          'empty or only symbols. Give it a word or a number.',
      );
    });
  };
}
