import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pagePerTest } from '../lib/browser.ts';
import { baseUrl } from '../lib/server.ts';
import { choose, screenshot, signIn, signInAt } from '../lib/session.ts';

const screenUrl = `${baseUrl}/community-settings/notifications`;
// Closing the tab goes to community settings, which opens its first tab (unit statuses for these users).
const closedUrl = `${baseUrl}/community-settings/unit-statuses`;
let page: Page;
const consoleErrors: string[] = [];

pagePerTest({ width: 1280, height: 900 }, consoleErrors, (opened) => {
  ({ page } = opened);
});

const settingsTab = (name: string) => page.getByTestId('tabbed-view').getByRole('tab', { name, exact: true });

/** Signs in and opens the 'notification' tab of community settings. */
async function openScreen(email: string) {
  await signInAt(page, baseUrl, email, `/community-settings`);
  await page.waitForURL(closedUrl);
  await settingsTab('notification').click();
  await page.waitForURL(screenUrl);
  await page.getByTestId('notification-settings').waitFor();
  // One title, the settings': the tab names the screen.
  expect(await page.getByTestId('page-title').textContent()).toBe('community settings');
  expect(await settingsTab('notification').getAttribute('aria-selected')).toBe('true');
  expect(await page.getByRole('heading', { name: 'notification', exact: true }).count()).toBe(0);
}

const toggle = (channel: string, event: string) => page.getByRole('switch', { name: `${channel} for ${event}` });
// The switch's input is drawn by its track; a click on the input is what a user's click on the track does.
const flip = (channel: string, event: string) => toggle(channel, event).click({ force: true });
const dialog = () => page.getByRole('dialog');

