/**
 * Every translation file of the site (./translationFiles.ts), as the default export: id → message
 * maps by folder.
 *
 * In Node (unit tests, scripts, the build's own code) this module reads the folder. The bundles
 * never load it: the i18n plugin (./plugin.ts) writes the maps it read at build time, without the
 * descriptions written for translators, as a JSON module and swaps it in for `./translations` as
 * ./messages.ts imports it. This module therefore holds the default export alone: Docusaurus loads
 * Node modules with default-export interop, which would hide named exports beside it.
 */
import {readTranslations} from './translationFiles';

export type {Messages, TranslationFile, Translations} from './translationFiles';

export default readTranslations();
