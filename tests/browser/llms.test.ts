/**
 * The manual for AI tools in the test build (src/llms): every sitemap URL has its Markdown twin,
 * linked from the page's head; twins are clean CommonMark with absolute links; llms.txt lists every
 * page once; llms-full.txt and llms-full.ru.txt split the pages by language. The head link is
 * checked in the browser too, after hydration and client-side navigation.
 */
import fs from 'node:fs';
import path from 'node:path';
import {Parser} from 'htmlparser2';
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {parseMarkdown} from '../../src/lib/markdown';
import {htmlFileOfRoute, markdownTwinOfRoute} from '../../src/lib/url';
import {BASE_PATH, expect, sitemapUrls, test} from './fixtures';

const URLS = sitemapUrls();
/** The site's absolute root as the build knows it: `http://127.0.0.1/docs/atsd/`. */
const SITE_ROOT = URLS[0]!.slice(0, URLS[0]!.indexOf(BASE_PATH) + BASE_PATH.length);

function routeOf(url: string): string {
  expect(url.startsWith(SITE_ROOT), url).toBeTruthy();
  return `/${url.slice(SITE_ROOT.length)}`;
}

/** The build file of the twin of a page URL, or of a twin URL. */
function twinFile(url: string): string {
  const route = routeOf(url);
  return path.join('build', route.endsWith('.md') ? route : markdownTwinOfRoute(route));
}

/** The URLs of the links, images and link definitions of a Markdown text. */
function linksOf(tree: Root): string[] {
  const urls: string[] = [];
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      urls.push(node.url);
    }
  });
  return urls;
}

