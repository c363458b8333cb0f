// @ts-check
/**
 * The docs plugin's data as the site reads it (see README.md): the version data (a route prop
 * every doc page loads) without its `docs` map, and the global data (in every page's main bundle)
 * without each version's list of docs. Plain JavaScript (an ES module): the bundler loads a loader
 * from disk.
 */

/**
 * @param {string} json a route prop module of the docs plugin
 * @returns {string}
 */
export function leanVersionData(json) {
  /** @type {{version?: {docs?: object, docsSidebars?: object}}} */
  const prop = JSON.parse(json);
  if (!prop.version || typeof prop.version !== 'object' || !prop.version.docsSidebars || !prop.version.docs) {
    return json;
  }
  return JSON.stringify({...prop, version: {...prop.version, docs: {}}});
}

/** The global data key of the docs plugin. */
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/**
 * @param {string} json the site's global data (`.docusaurus/globalData.json`)
 * @returns {string}
 */
export function leanGlobalData(json) {
  /** @type {Record<string, Record<string, {versions?: Array<{docs?: unknown[], draftIds?: unknown[]}>}>>} */
  const data = JSON.parse(json);
  const instances = data[DOCS_PLUGIN];
  if (!instances) return json;
  for (const instance of Object.values(instances)) {
    instance.versions = instance.versions?.map((version) => ({...version, docs: [], draftIds: []}));
  }
  return JSON.stringify(data);
}

/**
 * @this {{resourcePath: string}}
 * @param {string} json
 */
export default function leanDocsDataLoader(json) {
  return /[\\/]globalData\.json$/.test(this.resourcePath) ? leanGlobalData(json) : leanVersionData(json);
}
