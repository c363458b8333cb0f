/**
 * Every heading anchor of the old site is an id on its page in the built HTML: page titles (`h1`),
 * `####` headings and `-2` ids of repeated headings included. The list is the old manual's
 * headings, slugged as the old site did (tests/fixtures/old-anchors.json, written by
 * scripts/old-anchors.ts). The unit test tests/unit/old-anchors.test.ts checks the rule that
 * computes the ids; this one checks every anchor in what readers get, and that a browser lands on a
 * title anchor.
 */
import fs from 'node:fs';
import path from 'node:path';
import {Parser} from 'htmlparser2';
import {htmlFileOfRoute} from '../../src/lib/url';
import {readFile} from '../../scripts/support/docs';
import {expect, test} from './fixtures';

const oldAnchors = JSON.parse(readFile('tests/fixtures/old-anchors.json')) as Record<string, string[]>;

/** The ids of the elements of an HTML document. */
function idsOfHtml(html: string): Set<string> {
  const ids = new Set<string>();
  const parser = new Parser({
    onopentag: (_name, attributes) => {
      if (attributes.id) ids.add(attributes.id);
    },
  });
  parser.end(html);
  return ids;
}

test('every old anchor is an id on its built page', () => {
  const missing: string[] = [];
  let count = 0;
  for (const [route, ids] of Object.entries(oldAnchors)) {
    const present = idsOfHtml(fs.readFileSync(path.join('build', htmlFileOfRoute(route)), 'utf8'));
    for (const id of ids) {
      count += 1;
      if (!present.has(id)) missing.push(`${route}#${id}`);
    }
  }
  expect(count, `the list holds the old site's anchors (${count})`).toBeGreaterThan(6000);
  expect(missing, `${missing.length} of ${count} old anchors are not ids on their pages`).toEqual([]);
});

test('a link to a page title lands on the title after hydration', async ({open}) => {
  const page = await open('administration/mail-client.html#mail-client');
  await expect(page.locator('h1:target')).toHaveAttribute('id', 'mail-client');
});