/** An ES import or export, or a JSX element (a capitalised tag), as MDX has them. */
const MDX_LINE = /^\s*(import\s+([\w*{][^'"]*\sfrom\s+)?['"]|export\s+(const|let|var|function|default|\{)|<\/?[A-Z])/;

const ABSOLUTE = /^([a-z][a-z\d+.-]*:|\/\/)/i;

test('the test build has a sitemap of every page', () => {
  expect(URLS.length, `sitemap lists ${URLS.length} URLs`).toBeGreaterThan(300);
});

test('every sitemap URL has a twin: no front matter, no MDX, its title first, only absolute links', () => {
  const problems: string[] = [];
  for (const url of URLS) {
    const file = twinFile(url);
    if (!fs.existsSync(file)) {
      problems.push(`${url}: no ${file}`);
      continue;
    }
    const markdown = fs.readFileSync(file, 'utf8');
    const tree = parseMarkdown(markdown);
    const first = tree.children[0];
    if (first?.type !== 'heading' || first.depth !== 1) {
      problems.push(`${file}: starts with ${JSON.stringify(markdown.slice(0, 40))}, not a # title`);
    }
    if (markdown.startsWith('---')) {
      problems.push(`${file}: front matter`);
    }
    // Outside code, a line of MDX: an import or export, or a JSX element (a capitalised tag).
    visit(tree, (node) => {
      const value =
        node.type === 'html'
          ? node.value
          : node.type === 'paragraph'
            ? markdown.slice(node.position!.start.offset, node.position!.end.offset)
            : '';
      for (const line of value.split('\n')) {
        if (MDX_LINE.test(line)) {
          problems.push(`${file}: MDX line ${JSON.stringify(line)}`);
        }
      }
    });
    for (const link of linksOf(tree)) {
      if (!ABSOLUTE.test(link)) {
        problems.push(`${file}: relative link ${link}`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test('site links in twins name pages that exist (.html or a folder), anchors kept', () => {
  const problems: string[] = [];
  const pages = new Set(URLS);
  let anchors = 0;
  for (const url of URLS) {
    for (const link of linksOf(parseMarkdown(fs.readFileSync(twinFile(url), 'utf8')))) {
      if (!link.startsWith(SITE_ROOT)) {
        continue;
      }
      const [page = '', anchor] = link.split('#');
      anchors += anchor ? 1 : 0;
      const route = routeOf(page.replace(/\?.*$/, ''));
      const exists =
        pages.has(page) ||
        (!route.endsWith('/') && !route.endsWith('.html') && fs.existsSync(path.join('build', route)));
      if (!exists) {
        problems.push(`${twinFile(url)}: ${link}`);
      }
    }
  }
  expect(problems).toEqual([]);
  expect(anchors, `${anchors} links with anchors`).toBeGreaterThan(100);
});

test('the twin of a known page keeps its Mermaid diagrams and has absolute .html links', () => {
  const markdown = fs.readFileSync('build/api/data/series/query.md', 'utf8');
  const tree = parseMarkdown(markdown);
  const diagrams: string[] = [];
  visit(tree, 'code', (node) => {
    if (node.lang === 'mermaid') {
      diagrams.push(node.value);
    }
  });
  const source = fs.readFileSync('docs/api/data/series/query.md', 'utf8');
  expect(diagrams.length).toBeGreaterThan(0);
  for (const diagram of diagrams) {
    expect(source, diagram).toContain(diagram);
  }
  const links = linksOf(tree);
  // The source's `insert.md#fields`, `../filter-entity.md#…`, `../../meta/entity-group/README.md`.
  for (const link of [
    `${SITE_ROOT}api/data/series/insert.html#fields`,
    `${SITE_ROOT}api/data/filter-entity.html#entityexpression-syntax`,
    `${SITE_ROOT}api/meta/entity-group/`,
  ]) {
    expect(links, link).toContain(link);
  }
  expect(
    links.some((link) => link.startsWith(`${SITE_ROOT}api/data/series/query.html#`)),
    'same-page anchors',
  ).toBeTruthy();
});

test('each HTML page links its twin, which exists', () => {
  const problems: string[] = [];
  for (const url of URLS) {
    const file = path.join('build', htmlFileOfRoute(routeOf(url)));
    const hrefs: string[] = [];
    const parser = new Parser({
      onopentag(name, attributes) {
        if (name === 'link' && attributes.rel === 'alternate' && attributes.type === 'text/markdown') {
          hrefs.push(attributes.href ?? '');
        }
      },
    });
    parser.end(fs.readFileSync(file, 'utf8'));
    if (hrefs.length !== 1) {
      problems.push(`${file}: ${hrefs.length} Markdown links`);
    } else if (!fs.existsSync(twinFile(hrefs[0]!)) || twinFile(hrefs[0]!) !== twinFile(url)) {
      problems.push(`${file}: ${hrefs[0]}`);
    }
  }
  expect(problems).toEqual([]);
});

test('llms.txt: a title, a summary, sections, and every page once with a description', () => {
  const text = fs.readFileSync('build/llms.txt', 'utf8');
  const tree = parseMarkdown(text);
  const [title, summary] = tree.children;
  expect(title?.type === 'heading' && title.depth).toBe(1);
  expect(summary?.type).toBe('blockquote');
  const sections = tree.children.filter((node) => node.type === 'heading' && node.depth === 2);
  expect(sections.length, `${sections.length} sections`).toBeGreaterThanOrEqual(10);
  const listed = [...text.matchAll(/^- \[.+?\]\((\S+)\)(: .+)?$/gm)];
  const urls = listed.map((match) => match[1]!);
  expect(urls, 'a page listed twice').toHaveLength(new Set(urls).size);
  expect([...urls].sort()).toEqual([...URLS].sort());
  const undescribed = listed.filter((match) => !match[2]).map((match) => match[1]);
  expect(undescribed.length, `no description: ${undescribed.join(' ')}`).toBeLessThan(URLS.length / 20);
});

test('llms-full.txt holds the English pages and llms-full.ru.txt the Russian ones, each once, in llms.txt order', () => {
  const order = [...fs.readFileSync('build/llms.txt', 'utf8').matchAll(/^- \[.+?\]\((\S+)\)/gm)].map((m) => m[1]!);
  const full = (file: string) => [...fs.readFileSync(file, 'utf8').matchAll(/^URL: (\S+)$/gm)].map((m) => m[1]!);
  const english = full('build/llms-full.txt');
  const russian = full('build/llms-full.ru.txt');
  expect(russian).toEqual(order.filter((url) => url.startsWith(`${SITE_ROOT}finance/ru/`)));
  expect(english).toEqual(order.filter((url) => !url.startsWith(`${SITE_ROOT}finance/ru/`)));
  const text = fs.readFileSync('build/llms-full.txt', 'utf8');
  expect(text).toContain(
    `URL: ${SITE_ROOT}api/data/series/query.html\n\n${fs.readFileSync('build/api/data/series/query.md', 'utf8')}`,
  );
});

test('the head links the current page twin after hydration and client-side navigation', async ({open}) => {
  const page = await open('api/data/series/query.html');
  const twinLinks = () =>
    page.evaluate(() =>
      Array.from(document.head.querySelectorAll('link[rel="alternate"][type="text/markdown"]'), (link) =>
        link.getAttribute('href'),
      ),
    );
  expect(await twinLinks()).toEqual([`${SITE_ROOT}api/data/series/query.md`]);
  await page.locator('.pagination-nav__link--next').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/query.html'));
  const next = new URL(page.url()).pathname.slice(BASE_PATH.length);
  await page.waitForFunction(
    (href) => document.head.querySelector(`link[rel="alternate"][type="text/markdown"][href="${href}"]`) !== null,
    `${SITE_ROOT}${next.replace(/\.html$/, '.md')}`,
  );
  expect(await twinLinks()).toEqual([`${SITE_ROOT}${next.replace(/\.html$/, '.md')}`]);
});
