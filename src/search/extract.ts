/**
 * Reads one built page (HTML) into what the search indexes need: the `# `
 * title, each `##`/`###` header with the id the page really has, and the plain
 * text of every section. Reading the built HTML, not the Markdown, means the
 * anchors are the rendered ones and the text is what a reader sees, read by the
 * rules of src/lib/html.ts (what holds no text, what ends a word, white space)
 * a section at a time.
 */
import {Parser} from 'htmlparser2';
import {BLOCKS, collapseWhitespace, NOT_TEXT} from '../lib/html';
import type {ExtractedPage, Section} from './types';

/** The element that holds a doc page's Markdown content. */
const CONTENT_CLASS = 'theme-doc-markdown';

function hasClass(attribs: Record<string, string>, name: string): boolean {
  return (attribs.class ?? '').split(/\s+/).includes(name);
}

/**
 * Extracts a page. `route` is recorded as given; `fallbackTitle` is used when
 * the page has no `<h1>` (a landing page). Returns `null` for HTML without a
 * doc content element.
 */
export function extractPage(html: string, route: string, fallbackTitle = ''): ExtractedPage | null {
  let found = false;
  let contentDepth = -1; // depth of the content element while inside it
  let depth = 0;
  let skipDepth = -1; // depth of a skipped element while inside it
  let heading: {level: number; id?: string; text: string; depth: number} | null = null;
  let minor: {text: string; id?: string; depth: number} | null = null; // a `####` to `######` heading
  const minors: NonNullable<ExtractedPage['minor']> = [];
  let link: {href: string; text: string; depth: number} | null = null; // a link in the text
  const links: NonNullable<ExtractedPage['links']> = [];
  let title = '';
  let text = '';
  const sections: Section[] = [];
  let current: Section = {x: ''};

  const finishSection = () => {
    current.x = collapseWhitespace(text);
    if (current.h !== undefined || current.x) {
      sections.push(current);
    }
    text = '';
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        depth += 1;
        if (contentDepth < 0) {
          if (hasClass(attribs, CONTENT_CLASS) && !found) {
            found = true;
            contentDepth = depth;
          }
          return;
        }
        if (skipDepth >= 0) {
          return;
        }
        if (NOT_TEXT.has(name) || (name === 'a' && hasClass(attribs, 'hash-link'))) {
          skipDepth = depth;
          return;
        }
        if (/^h[1-3]$/.test(name) && heading === null) {
          heading = {level: Number(name[1]), id: attribs.id, text: '', depth};
          return;
        }
        if (/^h[4-6]$/.test(name) && heading === null && minor === null) {
          minor = {text: '', id: attribs.id, depth};
        }
        if (name === 'a' && attribs.href && heading === null && link === null) {
          link = {href: attribs.href, text: '', depth};
        }
        if (BLOCKS.has(name)) {
          if (heading) {
            heading.text += ' ';
          } else {
            text += ' ';
          }
        }
      },
      ontext(data) {
        if (contentDepth < 0 || skipDepth >= 0) {
          return;
        }
        if (heading) {
          heading.text += data;
        } else {
          text += data;
          if (minor) minor.text += data;
          if (link) link.text += data;
        }
      },
      onclosetag(name) {
        if (contentDepth >= 0) {
          if (skipDepth === depth) {
            skipDepth = -1;
          } else if (heading && heading.depth === depth) {
            const headingText = collapseWhitespace(heading.text);
            if (heading.level === 1) {
              title ||= headingText;
            } else if (heading.id && headingText) {
              finishSection();
              current = {h: headingText, a: heading.id, l: heading.level, x: ''};
            } else {
              text += ` ${headingText} `; // a header without an id is plain text
            }
            heading = null;
          } else if (link && link.depth === depth) {
            const linkText = collapseWhitespace(link.text);
            if (linkText) links.push([link.href, linkText]);
            link = null;
          } else if (BLOCKS.has(name) && skipDepth < 0) {
            text += ' ';
            if (minor && minor.depth === depth) {
              const minorText = collapseWhitespace(minor.text);
              // its section is the one being read: the next one `finishSection` adds
              if (minorText && minor.id) minors.push({h: minorText, a: minor.id, s: sections.length});
              minor = null;
            }
          }
          if (contentDepth === depth) {
            contentDepth = -1;
            finishSection();
          }
        }
        depth -= 1;
      },
    },
    {decodeEntities: true},
  );
  parser.write(html);
  parser.end();
  if (!found) {
    return null;
  }
  return {
    route,
    title: title || fallbackTitle,
    sections,
    ...(minors.length ? {minor: minors} : {}),
    ...(links.length ? {links} : {}),
  };
}
