/**
 * The administration sidebar's groups (User Management, SSL, Configuration, Data Management,
 * Monitoring, Migration): they render as categories, the current page's group opens on arrival,
 * one group is open at a time, and a click on the open group closes it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {BASE_PATH, hydrated, withBrowser, withSite} from './harness';

const server = withSite();
const browser = withBrowser();

const GROUPS = ['User Management', 'SSL', 'Configuration', 'Data Management', 'Monitoring', 'Migration'];

/** The category of the sidebar named `label`: its `<li>`. */
function group(page: Page, label: string) {
  return page.locator('nav.menu li.theme-doc-sidebar-item-category', {
    has: page.locator(':scope > .menu__list-item-collapsible a', {hasText: new RegExp(`^${label}$`)}),
  });
}

/** The labels of the groups that are open, in sidebar order. */
async function openGroups(page: Page): Promise<string[]> {
  const open: string[] = [];
  for (const label of GROUPS) {
    const item = group(page, label);
    if (!(await item.evaluate((li) => li.classList.contains('menu__list-item--collapsed')))) open.push(label);
  }
  return open;
}

test('the administration groups render, and the current page opens its own', async () => {
  const page = await browser().newPage();
  await page.goto(`${server().origin}${BASE_PATH}administration/ssl-self-signed.html`);
  await hydrated(page);
  for (const label of GROUPS) {
    assert.equal(await group(page, label).count(), 1, `group ${label}`);
  }
  assert.deepEqual(await openGroups(page), ['SSL']);
  const current = page.locator('nav.menu a.menu__link--active', {hasText: 'Self-signed Certificate'});
  assert.ok(await current.isVisible(), 'the current page is shown inside its open group');
  await page.close();
});

test('opening a group closes the open one, and a click on the open group closes it', async () => {
  const page = await browser().newPage();
  await page.goto(`${server().origin}${BASE_PATH}administration/restarting.html`);
  await hydrated(page);
  assert.deepEqual(await openGroups(page), [], 'a page outside the groups opens none');

  // A group without a page of its own is toggled by its label (a link with the button role).
  const toggle = (label: string) => group(page, label).locator(':scope > .menu__list-item-collapsible > a');
  await toggle('Configuration').click();
  await page.waitForFunction(() => document.querySelector('nav.menu a[href$="/administration/mail-client.html"]'));
  assert.deepEqual(await openGroups(page), ['Configuration']);

  await toggle('Monitoring').click();
  await group(page, 'Configuration').and(page.locator('.menu__list-item--collapsed')).waitFor();
  assert.deepEqual(await openGroups(page), ['Monitoring']);

  await toggle('Monitoring').click();
  await group(page, 'Monitoring').and(page.locator('.menu__list-item--collapsed')).waitFor();
  assert.deepEqual(await openGroups(page), []);

  // The keyboard opens a group too.
  await toggle('SSL').focus();
  await page.keyboard.press('Enter');
  await group(page, 'SSL').and(page.locator(':not(.menu__list-item--collapsed)')).waitFor();
  assert.deepEqual(await openGroups(page), ['SSL']);
  await page.close();
});
