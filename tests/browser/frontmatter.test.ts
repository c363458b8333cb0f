/**
 * Front matter fields and build failures that no real page exercises, on a
 * small fixture site built from the real code (fixture-site.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {BASE_PATH, expect, test as base, type FixtureSite} from './fixtures';
import {buildFixtureSite} from './fixture-site';

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

/** The fixture's sidebars: the real `api` sidebar's items whose page PAGES has. */
const SIDEBARS = {
  api: [
    {type: 'doc', id: 'api/data/README', label: 'Overview'},
    {
      type: 'category',
      label: 'Series',
      items: ['api/data/series/get', 'api/data/series/query', 'api/data/series/insert', 'api/data/series/delete'],
    },
  ],
};

const test = base.extend<{fixture: FixtureSite}>({
  /** The fixture site of PAGES, built once per worker; `open` and `served` read it. */
  fixture: [
    async ({fixtureSite}, use) => {
      const built = await fixtureSite(PAGES, {sidebars: SIDEBARS});
      expect(built.code, built.output.slice(-3000)).toBe(0);
      await use(built);
    },
    {timeout: 10 * 60_000},
  ],
  site: async ({fixture}, use) => {
    await use(fixture.server!);
  },
});

test.describe('front matter', () => {
  // One worker builds the fixture and runs these in turn, rather than two building it at once.
  test.describe.configure({mode: 'default'});

  test('sidebarDepth 2 lists ## and ### headers under the current page', async ({open}) => {
    const page = await open('api/data/series/query.html');
    const links = page.locator('nav.menu ul[aria-label="On this page"] a');
    await links.first().waitFor();
    expect((await links.allTextContents()).map((text) => text.trim())).toEqual([
      'Request',
      'Path Parameters',
      'Response',
    ]);
  });

  test('pageClass lands on the root element; description and meta tags are set', async ({open}) => {
    const page = await open('api/data/series/query.html');
    await expect(page.locator('html')).toHaveClass(/(^| )fixture-query( |$)/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'A page about queries');
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', 'fixture, query');
  });

  test('prev overrides the sidebar order and next: false removes the link', async ({open}) => {
    const page = await open('api/data/series/query.html');
    await expect(page.locator('.pagination-nav__link--prev')).toHaveAttribute('href', `${BASE_PATH}api/data/`);
    await expect(page.locator('.pagination-nav__link--next')).toHaveCount(0);
  });

  test('sidebar: false hides the sidebar', async ({open}) => {
    const page = await open('api/data/series/get.html');
    await expect(page.locator('nav.menu')).toHaveCount(0);
  });

  test("sidebar: auto builds the sidebar from the page's headers; navbar: false hides the top bar", async ({open}) => {
    const page = await open('api/data/series/insert.html');
    const auto = page.locator('nav[aria-label="On this page"] a');
    expect((await auto.allTextContents()).map((text) => text.trim())).toEqual(['Payload', 'Fields']);
    await expect(page.locator('nav.menu')).toHaveCount(0);
    await expect(page.locator('.navbar')).not.toBeVisible();
  });

  test('layout: Name renders the registered layout instead of a doc page', async ({open}) => {
    const page = await open('api/data/series/delete.html');
    await expect(page.locator('[data-layout="landing"] h1')).toHaveText('Custom layout');
    await expect(page.locator('.theme-doc-markdown')).toHaveCount(0);
  });
});

test.describe('build failures', () => {
  test.describe.configure({timeout: 10 * 60_000});

  test('a sidebar item naming no page fails the build, naming the item', async () => {
    const broken = await buildFixtureSite(PAGES, {
      sidebars: {api: [...SIDEBARS.api, 'api/data/series/qurey']},
    });
    expect(broken.code).not.toBe(0);
    expect(broken.output).toMatch(
      /Invalid sidebar file at "sidebars\.ts"[\s\S]*do not exist:\s+- api\/data\/series\/qurey\n/,
    );
  });

  test('a front matter field of the wrong type fails the build, naming the file and the field', async () => {
    const broken = await buildFixtureSite({
      ...PAGES,
      'api/data/series/get.md': '---\nsidebarDepth: two\n---\n\n# Series: get\n',
    });
    expect(broken.code).not.toBe(0);
    expect(broken.output).toMatch(/docs\/api\/data\/series\/get\.md/);
    expect(broken.output).toMatch(/"sidebarDepth"/);
  });

  test('Markdown that cannot compile fails one build, naming every file: a heading without an id, a diagram without its SVG', async () => {
    // The compiler reports every failing page of a build, so one fixture covers the two.
    const broken = await buildFixtureSite({
      ...PAGES,
      'api/data/series/get.md': '# Series: get\n\n## Request\n\n## !!!\n\nText.\n',
      'api/data/series/draw.md':
        '# Draw\n\nText.\n\n```mermaid\nflowchart LR\n  accTitle: Not rendered yet\n  x --> y\n```\n',
    });
    expect(broken.code).not.toBe(0);
    expect(broken.output).toMatch(/docs\/api\/data\/series\/get\.md:5: the heading "## !!!" has no id/);
    expect(broken.output).toMatch(/docs\/api\/data\/series\/draw\.md:5\. Run `npm run diagrams`/);
  });

  test('links to a missing page and a missing anchor fail the build before the bundler, each named by file and line', async () => {
    // The link check (src/plugins/link-check) runs as plugins load; Docusaurus's own checks of
    // Markdown links (compiling) and of links and anchors (after the bundle) stay as the backstop.
    const broken = await buildFixtureSite({
      ...PAGES,
      'README.md': [
        '# Fixture home',
        '',
        'See [nowhere](api/data/series/nowhere.md) and [gone](api/data/series/gone.html).',
        '',
        'And [bad anchor](api/data/series/query.md#no-such-heading).',
      ].join('\n'),
    });
    expect(broken.code).not.toBe(0);
    // Every one, each on a line of its own (Docusaurus indents the lines of the error it prints).
    expect(broken.output).toMatch(/Error: 3 broken links in docs\/:\n/);
    for (const line of [
      'docs/README.md:3: api/data/series/nowhere.md (no such page)',
      'docs/README.md:3: api/data/series/gone.html (no such page)',
      'docs/README.md:5: api/data/series/query.md#no-such-heading (no such anchor #no-such-heading on docs/api/data/series/query.md)',
    ]) {
      expect(broken.output.split('\n').map((text) => text.trim())).toContain(line);
    }
    expect(fs.existsSync(broken.buildDir), 'the bundler wrote nothing').toBe(false);
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
    expect(broken.code).not.toBe(0);
    expect(broken.output).toMatch(
      /docs\/api\/data\/README\.md and docs\/api\/data\/index\.md: each would be served at/,
    );
    expect(broken.output).toMatch(/docs\/api\/data\/series\/latin1\.md:3: not valid UTF-8/);
    expect(broken.output).toMatch(/docs\/api\/data\/series\/linked\.md: a symlink \(to \/etc\/hostname\)/);
    expect(broken.output).toMatch(/static\/img\/etc: a symlink \(to \/etc\)/);
    expect(fs.existsSync(path.join(broken.buildDir, 'img/etc')), 'nothing was copied').toBe(false);
  });
});
