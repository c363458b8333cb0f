/**
 * The site's translation files, `i18n/<folder>/code.json`, read in Node: an id → message map per
 * folder; a language's folder is the first part of its tag (`en-US` → `en`, ./messages.ts). Each
 * folder of `i18n/` that holds a `code.json` is a language, so a new language needs its file and
 * no code. The i18n plugin (./plugin.ts) reads them here at build time; ./translations.ts is what
 * the code imports.
 */
import fs from 'node:fs';
import path from 'node:path';

/** A translation file, in Docusaurus's own format. */
export type TranslationFile = Record<string, {message: string; description?: string}>;

/** A language's messages: id → message. */
export type Messages = Readonly<Record<string, string>>;

/** The messages of every translation file, by its folder (`en`, `ru`). */
export type Translations = Readonly<Record<string, Messages>>;

/** The site's translation files' folder. */
export const I18N_DIR = path.resolve(__dirname, '../../i18n');

/** The file of a folder under `dir`. */
export const translationFile = (dir: string, folder: string): string => path.join(dir, folder, 'code.json');

/** A file's messages, without their descriptions; a file not in Docusaurus's format fails, naming it. */
function messagesOf(file: string): Messages {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not JSON: ${String(error)}`, {cause: error});
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error(`${file}: not a translation file ({"id": {"message": "…"}})`);
  }
  return Object.freeze(
    Object.fromEntries(
      Object.entries(parsed).map(([id, entry]) => {
        const message = (entry as {message?: unknown} | null)?.message;
        if (typeof message !== 'string') {
          throw new Error(`${file}: "${id}" has no message string`);
        }
        return [id, message];
      }),
    ),
  );
}

/** The messages of every `<folder>/code.json` under `dir`, by folder, in folder name order. */
export function readTranslations(dir: string = I18N_DIR): Translations {
  const folders = fs
    .readdirSync(dir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && fs.existsSync(translationFile(dir, entry.name)))
    .map((entry) => entry.name)
    .sort();
  return Object.freeze(Object.fromEntries(folders.map((folder) => [folder, messagesOf(translationFile(dir, folder))])));
}
