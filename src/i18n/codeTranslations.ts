/**
 * Stands in for `@generated/codeTranslations`, which Docusaurus's `translate()` and `<Translate>`
 * read (the i18n plugin, ./plugin.ts, swaps it in at build time). Docusaurus fills that module with
 * one locale's messages per build; this site is one build with pages in several languages, so the
 * lookup goes to the language of the page being rendered. `Root` sets it from the path before the
 * page renders, on the server for each page and in the browser on every navigation.
 */
import {ROOT_LANGUAGE} from '../site';
import {messagesFor} from './messages';

let active = messagesFor(ROOT_LANGUAGE.lang);

/** Makes `lang` the language that the theme's `translate()` answers in. */
export function setPageLanguage(lang: string): void {
  active = messagesFor(lang);
}

const codeTranslations: Record<string, string> = new Proxy(
  {},
  {
    get: (_target, id) => (typeof id === 'string' ? active[id] : undefined),
    has: (_target, id) => typeof id === 'string' && id in active,
  },
);

export default codeTranslations;
