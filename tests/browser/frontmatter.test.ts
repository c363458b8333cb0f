/**
 * Front matter fields and build failures that no real page exercises, on a
 * small fixture site built from the real code (harness `buildFixtureSite`).
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {BASE_PATH, buildFixtureSite, openHydrated, withBrowser, withResource, withSite} from './harness';

const PAGES: Record<string, string> = {
  'README.md': '# Fixture home\n\n## Welcome\n\nThe fixture site.\n',
  'api/data/README.md': '# Data API\n\n## Overview\n\nSee [get](series/get.md) and [query](series/query.md).\n',
  'api/data/series/get.md': '---\nsidebar: false\n---\n\n# Series: get\n\n## Request\n\nNo sidebar here.\n',
  'api/data/series/query.md': [
    '---',
    'sidebarDepth: 2',
    'pageClass: fixture-query',
    'description: A page about queries',
    'meta:',
    '  - name: keywords',
    '    content: fixture, query',
    'prev: ../README.md',
    'next: false',
    '---',
    '',
    '# Series: query',
    '',
    '## Request',
    '',
    'Text.',
    '',
    '### Path Parameters',
    '',
    'Text.',
    '',
    '## Response',
    '',
    'Text.',
  ].join('\n'),
  'api/data/series/insert.md':
    '---\nsidebar: auto\nnavbar: false\n---\n\n# Series: insert\n\n## Payload\n\nText.\n\n### Fields\n\nText.\n',
  'api/data/series/delete.md': '---\nlayout: Landing\nheroText: Custom layout\n---\n\nLanding content.\n',
};

const fixture = withResource(
  async () => {
    const built = await buildFixtureSite(PAGES);
    assert.equal(built.code, 0, built.output.slice(-3000));
    return built;
  },
  () => undefined,
);
const server = withSite(() => fixture().buildDir);
const browser = withBrowser();

const open = (path: string): Promise<Page> => openHydrated(browser(), server().origin + BASE_PATH + path);

describe('front matter', () => {
  test('sidebarDepth 2 lists ## and ### headers under the current page', async () => {
    const page = await open('api/data/series/query.html');
    const links = page.locator('nav.menu ul[aria-label="On this page"] a');
    await links.first().waitFor();
    assert.deepEqual(
      (await links.allTextContents()).map((text) => text.trim()),
      ['Request', 'Path Parameters', 'Response'],
    );
    await page.close();
  });

  test('pageClass lands on the root element; description and meta tags are set', async () => {
    const page = await open('api/data/series/query.html');
    assert.ok(await page.evaluate(() => document.documentElement.classList.contains('fixture-query')));
    assert.equal(await page.locator('meta[name="description"]').getAttribute('content'), 'A page about queries');
    assert.equal(await page.locator('meta[name="keywords"]').getAttribute('content'), 'fixture, query');
    await page.close();
  });

  test('prev overrides the sidebar order and next: false removes the link', async () => {
    const page = await open('api/data/series/query.html');
    assert.equal(await page.locator('.pagination-nav__link--prev').getAttribute('href'), `${BASE_PATH}api/data/`);
    assert.equal(await page.locator('.pagination-nav__link--next').count(), 0);
    await page.close();
  });

  test('sidebar: false hides the sidebar', async () => {
    const page = await open('api/data/series/get.html');
    assert.equal(await page.locator('nav.menu').count(), 0);
    await page.close();
  });

  test("sidebar: auto builds the sidebar from the page's headers; navbar: false hides the top bar", async () => {
    const page = await open('api/data/series/insert.html');
    const auto = page.locator('nav[aria-label="On this page"] a');
    assert.deepEqual(
      (await auto.allTextContents()).map((text) => text.trim()),
      ['Payload', 'Fields'],
    );
    assert.equal(await page.locator('nav.menu').count(), 0);
    assert.equal(await page.locator('.navbar').isVisible(), false);
    await page.close();
  });

  test('layout: Name renders the registered layout instead of a doc page', async () => {
    const page = await open('api/data/series/delete.html');
    assert.equal(await page.locator('[data-layout="landing"] h1').textContent(), 'Custom layout');
    assert.equal(await page.locator('.theme-doc-markdown').count(), 0);
    await page.close();
  });

  test('in a fixture build (ATSD_MENU_PAGES_OPTIONAL=1), menu items whose page is missing are logged, not fatal', () => {
    assert.match(fixture().output, /No matching page found for sidebar item: "\/api\/data\/series\/csv-insert"/);
  });
});

describe('build failures', {timeout: 5 * 60_000}, () => {
  test('a front matter field of the wrong type fails the build, naming the file and the field', async () => {
    const broken = await buildFixtureSite({
      ...PAGES,
      'api/data/series/get.md': '---\nsidebarDepth: two\n---\n\n# Series: get\n',
    });
    assert.notEqual(broken.code, 0);
    assert.match(broken.output, /docs\/api\/data\/series\/get\.md/);
    assert.match(broken.output, /"sidebarDepth"/);
  });

  test('Markdown that cannot compile fails one build, naming every file: a broken link, a heading without an id, a diagram without its SVG', async () => {
    // The compiler reports every failing page of a build, so one fixture covers the three.
    const broken = await buildFixtureSite({
      ...PAGES,
      'README.md': '# Fixture home\n\nSee [nowhere](api/data/series/nowhere.md).\n',
      'api/data/series/get.md': '# Series: get\n\n## Request\n\n## !!!\n\nText.\n',
      'api/data/series/draw.md':
        '# Draw\n\nText.\n\n```mermaid\nflowchart LR\n  accTitle: Not rendered yet\n  x --> y\n```\n',
    });
    assert.notEqual(broken.code, 0);
    assert.match(broken.output, /api\/data\/series\/nowhere\.md` in source file "docs\/README\.md" \(3:5\)/);
    assert.match(broken.output, /docs\/api\/data\/series\/get\.md:5: the heading "## !!!" has no id/);
    assert.match(broken.output, /docs\/api\/data\/series\/draw\.md:5\. Run `npm run diagrams`/);
  });

  test('a broken anchor fails the build', async () => {
    const anchor = await buildFixtureSite({
      ...PAGES,
      'README.md': '# Fixture home\n\nSee [bad anchor](api/data/series/query.md#no-such-heading).\n',
    });
    assert.notEqual(anchor.code, 0);
    assert.match(anchor.output, /no-such-heading/);
  });

  test('symlinks, Markdown that is not UTF-8 and two files at one URL fail the build, naming each file', async () => {
    const broken = await buildFixtureSite(
      {
        ...PAGES,
        'api/data/index.md': '# Data API, again\n',
        'api/data/series/latin1.md': Buffer.concat([Buffer.from('# Latin-1\n\nCaf'), Buffer.from([0xe9, 0x0a])]),
      },
      {
        prepare: (dir) => {
          fs.symlinkSync('/etc/hostname', path.join(dir, 'docs/api/data/series/linked.md'));
          fs.symlinkSync('/etc', path.join(dir, 'static/img/etc'));
        },
      },
    );
    assert.notEqual(broken.code, 0);
    assert.match(broken.output, /docs\/api\/data\/README\.md and docs\/api\/data\/index\.md: each would be served at/);
    assert.match(broken.output, /docs\/api\/data\/series\/latin1\.md:3: not valid UTF-8/);
    assert.match(broken.output, /docs\/api\/data\/series\/linked\.md: a symlink \(to \/etc\/hostname\)/);
    assert.match(broken.output, /static\/img\/etc: a symlink \(to \/etc\)/);
    assert.ok(!fs.existsSync(path.join(broken.buildDir, 'img/etc')), 'nothing was copied');
  });
});
