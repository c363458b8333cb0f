/**
 * The interface around a Russian page is Russian (i18n/ru/code.json, chosen per page by
 * src/i18n/), and the English pages keep their English interface. Checked in the HTML the server
 * sends, after hydration, on a phone, and across client-side navigation between the languages.
 */
import fs from 'node:fs';
import {MOBILE, expect, reachComments, test, watchErrors, watchForLabel} from './fixtures';

type Messages = Record<string, {message: string}>;
const en = JSON.parse(fs.readFileSync('i18n/en/code.json', 'utf8')) as Messages;
const ru = JSON.parse(fs.readFileSync('i18n/ru/code.json', 'utf8')) as Messages;

/** The interface strings the issue names, by the theme's message ids. */
const INTERFACE = [
  'theme.TOCCollapsible.toggleButtonLabel',
  'theme.docs.paginator.navAriaLabel',
  'theme.docs.paginator.previous',
  'theme.docs.paginator.next',
  'theme.common.editThisPage',
  'theme.docs.breadcrumbs.navAriaLabel',
  'theme.docs.breadcrumbs.home',
  'theme.CodeBlock.copy',
  'theme.CodeBlock.copied',
  'theme.CodeBlock.copyButtonAriaLabel',
  'theme.CodeBlock.wordWrapToggle',
  'theme.BackToTopButton.buttonAriaLabel',
  'theme.docs.sidebar.toggleSidebarButtonAriaLabel',
  'theme.docs.sidebar.closeSidebarButtonAriaLabel',
  'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel',
  'theme.common.skipToMainContent',
  'theme.common.headingLinkTitle',
  'theme.docs.sidebar.navAriaLabel',
  'theme.NavBar.navAriaLabel',
  'atsd.search.label',
  'atsd.search.placeholder',
  'atsd.search.suggestions',
  'atsd.search.seeAll',
  'atsd.comments.label',
  'theme.colorToggle.ariaLabel',
];

