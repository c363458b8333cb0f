/**
 * ESTree nodes that remark plugins add to a page's MDX module (MDX prints them as they are).
 */
import type {Expression, ExportNamedDeclaration} from 'estree';

/** `export const name = init;` */
export function exportConst(name: string, init: Expression): ExportNamedDeclaration {
  return {
    type: 'ExportNamedDeclaration',
    specifiers: [],
    source: null,
    attributes: [],
    declaration: {
      type: 'VariableDeclaration',
      kind: 'const',
      declarations: [{type: 'VariableDeclarator', id: {type: 'Identifier', name}, init}],
    },
  };
}
