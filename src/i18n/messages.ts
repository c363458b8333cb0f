/**
 * The interface's words per language, from the site's translation files, `i18n/<folder>/code.json`
 * (./translations.ts finds them all), in Docusaurus's own format (`{id: {message, description}}`)
 * with the theme's message ids, plus ours under `atsd.`.
 *
 * The site is one Docusaurus locale (the root language's) with pages in other languages under their
 * sections (src/site.ts), so the language is chosen per page, not per build: `translateIn` takes it
 * explicitly, and the theme's own `translate()` / `<Translate>` read the active page's map
 * (./codeTranslations.ts).
 */
import {ROOT_LANGUAGE} from '../site';
import siteTranslations, {type Messages, type Translations} from './translations';

export type {Messages, TranslationFile, Translations} from './translations';

/** The folder of a language's translation file: the first part of its tag, `en-US` → `en`. */
export function translationFolder(lang: string): string {
  return lang.split('-')[0]!.toLowerCase();
}

/**
 * The id → message map of a page language (`en-US`, `ru`, …); the root language's (English) for a
 * language without a translation file. `translations` defaults to the site's files.
 */
export function messagesFor(lang: string, translations: Translations = siteTranslations): Messages {
  return translations[translationFolder(lang)] ?? translations[translationFolder(ROOT_LANGUAGE.lang)] ?? {};
}

/**
 * The message `id` in `lang`: its translation file's, else the root language's, else `undefined`.
 * For messages whose text is only in the files (the contact form's labels).
 */
export function messageIn(lang: string, id: string, translations: Translations = siteTranslations): string | undefined {
  return messagesFor(lang, translations)[id] ?? messagesFor(ROOT_LANGUAGE.lang, translations)[id];
}

export interface Message {
  id: string;
  /** The English text, used when the file has no such id. */
  message: string;
}

/** The message `id` in `lang`, with `{name}` placeholders filled in. */
export function translateIn(lang: string, {id, message}: Message, values?: Record<string, string | number>): string {
  const text = messagesFor(lang)[id] ?? message;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    values && name in values ? String(values[name]) : placeholder,
  );
}

/**
 * One of the `|`-separated plural forms of a message, chosen for `count` the way Docusaurus's
 * usePluralForm does (forms in the order zero, one, two, few, many, other, as far as the
 * language has them), but for the page's language rather than the build's locale.
 */
export function pluralIn(lang: string, forms: string, count: number): string {
  const parts = forms.split('|');
  const rules = new Intl.PluralRules(lang);
  const categories = ['zero', 'one', 'two', 'few', 'many', 'other'].filter((category) =>
    rules.resolvedOptions().pluralCategories.includes(category as Intl.LDMLPluralRule),
  );
  const index = categories.indexOf(rules.select(count));
  return parts[Math.min(Math.max(index, 0), parts.length - 1)]!;
}