/** The English message up to its first placeholder: words a reader would see whatever fills it. */
const words = (message: string) =>
  message
    .split(/\{\w+\}/)[0]!
    .replace(/[\s'"«»“”(]+$/, '')
    .trim();

// Runs in the page, so no helper functions inside. Every string of the interface: the names and
// hints of every element, and the text of everything but the page's content and the titles taken
// from it (its headers in the table of contents and the sidebar, page titles in links).
function interfaceStrings(): string[] {
  const strings: string[] = [];
  const content =
    '.theme-doc-markdown, .table-of-contents, .menu__link, .navbar__link, .breadcrumbs__link, .pagination-nav__label';
  for (const element of Array.from(document.body.querySelectorAll('*:not(script, style, noscript)'))) {
    for (const name of ['aria-label', 'title', 'placeholder']) {
      const value = element.getAttribute(name);
      // Inside the content only the controls' own: links and heading anchors name content.
      if (value && (!element.closest('.theme-doc-markdown') || element.closest('button'))) {
        strings.push(value);
      }
    }
    if (!element.closest(content) || element.closest('button')) {
      for (const node of Array.from(element.childNodes)) {
        if (node.nodeType === Node.TEXT_NODE && node.textContent!.trim()) {
          strings.push(node.textContent!.trim());
        }
      }
    }
  }
  return strings;
}

/** The English interface strings found among `strings`, with the message id each belongs to. */
function englishIn(strings: string[]): string[] {
  const found = (id: string) => {
    const english = words(en[id]!.message).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return strings.some((s) => new RegExp(`(^|\\P{L})${english}(\\P{L}|$)`, 'u').test(s));
  };
  return INTERFACE.filter(found).map((id) => `${id}: "${en[id]!.message}"`);
}

const RUSSIAN_PAGE = 'finance/ru/sql.html';

test.describe('a Russian page', () => {
  test('sends no English interface string, and hydrates without changing that', async ({site, open, served}) => {
    const plain = await served(RUSSIAN_PAGE);
    const live = await open(RUSSIAN_PAGE);
    const problems = watchErrors(live, site.origin);
    for (const page of [plain, live]) {
      const strings = await page.evaluate(interfaceStrings);
      expect(strings.length, 'the page has an interface').toBeGreaterThan(20);
      expect(englishIn(strings)).toEqual([]);
      for (const id of [
        'theme.common.editThisPage',
        'theme.docs.paginator.next',
        'theme.BackToTopButton.buttonAriaLabel',
        'theme.docs.breadcrumbs.navAriaLabel',
        'atsd.search.placeholder',
      ]) {
        expect(strings, `${id}: "${ru[id]!.message}" is shown`).toContain(ru[id]!.message);
      }
      const anchorName = ru['theme.common.headingLinkTitle']!.message.replace('{heading}', 'Comments');
      await expect(page.locator('#comments > a.hash-link')).toHaveAttribute('aria-label', anchorName);
    }
    expect(problems).toEqual([]);
  });

  test('the copy button says it copied in Russian', async ({open}) => {
    const page = await open(RUSSIAN_PAGE);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const button = page.getByRole('button', {name: ru['theme.CodeBlock.copyButtonAriaLabel']!.message}).first();
    const copied = await watchForLabel(page, ru['theme.CodeBlock.copied']!.message);
    await button.hover();
    await button.click();
    await copied();
  });

  test('on a phone: the menu, its back button and the table of contents are Russian', async ({open, newContext}) => {
    const page = await open(RUSSIAN_PAGE, await newContext(MOBILE));
    await page.getByRole('button', {name: ru['theme.TOCCollapsible.toggleButtonLabel']!.message}).waitFor();
    await page.getByRole('button', {name: ru['theme.docs.sidebar.toggleSidebarButtonAriaLabel']!.message}).click();
    await page.getByRole('button', {name: ru['theme.docs.sidebar.closeSidebarButtonAriaLabel']!.message}).waitFor();
    const strings = await page.evaluate(interfaceStrings);
    expect(englishIn(strings)).toEqual([]);
  });

  test('the search results page asked in Russian answers in Russian', async ({open}) => {
    const page = await open('search.html?q=zzzzqx&lang=ru');
    await page.getByText(ru['atsd.search.noResults']!.message.replace('{query}', 'zzzzqx')).waitFor();
    await expect(page.locator('main h1')).toHaveText(ru['atsd.search.pageTitle']!.message);
  });
});

test.describe('the comments widget', () => {
  // A stand-in widget that shows the configuration it was given.
  test.use({
    commentsScript: `window.REMARK42 = {createInstance(config) {
      config.node.dataset.locale = config.locale;
      return {destroy() {}};
    }};`,
  });

  test('is created in the page language', async ({open}) => {
    for (const [path, locale] of [
      [RUSSIAN_PAGE, 'ru'],
      ['finance/install.html', 'en'],
    ] as const) {
      const page = await open(path);
      await reachComments(page);
      await page.locator(`#remark42[data-locale="${locale}"]`).waitFor({state: 'attached'});
    }
  });
});

test.describe('an English page', () => {
  test('keeps its English interface', async ({open}) => {
    const page = await open('finance/install.html');
    const strings = await page.evaluate(interfaceStrings);
    for (const id of [
      'theme.common.editThisPage',
      'theme.BackToTopButton.buttonAriaLabel',
      'atsd.search.placeholder',
    ]) {
      expect(strings, `${id}: "${en[id]!.message}" is shown`).toContain(en[id]!.message);
    }
    expect(
      strings.filter((s) => /[А-Яа-яЁё]/.test(s) && s !== 'Русский'),
      'no Russian but the language name',
    ).toEqual([]);
  });

  test('switching language in the browser switches the interface, both ways', async ({open}) => {
    const page = await open('finance/install.html');
    await page.locator('.navbar button[aria-haspopup="true"]').click();
    await page.locator('.dropdown__menu a', {hasText: 'Русский'}).click();
    await page.waitForURL(/\/finance\/ru\/install\.html$/);
    // The URL changes when the navigation starts and the page renders once its route (and body) is
    // in; until then the English page is shown, and a part of it that renders again takes Russian
    // words. The doc's class on `<html>` comes with the new page.
    await page.waitForFunction(() => document.documentElement.classList.contains('docs-doc-id-finance/ru/install'));
    const editLinkReads = (text: string) =>
      page.waitForFunction((t) => document.querySelector('.theme-edit-this-page')?.textContent === t, text);
    await editLinkReads(ru['theme.common.editThisPage']!.message);
    expect(englishIn(await page.evaluate(interfaceStrings))).toEqual([]);
    await page.locator('.navbar button[aria-haspopup="true"]').click();
    await page.locator('.dropdown__menu a', {hasText: 'English'}).click();
    await page.waitForURL(/\/finance\/install\.html$/);
    await editLinkReads(en['theme.common.editThisPage']!.message);
  });
});
