/**
 * Mermaid diagrams as they appear in the Markdown: finding them, the key of
 * their rendered SVG, and their accessible name. Shared by the remark plugin
 * (build), the refresh script (`npm run diagrams`) and the tests, so all three
 * agree on which SVG belongs to which diagram.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import type {Code, Heading, Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import {parseMarkdown} from '../lib/markdown';
import {withoutExplicitId} from '../lib/slugify';
import {MERMAID_CONFIG} from './config';

/** Where the rendered SVGs are committed, relative to the repository root. */
export const RENDERED_DIR = 'src/diagrams/rendered';

/** The command that renders missing SVGs; build errors name it. */
export const REFRESH_COMMAND = 'npm run diagrams';

/**
 * The rendering settings that go into every key: changing them (the Mermaid
 * configuration, or this version when the post-processing changes) makes every
 * SVG out of date, so the next build asks for a refresh.
 */
const RENDER_SETTINGS = JSON.stringify({version: 1, config: MERMAID_CONFIG});

/** The key of a diagram's SVG: a hash of its source and the rendering settings. */
export function diagramKey(source: string): string {
  return crypto.createHash('sha256').update(RENDER_SETTINGS).update('\0').update(source).digest('hex').slice(0, 16);
}

/** The SVG file of a diagram, relative to the repository root. */
export function renderedFile(key: string): string {
  return `${RENDERED_DIR}/${key}.svg`;
}

/** The `accTitle:` line of a diagram, if it has one. */
export function accTitleOf(source: string): string | undefined {
  return /^\s*accTitle\s*:\s*(.+?)\s*$/m.exec(source)?.[1];
}

/** The `accDescr:` line or `accDescr { … }` block of a diagram, if it has one. */
export function accDescrOf(source: string): string | undefined {
  const match = /^\s*accDescr\s*(?::\s*(.+?)\s*$|\{([^}]*)\})/m.exec(source);
  const text = match?.[1] ?? match?.[2];
  return text ? text.replace(/\s+/g, ' ').trim() : undefined;
}

/** What kind of diagram a source is (its first word), for the fallback name. */
const KIND_NAMES: Record<string, string> = {
  flowchart: 'Flowchart',
  graph: 'Flowchart',
  sequenceDiagram: 'Sequence diagram',
  erDiagram: 'Entity relationship diagram',
  classDiagram: 'Class diagram',
  stateDiagram: 'State diagram',
  'stateDiagram-v2': 'State diagram',
};

function kindOf(source: string): string {
  const first = /^\s*(?:%%.*\n\s*)*([\w-]+)/.exec(source)?.[1] ?? '';
  return KIND_NAMES[first] ?? 'Diagram';
}

/** A Mermaid block of a page. */
export interface DiagramBlock {
  source: string;
  key: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** The accessible name: `accTitle`, else the diagram's kind and the heading it sits under. */
  label: string;
  description?: string;
  /** Whether the writer gave an `accTitle:` line. */
  titled: boolean;
}

/** A diagram block for a `mermaid` code node, given the last heading before it. */
export function diagramOf(node: Code, heading: string | undefined): DiagramBlock {
  const title = accTitleOf(node.value);
  return {
    source: node.value,
    key: diagramKey(node.value),
    line: node.position?.start.line ?? 0,
    label: title ?? (heading ? `${kindOf(node.value)}: ${heading}` : kindOf(node.value)),
    description: accDescrOf(node.value),
    titled: title !== undefined,
  };
}

/**
 * Calls `onDiagram` for every Mermaid block of a Markdown tree, in order, with
 * the text of the last heading before it.
 */
export function visitDiagrams(tree: Root, onDiagram: (node: Code, block: DiagramBlock) => void): void {
  let heading: string | undefined;
  visit(tree, (node) => {
    if (node.type === 'heading') {
      // The heading-id plugin may already have added ` {#id}`.
      heading = withoutExplicitId(toString(node as Heading));
    } else if (node.type === 'code' && (node as Code).lang === 'mermaid') {
      onDiagram(node as Code, diagramOf(node as Code, heading));
    }
  });
}

/** The Mermaid blocks of a Markdown file's text, read as the build reads it (src/lib/markdown.ts). */
export function diagramsOfMarkdown(markdown: string): DiagramBlock[] {
  const blocks: DiagramBlock[] = [];
  visitDiagrams(parseMarkdown(markdown), (_node, block) => blocks.push(block));
  return blocks;
}

/** A path relative to the repository root, with forward slashes, for messages. */
export function relativeToRoot(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}
