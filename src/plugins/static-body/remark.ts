/**
 * Marks a page whose Markdown the browser can take as HTML: `export const staticBody = true` in
 * its compiled module. Both builds compile a page once (Docusaurus shares the client's compilation
 * with the server), so the mark is in both; the client build's loader (./loader.mjs) then drops
 * the page's content from its module, and `src/theme/DocItem/Content` renders it as static HTML.
 *
 * A page stays a full MDX page (hydrated as React elements) when it has what static HTML cannot
 * carry: an `import` or `export`, a `{expression}`, a JSX element whose name is capitalized (a
 * React component of the page's own), or front matter naming a custom layout (`layout: Name`),
 * whose components may read the content. The landing layout of `home` and `landing` pages renders
 * the content as a doc page does, static when it is plain (src/layouts/Landing/Content). Runs
 * before Docusaurus's own remark plugins, which add elements (admonitions, the diagrams'
 * `Mermaid`) that the server renders.
 */
import type {Root} from 'mdast';
import type {Program} from 'estree';
import {visit, EXIT} from 'unist-util-visit';
import {exportConst} from '../../lib/estree';

/** The export the mark is; `loader.mjs` looks for it as the compiler prints it. */
export const STATIC_BODY_EXPORT = 'staticBody';

/** The file a remark plugin is given (a VFile); only the front matter Docusaurus puts in its data is read. */
interface SourceFile {
  data: {[key: string]: unknown};
}

const MDX_ONLY = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression']);
/** Front matter that names a layout of its own (src/layouts/registry.ts), which may read the content. */
const LAYOUT_KEYS = ['layout'];

/** Whether the page's body is plain Markdown (and HTML) that the browser can take as it is. */
export function isStaticBody(tree: Root, frontMatter: Record<string, unknown> = {}): boolean {
  if (LAYOUT_KEYS.some((key) => Boolean(frontMatter[key]))) return false;
  let dynamic = false;
  visit(tree, (node) => {
    const name = 'name' in node && typeof node.name === 'string' ? node.name : '';
    const jsx = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
    if (MDX_ONLY.has(node.type) || (jsx && /^[A-Z]/.test(name))) {
      dynamic = true;
      return EXIT;
    }
    return undefined;
  });
  return !dynamic;
}

/** `export const staticBody = true;` as the ESTree that MDX prints. */
function markProgram(): Program {
  return {
    type: 'Program',
    sourceType: 'module',
    body: [exportConst(STATIC_BODY_EXPORT, {type: 'Literal', value: true, raw: 'true'})],
  };
}

export default function remarkStaticBody() {
  return (tree: Root, file: SourceFile): void => {
    const frontMatter = file.data.frontMatter;
    if (
      !isStaticBody(
        tree,
        typeof frontMatter === 'object' && frontMatter ? (frontMatter as Record<string, unknown>) : {},
      )
    ) {
      return;
    }
    tree.children.unshift({
      type: 'mdxjsEsm',
      value: `export const ${STATIC_BODY_EXPORT} = true;`,
      data: {estree: markProgram()},
    });
  };
}
