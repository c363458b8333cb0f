/**
 * The head of a page as search engines and link previews read it: the page's own description, its
 * language (`hreflang`, `og:locale`) and its language versions. Checked in the HTML the server
 * sends and again after hydration and client-side navigation, where the head manager rewrites it.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {BASE_PATH, hydrated, withBrowser, withSite} from './harness';

const site = withSite();
const browser = withBrowser();

interface Head {
  lang: string | null;
  description: string | null;
  ogDescription: string | null;
  ogLocale: string | null;
  ogLocaleAlternates: string[];
  /** `hreflang → URL`, in document order. */
  alternates: string[];
}

// Runs in the page: no helper functions inside, since the test runner's compiler would name them
// with a helper the page does not have.
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
    ),
  };
}

/** The head of the HTML the server sends (JavaScript off), and of the hydrated page. */
async function heads(path: string): Promise<{server: Head; hydrated: Head; page: Page}> {
  const context = await browser().newContext({javaScriptEnabled: false});
  const plain = await context.newPage();
  await plain.goto(site().origin + BASE_PATH + path);
  const server = await plain.evaluate(readHead);
  await context.close();
  const page = await browser().newPage();
  await page.goto(site().origin + BASE_PATH + path);
  await hydrated(page);
  // The head manager applies the hydrated page's tags in an animation frame after the commit,
  // removing and re-adding them: read the head once two frames have passed.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return {server, hydrated: await page.evaluate(readHead), page};
}

const url = (path: string) => BASE_PATH + path;

describe('language versions', () => {
  const pair = [
    `en-US → ${url('finance/install.html')}`,
    `ru → ${url('finance/ru/install.html')}`,
    `x-default → ${url('finance/install.html')}`,
  ];

  test('a finance page and its Russian counterpart list each other, x-default on the English one', async () => {
    for (const [path, lang, ogLocale, alternate] of [
      ['finance/install.html', 'en-US', 'en_US', 'ru_RU'],
      ['finance/ru/install.html', 'ru', 'ru_RU', 'en_US'],
    ] as const) {
      const {server, hydrated: live, page} = await heads(path);
      for (const head of [server, live]) {
        assert.equal(head.lang, lang, path);
        assert.deepEqual(head.alternates, pair, path);
        assert.equal(head.ogLocale, ogLocale, path);
        assert.deepEqual(head.ogLocaleAlternates, [alternate], path);
      }
      await page.close();
    }
  });

  test('a page without a counterpart lists only itself, in its own language', async () => {
    for (const [path, lang, ogLocale] of [
      ['finance/trades-export.html', 'en-US', 'en_US'],
      ['api/data/series/query.html', 'en-US', 'en_US'],
      ['finance/ru/notes/moex_dma.html', 'ru', 'ru_RU'],
    ] as const) {
      const {server, hydrated: live, page} = await heads(path);
      for (const head of [server, live]) {
        assert.deepEqual(head.alternates, [`${lang} → ${url(path)}`], path);
        assert.equal(head.ogLocale, ogLocale, path);
        assert.deepEqual(head.ogLocaleAlternates, [], path);
      }
      await page.close();
    }
  });

  test('client-side navigation to the counterpart rewrites the language tags', async () => {
    const page = await browser().newPage();
    await page.goto(site().origin + url('finance/install.html'));
    await hydrated(page);
    await page.evaluate(() => {
      (window as unknown as {marker: boolean}).marker = true;
    });
    await page.locator('.navbar button[aria-haspopup="true"]').click();
    await page.locator('.dropdown__menu a', {hasText: 'Русский'}).click();
    await page.waitForURL(/\/finance\/ru\/install\.html$/);
    await page.waitForFunction(
      () => document.head.querySelector('meta[property="og:locale"]')?.getAttribute('content') === 'ru_RU',
    );
    assert.equal(await page.evaluate(() => (window as unknown as {marker?: boolean}).marker), true, 'no full load');
    const head = await page.evaluate(readHead);
    assert.equal(head.lang, 'ru');
    assert.deepEqual(head.ogLocaleAlternates, ['en_US']);
    await page.close();
  });
});

describe('description', () => {
  test('a page without one in its front matter is described by its first paragraph, trimmed', async () => {
    const {server, hydrated: live, page} = await heads('api/data/series/query.html');
    for (const head of [server, live]) {
      assert.match(
        head.description!,
        /^Finds series by metric, entity, tags and time range and returns their samples\. /,
      );
      assert.ok(head.description!.length <= 160 && head.description!.endsWith('…'), head.description!);
      assert.equal(head.ogDescription, head.description);
    }
    await page.close();
  });

  test('a page with one in its front matter keeps it', async () => {
    const {server, hydrated: live, page} = await heads('finance/ru/install.html');
    for (const head of [server, live]) {
      assert.equal(
        head.description,
        'Установка ATSD для биржевых данных и консьюмеров FAST Московской биржи, настройка ОС и синхронизация времени.',
      );
    }
    await page.close();
  });
});
