// @ts-check
/**
 * A translation file (`i18n/<lang>/code.json`) as the bundles need it: each id with its message,
 * without the `description` written for translators, which nothing reads at run time and which
 * is about half of each file. Plain JavaScript (an ES module): the bundler loads a loader from disk.
 *
 * @param {string} json
 * @returns {string}
 */
export function messagesOnly(json) {
  /** @type {Record<string, {message: string, description?: string}>} */
  const file = JSON.parse(json);
  return JSON.stringify(Object.fromEntries(Object.entries(file).map(([id, {message}]) => [id, {message}])));
}

/** @param {string} json */
export default function messagesOnlyLoader(json) {
  return messagesOnly(json);
}
