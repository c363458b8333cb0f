/**
 * The contact form's labels: built-in defaults per language, overridden first
 * by the site's `feedback` theme option, then by the page's `contactUs` front
 * matter. Pure; unit-tested in labels.test.ts.
 */
import {CONTACT_LABEL_KEYS} from '@site/src/lib/contactLabelKeys';

export type Language = 'en' | 'ru';

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

export const DEFAULT_LABELS: Readonly<Record<Language, Readonly<ContactLabels>>> = {
  en: {
    title: 'Contact Us',
    linkTitle: 'Contact Us',
    submitText: 'Submit',
    firstNameText: 'First Name',
    lastNameText: 'Last Name',
    emailText: 'E-Mail',
    companyText: 'Organization',
    messageText: 'Message',
    errorText: 'Something went wrong, please, try again later',
    successText: 'Submitted successfully',
    limitText: 'This field takes at most {max} characters.',
    tooLargeText: 'The request is too large to send. Please shorten what you typed and submit again.',
  },
  ru: {
    title: 'Связаться с нами',
    linkTitle: 'Связаться с нами',
    submitText: 'Отправить',
    firstNameText: 'Имя',
    lastNameText: 'Фамилия',
    emailText: 'Электронная почта',
    companyText: 'Организация',
    messageText: 'Сообщение',
    errorText: 'Не удалось отправить запрос, попробуйте ещё раз позже',
    successText: 'Запрос отправлен',
    limitText: 'В этом поле не больше {max} символов.',
    tooLargeText: 'Запрос слишком велик для отправки. Сократите введённый текст и отправьте ещё раз.',
  },
};

/** `ru…` → Russian; anything else (or nothing) → English. */
export function languageOf(lang: string | undefined): Language {
  return lang?.toLowerCase().startsWith('ru') ? 'ru' : 'en';
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
 * Defaults for `language`, then `feedback` (the site's theme option, which
 * usually carries only a `title`), then the page's `contactUs`.
 *
 * The link keeps the old site's rule: a page that sets `title` but no
 * `linkTitle` uses its title for the link too.
 */
export function mergeLabels(
  language: Language,
  feedback: object | null | undefined,
  contactUs: object | boolean | null | undefined,
): ContactLabels {
  const page = typeof contactUs === 'object' ? labelsIn(contactUs) : {};
  const merged: ContactLabels = {...DEFAULT_LABELS[language], ...labelsIn(feedback), ...page};
  if (!page.linkTitle && page.title) {
    merged.linkTitle = page.title;
  }
  return merged;
}
