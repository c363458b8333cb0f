/**
 * Adds to each page's module the call that registers its sidebar headers (./pageData.ts):
 *
 *   import {registerPageHeaders as __registerPageHeaders} from '@site/src/pageData/pageData';
 *   export const __pageHeaders = __registerPageHeaders(frontMatter);
 *
 * `frontMatter` is the module's own export (the MDX loader writes it first), with the
 * `sidebarHeaders` the build derived (src/frontMatter/derive.ts). The call is an export, since
 * MDX modules hold only imports and exports, and the static-body loader keeps a page's exports.
 * Runs after the static-body mark (src/plugins/static-body), which would take this code for an
 * MDX page's own.
 */
import type {Root} from 'mdast';
import type {Program} from 'estree';
import {exportConst} from '../lib/estree';

/** What the headers are registered through: this folder's module, as the bundler resolves it. */
const MODULE = '@site/src/pageData/pageData';

function registerProgram(): Program {
  return {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        attributes: [],
        specifiers: [
          {
            type: 'ImportSpecifier',
            imported: {type: 'Identifier', name: 'registerPageHeaders'},
            local: {type: 'Identifier', name: '__registerPageHeaders'},
          },
        ],
        source: {type: 'Literal', value: MODULE, raw: JSON.stringify(MODULE)},
      },
      exportConst('__pageHeaders', {
        type: 'CallExpression',
        optional: false,
        callee: {type: 'Identifier', name: '__registerPageHeaders'},
        arguments: [{type: 'Identifier', name: 'frontMatter'}],
      }),
    ],
  };
}

interface SourceFile {
  data: {frontMatter?: unknown};
}

/** The registration, in the pages whose derived front matter has sidebar headers. */
export default function remarkPageHeaders() {
  return (tree: Root, file: SourceFile): void => {
    const frontMatter = file.data.frontMatter as {sidebarHeaders?: unknown} | undefined;
    if (!Array.isArray(frontMatter?.sidebarHeaders)) return;
    tree.children.unshift({
      type: 'mdxjsEsm',
      value:
        `import {registerPageHeaders as __registerPageHeaders} from '${MODULE}';\n` +
        'export const __pageHeaders = __registerPageHeaders(frontMatter);',
      data: {estree: registerProgram()},
    });
  };
}
