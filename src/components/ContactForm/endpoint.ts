/**
 * Everything the form needs, resolved from the page's `contactUs` front
 * matter and the site's `feedback` theme option: endpoint, method, labels and
 * preset message. Pure; unit-tested in endpoint.test.ts.
 */
import type {ContactUsOptions} from '@site/src/lib/frontMatter';
import type {FeedbackOptions} from '@site/src/config/themeOptions';
import {mergeLabels, type ContactLabels} from './labels';

export interface ContactConfig {
  url: string;
  /** Upper case: `GET`, `POST`, … */
  method: string;
  labels: ContactLabels;
  /** Sent as `message` instead of a message box; `null` shows the box. */
  presetMessage: string | null;
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * `null` when the page asks for no form (`contactUs` absent or `false`) or
 * when no endpoint is configured anywhere: then no form is rendered.
 *
 * URL: `contactUs.url`, else `feedback.url`. Method: `contactUs.method`, else
 * `feedback.method`, else `POST`. Labels: in `lang`, the page's language (./labels.ts).
 */
export function resolveContactConfig(
  contactUs: ContactUsOptions | boolean | null | undefined,
  feedback: Partial<FeedbackOptions> | null | undefined,
  lang: string,
): ContactConfig | null {
  if (!contactUs) {
    return null;
  }
  const page: ContactUsOptions = typeof contactUs === 'object' ? contactUs : {};
  const url = nonEmpty(page.url) ?? nonEmpty(feedback?.url);
  if (!url) {
    return null;
  }
  const method = (nonEmpty(page.method) ?? nonEmpty(feedback?.method) ?? 'POST').toUpperCase();
  return {
    url,
    method,
    labels: mergeLabels(lang, feedback, contactUs),
    presetMessage: nonEmpty(page.content) ?? null,
  };
}
