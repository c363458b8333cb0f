/**
 * Renders Mermaid sources to SVG with Mermaid itself in Debian's Chromium
 * (mermaid-isomorphic drives it through Playwright), the way the refresh
 * script needs it. Used only by `npm run diagrams` and the tests, never by the
 * build: the build reads the committed SVGs (src/diagrams/remark.ts).
 */
import {chromium, type Browser, type BrowserType} from 'playwright';
import {MERMAID_CONFIG} from './config';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export type RenderResult = {key: string; svg: string} | {key: string; error: string};

const PREFIX = 'mermaid';

/**
 * Mermaid numbers its ids `<prefix>-<index>` within one batch; each SVG gets
 * ids from its own key instead, so two diagrams on one page never share an id
 * and a diagram's SVG does not depend on what it was rendered with.
 */
function ownIds(svg: string, index: number, key: string): string {
  return svg.replace(new RegExp(`${PREFIX}-${index}(?!\\d)`, 'g'), `diagram-${key}`);
}

/** Renders diagrams in one browser session; a failed diagram gets its error message. */
export async function renderDiagrams(
  diagrams: ReadonlyArray<{key: string; source: string}>,
  executablePath = CHROMIUM,
): Promise<RenderResult[]> {
  if (diagrams.length === 0) {
    return [];
  }
  // A native dynamic import: the package is ESM and resolves its own files with import.meta.
  const {createMermaidRenderer} = await import('mermaid-isomorphic');
  // mermaid-isomorphic closes its browser without waiting for it. Until it has closed, the browser
  // is one of Playwright's: a browser test starting then traces it, and fails on its closing.
  const launched: Browser[] = [];
  const browserType = {
    launch: async (options?: Parameters<BrowserType['launch']>[0]) => {
      const browser = await chromium.launch(options);
      launched.push(browser);
      return browser;
    },
  } as BrowserType;
  const render = createMermaidRenderer({browserType, launchOptions: {executablePath, args: ['--no-sandbox']}});
  const results = await render(
    diagrams.map((d) => d.source),
    {prefix: PREFIX, mermaidConfig: structuredClone(MERMAID_CONFIG) as never},
  );
  await Promise.all(
    launched.map((browser) =>
      browser.isConnected() ? new Promise((resolve) => browser.once('disconnected', resolve)) : undefined,
    ),
  );
  return results.map((result, index) => {
    const {key} = diagrams[index]!;
    if (result.status === 'rejected') {
      const reason = result.reason as {message?: string} | undefined;
      return {key, error: String(reason?.message ?? reason)};
    }
    return {key, svg: ownIds(result.value.svg, index, key)};
  });
}
