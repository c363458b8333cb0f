/**
 * The front matter fields of the old site, with their types, as one zod schema
 * (the TypeScript types are inferred from it). A known field of the wrong type
 * fails the build with the file name and the field; unknown fields pass
 * through untouched.
 */

import * as z from 'zod';
import {CONTACT_LABEL_KEYS} from './contactLabelKeys';

// Each check carries the words of its error: `field "x" must be <words>`.
const text = z.string({error: 'a string'});
const flag = z.boolean({error: 'true or false'});
const pathOrFalse = z.union([z.string(), z.literal(false)], {error: 'a path or false'});

const featureSchema = z.looseObject({title: text, details: text.optional()}, {error: 'an object'});

const CONTACT_US_KEYS = [...CONTACT_LABEL_KEYS, 'content', 'url', 'method'] as const;

const contactUsSchema = z.looseObject(
  Object.fromEntries(CONTACT_US_KEYS.map((key) => [key, text.optional()])) as Record<
    (typeof CONTACT_US_KEYS)[number],
    z.ZodOptional<z.ZodString>
  >,
  {error: 'an object'},
);

/** The front matter fields of the old site: the one definition of their names and types. */
export const frontMatterSchema = z.looseObject({
  home: flag.optional(),
  landing: flag.optional(),
  layout: text.optional(),
  title: text.optional(),
  description: text.optional(),
  lang: text.optional(),
  meta: z
    .array(z.record(z.string(), z.string({error: 'a string'}), {error: 'an object of strings'}), {error: 'a list'})
    .optional(),
  navbar: flag.optional(),
  sidebar: z.union([z.literal('auto'), z.literal(false)], {error: '"auto" or false'}).optional(),
  sidebarDepth: z
    .number({error: 'a whole number, 0 or more'})
    .int({error: 'a whole number, 0 or more'})
    .min(0, {error: 'a whole number, 0 or more'})
    .optional(),
  prev: pathOrFalse.optional(),
  next: pathOrFalse.optional(),
  pageClass: text.optional(),
  heroImage: text.optional(),
  heroText: text.optional(),
  tagline: text.optional(),
  actionText: text.optional(),
  actionLink: text.optional(),
  features: z.array(featureSchema, {error: 'a list'}).optional(),
  contactUs: z.union([z.boolean(), contactUsSchema], {error: 'true, false or an object'}).optional(),
  footerActionText: text.optional(),
  footerActionLink: text.optional(),
  footer: text.optional(),
  resetStripes: flag.optional(),
  /**
   * Set by the build, not by pages (src/frontMatter/derive.ts): `description`, else the first
   * paragraph, trimmed; '' for a page with no prose.
   */
  pageDescription: text.optional(),
});

/** A run of a feature's text: plain text, or a link (src/lib/inlineHtml.ts). */
export type InlinePart = {kind: 'text'; text: string} | {kind: 'link'; href: string; text: string};

/**
 * Fields the build derives (src/frontMatter/derive.ts), never written by pages: the headers of
 * a `sidebar: auto` page, and the landing features split into text and links.
 */
export interface DerivedFrontMatter {
  autoSidebarHeaders?: {level: 2 | 3; title: string; slug: string}[];
  featureParts?: {title: InlinePart[]; details?: InlinePart[]}[];
}

export type Feature = z.infer<typeof featureSchema>;
export type ContactUsOptions = z.infer<typeof contactUsSchema>;
export type PageFrontMatter = z.infer<typeof frontMatterSchema>;

export class FrontMatterError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    expected: string,
    /** Where inside the field, e.g. ` (item 2, "title")`. */
    where = '',
  ) {
    super(`Front matter of ${file}: field "${field}"${where} must be ${expected}.`);
    this.name = 'FrontMatterError';
  }
}

/** Where in a field an issue is: ` (item 2, "title")` for `features[1].title`. */
function within(path: readonly PropertyKey[]): string {
  const parts = path.map((key) => (typeof key === 'number' ? `item ${key + 1}` : `"${String(key)}"`));
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

/** Throws a FrontMatterError naming the file and the first wrong field (schema: `frontMatterSchema`). */
export function validateFrontMatter(file: string, frontMatter: Record<string, unknown>): PageFrontMatter {
  const result = frontMatterSchema.safeParse(frontMatter);
  if (!result.success) {
    let issue: z.core.$ZodIssue = result.error.issues[0]!;
    // A union (`contactUs`: true, false or an object) names the deepest problem of its branches.
    if (issue.code === 'invalid_union') {
      const deepest = issue.errors.flat().sort((a, b) => b.path.length - a.path.length)[0];
      if (deepest && deepest.path.length > 0) {
        issue = {...deepest, path: [...issue.path, ...deepest.path]};
      }
    }
    const [field, ...rest] = issue.path;
    throw new FrontMatterError(file, String(field), issue.message, within(rest));
  }
  // The page's own object, unknown fields and all: the schema only checks it.
  return frontMatter as PageFrontMatter;
}
