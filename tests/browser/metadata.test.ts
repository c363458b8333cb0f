/**
 * The head of a page as search engines and link previews read it: the page's own description, its
 * language (`hreflang`, `og:locale`) and its language versions. Checked in the HTML the server
 * sends and again after hydration and client-side navigation, where the head manager rewrites it.
 */
import {BASE_PATH, expect, test as base} from './fixtures';

interface Head {
  lang: string | null;
  description: string | null;
  ogDescription: string | null;
  ogLocale: string | null;
  ogLocaleAlternates: string[];
  /** `hreflang → URL`, sorted: their order means nothing. */
  alternates: string[];
}

// Runs in the page.
function readHead(): Head {
  return {
    lang: document.documentElement.getAttribute('lang'),
    description: document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    ogDescription: document.head.querySelector('meta[property="og:description"]')?.getAttribute('content') ?? null,
    ogLocale: document.head.querySelector('meta[property="og:locale"]')?.getAttribute('content') ?? null,
    ogLocaleAlternates: Array.from(document.head.querySelectorAll('meta[property="og:locale:alternate"]'), (meta) =>
      meta.getAttribute('content')!,
    ),
    alternates: Array.from(
      document.head.querySelectorAll('link[rel="alternate"][hreflang]'),
      (link) => `${link.getAttribute('hreflang')} → ${new URL(link.getAttribute('href')!).pathname}`,
    ).sort(),
  };
}

const test = base.extend<{
  /**
   * Runs `check` on the head of the HTML the server sends (JavaScript off), then on the hydrated
   * page's head until it passes: the head manager applies the hydrated page's tags in an animation
   * frame after the commit, removing and re-adding them, later on a loaded machine.
   */
  checkHeads: (path: string, check: (head: Head) => void) => Promise<void>;
}>({
  checkHeads: async ({open, served}, use) => {
    await use(async (path, check) => {
      check(await (await served(path)).evaluate(readHead));
      const page = await open(path);
      await expect(async () => check(await page.evaluate(readHead)), `${path} hydrated`).toPass();
    });
  },
});

const url = (path: string) => BASE_PATH + path;

test.describe('language versions', () => {
  const pair = [
    `en-US → ${url('finance/install.html')}`,
    `ru → ${url('finance/ru/install.html')}`,
    `x-default → ${url('finance/install.html')}`,
  ];

  test('a finance page and its Russian counterpart list each other, x-default on the English one', async ({
    checkHeads,
  }) => {
    for (const [path, lang, ogLocale, alternate] of [
      ['finance/install.html', 'en-US', 'en_US', 'ru_RU'],
      ['finance/ru/install.html', 'ru', 'ru_RU', 'en_US'],
    ] as const) {
      await checkHeads(path, (head) => {
        expect(head.lang, path).toBe(lang);
        expect(head.alternates, path).toEqual(pair);
        expect(head.ogLocale, path).toBe(ogLocale);
        expect(head.ogLocaleAlternates, path).toEqual([alternate]);
      });
    }
  });

  test('a page without a counterpart lists only itself, in its own language', async ({checkHeads}) => {
    for (const [path, lang, ogLocale] of [
      ['finance/trades-export.html', 'en-US', 'en_US'],
      ['api/data/series/query.html', 'en-US', 'en_US'],
      ['finance/ru/notes/moex_dma.html', 'ru', 'ru_RU'],
    ] as const) {
      await checkHeads(path, (head) => {
        expect(head.alternates, path).toEqual([`${lang} → ${url(path)}`]);
        expect(head.ogLocale, path).toBe(ogLocale);
        expect(head.ogLocaleAlternates, path).toEqual([]);
      });
    }
  });

  test('client-side navigation to the counterpart rewrites the language tags', async ({open}) => {
    const page = await open('finance/install.html');
    await page.evaluate(() => {
      (window as unknown as {marker: boolean}).marker = true;
    });
    await page.locator('.navbar button[aria-haspopup="true"]').click();
    await page.locator('.dropdown__menu a', {hasText: 'Русский'}).click();
    await page.waitForURL(/\/finance\/ru\/install\.html$/);
    await page.waitForFunction(
      () => document.head.querySelector('meta[property="og:locale"]')?.getAttribute('content') === 'ru_RU',
    );
    expect(await page.evaluate(() => (window as unknown as {marker?: boolean}).marker), 'no full load').toBe(true);
    const head = await page.evaluate(readHead);
    expect(head.lang).toBe('ru');
    expect(head.ogLocaleAlternates).toEqual(['en_US']);
  });
});

test('hydration leaves the head and the page classes as the server wrote them, with no state in between', async ({
  context,
  open,
}) => {
  // React hydrates in slices. The head manager (react-helmet-async, patched: patches/README.md)
  // used to apply the tags of the components rendered so far in a frame between two slices: the
  // page's own tags left the head and came back, and each change of <html>'s classes made the
  // browser restyle and lay out the whole page.
  await context.addInitScript(() => {
    const changes: string[] = [];
    (window as unknown as {headChanges: string[]}).headChanges = changes;
    new MutationObserver((records) => {
      for (const record of records) {
        const root = document.documentElement;
        if (record.target === root && record.attributeName === 'class') {
          changes.push(`<html> class: ${record.oldValue} → ${root.className}`);
        }
        if (record.target !== document.head) continue;
        for (const node of Array.from(record.removedNodes)) {
          if (node instanceof Element && node.matches('meta, link')) changes.push(`removed: ${node.outerHTML}`);
        }
      }
    }).observe(document, {subtree: true, childList: true, attributes: true, attributeOldValue: true});
  });
  for (const path of ['licensing.html', 'finance/ru/sql.html']) {
    const page = await open(path);
    const changes = await page.evaluate(() => (window as unknown as {headChanges: string[]}).headChanges);
    expect(changes, path).toEqual([]);
  }
});

test.describe('description', () => {
  test('a page without one in its front matter is described by its first paragraph, trimmed', async ({checkHeads}) => {
    await checkHeads('api/data/series/query.html', (head) => {
      expect(head.description!).toMatch(
        /^Finds series by metric, entity, tags and time range and returns their samples\. /,
      );
      expect(head.description!.length).toBeLessThanOrEqual(160);
      expect(head.description!).toMatch(/…$/);
      expect(head.ogDescription).toBe(head.description);
    });
  });

  test('a page with one in its front matter keeps it', async ({checkHeads}) => {
    await checkHeads('finance/ru/install.html', (head) => {
      expect(head.description).toBe(
        'Установка ATSD для биржевых данных и консьюмеров FAST Московской биржи, настройка ОС и синхронизация времени.',
      );
    });
  });
});
