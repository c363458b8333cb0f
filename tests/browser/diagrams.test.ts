/**
 * Mermaid diagrams are static SVG in the built pages: shown with JavaScript off, at their
 * natural size (scrolling sideways on a phone), unchanged by hydration, and after client-side
 * navigation; no page loads Mermaid. Rendering itself runs in Chromium (src/diagrams/render.ts),
 * and a diagram with no SVG fails the build.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {BASE_PATH, hydrated, MOBILE, withBrowser, withSite} from './harness';
import {renderDiagrams} from '../../src/diagrams/render';

const PAGE = 'api/data/series/query.html';

const server = withSite();
const browser = withBrowser();

describe('diagrams', () => {
  test('with JavaScript off, the diagram is there: an SVG with an accessible name and body-size text', async () => {
    const context = await browser().newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(server().origin + BASE_PATH + PAGE);
    const figure = page.locator('.theme-doc-markdown figure [role="img"]').first();
    assert.match((await figure.getAttribute('aria-label')) ?? '', /\w{3}/);
    const svg = figure.locator('svg');
    assert.ok(await svg.isVisible());
    const box = (await svg.boundingBox())!;
    assert.ok(box.width > 100 && box.height > 30, JSON.stringify(box));
    const fontSizes = await svg.evaluate((element) =>
      Array.from(element.querySelectorAll('.nodeLabel, .edgeLabel, text'), (node) =>
        parseFloat(getComputedStyle(node).fontSize),
      ),
    );
    assert.ok(fontSizes.length > 0 && fontSizes.every((size) => size >= 16), JSON.stringify(fontSizes));
    await context.close();
  });

  test('on a phone a wide diagram scrolls sideways instead of shrinking', async () => {
    const context = await browser().newContext(MOBILE);
    const page = await context.newPage();
    await page.goto(server().origin + BASE_PATH + PAGE);
    await hydrated(page);
    const scroll = page.locator('.theme-doc-markdown figure [role="img"]').first();
    const sizes = await scroll.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      drawn: element.querySelector('svg')!.getBoundingClientRect().width,
      natural: Number(element.querySelector('svg')!.getAttribute('width')),
      tabIndex: (element as HTMLElement).tabIndex,
    }));
    assert.ok(sizes.scrollWidth > sizes.clientWidth, JSON.stringify(sizes));
    assert.ok(Math.abs(sizes.drawn - sizes.natural) < 1, JSON.stringify(sizes));
    assert.equal(sizes.tabIndex, 0);
    await context.close();
  });

  test('hydration leaves the diagram in place, and no Mermaid code is loaded', async () => {
    const page = await browser().newPage();
    // Each script's body is asked for as it arrives; a body the browser drops (a prefetch cut
    // short) reads as null rather than failing after the page is closed.
    const bodies: Promise<string | null>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) bodies.push(response.text().catch(() => null));
    });
    await page.goto(server().origin + BASE_PATH + PAGE, {waitUntil: 'domcontentloaded'});
    const figure = page.locator('.theme-doc-markdown figure').first();
    const before = await figure.boundingBox();
    // Mark the server-rendered SVG; hydration must keep that very element.
    await figure.evaluate((element) => element.querySelector('svg')!.setAttribute('data-server', ''));
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    assert.deepEqual(await figure.boundingBox(), before);
    assert.equal(await figure.locator('svg[data-server]').count(), 1);
    const scripts = (await Promise.all(bodies)).filter((source) => source !== null);
    assert.ok(scripts.length > 0);
    assert.ok(scripts.every((source) => !source.includes('mermaidAPI')));
    await page.close();
  });

  test('no built script contains the Mermaid runtime', () => {
    const dir = 'build/assets/js';
    const withMermaid = fs
      .readdirSync(dir)
      .filter((file) => fs.readFileSync(`${dir}/${file}`, 'utf8').includes('mermaidAPI'));
    assert.deepEqual(withMermaid, []);
  });

  test('client-side navigation shows the diagram of the next page', async () => {
    const page = await browser().newPage();
    await page.goto(`${server().origin}${BASE_PATH}api/data/series/`);
    await hydrated(page);
    await page.locator(`a[href="${BASE_PATH}${PAGE}"]`).first().click();
    await page.waitForURL((url) => url.pathname.endsWith(PAGE));
    const svg = page.locator('.theme-doc-markdown figure [role="img"] svg').first();
    await svg.waitFor();
    assert.ok(((await svg.boundingBox())?.width ?? 0) > 100);
    await page.close();
  });
});

describe('rendering', {timeout: 5 * 60_000}, () => {
  test('Chromium renders flowcharts and sequence diagrams with ids of their own; a bad one gets its error', async () => {
    const [flow, sequence, bad] = await renderDiagrams([
      {key: 'k1', source: 'flowchart LR\n  accTitle: Two steps\n  a[Write] --> b[(Store)]'},
      {key: 'k2', source: 'sequenceDiagram\n  Client->>ATSD: query\n  ATSD-->>Client: series'},
      {key: 'k3', source: 'flowchart LR\n  a -->'},
    ]);
    assert.ok(flow && 'svg' in flow && sequence && 'svg' in sequence, JSON.stringify([flow, sequence]));
    assert.match(flow.svg, /^<svg id="diagram-k1" width="[\d.]+"[^>]* height="[\d.]+"/);
    assert.match(flow.svg, />Write</);
    assert.doesNotMatch(flow.svg, /mermaid-\d/);
    assert.match(sequence.svg, /id="diagram-k2"/);
    assert.ok(bad && 'error' in bad && /Parse error/i.test(bad.error), JSON.stringify(bad));
  });
});
