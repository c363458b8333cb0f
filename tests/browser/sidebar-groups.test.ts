/**
 * The administration sidebar's groups (User Management, SSL, Configuration, Data Management,
 * Monitoring, Migration): they render as categories, the current page's group opens on arrival,
 * one group is open at a time, and a click on the open group closes it.
 */
import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';

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

test('the administration groups render, and the current page opens its own', async ({open}) => {
  const page = await open('administration/ssl-self-signed.html');
  for (const label of GROUPS) {
    await expect(group(page, label), `group ${label}`).toHaveCount(1);
  }
  expect(await openGroups(page)).toEqual(['SSL']);
  const current = page.locator('nav.menu a.menu__link--active', {hasText: 'Self-signed Certificate'});
  await expect(current, 'the current page is shown inside its open group').toBeVisible();
});

test('opening a group closes the open one, and a click on the open group closes it', async ({open}) => {
  const page = await open('administration/restarting.html');
  await expect.poll(() => openGroups(page), 'a page outside the groups opens none').toEqual([]);

  // A group without a page of its own is toggled by its label (a link with the button role).
  const toggle = (label: string) => group(page, label).locator(':scope > .menu__list-item-collapsible > a');
  await toggle('Configuration').click();
  await page.waitForFunction(() => document.querySelector('nav.menu a[href$="/administration/mail-client.html"]'));
  await expect.poll(() => openGroups(page)).toEqual(['Configuration']);

  await toggle('Monitoring').click();
  await expect.poll(() => openGroups(page)).toEqual(['Monitoring']);

  await toggle('Monitoring').click();
  await expect.poll(() => openGroups(page)).toEqual([]);

  // The keyboard opens a group too.
  await toggle('SSL').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => openGroups(page)).toEqual(['SSL']);
});
