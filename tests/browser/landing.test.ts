/**
 * The two Finance landing pages (front matter `landing: true`): hero,
 * features, striped content sections, contact form section, footer, the
 * "contact us" link and its navigation tracking, recorded by a real HTTP
 * server on loopback.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {BrowserContext, Page} from 'playwright-core';
import {BASE_PATH, MOBILE, axeViolations, hydrated, withBrowser, withSite, waitFor, watchErrors} from './harness';

interface Landing {
  lang: 'en' | 'ru';
  path: string;
  heroText: string;
  action: {text: string; href: string};
  contactLink: string;
  features: string[];
  headings: string[];
  /** `resetStripes` of the page: the form's stripe is highlighted when true. */
  resetStripes: boolean;
  sql: string;
}

const PAGES: Landing[] = [
  {
    lang: 'en',
    path: 'finance/',
    heroText: 'Fast and reliable datastore for financial market data',
    action: {text: 'Install on Linux →', href: `${BASE_PATH}finance/install.html`},
    contactLink: 'Request Trial',
    features: ['Faster than files', 'Full-featured SQL', 'Streaming and Batch Updates'],
    headings: [
      'What you can do with ATSD',
      'Streaming & Scheduled Market Data',
      'SQL Engine',
      'REST API',
      'ATSD vs Files',
      'ATSD vs Relational Databases',
      'Data Ops Included',
    ],
    resetStripes: false,
    sql: `${BASE_PATH}finance/sql.html`,
  },
  {
    lang: 'ru',
    path: 'finance/ru/',
    heroText: 'Надежное и оптимальное хранение биржевых данных',
    action: {text: 'Установка в DMA/co-location →', href: `${BASE_PATH}finance/ru/install.html`},
    contactLink: 'Демо-доступ',
    features: [
      'Интеграция с Московской Биржей',
      'Высокая скорость записи и чтения',
      'Продвинутый SQL и распределенные вычисления',
    ],
    headings: [
      'Какие задачи можно решить при помощи ATSD',
      'Интеграция с Московской Биржей',
      'Высокоскоростная доставка данных',
      'Надежность и целостность информации',
      'Референтные данные',
      'Движок SQL',
      'Индексный калькулятор',
      'Экспорт данных',
      'Дополнительные интеграции',
      'Отличие от хранения данных в файлах',
      'Отличие от реляционных баз данных',
      'Data Ops',
    ],
    resetStripes: true,
    sql: `${BASE_PATH}finance/ru/sql.html`,
  },
];

let trackStatus = 204;
const server = withSite(true, (site) => {
  site.on('/tracknav/', (_req, res) => {
    res.writeHead(trackStatus).end();
  });
  site.on('/eml_ping', (_req, res) => {
    res.writeHead(200).end();
  });
});
const browser = withBrowser();

async function open(
  landing: Landing,
  mobile = false,
): Promise<{context: BrowserContext; page: Page; errors: string[]}> {
  const context = await browser().newContext(mobile ? MOBILE : {viewport: {width: 1280, height: 900}});
  const page = await context.newPage();
  const errors = watchErrors(page, server().origin);
  await page.goto(`${server().origin}${BASE_PATH}${landing.path}`);
  await hydrated(page);
  return {context, page, errors};
}

function root(page: Page) {
  return page.locator('[data-layout="landing"]');
}

function contactTracking() {
  return server().requests.filter((r) => r.path === '/tracknav/' && r.query.get('section') === 'contact-us');
}

