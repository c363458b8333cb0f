/**
 * Everything the form needs, resolved from the page's `contactUs` front
 * matter and the site's `feedback` theme option: endpoint, method, labels and
 * preset message. Pure; unit-tested in endpoint.test.ts.
 */
import {mergeLabels, type ContactLabels, type Language} from './labels';

/** The shape of `contactUs` front matter (src/lib/frontMatter.ts `ContactUsOptions`). */
export interface ContactUsInput {
  url?: string;
  method?: string;
  content?: string;
}

/** The shape of the `feedback` theme option (src/config/themeOptions.ts `FeedbackOptions`). */
export interface FeedbackInput {
  url?: string;
  method?: string;
  title?: string;
}

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
 * `feedback.method`, else `POST`.
 */
export function resolveContactConfig(
  contactUs: ContactUsInput | boolean | null | undefined,
  feedback: FeedbackInput | null | undefined,
  language: Language,
): ContactConfig | null {
  if (!contactUs) {
    return null;
  }
  const page: ContactUsInput = typeof contactUs === 'object' ? contactUs : {};
  const url = nonEmpty(page.url) ?? nonEmpty(feedback?.url);
  if (!url) {
    return null;
  }
  const method = (nonEmpty(page.method) ?? nonEmpty(feedback?.method) ?? 'POST').toUpperCase();
  return {
    url,
    method,
    labels: mergeLabels(language, feedback, contactUs),
    presetMessage: nonEmpty(page.content) ?? null,
  };
}
