/**
 * Local search on the real build: suggestions in the navbar box (typing, the
 * limit, wrap-around, Enter, mouse, Escape, locales) and the full-text results
 * page. Expected results are computed from the index files the build wrote,
 * with the same modules the browser uses, so the site's whole index is tested.
 */
import fs from 'node:fs';
import type {Locator, Page, Request} from '@playwright/test';
import {BASE_PATH, axeViolations, expect, hydrated, test as base, watchErrors} from './fixtures';
import {docPages} from '../../scripts/support/docs';
import {localeOf} from '../../scripts/support/settings';
import {htmlFileOfRoute} from '../../src/lib/url';
import {explicitIdOf, withoutExplicitId} from '../../src/lib/slugify';
import {prepareSuggestIndex, suggest, type Suggestion} from '../../src/search/suggest';
import {loadFullText, searchFullText, viewResult, type FullTextResult} from '../../src/search/fulltext';
import {queryTerms, term, termMatches} from '../../src/search/text';
import {
  fullTextDir,
  INDEX_DIR,
  metaFile,
  pageTextFile,
  TITLES_FILE,
  type FullTextMeta,
  type PageText,
  type TermShard,
  type TitlesFile,
} from '../../src/search/types';

const MAX = 10; // searchMaxSuggestions of this site

function readIndex<T>(file: string): T {
  return JSON.parse(fs.readFileSync(`build/${INDEX_DIR}/${file}`, 'utf8')) as T;
}
const titlesFile = readIndex<TitlesFile>(TITLES_FILE);
const titles = prepareSuggestIndex(titlesFile, localeOf);
const expected = (query: string, locale = '/'): Suggestion[] => suggest(titles, query, {locale, max: MAX});
const label = (s: Suggestion) => (s.header ? `${s.title} > ${s.header}` : s.title);

const test = base.extend<{
  /** Console errors and failed requests to the site of every page the test opens. */
  errors: string[];
}>({
  errors: async ({context, site}, use) => {
    await use(watchErrors(context, site.origin));
  },
});

const box = (page: Page): Locator => page.getByRole('combobox');
const options$ = (page: Page): Locator => page.locator('[role="listbox"] [role="option"]');

async function type(page: Page, query: string, expectedCount: number): Promise<void> {
  await box(page).click();
  await box(page).fill(query);
  await page.waitForFunction(
    (n) => document.querySelectorAll('[role="listbox"] [role="option"]').length === n,
    expectedCount,
  );
}

