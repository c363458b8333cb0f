/**
 * Build step: replaces every ```` ```mermaid ```` block with the `mermaid`
 * MDX element (src/theme/Mermaid.tsx) carrying its committed SVG
 * (src/diagrams/rendered/<key>.svg) and its accessible name. A diagram with
 * no up-to-date SVG fails the build with its file, line and the command that
 * renders it; no browser is needed to build.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import type {VFile} from 'vfile';
import {REFRESH_COMMAND, relativeToRoot, renderedFile, visitDiagrams} from './source';

/** The props the `mermaid` element passes to the component. */
export interface DiagramProps {
  svg: string;
  label: string;
  description?: string;
}

export default function remarkDiagrams(options: {root?: string} = {}) {
  const root = path.resolve(options.root ?? '.');
  return (tree: Root, file: VFile): void => {
    const missing: string[] = [];
    visitDiagrams(tree, (node, block) => {
      const svgFile = path.join(root, renderedFile(block.key));
      if (!fs.existsSync(svgFile)) {
        missing.push(`${relativeToRoot(root, file.path)}:${block.line}`);
        return;
      }
      const props: DiagramProps = {svg: fs.readFileSync(svgFile, 'utf8').trim(), label: block.label};
      if (block.description) {
        props.description = block.description;
      }
      // An element that the MDX compiler emits as <mermaid …/> (like Docusaurus's own Mermaid step).
      Object.assign(node, {type: 'diagram', data: {hName: 'mermaid', hProperties: props}});
    });
    if (missing.length > 0) {
      throw new Error(
        `${missing.length === 1 ? 'A Mermaid diagram has' : 'Mermaid diagrams have'} no up-to-date SVG: ` +
          `${missing.join(', ')}. Run \`${REFRESH_COMMAND}\` to render ${missing.length === 1 ? 'it' : 'them'}, ` +
          `then commit ${path.dirname(renderedFile('x'))}/.`,
      );
    }
  };
}
