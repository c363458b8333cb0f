/**
 * The front matter fields of the old site, with their types. A known field of
 * the wrong type fails the build with the file name and the field; unknown
 * fields pass through untouched.
 */

export interface Feature {
  title: string;
  details?: string;
}

export interface ContactUsOptions {
  title?: string;
  linkTitle?: string;
  submitText?: string;
  firstNameText?: string;
  lastNameText?: string;
  emailText?: string;
  companyText?: string;
  messageText?: string;
  errorText?: string;
  successText?: string;
  limitText?: string;
  tooLargeText?: string;
  content?: string;
  url?: string;
  method?: string;
}

export interface PageFrontMatter {
  home?: boolean;
  landing?: boolean;
  layout?: string;
  title?: string;
  description?: string;
  lang?: string;
  meta?: Array<Record<string, string>>;
  navbar?: boolean;
  sidebar?: 'auto' | false;
  sidebarDepth?: number;
  prev?: string | false;
  next?: string | false;
  pageClass?: string;
  heroImage?: string;
  heroText?: string;
  tagline?: string;
  actionText?: string;
  actionLink?: string;
  features?: Feature[];
  contactUs?: ContactUsOptions | boolean;
  footerActionText?: string;
  footerActionLink?: string;
  footer?: string;
  resetStripes?: boolean;
  /**
   * Set by the build, not by pages (src/lib/docFrontMatter.ts): `description`, else the first
   * paragraph, trimmed; '' for a page with no prose.
   */
  pageDescription?: string;
  [unknownField: string]: unknown;
}

type Check = (value: unknown) => string | null;

const isString: Check = (v) => (typeof v === 'string' ? null : 'a string');
const isBoolean: Check = (v) => (typeof v === 'boolean' ? null : 'true or false');
const isStringOrFalse: Check = (v) => (typeof v === 'string' || v === false ? null : 'a path or false');
const isDepth: Check = (v) => (Number.isInteger(v) && (v as number) >= 0 ? null : 'a whole number, 0 or more');
const isSidebar: Check = (v) => (v === 'auto' || v === false ? null : '"auto" or false');

function objectOf(fields: Record<string, Check>): Check {
  return (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
      return 'an object';
    }
    for (const [key, check] of Object.entries(fields)) {
      const value = (v as Record<string, unknown>)[key];
      const problem = value === undefined ? null : check(value);
      if (problem) {
        return `an object whose "${key}" is ${problem}`;
      }
    }
    return null;
  };
}

function listOf(item: Check): Check {
  return (v) => {
    if (!Array.isArray(v)) {
      return 'a list';
    }
    for (const [index, entry] of v.entries()) {
      const problem = item(entry);
      if (problem) {
        return `a list whose item ${index + 1} is ${problem}`;
      }
    }
    return null;
  };
}

const stringMap: Check = (v) =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string')
    ? null
    : 'an object of strings';

const contactUsObject = objectOf(
  Object.fromEntries(
    [
      'title',
      'linkTitle',
      'submitText',
      'firstNameText',
      'lastNameText',
      'emailText',
      'companyText',
      'messageText',
      'errorText',
      'successText',
      'limitText',
      'tooLargeText',
      'content',
      'url',
      'method',
    ].map((key) => [key, isString]),
  ),
);

const FIELDS: Record<string, Check> = {
  home: isBoolean,
  landing: isBoolean,
  layout: isString,
  title: isString,
  description: isString,
  lang: isString,
  meta: listOf(stringMap),
  navbar: isBoolean,
  sidebar: isSidebar,
  sidebarDepth: isDepth,
  prev: isStringOrFalse,
  next: isStringOrFalse,
  pageClass: isString,
  heroImage: isString,
  heroText: isString,
  tagline: isString,
  actionText: isString,
  actionLink: isString,
  features: listOf(objectOf({title: isString, details: isString})),
  contactUs: (v) => (typeof v === 'boolean' ? null : contactUsObject(v)),
  footerActionText: isString,
  footerActionLink: isString,
  footer: isString,
  resetStripes: isBoolean,
};

export class FrontMatterError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    expected: string,
  ) {
    super(`Front matter of ${file}: field "${field}" must be ${expected}.`);
    this.name = 'FrontMatterError';
  }
}

/** Throws a FrontMatterError naming the file and the first wrong field. */
export function validateFrontMatter(file: string, frontMatter: Record<string, unknown>): PageFrontMatter {
  for (const [field, check] of Object.entries(FIELDS)) {
    const value = frontMatter[field];
    if (value === undefined) {
      continue;
    }
    const problem = check(value);
    if (problem) {
      throw new FrontMatterError(file, field, problem);
    }
  }
  return frontMatter as PageFrontMatter;
}
