/**
 * The two Finance landing pages (front matter `landing: true`): hero,
 * features, striped content sections, contact form section, footer, the
 * "contact us" link and its navigation tracking, recorded by a real HTTP
 * server on loopback.
 */
import type {Page} from '@playwright/test';
import {BASE_PATH, MOBILE, axeViolations, expect, test as base, watchErrors, type Endpoints} from './fixtures';

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

const test = base.extend<{
  /** The landing page at a laptop's width (or, under `test.use(MOBILE)`, a phone's), with its errors. */
  visit: (landing: Landing) => Promise<{page: Page; errors: string[]}>;
}>({
  visit: async ({context, site, open}, use) => {
    const errors = watchErrors(context, site.origin);
    await use(async (landing) => ({page: await open(landing.path), errors}));
  },
});
test.use({viewport: {width: 1280, height: 900}});

function root(page: Page) {
  return page.locator('[data-layout="landing"]');
}

function contactTracking(site: Endpoints) {
  return site.requests.filter((r) => r.path === '/tracknav/' && r.query.get('section') === 'contact-us');
}

for (const landing of PAGES) {
  test.describe(`landing page /${landing.path} (${landing.lang})`, () => {
    test('hero, action link, features, content sections, form and footer', async ({visit}) => {
      const {page, errors} = await visit(landing);
      const main = root(page);
      await expect(page.locator('h1'), 'one h1').toHaveCount(1);
      await expect(main.locator('h1')).toHaveText(landing.heroText);
      await expect(page.locator('.theme-doc-sidebar-container'), 'no sidebar').toHaveCount(0);

      const action = main.getByRole('link', {name: landing.action.text});
      await expect(action).toHaveAttribute('href', landing.action.href);

      const features = await main.locator('header + div h2').allTextContents();
      expect(features.map((t) => t.trim())).toEqual(landing.features);

      const sections = main.locator('.markdown > section');
      const headings = (await sections.locator('> h2').allTextContents()).map((t) => t.replace(/\u200b/g, '').trim());
      expect(headings).toEqual(landing.headings);

      // Stripes alternate, starting highlighted; the form continues the alternation.
      const backgrounds = await sections.evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor));
      for (let i = 1; i < backgrounds.length; i += 1) {
        expect(backgrounds[i], `section ${i + 1} differs from the one before`).not.toBe(backgrounds[i - 1]);
      }
      const contact = main.locator('#contact-us');
      await expect(contact).toHaveAttribute('data-stripe', landing.resetStripes ? 'highlighted' : 'plain');
      const formBackground = await contact.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(formBackground, 'the form stripe differs from the last section').not.toBe(backgrounds.at(-1));

      await expect(main.locator('footer')).toHaveText('Copyright © 2021 Axibase');
      expect(errors).toEqual([]);
    });

    test('external links open in a new tab with noopener noreferrer', async ({visit}) => {
      const {page} = await visit(landing);
      const external = root(page).locator('a[href^="http"]');
      expect(await external.count()).toBeGreaterThanOrEqual(4);
      for (const link of await external.all()) {
        await expect(link, (await link.getAttribute('href')) ?? '').toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    });

    test('a feature link navigates inside the site', async ({site, visit}) => {
      const {page} = await visit(landing);
      await page.evaluate(() => ((window as unknown as {marker: number}).marker = 1));
      await root(page).locator('header + div').getByRole('link', {name: 'SQL', exact: true}).click();
      await page.waitForURL(`${site.origin}${landing.sql}`);
      expect(
        await page.evaluate(() => (window as unknown as {marker?: number}).marker),
        'client-side navigation, no reload',
      ).toBe(1);
    });

    test('the contact link scrolls to the form and reports the click', async ({site, visit}) => {
      const {page, errors} = await visit(landing);
      const here = page.url();
      const link = root(page).locator('header').getByRole('link', {name: landing.contactLink, exact: true});
      await expect(link).toHaveAttribute('href', '#contact-us');
      await link.click();
      await page.waitForURL(`${here}#contact-us`);
      await expect.poll(() => contactTracking(site)).toHaveLength(1);
      const track = contactTracking(site)[0]!;
      expect(track.method).toBe('POST');
      expect(track.query.get('from')).toBe(new URL(here).pathname);
      expect(track.query.get('to')).toBe(new URL(here).pathname);
      expect(track.body).toBe('');
      expect([...track.query.keys()]).toEqual(['from', 'to', 'section']);
      await page.waitForFunction(() => {
        const box = document.querySelector('#contact-us form')!.getBoundingClientRect();
        return box.top >= 0 && box.top < window.innerHeight;
      });
      expect(errors).toEqual([]);
    });

    test('a failing tracking endpoint changes nothing for the reader', async ({site, visit}) => {
      site.on('/tracknav/', (_req, res) => {
        res.writeHead(500).end();
      });
      const {page} = await visit(landing);
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      const here = page.url();
      await root(page).locator('header').getByRole('link', {name: landing.contactLink, exact: true}).click();
      await page.waitForURL(`${here}#contact-us`);
      await expect.poll(() => contactTracking(site)).toHaveLength(1);
      expect(pageErrors).toEqual([]);
      await expect(page.locator('#contact-us form')).toBeVisible();
    });

    test('by keyboard: the contact link leads to the first field', async ({visit}) => {
      const {page} = await visit(landing);
      const link = root(page).locator('header').getByRole('link', {name: landing.contactLink, exact: true});
      await link.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/#contact-us$/);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('firstName');
    });

    test.describe('on a phone', () => {
      test.use(MOBILE);
      test('fits a 390px screen', async ({visit}) => {
        const {page, errors} = await visit(landing);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `no horizontal scrolling (${overflow}px)`).toBeLessThanOrEqual(0);
        const h1 = await root(page).locator('h1').boundingBox();
        expect(h1 && h1.x >= 0 && h1.x + h1.width <= 390).toBeTruthy();
        for (const link of await root(page).locator('header a').all()) {
          const box = await link.boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= 390, 'hero links within the screen').toBeTruthy();
        }
        expect(errors).toEqual([]);
      });
    });

    test('axe finds no serious or critical violations in the landing layout', async ({visit}) => {
      const {page} = await visit(landing);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
