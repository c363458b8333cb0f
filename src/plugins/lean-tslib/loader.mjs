// @ts-check
/**
 * A CommonJS module compiled by TypeScript with `importHelpers` requires all of tslib
 * (`const tslib_1 = require("tslib");`) and calls a helper or two on it (`tslib_1.__importDefault`).
 * The bundler cannot tell which helpers such a module uses, so every helper is kept. This loader
 * writes the declaration as one `require("tslib").__helper` per helper the module calls, which the
 * bundler follows, so the others are dropped. A module that uses its tslib binding in any other way
 * (passes it on, indexes it) is left as it is. Plain JavaScript (an ES module): the bundler loads a
 * loader from disk.
 */

/** `const tslib_1 = require("tslib");` as TypeScript prints it, on a line of its own. */
const DECLARATION = /^(const|var|let) (\w+) = require\("tslib"\);$/m;

/**
 * @param {string} source a CommonJS module
 * @returns {string} the module with its tslib binding holding only the helpers it calls
 */
export function leanTslib(source) {
  const declaration = DECLARATION.exec(source);
  if (!declaration) return source;
  const [line, kind, binding] = /** @type {[string, string, string]} */ (/** @type {unknown} */ (declaration));
  const rest = source.slice(0, declaration.index) + source.slice(declaration.index + line.length);
  const uses = [...rest.matchAll(new RegExp(`(?<![\\w$.])${binding}(?![\\w$])(\\.(__\\w+)(?![\\w$]))?`, 'g'))];
  if (uses.length === 0 || uses.some((use) => use[2] === undefined)) return source;
  const helpers = [...new Set(uses.map((use) => /** @type {string} */ (use[2])))].sort();
  const picked = helpers.map((helper) => `${helper}: require("tslib").${helper}`).join(', ');
  return source.replace(line, `${kind} ${binding} = {${picked}};`);
}

/** @param {string} source */
export default function leanTslibLoader(source) {
  return leanTslib(source);
}
