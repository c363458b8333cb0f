/**
 * Mermaid diagrams are static SVG in the built pages: shown with JavaScript off, at their
 * natural size (scrolling sideways on a phone), unchanged by hydration, and after client-side
 * navigation; no page loads Mermaid. Rendering itself runs in Chromium (src/diagrams/render.ts),
 * and a diagram with no SVG fails the build.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {BASE_PATH, MOBILE, expect, hydrated, test} from './fixtures';
import {renderDiagrams} from '../../src/diagrams/render';

const PAGE = 'api/data/series/query.html';
/** A name the Mermaid runtime defines, and so any script that bundles it. */
const MERMAID_MARKER = 'mermaidAPI';

test.describe('diagrams', () => {
  test('with JavaScript off, the diagram is there: an SVG with an accessible name and body-size text', async ({
    newContext,
    site,
  }) => {
    const page = await (await newContext({javaScriptEnabled: false})).newPage();
    await page.goto(site.origin + BASE_PATH + PAGE);
    const figure = page.locator('.theme-doc-markdown figure [role="img"]').first();
    await expect(figure).toHaveAttribute('aria-label', /\w{3}/);
    const svg = figure.locator('svg');
    await expect(svg).toBeVisible();
    const box = (await svg.boundingBox())!;
    expect(box.width, JSON.stringify(box)).toBeGreaterThan(100);
    expect(box.height, JSON.stringify(box)).toBeGreaterThan(30);
    const fontSizes = await svg.evaluate((element) =>
      Array.from(element.querySelectorAll('.nodeLabel, .edgeLabel, text'), (node) =>
        parseFloat(getComputedStyle(node).fontSize),
      ),
    );
    expect(fontSizes.length, 'the diagram has text').toBeGreaterThan(0);
    expect(fontSizes.filter((size) => size < 16)).toEqual([]);
  });

  test('on a phone a wide diagram scrolls sideways instead of shrinking', async ({newContext, open}) => {
    const page = await open(PAGE, await newContext(MOBILE));
    const scroll = page.locator('.theme-doc-markdown figure [role="img"]').first();
    const sizes = await scroll.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      drawn: element.querySelector('svg')!.getBoundingClientRect().width,
      natural: Number(element.querySelector('svg')!.getAttribute('width')),
      tabIndex: (element as HTMLElement).tabIndex,
    }));
    expect(sizes.scrollWidth, JSON.stringify(sizes)).toBeGreaterThan(sizes.clientWidth);
    expect(Math.abs(sizes.drawn - sizes.natural), JSON.stringify(sizes)).toBeLessThan(1);
    expect(sizes.tabIndex).toBe(0);
  });

  test('hydration leaves the diagram in place, and no Mermaid code is loaded', async ({page, site}) => {
    // Each script's body is asked for as it arrives; a body the browser drops (a prefetch cut
    // short) reads as null rather than failing after the page is closed.
    const bodies: Promise<string | null>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) bodies.push(response.text().catch(() => null));
    });
    await page.goto(site.origin + BASE_PATH + PAGE, {waitUntil: 'domcontentloaded'});
    const figure = page.locator('.theme-doc-markdown figure').first();
    const before = await figure.boundingBox();
    // Mark the server-rendered SVG; hydration must keep that very element.
    await figure.evaluate((element) => element.querySelector('svg')!.setAttribute('data-server', ''));
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await figure.boundingBox()).toEqual(before);
    await expect(figure.locator('svg[data-server]')).toHaveCount(1);
    const scripts = (await Promise.all(bodies)).filter((source) => source !== null);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((source) => source.includes(MERMAID_MARKER))).toEqual([]);
  });

  test('no built script contains the Mermaid runtime', () => {
    // The marker names the runtime: Mermaid's own bundle has it.
    const mermaid = createRequire(path.resolve('package.json')).resolve('mermaid/dist/mermaid.min.js');
    expect(fs.readFileSync(mermaid, 'utf8')).toContain(MERMAID_MARKER);
    const dir = 'build/assets/js';
    const scripts = fs.readdirSync(dir).filter((file) => file.endsWith('.js'));
    expect(scripts.length, `the build's scripts in ${dir}`).toBeGreaterThan(10);
    expect(scripts.filter((file) => fs.readFileSync(`${dir}/${file}`, 'utf8').includes(MERMAID_MARKER))).toEqual([]);
  });

  test('client-side navigation shows the diagram of the next page', async ({open}) => {
    const page = await open('api/data/series/');
    await page.locator(`a[href="${BASE_PATH}${PAGE}"]`).first().click();
    await page.waitForURL((url) => url.pathname.endsWith(PAGE));
    const svg = page.locator('.theme-doc-markdown figure [role="img"] svg').first();
    await svg.waitFor();
    expect((await svg.boundingBox())?.width).toBeGreaterThan(100);
  });
});

test('Chromium renders flowcharts and sequence diagrams with ids of their own; a bad one gets its error', async () => {
  test.setTimeout(5 * 60_000);
  const [flow, sequence, bad] = await renderDiagrams([
    {key: 'k1', source: 'flowchart LR\n  accTitle: Two steps\n  a[Write] --> b[(Store)]'},
    {key: 'k2', source: 'sequenceDiagram\n  Client->>ATSD: query\n  ATSD-->>Client: series'},
    {key: 'k3', source: 'flowchart LR\n  a -->'},
  ]);
  const svg = (result: typeof flow) => (result && 'svg' in result ? result.svg : JSON.stringify(result));
  expect(svg(flow)).toMatch(/^<svg id="diagram-k1" width="[\d.]+"[^>]* height="[\d.]+"/);
  expect(svg(flow)).toMatch(/>Write</);
  expect(svg(flow)).not.toMatch(/mermaid-\d/);
  expect(svg(sequence)).toMatch(/id="diagram-k2"/);
  expect(bad && 'error' in bad ? bad.error : JSON.stringify(bad)).toMatch(/Parse error/i);
});
