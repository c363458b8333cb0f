/**
 * Gives every heading the id the old site gave it, by appending the classic
 * ` {#id}` to its text before Docusaurus reads heading ids. The table of
 * contents and anchor checks then use exactly these ids.
 */
import type {Heading, Root, Text} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import {createSlugger} from '../lib/slugify';

const EXPLICIT_ID = /\s*\{#[^}]+\}\s*$/;

export default function remarkHeadingIds() {
  return (tree: Root): void => {
    const slug = createSlugger();
    visit(tree, 'heading', (heading: Heading) => {
      const text = toString(heading);
      if (EXPLICIT_ID.test(text)) {
        return; // an id written by hand wins
      }
      const id = slug(text);
      if (!id) {
        return;
      }
      const marker: Text = {type: 'text', value: ` {#${id}}`};
      heading.children.push(marker);
    });
  };
}
