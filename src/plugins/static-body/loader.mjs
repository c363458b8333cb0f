// @ts-check
/**
 * Client build only, after Docusaurus's MDX loader: a page that ./remark.ts marked static keeps
 * its named exports (front matter, metadata, table of contents, title, assets) and loses its
 * content, which the server already rendered into the page's HTML. Its default export becomes a
 * stub that ./client.ts gives once the page's body HTML is in (top-level await, so that
 * Docusaurus's route preload, on hover and before each navigation, waits for it too).
 *
 * The content's `require()`s (images and files the page links) stay as imports, so that the
 * client build still emits those files. Plain JavaScript (an ES module): the bundler loads a
 * loader from disk, outside the TypeScript that the configuration is loaded with.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const MARK = 'export const staticBody = true;';
// What @mdx-js/mdx prints after a module's own imports and exports: the content, then the
// component that renders it, then its helpers.
const CONTENT = '\nfunction _createMdxContent(';
const METADATA = /^export \{default as metadata\} from (['"])([^'"]+)\1/m;
const REQUIRE = /\brequire\(("(?:[^"\\\n]|\\.)*")\)/g;
const CLIENT = JSON.stringify(path.join(path.dirname(fileURLToPath(import.meta.url)), 'client.ts'));

/**
 * @param {string} code the MDX loader's output
 * @param {string} resource the page's file, for errors
 * @returns {string}
 */
export function staticBodyModule(code, resource) {
  if (!code.includes(MARK)) return code;
  const start = code.indexOf(CONTENT);
  const metadata = METADATA.exec(code);
  if (start < 0 || !metadata) {
    throw new Error(`static-body: ${resource} has no ${start < 0 ? 'MDX content function' : 'metadata export'}`);
  }
  const files = [...new Set([...code.slice(start).matchAll(REQUIRE)].map((match) => match[1]))];
  return [
    code.slice(0, start),
    ...files.map((file) => `import ${file};`),
    `import __staticBodyMetadata from ${JSON.stringify(metadata[2])};`,
    `import {staticBodyModule as __staticBodyModule} from ${CLIENT};`,
    'export default await __staticBodyModule(__staticBodyMetadata.permalink);',
    '',
  ].join('\n');
}

/** @this {{resourcePath: string}} @param {string} code */
export default function staticBodyLoader(code) {
  return staticBodyModule(code, this.resourcePath);
}