for (const landing of PAGES) {
  describe(`landing page /${landing.path} (${landing.lang})`, () => {
    test('hero, action link, features, content sections, form and footer', async () => {
      const {context, page, errors} = await open(landing);
      const main = root(page);
      assert.equal(await page.locator('h1').count(), 1, 'one h1');
      assert.equal((await main.locator('h1').textContent())?.trim(), landing.heroText);
      assert.equal(await page.locator('.theme-doc-sidebar-container').count(), 0, 'no sidebar');

      const action = main.getByRole('link', {name: landing.action.text});
      assert.equal(await action.getAttribute('href'), landing.action.href);

      const features = await main.locator('header + div h2').allTextContents();
      assert.deepEqual(
        features.map((t) => t.trim()),
        landing.features,
      );

      const sections = main.locator('.markdown > section');
      const headings = (await sections.locator('> h2').allTextContents()).map((t) => t.replace(/\u200b/g, '').trim());
      assert.deepEqual(headings, landing.headings);

      // Stripes alternate, starting highlighted; the form continues the alternation.
      const backgrounds = await sections.evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor));
      for (let i = 1; i < backgrounds.length; i += 1) {
        assert.notEqual(backgrounds[i], backgrounds[i - 1], `section ${i + 1} differs from the one before`);
      }
      const contact = main.locator('#contact-us');
      assert.equal(await contact.getAttribute('data-stripe'), landing.resetStripes ? 'highlighted' : 'plain');
      const formBackground = await contact.evaluate((el) => getComputedStyle(el).backgroundColor);
      assert.notEqual(formBackground, backgrounds.at(-1), 'the form stripe differs from the last section');

      assert.equal((await main.locator('footer').textContent())?.trim(), 'Copyright © 2021 Axibase');
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('external links open in a new tab with noopener noreferrer', async () => {
      const {context, page} = await open(landing);
      const external = root(page).locator('a[href^="http"]');
      assert.ok((await external.count()) >= 4);
      for (const link of await external.all()) {
        assert.equal(await link.getAttribute('target'), '_blank', (await link.getAttribute('href')) ?? '');
        assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
      }
      await context.close();
    });

    test('a feature link navigates inside the site', async () => {
      const {context, page} = await open(landing);
      await page.evaluate(() => ((window as unknown as {marker: number}).marker = 1));
      await root(page).locator('header + div').getByRole('link', {name: 'SQL', exact: true}).click();
      await page.waitForURL(`${server().origin}${landing.sql}`);
      assert.equal(
        await page.evaluate(() => (window as unknown as {marker?: number}).marker),
        1,
        'client-side navigation, no reload',
      );
      await context.close();
    });

    test('the contact link scrolls to the form and reports the click', async () => {
      trackStatus = 204;
      server().requests.length = 0;
      const {context, page, errors} = await open(landing);
      const here = page.url();
      const link = root(page).locator('header').getByRole('link', {name: landing.contactLink, exact: true});
      assert.equal(await link.getAttribute('href'), '#contact-us');
      await link.click();
      await page.waitForURL(`${here}#contact-us`);
      await waitFor(() => contactTracking().length === 1);
      const track = contactTracking()[0]!;
      assert.equal(track.method, 'POST');
      assert.equal(track.query.get('from'), new URL(here).pathname);
      assert.equal(track.query.get('to'), new URL(here).pathname);
      assert.equal(track.body, '');
      assert.deepEqual([...track.query.keys()], ['from', 'to', 'section']);
      await page.waitForFunction(() => {
        const box = document.querySelector('#contact-us form')!.getBoundingClientRect();
        return box.top >= 0 && box.top < window.innerHeight;
      });
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('a failing tracking endpoint changes nothing for the reader', async () => {
      trackStatus = 500;
      server().requests.length = 0;
      const {context, page} = await open(landing);
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      const here = page.url();
      await root(page).locator('header').getByRole('link', {name: landing.contactLink, exact: true}).click();
      await page.waitForURL(`${here}#contact-us`);
      await waitFor(() => contactTracking().length === 1);
      assert.deepEqual(pageErrors, []);
      assert.ok(await page.locator('#contact-us form').isVisible());
      trackStatus = 204;
      await context.close();
    });

    test('by keyboard: the contact link leads to the first field', async () => {
      const {context, page} = await open(landing);
      const link = root(page).locator('header').getByRole('link', {name: landing.contactLink, exact: true});
      await link.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/#contact-us$/);
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'firstName');
      await context.close();
    });

    test('fits a 390px screen', async () => {
      const {context, page, errors} = await open(landing, true);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no horizontal scrolling (${overflow}px)`);
      const h1 = await root(page).locator('h1').boundingBox();
      assert.ok(h1 && h1.x >= 0 && h1.x + h1.width <= 390);
      for (const link of await root(page).locator('header a').all()) {
        const box = await link.boundingBox();
        assert.ok(box && box.x >= 0 && box.x + box.width <= 390, 'hero links within the screen');
      }
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('axe finds no serious or critical violations in the landing layout', async () => {
      const {context, page} = await open(landing);
      assert.deepEqual(await axeViolations(page), []);
      await context.close();
    });
  });
}
