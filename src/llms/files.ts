/**
 * The names of the files for AI tools in the build folder (src/llms/plugin.ts writes them), shared
 * with the benchmark.
 */

export const LLMS_TXT = 'llms.txt';

/** The full file of a language: `llms-full.txt` for the site's main one, else `llms-full.<lang>.txt`. */
export function llmsFullFile(lang: string, mainLang: string): string {
  return lang === mainLang ? 'llms-full.txt' : `llms-full.${lang}.txt`;
}

/**
 * The files the plugin writes (paths inside the build folder, `/`-separated): every `.md` (the
 * build has no other) and the `llms*.txt` files. The plugin writes their `.br`/`.gz` twins itself.
 */
export function isLlmsFile(relativeFile: string): boolean {
  return /\.md$/.test(relativeFile) || /^llms(-full(\.[\w-]+)?)?\.txt$/.test(relativeFile);
}
