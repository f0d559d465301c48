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

const pad = (n: number) => String(n).padStart(2, '0');
/** A datetime-local value `days` from now, on the browser's (and the test's) clock. */
function localInput(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

async function checkScreen(name: string): Promise<void> {
  await settled(page);
  expect(await seriousViolations(page), name).toEqual([]);
  // A full-page picture of a scrolled page paints the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `staff-access-${name}`);
}

/** Every grant of the access shows all its locks confirmed, and the grants reach at least one lock. */
const allConfirmed = () =>
  page
    .getByTestId('grant-locks')
    .evaluateAll(
      (cells) =>
        cells.some((cell) => Number(cell.getAttribute('data-locks')) > 0) &&
        cells.every((cell) => cell.getAttribute('data-complete') === 'true'),
    );

/** Waits until the access (or the pass) is in `expected` and every lock confirmed what it was asked. */
async function settledAs(expected: string, details = 'access-details'): Promise<void> {
  const status = () => page.getByTestId(details).getAttribute('data-status');
  await expect.poll(status, { timeout: CONFIRM_TIMEOUT, interval: 500 }).toBe(expected);
  await expect.poll(allConfirmed, { timeout: CONFIRM_TIMEOUT, interval: 1_000 }).toBe(true);
}

describe('temporary staff access', () => {
  it('community manager: grants a virtual key for Building B on weekdays 9 to 5 (after an hours conflict), sees its PIN and its locks confirm, suspends, resumes and revokes it, then finds it among the revoked and in the event log', async () => {
    // The access area opens on its first tab: temporary access, the active list.
    await signInAt(page, baseUrl, 'manager@maple.demo', `/iot/access`);
    await page.getByTestId('temporary-table').waitFor();
    expect(new URL(page.url()).pathname).toBe('/iot/staff-access');
    await checkScreen('active');

    // Grant access: a staff member, Building B, the coming days, Monday to Friday 9 am to 5 pm (each
    // new entry is the day after the last with its hours) and, first, an overlapping Monday entry.
    await page.getByRole('link', { name: 'Grant access' }).click();
    await page.getByTestId('access-form').waitFor();
    const staff = page.getByTestId('access-form-staff');
    await staff.click();
    await staff.fill('Val');
    await page.getByRole('option', { name: /^Val Viewer/ }).click();
    await page.getByTestId('access-form-locations').click();
    await page.getByRole('option', { name: 'Building B', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('access-form-until').fill(localInput(4));
    for (let day = 1; day <= 6; day++) await page.getByTestId('hours-add').click();
    await page.getByTestId('hours-5-days').selectOption('1');
    await page.getByTestId('hours-5-open-hours').selectOption('10');
    await page.getByTestId('hours-5-close-hours').selectOption('2');
    await page.getByTestId('access-form-reason').fill('Boiler service');
    await page.getByTestId('access-form-save').click();

    // The server names both entries of the conflict, each on its own entry; what was typed stays.
    const rows = page.getByTestId('hours-row');
    await rows.nth(0).getByText('conflicts with hours 6').waitFor();
    await rows.nth(5).getByText('conflicts with hours 1').waitFor();
    expect(await rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-invalid')))).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
      'true',
    ]);
    expect(await page.getByTestId('hours-5-open-hours').inputValue()).toBe('10');
    expect(await page.getByTestId('access-form-reason').inputValue()).toBe('Boiler service');
    await checkScreen('grant-conflict');
    await rows.nth(5).getByTestId('hours-remove').click();
    await page.getByTestId('access-form-save').click();

    // The access: its PIN, its weekday hours, and Building B's locks confirming the key.
    await page.getByTestId('access-details').waitFor();
    const detailsUrl = page.url();
    const accessId = detailsUrl.split('/').pop()!;
    expect(detailsUrl).toMatch(/\/iot\/staff-access\/access-details\/[0-9a-f-]{36}$/);
    expect(await page.getByTestId('access-pin').textContent()).toMatch(/^\d{6}$/);
    expect(await page.getByTestId('access-hours').textContent()).toBe('Weekdays 9:00\u00a0am–\u20605:00\u00a0pm');
    await settledAs('ACTIVE');
    await page.getByTestId('access-settled').waitFor();
    await checkScreen('details');

    // Suspend, then resume: each reaches the locks.
    await page.getByTestId('access-suspend').click();
    await settledAs('SUSPENDED');
    await page.getByTestId('access-resume').click();
    await settledAs('ACTIVE');

    // Revoke, after the spec's question: revoking until every lock confirmed, then revoked.
    await page.getByTestId('access-revoke').click();
    await page.getByText('are you sure you want to revoke access?').waitFor();
    await page.getByRole('button', { name: 'yes' }).click();
    await settledAs('REVOKED');
    expect(await page.getByTestId('access-revoke').count()).toBe(0);
    await checkScreen('revoked');

    // It is in the expired-or-revoked list (the access area, from the menu), which opens it at its own address.
    await page.getByTestId('left-nav').getByRole('link', { name: 'Access', exact: true }).click();
    await page.getByTestId('temporary-table').waitFor();
    await page.getByTestId('temporary-lists').getByText('Expired or revoked').click();
    await page.waitForURL(/\/iot\/staff-access\/expired-revoked-access$/);
    const ended = page.locator(`a[href="/iot/staff-access/expired-revoked-access-details/${accessId}"]`);
    await ended.waitFor();
    await checkScreen('ended');
    await ended.click();
    await page.getByTestId('access-details').waitFor();

    // Its event log, oldest last: granted, suspended, resumed, revoked, and the locks' confirmation.
    await page.getByTestId('access-events').click();
    await page.getByTestId('access-event-log').waitFor();
    expect(new URL(page.url()).searchParams.get('accessId')).toBe(accessId);
    const events = () =>
      page.getByTestId('event-kind').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-event')));
    await expect
      .poll(async () => (await events()).reverse())
      .toEqual(['GRANTED', 'SUSPENDED', 'RESUMED', 'REVOKED', 'REVOCATION_CONFIRMED']);
    await checkScreen('event-log');
    // The browser logs one refused request: the hours conflict the test asked for.
    expect(consoleErrors).toEqual([expect.stringContaining('status of 422')]);
  });
});

// Passes (part 3 section 2 "Passes"): the same PIN on the same locks, for a vendor, a visitor or a guest.
describe('passes', () => {
  it('community manager: creates a guest pass for Building B (after an end before the start), sees its PIN on request and its locks confirm, hands over its summary, revokes it and finds it among the ended passes', async () => {
    const holder = `Gwen ${Date.now().toString(36)}`;

    // The Passes tab of the access area: the active passes.
    await signInAt(page, baseUrl, 'manager@maple.demo', `/iot/passes`);
    await page.getByTestId('passes-table').waitFor();
    await page.getByTestId('tabbed-view').getByRole('tab', { name: 'Passes' }).waitFor();
    await checkScreen('pass-list');

    // Create pass: a guest for Building B, ending before it starts. The end says so and keeps what was typed.
    await page.getByRole('link', { name: 'Create pass' }).click();
    await page.getByTestId('pass-form').waitFor();
    await page.getByTestId('pass-form-type-GUEST').check();
    await page.getByTestId('pass-form-holder').fill(holder);
    await page.getByTestId('pass-form-locations').click();
    await page.getByRole('option', { name: 'Building B', exact: true }).click();
    await page.keyboard.press('Escape');
    const before = localInput(-1);
    await page.getByTestId('pass-form-until').fill(before);
    await page.getByTestId('pass-form-note').fill('Birthday party');
    await page.getByTestId('pass-form-save').click();
    await page.getByText('must be after the start').waitFor();
    expect(await page.getByTestId('pass-form-until').inputValue()).toBe(before);
    expect(await page.getByTestId('pass-form-until').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('pass-form-holder').inputValue()).toBe(holder);
    await checkScreen('pass-create-error');
    await page.getByTestId('pass-form-until').fill(localInput(3));
    await page.getByTestId('pass-form-save').click();

    // The pass: its PIN masked until asked for, and Building B's locks confirming it.
    await page.getByTestId('pass-details').waitFor();
    expect(page.url()).toMatch(/\/iot\/passes\/[0-9a-f-]{36}$/);
    const passId = page.url().split('/').pop()!;
    expect(await page.getByTestId('pass-pin').textContent()).not.toMatch(/\d/);
    await page.getByTestId('pass-pin-toggle').click();
    const pin = (await page.getByTestId('pass-pin').textContent()) ?? '';
    expect(pin).toMatch(/^\d{6}$/);
    expect(await page.getByTestId('pass-type').textContent()).toBe('Guest');
    expect(await page.getByTestId('pass-note').textContent()).toBe('Birthday party');
    await settledAs('ACTIVE', 'pass-details');
    await page.getByTestId('pass-settled').waitFor();
    await checkScreen('pass-details');

    // The summary to hand over: the same PIN, the community, Building B and its locks.
    await page.getByTestId('pass-summary-link').click();
    await page.getByTestId('pass-summary').waitFor();
    expect(await page.getByTestId('pass-summary-pin').textContent()).toBe(pin);
    expect(await page.getByTestId('pass-summary-community').textContent()).toBe('Maple Court');
    await page.getByTestId('pass-summary-place').filter({ hasText: 'Building B' }).waitFor();
    await checkScreen('pass-summary');
    await page.getByRole('link', { name: 'Back to the pass' }).click();
    await page.getByTestId('pass-details').waitFor();

    // Revoke, after the spec's question: revoking until every lock confirmed, then revoked.
    await page.getByTestId('pass-revoke').click();
    await page.getByText('are you sure you want to revoke access?').waitFor();
    await page.getByRole('button', { name: 'yes' }).click();
    await settledAs('REVOKED', 'pass-details');
    expect(await page.getByTestId('pass-revoke').count()).toBe(0);

    // No try at a door yet: its log says so.
    await page.getByTestId('pass-logs-link').click();
    await page.getByTestId('pass-uses-empty').waitFor();

    // Among the ended passes (the list's switch, kept in the address), which opens it.
    await page.getByTestId('left-nav').getByRole('link', { name: 'Access', exact: true }).click();
    await page.getByTestId('tabbed-view').getByRole('tab', { name: 'Passes' }).click();
    await page.getByTestId('passes-table').waitFor();
    await page.getByTestId('passes-lists').getByText('Expired or revoked').click();
    await page.waitForURL(/\/iot\/passes\?list=ended$/);
    const ended = page.locator(`a[href="/iot/passes/${passId}"]`);
    await ended.waitFor();
    await checkScreen('pass-ended');
    expect(consoleErrors).toEqual([]);
  });
});