async function optionTexts(page: Page): Promise<string[]> {
  return (await options$(page).allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
}

async function selected(page: Page): Promise<number[]> {
  const values = await options$(page).evaluateAll((els) => els.map((el) => el.getAttribute('aria-selected')));
  return values.flatMap((v, i) => (v === 'true' ? [i] : []));
}

function path(page: Page): string {
  const url = new URL(page.url());
  return decodeURIComponent(url.pathname + url.search.replace(/\+/g, ' ') + url.hash);
}

test.describe('search box', () => {
  test('the index is built for every page and is not part of the first page load', async ({site, context}) => {
    expect(titles.names.pages.length, `${titles.names.pages.length} pages in the index`).toBeGreaterThan(300);
    const requested: string[] = [];
    const page = await context.newPage();
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${site.origin}${BASE_PATH}api/data/series/query.html`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((url) => url.includes(INDEX_DIR))).toEqual([]);
    const response = page.waitForResponse((r) => r.url().endsWith(`${INDEX_DIR}/${TITLES_FILE}`));
    await box(page).focus();
    expect((await response).status()).toBe(200);
    expect(requested.filter((url) => url.includes(INDEX_DIR)).map((url) => new URL(url).pathname)).toEqual([
      `${BASE_PATH}${INDEX_DIR}/${TITLES_FILE}`,
    ]);
  });

  test('a header given an id by hand in docs/ is suggested with that id, which its built page has', () => {
    // `## Text {#id}` as the writer wrote it; the index and the page are what the build made of it.
    const written = docPages().flatMap((page) =>
      page.headings.flatMap(([, text]) => {
        const id = explicitIdOf(text);
        return id !== undefined ? [{route: page.route, text: withoutExplicitId(text), id}] : [];
      }),
    );
    expect(written.length, 'some page of docs/ writes a heading id by hand').toBeGreaterThan(0);
    for (const {route, text, id} of written) {
      const hrefs = suggest(titles, text, {locale: localeOf(route), max: 1000}).map((s) => s.href);
      expect(hrefs, `"${text}"`).toContain(`${route}#${id}`);
      expect(fs.readFileSync(`build/${htmlFileOfRoute(route)}`, 'utf8'), `${route}#${id}`).toMatch(
        new RegExp(` id="?${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[" >]`),
      );
    }
  });

  test('the box is an ARIA combobox with a label, reachable with the keyboard', async ({open}) => {
    const page = await open('api/data/series/query.html');
    await expect(box(page)).toHaveAttribute('aria-label', 'Search');
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
    const listbox = await box(page).getAttribute('aria-controls');
    expect(listbox).toBeTruthy();
    await expect(page.locator(`[id="${listbox}"]`)).toHaveAttribute('role', 'listbox');
    let reached = false;
    for (let i = 0; i < 60 && !reached; i += 1) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.getAttribute('role') === 'combobox');
    }
    expect(reached, 'Tab reaches the search box').toBeTruthy();
    await page.keyboard.type('series: query');
    await page.waitForSelector('[role="option"]');
    await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  });

  test('typing suggests titles and headers from the built index, in its order', async ({errors, open}) => {
    const page = await open('api/data/series/query.html');
    const query = 'series: query';
    const want = expected(query);
    expect(want.length).toBeGreaterThan(0);
    await type(page, query, want.length);
    expect(await optionTexts(page)).toEqual(want.map(label));

    const header = expected('Request Fields').find((s) => s.header);
    expect(header, 'some page has a "Request Fields" header').toBeTruthy();
    await type(page, 'request fields', expected('request fields').length);
    expect(await optionTexts(page)).toEqual(expected('request fields').map(label));
    expect((await optionTexts(page)).some((t) => t.includes(' > '))).toBeTruthy();
    expect(errors).toEqual([]);
  });

  test('an old name of a page finds it, and the suggestion shows its title, not the old name', async ({open}) => {
    // a page whose old sidebar label (an alias in the titles file) shares no word with its title
    const words = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
    const aliased = titlesFile.pages.find((p) =>
      (p.a ?? []).some((alias) => [...words(alias)].some((w) => !words(p.t).has(w)) && alias.length > 6),
    );
    expect(aliased, 'some page has an alias that its title does not say').toBeTruthy();
    const alias = aliased!.a!.find((a) => [...words(a)].some((w) => !words(aliased!.t).has(w)))!;
    const want = expected(alias);
    expect(want[0], `${alias} -> ${aliased!.r}`).toEqual({href: aliased!.r, title: aliased!.t});
    const page = await open('api/data/series/query.html');
    await type(page, alias, want.length);
    const shown = await optionTexts(page);
    expect(shown[0]).toBe(aliased!.t);
    expect(shown, `"${alias}" is not shown`).not.toContain(alias);
  });

  test('at most searchMaxSuggestions (10) suggestions', async ({open}) => {
    const page = await open('api/data/series/query.html');
    expect(suggest(titles, 'e', {locale: '/', max: 1000}).length).toBeGreaterThan(MAX);
    await type(page, 'e', MAX);
    await expect(options$(page)).toHaveCount(MAX);
    await type(page, 'E', MAX);
    expect(await optionTexts(page)).toEqual(expected('e').map(label));
  });

  test('Arrow Down and Arrow Up move the focus and wrap around at both ends', async ({open}) => {
    const page = await open('api/data/series/query.html');
    await type(page, 'query', MAX);
    expect(await selected(page)).toEqual([]);
    await expect(box(page)).not.toHaveAttribute('aria-activedescendant');

    await page.keyboard.press('ArrowDown');
    expect(await selected(page)).toEqual([0]);
    const firstId = (await options$(page).nth(0).getAttribute('id'))!;
    await expect(box(page)).toHaveAttribute('aria-activedescendant', firstId);

    await page.keyboard.press('ArrowUp'); // wraps to the last
    expect(await selected(page)).toEqual([MAX - 1]);
    const lastId = (await options$(page)
      .nth(MAX - 1)
      .getAttribute('id'))!;
    await expect(box(page)).toHaveAttribute('aria-activedescendant', lastId);
    await page.keyboard.press('ArrowDown'); // wraps to the first
    expect(await selected(page)).toEqual([0]);
    await page.keyboard.press('ArrowDown');
    expect(await selected(page)).toEqual([1]);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await selected(page)).toEqual([MAX - 1]);

    // From nothing focused, Arrow Up goes to the last.
    await type(page, 'queries', expected('queries').length);
    await page.keyboard.press('ArrowUp');
    expect(await selected(page)).toEqual([expected('queries').length - 1]);
  });

  test('Enter opens the focused suggestion, header anchors included', async ({open}) => {
    const page = await open('api/data/series/query.html');
    const query = 'request fields';
    const want = expected(query);
    const target = want.findIndex((s) => s.header);
    expect(target).toBeGreaterThanOrEqual(0);
    await type(page, query, want.length);
    for (let i = 0; i <= target; i += 1) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.hash !== '');
    expect(path(page)).toBe(`${BASE_PATH}${want[target]!.href.slice(1)}`);
    const anchor = want[target]!.href.split('#')[1]!;
    await page.waitForSelector(`[id="${anchor}"]`);
    await expect(box(page)).toHaveValue('');
    await expect(options$(page)).toHaveCount(0);
  });

  test('pressing the mouse on a suggestion opens it; hovering focuses it', async ({errors, open}) => {
    const page = await open('api/data/series/query.html');
    const want = expected('insert');
    await type(page, 'insert', want.length);
    await options$(page).nth(2).hover();
    expect(await selected(page)).toEqual([2]);
    await options$(page).nth(2).dispatchEvent('mousedown', {button: 0});
    await page.waitForURL(
      (url) => decodeURIComponent(url.pathname + url.hash) === `${BASE_PATH}${want[2]!.href.slice(1)}`,
    );

    // A plain click works as well.
    await type(page, 'insert', want.length);
    await options$(page).nth(1).click();
    await page.waitForURL(
      (url) => decodeURIComponent(url.pathname + url.hash) === `${BASE_PATH}${want[1]!.href.slice(1)}`,
    );
    expect(errors).toEqual([]);
  });

  test('Escape closes the list', async ({open}) => {
    const page = await open('api/data/series/query.html');
    await type(page, 'query', MAX);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(page.locator('[role="listbox"]')).not.toBeVisible();
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(box(page)).not.toHaveAttribute('aria-activedescendant');
    await expect(box(page)).toHaveValue('query');
    // Escape also gave focus back (theme-keys.test.ts); back in the box, the list is there again.
    await box(page).focus();
    await page.keyboard.press('ArrowDown');
    expect(await selected(page)).toEqual([0]);
    expect(await axeViolations(page, {include: 'div:has(> [role="combobox"])'}), 'the box with its list open').toEqual(
      [],
    );
  });

  test('suggestions stay within the locale', async ({open}) => {
    expect(fs.existsSync('build/finance/ru/install.html'), 'the build has the Russian install page').toBeTruthy();
    const page = await open('finance/ru/install.html');
    await expect(box(page)).toHaveAttribute('aria-label', 'Поиск');
    const want = expected('Установка', '/finance/ru/');
    expect(
      want.some((s) => s.href === '/finance/ru/install.html' && !s.header),
      'Установка finds the Russian install page',
    ).toBeTruthy();
    await type(page, 'Установка', want.length);
    expect(await optionTexts(page)).toEqual(want.map(label));
    // English words on Russian pages find only Russian pages.
    const english = expected('a', '/finance/ru/');
    expect(english.length).toBeGreaterThan(0);
    expect(english.filter((s) => !s.href.startsWith('/finance/ru/'))).toEqual([]);
    await type(page, 'a', english.length);
    expect(await optionTexts(page)).toEqual(english.map(label));

    const en = await open('finance/');
    expect(expected('Установка')).toEqual([]);
    await box(en).click();
    await box(en).fill('Установка');
    await en.waitForSelector('text=See all results');
    await expect(options$(en)).toHaveCount(0);
    const mixed = expected('a');
    expect(mixed.length).toBeGreaterThan(0);
    expect(mixed.filter((s) => s.href.startsWith('/finance/ru/'))).toEqual([]);
    await type(en, 'a', mixed.length);
    expect(await optionTexts(en)).toEqual(mixed.map(label));
  });
});

