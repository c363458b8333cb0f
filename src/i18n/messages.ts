/**
 * The interface's words per language, from the site's translation files: `i18n/en/code.json` and
 * `i18n/ru/code.json`, in Docusaurus's own format (`{id: {message, description}}`) with the
 * theme's message ids, plus ours under `atsd.`.
 *
 * The site is one Docusaurus locale (en-US) with Russian pages under /finance/ru/, so the language
 * is chosen per page, not per build: `translateIn` takes it explicitly, and the theme's own
 * `translate()` / `<Translate>` read the active page's map (./codeTranslations.ts).
 */
import en from '../../i18n/en/code.json';
import ru from '../../i18n/ru/code.json';

export type TranslationFile = Record<string, {message: string; description?: string}>;

function flatten(file: TranslationFile): Readonly<Record<string, string>> {
  return Object.freeze(Object.fromEntries(Object.entries(file).map(([id, {message}]) => [id, message])));
}

/** Messages by language (`lang` of the theme options' locales); English is the fallback. */
const MESSAGES: Readonly<Record<string, Readonly<Record<string, string>>>> = {en: flatten(en), ru: flatten(ru)};

/** The id → message map of a page language (`en-US`, `ru`, …). */
export function messagesFor(lang: string): Readonly<Record<string, string>> {
  return MESSAGES[lang.split('-')[0]!.toLowerCase()] ?? MESSAGES.en!;
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
