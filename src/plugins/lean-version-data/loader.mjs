// @ts-check
/**
 * The docs plugin's version data (a route prop every doc page loads) without its `docs` map. See
 * README.md. Plain JavaScript (an ES module): the bundler loads a loader from disk.
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

/** @param {string} json */
export default function leanVersionDataLoader(json) {
  return leanVersionData(json);
}
