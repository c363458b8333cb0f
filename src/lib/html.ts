/** HTML text helpers shared by the landing layout and the page headers. Pure. */
import {decodeHTML} from 'entities';

/**
 * Decodes named (`&amp;`, `&nbsp;` …) and numeric (`&#39;`, `&#x27;`) character references, as
 * a browser reads them in text (the `entities` package, which follows the HTML standard).
 */
export function decodeEntities(text: string): string {
  return decodeHTML(text);
}

/** Text with tags removed and entities decoded. */
export function plainText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ''));
}
