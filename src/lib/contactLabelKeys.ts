/**
 * The contact form's label fields, which `contactUs` front matter may set (src/lib/frontMatter.ts)
 * and the form reads (src/components/ContactForm/labels.ts). A module of its own, so that the
 * form's client code does not load the front matter schema.
 */
export const CONTACT_LABEL_KEYS = [
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
] as const;
