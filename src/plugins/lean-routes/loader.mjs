// @ts-check
/**
 * The route table as the browser needs it (see README.md): the registry (`.docusaurus/registry.js`)
 * without the module path each entry repeats as a string, and the routes (`.docusaurus/routes.js`)
 * with each page route written once, as a call, instead of an object that spells its path twice.
 * Plain JavaScript (an ES module): the bundler loads a loader from disk.
 */

/** A registry entry's second element: the module path string, between `import()` and `resolveWeak`. */
const MODULE_PATH = /\), "(?:[^"\\]|\\.)*", require\.resolveWeak\(/g;

/**
 * @param {string} source the generated registry module
 * @returns {string}
 */
export function leanRegistry(source) {
  return source.replace(MODULE_PATH, '), "", require.resolveWeak(');
}

/** A page route as Docusaurus writes it: `{path, component: ComponentCreator(path, hash), exact: true[, sidebar]}`. */
const PAGE_ROUTE =
  /\{\s*path: '((?:[^'\\]|\\.)*)',\s*component: ComponentCreator\('((?:[^'\\]|\\.)*)', '([^']*)'\),\s*exact: true(?:,\s*sidebar: ("(?:[^"\\]|\\.)*"))?\s*\}/g;

/**
 * Builds the same route object from its path, hash and sidebar, except that its component is made
 * when first read: the router reads it for the route it renders and the one it preloads, so a
 * first visit makes one or two of the 700 instead of all of them before hydration.
 */
const PAGE_ROUTE_FUNCTION =
  'const __pageRoute = (path, hash, sidebar) => {\n' +
  '  let component;\n' +
  '  return {path, get component() { return (component ??= ComponentCreator(path, hash)); }, exact: true, ...(sidebar === undefined ? {} : {sidebar})};\n' +
  '};\n';

/**
 * @param {string} source the generated routes module
 * @returns {string}
 */
export function leanRoutes(source) {
  const lean = source.replace(PAGE_ROUTE, (route, path, createdPath, hash, sidebar) =>
    path === createdPath ? `__pageRoute('${path}', '${hash}'${sidebar ? `, ${sidebar}` : ''})` : route,
  );
  return lean === source ? source : lean.replace(/^export default \[/m, `${PAGE_ROUTE_FUNCTION}\nexport default [`);
}

/** A registry entry up to its module path string: its key (the chunk name) and its loader. */
const ENTRY_TO_PATH =
  /^(\s*("(?:[^"\\]|\\.)*"): \[\(\) => import\((?:[^)"]|"(?:[^"\\]|\\.)*")*\), )"(?:[^"\\]|\\.)*"(?=, require\.resolveWeak\()/gm;

/**
 * The registry for the server render: each entry's module path string becomes its chunk name.
 * That string is what react-loadable records of the modules a page rendered (`Loadable.Capture`),
 * and Docusaurus looks what it records up in the client build's manifest, whose entries are named
 * by chunk; with module paths nothing was found, and a page's HTML named only `main.js` and its
 * runtime. With chunk names, the page's own chunks are in its HTML too (`<script defer>`, after
 * `main.js`): the browser fetches them while it parses the page, instead of after `main.js` runs.
 *
 * @param {string} source the generated registry module
 * @returns {string}
 */
export function serverRegistry(source) {
  return source.replace(ENTRY_TO_PATH, (_entry, head, key) => `${head}${key}`);
}

/**
 * @this {{resourcePath: string, getOptions(): {server?: boolean}}}
 * @param {string} source
 */
export default function leanRoutesLoader(source) {
  if (this.getOptions().server) return serverRegistry(source);
  return /[\\/]routes\.js$/.test(this.resourcePath) ? leanRoutes(source) : leanRegistry(source);
}