test.describe('results page', () => {
  /** A locale's whole full-text index, from every fragment the build wrote. */
  function fullText(lang: string) {
    const meta = readIndex<FullTextMeta>(metaFile(lang));
    const shardDir = `${fullTextDir(lang)}/terms`;
    const shards = fs
      .readdirSync(`build/${INDEX_DIR}/${shardDir}`)
      .filter((name) => name.endsWith('.json')) // not the .br/.gz twins the build writes beside them
      .map((name) => readIndex<TermShard>(`${shardDir}/${name}`));
    const index = loadFullText(titlesFile, meta, shards);
    return {
      search: (query: string) => searchFullText(index, query),
      view: (result: FullTextResult, query: string) =>
        viewResult(result, readIndex<PageText>(pageTextFile(lang, result.id)), query),
    };
  }
  const english = fullText('en-US');
  const russian = fullText('ru');

  /**
   * The results shown, once the query has run; with `complete`, after scrolling each one into
   * view, so that every result has its page text (snippet and anchor).
   */
  async function results(page: Page, complete = false): Promise<Array<{title: string; href: string; marks: string[]}>> {
    await page.waitForFunction(() => {
      const status = document.querySelector('main [role="status"]')?.textContent ?? '';
      return status !== '' && !status.startsWith('Loading') && !status.startsWith('Загрузка');
    });
    if (complete) {
      // Every result scrolled into view in turn, inside the page (a round trip from here for each
      // of some 250 took a minute and a half under load), a frame apart so that each is observed.
      await page.evaluate(async () => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        for (const item of Array.from(document.querySelectorAll('main ol > li'))) {
          item.scrollIntoView({block: 'center'});
          await frame();
        }
      });
      await page.waitForFunction(() => document.querySelectorAll('main ol > li[aria-busy="true"]').length === 0);
    }
    return page.locator('main ol > li').evaluateAll((items) =>
      items.map((li) => {
        const link = li.querySelector('a')!;
        return {
          title: link.textContent!.replace(/\s+/g, ' ').trim(),
          href: decodeURIComponent(new URL(link.href).pathname + new URL(link.href).hash),
          marks: Array.from(li.querySelectorAll('mark'), (m) => m.textContent!),
        };
      }),
    );
  }

  test('Enter with no suggestion focused opens the results page', async ({open}) => {
    const page = await open('api/data/series/query.html');
    await type(page, 'series query', expected('series query').length);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.endsWith('/search.html'));
    expect(path(page)).toBe(`${BASE_PATH}search.html?q=series query`);
    expect((await results(page)).length).toBeGreaterThan(0);
  });

  test('"See all results" opens the results page', async ({open}) => {
    const page = await open('api/data/series/query.html');
    await type(page, 'entity tags', expected('entity tags').length);
    await page.getByText('See all results').click();
    await page.waitForURL((url) => url.pathname.endsWith('/search.html'));
    expect(path(page)).toBe(`${BASE_PATH}search.html?q=entity tags`);
  });

  test('every matching page, ranked, with highlighted snippets', async ({errors, open}) => {
    // Every one of some 250 results is scrolled into view in turn.
    test.slow();
    const query = 'series query';
    const want = english.search(query);
    expect(want.length, `${want.length} results`).toBeGreaterThan(20);
    const scores = want.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // the page titled with the query first; pages that only mention the words further down
    expect([want[0]!.page.r, want[0]!.tier]).toEqual(['/api/data/series/query.html', 'exact']);
    expect(want.some((r) => r.tier === 'body')).toBeTruthy();

    const page = await open(`search.html?q=${encodeURIComponent(query)}`);
    const shown = await results(page, true);
    expect(shown).toHaveLength(want.length);
    const views = want.map((r) => english.view(r, query));
    expect(shown.map((r) => r.href)).toEqual(views.map((v) => `${BASE_PATH}${v.href.slice(1)}`));
    expect(shown.map((r) => r.title)).toEqual(views.map((v) => (v.header ? `${v.title} > ${v.header}` : v.title)));
    expect((await page.locator('main [role="status"]').textContent()) ?? '').toMatch(
      new RegExp(`^${want.length} pages match`),
    );
    const marked = shown.filter((r) => r.marks.length > 0);
    expect(marked.length).toBeGreaterThan(want.length / 2);
    expect(
      marked.every((r) => r.marks.every((m) => queryTerms(query).some((q) => termMatches(term(m) ?? '', q)))),
      JSON.stringify(marked.slice(0, 3)),
    ).toBeTruthy();

    expect(await axeViolations(page, {include: 'main'})).toEqual([]);

    // The URL can be reloaded and shared.
    await page.reload();
    await hydrated(page);
    expect(await results(page)).toHaveLength(want.length);
    await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue(query);
    expect(errors).toEqual([]);
  });

  test('a query fetches only the index fragments it needs; the same query again fetches nothing', async ({
    site,
    context,
  }) => {
    const fetched: string[] = [];
    const pending = new Set<Request>();
    const page = await context.newPage();
    page.on('request', (request) => {
      const {pathname} = new URL(request.url());
      if (pathname.includes(`/${INDEX_DIR}/`)) {
        fetched.push(pathname.slice(`${BASE_PATH}${INDEX_DIR}/`.length));
        pending.add(request);
      }
    });
    page.on('requestfinished', (request) => pending.delete(request));
    page.on('requestfailed', (request) => pending.delete(request));
    /**
     * Waits until the shown results are done fetching: those on the screen have their page texts,
     * and every index file asked for has arrived. (`networkidle` is reached once per document, so it
     * says nothing after the first query.) The results below the screen that fetch a text are observed
     * in the same frame as those on it, so their requests have been made by then.
     */
    const settled = async () => {
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('main ol > li'))
          .filter((item) => item.getBoundingClientRect().top < innerHeight)
          .every((item) => item.getAttribute('aria-busy') === 'false'),
      );
      await expect.poll(() => pending.size, 'index files in flight').toBe(0);
    };
    await page.goto(`${site.origin}${BASE_PATH}search.html?q=series`);
    await hydrated(page);
    const shown = await results(page);
    expect(shown.length, `${shown.length} results`).toBeGreaterThan(20);
    await settled();
    const dir = fullTextDir('en-US');
    expect(fetched.filter((file) => !file.startsWith(`${dir}/pages/`)).sort()).toEqual(
      [metaFile('en-US'), `${dir}/terms/73-65.json`, TITLES_FILE].sort(), // "se"; the names index
    );
    const firstRun = fetched.length;
    const texts = fetched.filter((file) => file.startsWith(`${dir}/pages/`)).length;
    expect(
      texts > 0 && texts < shown.length && texts < titlesFile.pages.length / 4,
      `${texts} page texts`,
    ).toBeTruthy();

    // Another query, then the first one again: the second run of it requests nothing.
    const input = page.getByRole('searchbox', {name: 'Search'});
    await input.fill('timezone');
    await input.press('Enter');
    await page.waitForURL((url) => url.search === '?q=timezone');
    await expect(page.locator('main [role="status"]')).toContainText('“timezone”');
    await results(page);
    await settled();
    const before = fetched.length;
    expect(
      fetched.slice(firstRun).filter((file) => file.startsWith(`${dir}/pages/`)).length,
      'texts of timezone',
    ).toBeGreaterThan(0);
    await page.goBack();
    await page.waitForURL((url) => url.search === '?q=series');
    await expect(page.locator('main [role="status"]')).toContainText('“series”');
    expect(await results(page)).toHaveLength(shown.length);
    await settled();
    expect(fetched.slice(before)).toEqual([]);
  });

  test('the results page form searches again', async ({open}) => {
    const page = await open('search.html?q=series');
    await results(page);
    const input = page.getByRole('searchbox', {name: 'Search'});
    await input.fill('timezone');
    await input.press('Enter');
    await page.waitForURL((url) => url.search === '?q=timezone');
    expect(await results(page)).toHaveLength(english.search('timezone').length);
  });

  test('the results page keeps the Russian locale', async ({open}) => {
    const page = await open('finance/ru/install.html');
    await type(page, 'Установка', expected('Установка', '/finance/ru/').length);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.endsWith('/search.html'));
    expect(path(page)).toBe(`${BASE_PATH}search.html?q=Установка&lang=ru`);
    const shown = await results(page);
    const want = russian.search('Установка');
    expect(want.length).toBeGreaterThan(0);
    expect(shown).toHaveLength(want.length);
    expect(shown.filter((r) => !r.href.startsWith(`${BASE_PATH}finance/ru/`))).toEqual([]);
    expect(shown.some((r) => r.href === `${BASE_PATH}finance/ru/install.html`)).toBeTruthy();
    expect((await page.locator('main [role="status"]').textContent()) ?? '').toMatch(/найдено/);

    // English results never list Russian pages.
    const en = await open('search.html?q=ATSD');
    const shownEn = await results(en);
    expect(shownEn.length).toBeGreaterThan(0);
    expect(shownEn.filter((r) => r.href.includes('/finance/ru/'))).toEqual([]);
  });

  test('an empty query and a query with no match say so', async ({site, errors, open}) => {
    const page = await open('search.html');
    expect(await results(page)).toEqual([]);
    await expect(page.locator('main [role="status"]')).toHaveText('Type a word or phrase to search the documentation.');
    await page.goto(`${site.origin}${BASE_PATH}search.html?q=${encodeURIComponent('qwxzv nothingmatches')}`);
    await hydrated(page);
    expect(await results(page)).toEqual([]);
    await expect(page.locator('main [role="status"]')).toHaveText('No pages match “qwxzv nothingmatches”.');
    expect(errors).toEqual([]);
  });
});
