import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../lib/a11y.ts';
import { pagePerTest, settled } from '../lib/browser.ts';
import { baseUrl } from '../lib/server.ts';
import { screenshot, signInAt } from '../lib/session.ts';

let page: Page;
const consoleErrors: string[] = [];
pagePerTest({ width: 1280, height: 900 }, consoleErrors, (opened) => {
  ({ page } = opened);
});

/** The locks confirm in the background (the device jobs): generous, a loaded machine is slow. */
const CONFIRM_TIMEOUT = 90_000;
/** A location of Maple Court with locks (the staff access test grants it too). */
const LOCATION = 'Building B';

async function checkScreen(name: string): Promise<void> {
  await settled(page);
  expect(await seriousViolations(page), name).toEqual([]);
  // A full-page picture of a scrolled page paints the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `keys-${name}`);
}

/** Every grant of the key shows all its locks confirmed, and the grants reach at least one lock. */
const allConfirmed = () =>
  page
    .getByTestId('grant-locks')
    .evaluateAll(
      (cells) =>
        cells.some((cell) => Number(cell.getAttribute('data-locks')) > 0) &&
        cells.every((cell) => cell.getAttribute('data-complete') === 'true'),
    );
const keyState = () => page.getByTestId('key-details').getAttribute('data-state');

/** Waits until the key is in `expected` and every lock confirmed what it was asked. */
async function settledAs(expected: string): Promise<void> {
  await expect.poll(keyState, { timeout: CONFIRM_TIMEOUT, interval: 500 }).toBe(expected);
  await expect.poll(allConfirmed, { timeout: CONFIRM_TIMEOUT, interval: 1_000 }).toBe(true);
}