describe('notification settings', () => {
  it('community manager: switches an e-mail off, goes back when asked before leaving, saves with the confirmation and still sees it off after a reload', async () => {
    await openScreen('manager@maple.demo');
    expect(await toggle('email', 'leak detected').isChecked()).toBe(true);
    // Mobile and in-app are shown, never editable; e-mail is.
    const mobile = page.getByRole('switch', { name: /^mobile for / });
    const inApp = page.getByRole('switch', { name: /^in-app for / });
    expect(await mobile.count()).toBeGreaterThan(0);
    for (const each of [...(await mobile.all()), ...(await inApp.all())]) expect(await each.isDisabled()).toBe(true);
    expect(await toggle('mobile', 'leak detected').isChecked()).toBe(true);
    expect(await toggle('email', 'leak detected').isDisabled()).toBe(false);
    await screenshot(page, 'notification-settings');

    await flip('email', 'leak detected');
    expect(await toggle('email', 'leak detected').isChecked()).toBe(false);
    // Another tab is another screen: leaving with changes asks first.
    await settingsTab('unit statuses').click();
    await dialog().getByText('Notification Settings changes you made may not be saved').waitFor();
    await screenshot(page, 'notification-settings-leave');
    await dialog().getByRole('button', { name: 'go back' }).click();
    await dialog().waitFor({ state: 'detached' });
    expect(page.url()).toBe(screenUrl);
    expect(await settingsTab('notification').getAttribute('aria-selected')).toBe('true');
    expect(await toggle('email', 'leak detected').isChecked()).toBe(false);

    await page.getByRole('button', { name: 'save', exact: true }).click();
    await dialog().getByText('Notification Settings changes will be saved').waitFor();
    await screenshot(page, 'notification-settings-save');
    await dialog().getByRole('button', { name: 'yes, save' }).click();
    await page.getByText('settings successfully saved').waitFor();
    // Saving closes the tab: back to community settings, on its first tab.
    await page.waitForURL(closedUrl);

    await page.goto(screenUrl);
    await page.reload();
    await page.getByTestId('notification-settings').waitFor();
    expect(await toggle('email', 'leak detected').isChecked()).toBe(false);
    expect(consoleErrors).toEqual([]);
  });

  it('community manager: edits a category’s audience while unsaved switches wait underneath; leaving anyway drops only the switches', async () => {
    await openScreen('manager@maple.demo');
    await flip('email', 'lock offline');
    const category = page.getByTestId('category-service-requests');
    await category.getByRole('link', { name: 'edit audience' }).click();
    await page.waitForURL(/\/community-settings\/notifications\/audience\/service-requests\?name=community\+staff$/);
    const form = page.getByTestId('audience-form');
    await form.waitFor();
    await page.getByTestId('audience-everyone').waitFor();
    await form.getByLabel('audience name').fill('Maintenance team');
    await form.getByRole('checkbox', { name: /Val Viewer/ }).uncheck();
    await screenshot(page, 'notification-settings-audience');
    await form.getByRole('button', { name: 'save' }).click();
    await page.getByText('audience saved').waitFor();
    await form.waitFor({ state: 'detached' });
    expect(page.url()).toBe(screenUrl);
    await category.getByText('audience: Maintenance team').waitFor();
    // The screen stayed under the audience with the user's switch.
    expect(await toggle('email', 'lock offline').isChecked()).toBe(true);

    await page.getByRole('button', { name: 'cancel' }).click();
    await dialog().getByText('Notification Settings changes you made may not be saved').waitFor();
    await dialog().getByRole('button', { name: 'leave anyway' }).click();
    await page.waitForURL(closedUrl);

    await page.goto(screenUrl);
    await page.getByTestId('notification-settings').waitFor();
    expect(await toggle('email', 'lock offline').isChecked()).toBe(false);
    await category.getByText('audience: Maintenance team').waitFor();
    await category.getByRole('link', { name: 'edit audience' }).click();
    await form.waitFor();
    expect(await form.getByLabel('audience name').inputValue()).toBe('Maintenance team');
    expect(await form.getByRole('checkbox', { name: /Val Viewer/ }).isChecked()).toBe(false);
    expect(await form.getByRole('checkbox', { name: /Morgan Manager/ }).isChecked()).toBe(true);
    expect(await page.getByTestId('audience-everyone').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it('portfolio user: changing community with unsaved switches asks first; go back keeps both, leave anyway opens the other community’s settings', async () => {
    await signIn(page, baseUrl, 'portfolio@acme.demo');
    await page.getByTestId('community-selector').waitFor();
    await choose(page, 'community-selector', 'Maple Court');
    await page.getByTestId('home-community').waitFor();
    await page.goto(screenUrl);
    await page.getByTestId('notification-settings').waitFor();
    const before = await toggle('email', 'lock offline').isChecked();
    await flip('email', 'lock offline');

    await choose(page, 'community-selector', 'Harbor View');
    await dialog().getByText('Notification Settings changes you made may not be saved').waitFor();
    await screenshot(page, 'notification-settings-community-switch');
    await dialog().getByRole('button', { name: 'go back' }).click();
    await dialog().waitFor({ state: 'detached' });
    expect(await page.getByTestId('community-selector').inputValue()).toBe('Maple Court');
    expect(await toggle('email', 'lock offline').isChecked()).toBe(!before);
    expect(await page.getByTestId('notification-settings').getAttribute('data-dirty')).toBe('true');

    await choose(page, 'community-selector', 'Harbor View');
    await dialog().getByRole('button', { name: 'leave anyway' }).click();
    await expect.poll(() => page.getByTestId('community-selector').inputValue()).toBe('Harbor View');
    await expect
      .poll(() => page.getByTestId('notification-settings').getAttribute('data-dirty'), { timeout: 10_000 })
      .toBe('false');
    expect(page.url()).toBe(screenUrl);
    // A clean screen lets the context change without a question; Maple Court kept what it had.
    await choose(page, 'community-selector', 'Maple Court');
    await expect.poll(() => page.getByTestId('community-selector').inputValue()).toBe('Maple Court');
    expect(await dialog().count()).toBe(0);
    await page.getByTestId('notification-settings').waitFor();
    await expect.poll(() => toggle('email', 'lock offline').isChecked()).toBe(before);
    expect(consoleErrors).toEqual([]);
  });

  it('community manager: save on a clean form just closes, without asking', async () => {
    await openScreen('manager@maple.demo');
    await page.getByRole('button', { name: 'save', exact: true }).click();
    await page.waitForURL(closedUrl);
    expect(await dialog().count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it('community viewer: may change the notification settings too (the spec: always permitted)', async () => {
    await openScreen('viewer@maple.demo');
    expect(await toggle('email', 'device battery low').isDisabled()).toBe(false);
    expect(await toggle('email', 'device battery low').isChecked()).toBe(false);
    expect(await page.getByRole('link', { name: 'edit audience' }).count()).toBe(4);
    await flip('email', 'device battery low');
    await page.getByRole('button', { name: 'save', exact: true }).click();
    await dialog().getByRole('button', { name: 'yes, save' }).click();
    await page.getByText('settings successfully saved').waitFor();
    await page.waitForURL(closedUrl);
    await page.goto(screenUrl);
    await page.getByTestId('notification-settings').waitFor();
    expect(await toggle('email', 'device battery low').isChecked()).toBe(true);
    await screenshot(page, 'notification-settings-viewer');
    expect(consoleErrors).toEqual([]);
  });
});
