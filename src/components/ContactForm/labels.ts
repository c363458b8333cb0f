/**
 * The contact form's labels: the page language's defaults, overridden first by the site's
 * `feedback` theme option, then by the page's `contactUs` front matter. The defaults are messages
 * of the translation files (`i18n/<lang>/code.json`, ids `atsd.contactForm.<key>`), so a language
 * with a translation file gets its own form with no code. Pure; unit-tested in labels.test.ts.
 */
import {CONTACT_LABEL_KEYS} from '@site/src/lib/contactLabelKeys';
import {messageIn, type Translations} from '@site/src/i18n/messages';

export interface ContactLabels {
  /** Heading above the form. */
  title: string;
  /** Text of the "contact us" link near the top of a landing page. */
  linkTitle: string;
  submitText: string;
  firstNameText: string;
  lastNameText: string;
  emailText: string;
  companyText: string;
  messageText: string;
  errorText: string;
  successText: string;
  /** Under a field that has reached its length limit; `{max}` is the limit. */
  limitText: string;
  /** When the server refuses the request as too large (413, 414, 431). */
  tooLargeText: string;
}

export const LABEL_KEYS = CONTACT_LABEL_KEYS satisfies ReadonlyArray<keyof ContactLabels>;

/** The message id of a label in the translation files. */
export function labelId(key: keyof ContactLabels): string {
  return `atsd.contactForm.${key}`;
}

/**
 * The labels of a page language (`en-US`, `ru`, …): its translation file's, else the root
 * language's for an id the file lacks or a language without a file. `translations` defaults to
 * the site's files.
 */
export function defaultLabels(lang: string, translations?: Translations): ContactLabels {
  return Object.fromEntries(
    LABEL_KEYS.map((key) => {
      const label = messageIn(lang, labelId(key), translations);
      if (label === undefined) {
        throw new Error(`i18n: no translation file, not even the root language's, has the message ${labelId(key)}`);
      }
      return [key, label];
    }),
  ) as Record<keyof ContactLabels, string>;
}

/** The label fields of an options object; other keys, non-strings and empty strings are ignored. */
function labelsIn(source: object | null | undefined): Partial<ContactLabels> {
  const picked: Partial<ContactLabels> = {};
  if (!source) {
    return picked;
  }
  for (const key of LABEL_KEYS) {
    const value = (source as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim() !== '') {
      picked[key] = value;
    }
  }
  return picked;
}

/**
 * The defaults of `lang` (the page's language), then `feedback` (the site's theme option, which
 * usually carries only a `title`), then the page's `contactUs`.
 *
 * The link keeps the old site's rule: a page that sets `title` but no
 * `linkTitle` uses its title for the link too.
 */
export function mergeLabels(
  lang: string,
  feedback: object | null | undefined,
  contactUs: object | boolean | null | undefined,
  translations?: Translations,
): ContactLabels {
  const page = typeof contactUs === 'object' ? labelsIn(contactUs) : {};
  const merged: ContactLabels = {...defaultLabels(lang, translations), ...labelsIn(feedback), ...page};
  if (!page.linkTitle && page.title) {
    merged.linkTitle = page.title;
  }
  return merged;
}