describe('keys', () => {
  it('community manager: adds a key for Building B (after a number already taken), assigns it to a resident, takes it back as not returned, and deletes it', async () => {
    const number = `E2E-${Date.now().toString(36).toUpperCase()}`;

    // The keys tab of the access area: the demo's fobs, filtered by state in the address.
    await signInAt(page, baseUrl, 'manager@maple.demo', `/iot/keys`);
    await page.getByTestId('keys-table').waitFor();
    await page.getByTestId('tabbed-view').getByRole('tab', { name: 'Keys' }).waitFor();
    await checkScreen('list');
    await page.getByTestId('keys-state-filter').click();
    await page.getByRole('option', { name: 'Not returned', exact: true }).click();
    await page.waitForURL(/state=NOT_RETURNED/);
    await expect
      .poll(() =>
        page.getByTestId('key-state').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-state'))),
      )
      .toEqual(['NOT_RETURNED']);

    // Add key: a demo fob's number is refused on its field and what was typed stays; then a new number.
    await page.getByRole('link', { name: 'Add key' }).click();
    await page.getByTestId('key-form').waitFor();
    await page.getByTestId('key-form-number').fill('10041');
    await page.getByTestId('key-form-description').fill('Spare fob, front desk');
    await page.getByTestId('key-form-locations').click();
    await page.getByRole('option', { name: LOCATION, exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('key-form-save').click();
    await page.getByText('A key with this number already exists in this community.').waitFor();
    expect(await page.getByTestId('key-form-description').inputValue()).toBe('Spare fob, front desk');
    await checkScreen('create-taken');
    await page.getByTestId('key-form-number').fill(number);
    await page.getByTestId('key-form-save').click();

    // The key, in stock: nobody holds it, it opens nothing.
    await page.getByTestId('key-details').waitFor();
    expect(page.url()).toMatch(/\/iot\/keys\/[0-9a-f-]{36}$/);
    const keyUrl = page.url();
    expect(await keyState()).toBe('UNASSIGNED');
    expect(await page.getByTestId('key-locations').textContent()).toBe(LOCATION);
    await page.getByTestId('grants-empty').waitFor();

    // Assign it (a modal over the key) to the first resident offered.
    await page.getByTestId('key-assign').click();
    await page.getByTestId('key-assign-form').waitFor();
    await page.getByTestId('key-assign-holder').click();
    const option = page.getByRole('option', { name: / · Resident/ }).first();
    const label = (await option.textContent()) ?? '';
    const resident = label.split(' · ')[0]!;
    await option.click();
    await checkScreen('assign');
    await page.getByTestId('key-assign-save').click();

    // Issued: the holder, its grant for Building B and its locks confirming, the holding in the history.
    await page.waitForURL(keyUrl);
    await settledAs('ISSUED');
    expect(await page.getByTestId('key-holder').textContent()).toBe(`${resident} (Resident)`);
    await page.getByTestId('key-settled').waitFor();
    expect(await page.getByTestId('holding-holder').first().textContent()).toBe(resident);
    await checkScreen('details-issued');

    // Take back: it was not handed in. The locks forget it; the key is NOT_RETURNED.
    await page.getByTestId('key-take-back').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Was the key handed in?').waitFor();
    await dialog.getByText('No, it was not returned').click();
    await checkScreen('take-back');
    await dialog.getByRole('button', { name: 'Take back' }).click();
    await settledAs('NOT_RETURNED');
    expect(await page.getByTestId('grant-status').first().getAttribute('data-state')).toBe('REVOKED');
    expect(await page.getByTestId('holding-revoked').first().textContent()).not.toBe('still holds it');
    await page.getByTestId('key-mark-returned').waitFor();
    await checkScreen('details-not-returned');

    // Delete it, after the question; the list opens and no longer finds it.
    await page.getByTestId('key-delete').click();
    await page.getByText('Are you sure you want to delete this key?').waitFor();
    await checkScreen('delete');
    await page.getByTestId('key-delete-confirm').click();
    await page.waitForURL(/\/iot\/keys$/);
    await page.getByTestId('keys-search').fill(number);
    await page.waitForURL(new RegExp(`q=${number}`));
    await page.getByTestId('keys-empty').waitFor();

    // The browser logs one refused request: the number already taken, which the test asked for.
    expect(consoleErrors).toEqual([expect.stringContaining('status of 409')]);
  });

  it('community manager: creates a group with one resident for Building B (its locks confirm), then takes the resident out (the locks forget the group key)', async () => {
    const name = `E2E group ${Date.now().toString(36)}`;

    // The groups tab of the access area: the demo's Pool club.
    await signInAt(page, baseUrl, 'manager@maple.demo', `/iot/groups`);
    await page.getByTestId('groups-table').waitFor();
    await page.getByTestId('tabbed-view').getByRole('tab', { name: 'Groups' }).waitFor();
    await page.getByRole('link', { name: 'Pool club' }).waitFor();
    await checkScreen('groups-list');

    // Create group: a name, Building B, and the first resident offered.
    await page.getByRole('link', { name: 'Create group' }).click();
    await page.getByTestId('group-form').waitFor();
    await page.getByTestId('group-form-name').fill(name);
    await page.getByTestId('group-form-description').fill('Lobby after hours');
    await page.getByTestId('group-form-locations').click();
    await page.getByRole('option', { name: LOCATION, exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('group-form-members').click();
    const option = page.getByRole('option', { name: / · Resident/ }).first();
    const resident = ((await option.textContent()) ?? '').split(' · ')[0]!;
    await option.click();
    await page.keyboard.press('Escape');
    await checkScreen('group-create');
    await page.getByTestId('group-form-save').click();

    // The group: its member, and its grant for Building B with the locks confirming.
    await page.getByTestId('group-details').waitFor();
    expect(page.url()).toMatch(/\/iot\/groups\/[0-9a-f-]{36}$/);
    expect(await page.getByTestId('group-title').textContent()).toBe(name);
    expect(await page.getByTestId('member-name').textContent()).toBe(resident);
    await expect.poll(allConfirmed, { timeout: CONFIRM_TIMEOUT, interval: 1_000 }).toBe(true);
    await page.getByTestId('group-settled').waitFor();
    await checkScreen('group-details');

    // Edit: the resident taken out. The locks forget the group key; the grant ends REVOKED.
    await page.getByTestId('group-edit').click();
    await page.getByTestId('group-form').waitFor();
    await page.getByText(`${resident} · Resident`).waitFor();
    await page.getByTestId('group-form-members').click();
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Escape');
    await checkScreen('group-edit');
    await page.getByTestId('group-form-save').click();
    await page.getByTestId('group-details').waitFor();
    await page.getByTestId('members-empty').waitFor();
    await expect
      .poll(() => page.getByTestId('grant-status').first().getAttribute('data-state'), {
        timeout: CONFIRM_TIMEOUT,
        interval: 1_000,
      })
      .toBe('REVOKED');
    await expect.poll(allConfirmed, { timeout: CONFIRM_TIMEOUT, interval: 1_000 }).toBe(true);
    await checkScreen('group-member-removed');
    expect(consoleErrors).toEqual([]);
  });

  it('community manager: the fire key tab lists FD-1; management refuses a taken number keeping what was typed, adds one for Building B (its locks confirm) and revokes it', async () => {
    const number = `FD-${Date.now().toString(36).toUpperCase()}`;
    const fireKeyState = () => page.getByTestId('firekey-details').getAttribute('data-state');

    // The fire key tab of the access area (Maple Court's firekey setting is on): the demo's FD-1.
    await signInAt(page, baseUrl, 'manager@maple.demo', '/iot/firekey');
    await page.getByTestId('tabbed-view').getByRole('tab', { name: 'Fire key' }).waitFor();
    await page.getByRole('link', { name: 'FD-1' }).waitFor();
    await checkScreen('firekey-list');

    // Manage: a taken number is refused on its field and what was typed stays; then a new number.
    await page.getByRole('link', { name: 'Manage fire keys' }).click();
    await page.getByTestId('firekey-form').waitFor();
    await page.getByTestId('firekey-form-number').fill('fd-1');
    await page.getByTestId('firekey-form-description').fill('Knox box, north gate');
    await page.getByTestId('firekey-form-locations').click();
    await page.getByRole('option', { name: LOCATION, exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('firekey-form-save').click();
    await page.getByText('A fire key with this number already exists in this community.').waitFor();
    expect(await page.getByTestId('firekey-form-description').inputValue()).toBe('Knox box, north gate');
    await checkScreen('firekey-taken');
    await page.getByTestId('firekey-form-number').fill(number);
    await page.getByTestId('firekey-form-save').click();

    // Added: it opens under the list, and every lock of Building B confirms it.
    await page.waitForURL(/fireKey=[0-9a-f-]{36}/);
    expect(await page.getByTestId('firekey-title').textContent()).toBe(`Fire key ${number}`);
    await expect.poll(allConfirmed, { timeout: CONFIRM_TIMEOUT, interval: 1_000 }).toBe(true);
    expect(await fireKeyState()).toBe('ACTIVE');
    await checkScreen('firekey-added');

    // Revoked after the question: REVOKING until every lock confirmed, then REVOKED.
    await page.getByTestId('firekey-revoke').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await expect.poll(fireKeyState, { timeout: CONFIRM_TIMEOUT, interval: 500 }).toBe('REVOKED');
    await expect.poll(allConfirmed, { timeout: CONFIRM_TIMEOUT, interval: 1_000 }).toBe(true);
    await checkScreen('firekey-revoked');
    // The browser logs one refused request: the number already taken, which the test asked for.
    expect(consoleErrors).toEqual([expect.stringContaining('status of 409')]);
  });
});
