/**
 * Local search on the real build: suggestions in the navbar box (typing, the
 * limit, wrap-around, Enter, mouse, Escape, locales) and the full-text results
 * page. Expected results are computed from the index files the build wrote,
 * with the same modules the browser uses, so the site's whole index is tested.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type {Locator, Page} from 'playwright-core';
import {BASE_PATH, axeViolations, hydrated, withBrowser, withCommentsHost, withSite, watchErrors} from './harness';
import {localeOf} from '../support/settings';
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

// Other features of the pages: navigation tracking and the comments host.
const server = withSite(true, (site) => {
  site.on('/tracknav/', (_req, res) => {
    res.writeHead(204).end();
  });
});
withCommentsHost();
const browser = withBrowser();
let errors: string[] = [];

async function open(path: string): Promise<Page> {
  const page = await browser().newPage();
  errors = watchErrors(page, server().origin);
  await page.goto(server().origin + BASE_PATH + path);
  await hydrated(page);
  return page;
}

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

describe('search box', () => {
  test('the index is built for every page and is not part of the first page load', async () => {
    assert.ok(titles.names.pages.length > 300, `${titles.names.pages.length} pages in the index`);
    const requested: string[] = [];
    const page = await browser().newPage();
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${server().origin}${BASE_PATH}api/data/series/query.html`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    assert.deepEqual(
      requested.filter((url) => url.includes(INDEX_DIR)),
      [],
    );
    const response = page.waitForResponse((r) => r.url().endsWith(`${INDEX_DIR}/${TITLES_FILE}`));
    await box(page).focus();
    assert.equal((await response).status(), 200);
    await page.waitForLoadState('networkidle');
    assert.deepEqual(
      requested.filter((url) => url.includes(INDEX_DIR)).map((url) => new URL(url).pathname),
      [`${BASE_PATH}${INDEX_DIR}/${TITLES_FILE}`],
    );
    await page.close();
  });

  test('the box is an ARIA combobox with a label, reachable with the keyboard', async () => {
    const page = await open('api/data/series/query.html');
    assert.equal(await box(page).getAttribute('aria-label'), 'Search');
    assert.equal(await box(page).getAttribute('aria-expanded'), 'false');
    const listbox = await box(page).getAttribute('aria-controls');
    assert.ok(listbox);
    assert.equal(await page.locator(`[id="${listbox}"]`).getAttribute('role'), 'listbox');
    let reached = false;
    for (let i = 0; i < 60 && !reached; i += 1) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.getAttribute('role') === 'combobox');
    }
    assert.ok(reached, 'Tab reaches the search box');
    await page.keyboard.type('series: query');
    await page.waitForSelector('[role="option"]');
    assert.equal(await box(page).getAttribute('aria-expanded'), 'true');
    await page.close();
  });

  test('typing suggests titles and headers from the built index, in its order', async () => {
    const page = await open('api/data/series/query.html');
    const query = 'series: query';
    const want = expected(query);
    assert.ok(want.length > 0);
    await type(page, query, want.length);
    assert.deepEqual(await optionTexts(page), want.map(label));

    const header = expected('Request Fields').find((s) => s.header);
    assert.ok(header, 'some page has a "Request Fields" header');
    await type(page, 'request fields', expected('request fields').length);
    assert.deepEqual(await optionTexts(page), expected('request fields').map(label));
    assert.ok((await optionTexts(page)).some((t) => t.includes(' > ')));
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('an old name of a page finds it, and the suggestion shows its title, not the old name', async () => {
    // a page whose old sidebar label (an alias in the titles file) shares no word with its title
    const words = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
    const aliased = titlesFile.pages.find((p) =>
      (p.a ?? []).some((alias) => [...words(alias)].some((w) => !words(p.t).has(w)) && alias.length > 6),
    );
    assert.ok(aliased, 'some page has an alias that its title does not say');
    const alias = aliased.a!.find((a) => [...words(a)].some((w) => !words(aliased.t).has(w)))!;
    const want = expected(alias);
    assert.deepEqual(want[0], {href: aliased.r, title: aliased.t}, `${alias} -> ${aliased.r}`);
    const page = await open('api/data/series/query.html');
    await type(page, alias, want.length);
    const shown = await optionTexts(page);
    assert.equal(shown[0], aliased.t);
    assert.ok(!shown.includes(alias), `"${alias}" is not shown`);
    await page.close();
  });

  test('at most searchMaxSuggestions (10) suggestions', async () => {
    const page = await open('api/data/series/query.html');
    assert.ok(suggest(titles, 'e', {locale: '/', max: 1000}).length > MAX);
    await type(page, 'e', MAX);
    assert.equal(await options$(page).count(), MAX);
    await type(page, 'E', MAX);
    assert.deepEqual(await optionTexts(page), expected('e').map(label));
    await page.close();
  });

  test('Arrow Down and Arrow Up move the focus and wrap around at both ends', async () => {
    const page = await open('api/data/series/query.html');
    await type(page, 'query', MAX);
    assert.deepEqual(await selected(page), []);
    assert.equal(await box(page).getAttribute('aria-activedescendant'), null);

    await page.keyboard.press('ArrowDown');
    assert.deepEqual(await selected(page), [0]);
    const firstId = await options$(page).nth(0).getAttribute('id');
    assert.equal(await box(page).getAttribute('aria-activedescendant'), firstId);

    await page.keyboard.press('ArrowUp'); // wraps to the last
    assert.deepEqual(await selected(page), [MAX - 1]);
    assert.equal(
      await box(page).getAttribute('aria-activedescendant'),
      await options$(page)
        .nth(MAX - 1)
        .getAttribute('id'),
    );
    await page.keyboard.press('ArrowDown'); // wraps to the first
    assert.deepEqual(await selected(page), [0]);
    await page.keyboard.press('ArrowDown');
    assert.deepEqual(await selected(page), [1]);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    assert.deepEqual(await selected(page), [MAX - 1]);

    // From nothing focused, Arrow Up goes to the last.
    await type(page, 'queries', expected('queries').length);
    await page.keyboard.press('ArrowUp');
    assert.deepEqual(await selected(page), [expected('queries').length - 1]);
    await page.close();
  });

  test('Enter opens the focused suggestion, header anchors included', async () => {
    const page = await open('api/data/series/query.html');
    const query = 'request fields';
    const want = expected(query);
    const target = want.findIndex((s) => s.header);
    assert.ok(target >= 0);
    await type(page, query, want.length);
    for (let i = 0; i <= target; i += 1) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.hash !== '');
    assert.equal(path(page), `${BASE_PATH}${want[target]!.href.slice(1)}`);
    const anchor = want[target]!.href.split('#')[1]!;
    await page.waitForSelector(`[id="${anchor}"]`);
    assert.equal(await box(page).inputValue(), '');
    assert.equal(await options$(page).count(), 0);
    await page.close();
  });

  test('pressing the mouse on a suggestion opens it; hovering focuses it', async () => {
    const page = await open('api/data/series/query.html');
    const want = expected('insert');
    await type(page, 'insert', want.length);
    await options$(page).nth(2).hover();
    assert.deepEqual(await selected(page), [2]);
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
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('Escape closes the list', async () => {
    const page = await open('api/data/series/query.html');
    await type(page, 'query', MAX);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    assert.equal(await page.locator('[role="listbox"]').isVisible(), false);
    assert.equal(await box(page).getAttribute('aria-expanded'), 'false');
    assert.equal(await box(page).getAttribute('aria-activedescendant'), null);
    assert.equal(await box(page).inputValue(), 'query');
    // Escape also gave focus back (theme-keys.test.ts); back in the box, the list is there again.
    await box(page).focus();
    await page.keyboard.press('ArrowDown');
    assert.deepEqual(await selected(page), [0]);
    assert.deepEqual(
      await axeViolations(page, {include: 'div:has(> [role="combobox"])'}),
      [],
      'the box with its list open',
    );
    await page.close();
  });

  test('suggestions stay within the locale', async () => {
    assert.ok(fs.existsSync('build/finance/ru/install.html'), 'the build has the Russian install page');
    const page = await open('finance/ru/install.html');
    assert.equal(await box(page).getAttribute('aria-label'), 'Поиск');
    const want = expected('Установка', '/finance/ru/');
    assert.ok(
      want.some((s) => s.href === '/finance/ru/install.html' && !s.header),
      'Установка finds the Russian install page',
    );
    await type(page, 'Установка', want.length);
    assert.deepEqual(await optionTexts(page), want.map(label));
    // English words on Russian pages find only Russian pages.
    const english = expected('a', '/finance/ru/');
    assert.ok(english.every((s) => s.href.startsWith('/finance/ru/')));
    await type(page, 'a', english.length);
    assert.deepEqual(await optionTexts(page), english.map(label));
    await page.close();

    const en = await open('finance/');
    assert.deepEqual(expected('Установка'), []);
    await box(en).click();
    await box(en).fill('Установка');
    await en.waitForSelector('text=See all results');
    assert.equal(await options$(en).count(), 0);
    const mixed = expected('a');
    await type(en, 'a', mixed.length);
    assert.ok((await optionTexts(en)).length > 0);
    assert.ok(mixed.every((s) => !s.href.startsWith('/finance/ru/')));
    await en.close();
  });
});

describe('results page', () => {
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
      for (const item of await page.locator('main ol > li').all()) {
        await item.scrollIntoViewIfNeeded();
      }
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

  test('Enter with no suggestion focused opens the results page', async () => {
    const page = await open('api/data/series/query.html');
    await type(page, 'series query', expected('series query').length);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.endsWith('/search.html'));
    assert.equal(path(page), `${BASE_PATH}search.html?q=series query`);
    assert.ok((await results(page)).length > 0);
    await page.close();
  });

  test('"See all results" opens the results page', async () => {
    const page = await open('api/data/series/query.html');
    await type(page, 'entity tags', expected('entity tags').length);
    await page.getByText('See all results').click();
    await page.waitForURL((url) => url.pathname.endsWith('/search.html'));
    assert.equal(path(page), `${BASE_PATH}search.html?q=entity tags`);
    await page.close();
  });

  test('every matching page, ranked, with highlighted snippets', async () => {
    const query = 'series query';
    const want = english.search(query);
    assert.ok(want.length > 20, `${want.length} results`);
    const scores = want.map((r) => r.score);
    assert.deepEqual(
      scores,
      [...scores].sort((a, b) => b - a),
    );
    // the page titled with the query first; pages that only mention the words further down
    assert.deepEqual([want[0]!.page.r, want[0]!.tier], ['/api/data/series/query.html', 'exact']);
    assert.ok(want.some((r) => r.tier === 'body'));

    const page = await open(`search.html?q=${encodeURIComponent(query)}`);
    const shown = await results(page, true);
    assert.equal(shown.length, want.length);
    const views = want.map((r) => english.view(r, query));
    assert.deepEqual(
      shown.map((r) => r.href),
      views.map((v) => `${BASE_PATH}${v.href.slice(1)}`),
    );
    assert.deepEqual(
      shown.map((r) => r.title),
      views.map((v) => (v.header ? `${v.title} > ${v.header}` : v.title)),
    );
    assert.match(
      (await page.locator('main [role="status"]').textContent()) ?? '',
      new RegExp(`^${want.length} pages match`),
    );
    const marked = shown.filter((r) => r.marks.length > 0);
    assert.ok(marked.length > want.length / 2);
    assert.ok(
      // Marked words are the words that matched: a stem of a query word, or a longer word it begins
      // ("series" marks "serialized" too, the prefix rule of src/search/text.ts).
      marked.every((r) => r.marks.every((m) => queryTerms(query).some((q) => termMatches(term(m) ?? '', q)))),
      JSON.stringify(marked.slice(0, 3)),
    );

    assert.deepEqual(await axeViolations(page, {include: 'main'}), []);

    // The URL can be reloaded and shared.
    await page.reload();
    await hydrated(page);
    assert.equal((await results(page)).length, want.length);
    assert.equal(await page.getByRole('searchbox', {name: 'Search'}).inputValue(), query);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('a query fetches only the index fragments it needs; the same query again fetches nothing', async () => {
    const fetched: string[] = [];
    const page = await browser().newPage();
    page.on('request', (request) => {
      const {pathname} = new URL(request.url());
      if (pathname.includes(`/${INDEX_DIR}/`)) fetched.push(pathname.slice(`${BASE_PATH}${INDEX_DIR}/`.length));
    });
    await page.goto(`${server().origin}${BASE_PATH}search.html?q=series`);
    await hydrated(page);
    const shown = await results(page);
    assert.ok(shown.length > 20, `${shown.length} results`);
    await page.waitForFunction(() => document.querySelector('main ol > li[aria-busy="false"]'));
    await page.waitForLoadState('networkidle');
    const dir = fullTextDir('en-US');
    assert.deepEqual(
      fetched.filter((file) => !file.startsWith(`${dir}/pages/`)).sort(),
      [metaFile('en-US'), `${dir}/terms/73-65.json`, TITLES_FILE].sort(), // "se"; the names index
    );
    const texts = fetched.filter((file) => file.startsWith(`${dir}/pages/`)).length;
    assert.ok(texts > 0 && texts < shown.length && texts < titlesFile.pages.length / 4, `${texts} page texts`);

    // Another query, then the first one again: the second run of it requests nothing.
    const input = page.getByRole('searchbox', {name: 'Search'});
    await input.fill('timezone');
    await input.press('Enter');
    await page.waitForURL((url) => url.search === '?q=timezone');
    await results(page);
    await page.waitForLoadState('networkidle');
    const before = fetched.length;
    await page.goBack();
    await page.waitForURL((url) => url.search === '?q=series');
    assert.equal((await results(page)).length, shown.length);
    await page.waitForFunction(() => document.querySelector('main ol > li[aria-busy="false"]'));
    await page.waitForLoadState('networkidle');
    assert.deepEqual(fetched.slice(before), []);
    await page.close();
  });

  test('the results page form searches again', async () => {
    const page = await open('search.html?q=series');
    await results(page);
    const input = page.getByRole('searchbox', {name: 'Search'});
    await input.fill('timezone');
    await input.press('Enter');
    await page.waitForURL((url) => url.search === '?q=timezone');
    assert.equal((await results(page)).length, english.search('timezone').length);
    await page.close();
  });

  test('the results page keeps the Russian locale', async () => {
    const page = await open('finance/ru/install.html');
    await type(page, 'Установка', expected('Установка', '/finance/ru/').length);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.endsWith('/search.html'));
    assert.equal(path(page), `${BASE_PATH}search.html?q=Установка&lang=ru`);
    const shown = await results(page);
    const want = russian.search('Установка');
    assert.ok(want.length > 0);
    assert.equal(shown.length, want.length);
    assert.ok(shown.every((r) => r.href.startsWith(`${BASE_PATH}finance/ru/`)));
    assert.ok(shown.some((r) => r.href === `${BASE_PATH}finance/ru/install.html`));
    assert.match((await page.locator('main [role="status"]').textContent()) ?? '', /найдено/);
    await page.close();

    // English results never list Russian pages.
    const en = await open('search.html?q=ATSD');
    const shownEn = await results(en);
    assert.ok(shownEn.length > 0);
    assert.ok(shownEn.every((r) => !r.href.includes('/finance/ru/')));
    await en.close();
  });

  test('an empty query and a query with no match say so', async () => {
    const page = await open('search.html');
    assert.deepEqual(await results(page), []);
    assert.equal(
      await page.locator('main [role="status"]').textContent(),
      'Type a word or phrase to search the documentation.',
    );
    await page.goto(`${server().origin}${BASE_PATH}search.html?q=${encodeURIComponent('qwxzv nothingmatches')}`);
    await hydrated(page);
    assert.deepEqual(await results(page), []);
    assert.equal(await page.locator('main [role="status"]').textContent(), 'No pages match “qwxzv nothingmatches”.');
    assert.deepEqual(errors, []);
    await page.close();
  });
});
