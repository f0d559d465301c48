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

async function checkScreen(name: string): Promise<void> {
  await settled(page);
  expect(await seriousViolations(page), name).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `iot-settings-${name}`);
}

describe('smart-building settings', () => {
  it('community manager: opens the settings on energy management, imports a rent roll, sends BLE settings to the locks and watches each lock apply them, is kept from turning the fire key off, and follows the physical redirect', async () => {
    // The settings open on the first page the manager may see: the integrations' energy management
    // (Maple Court has the feature on; D253). The CSV import is a tab beside it (D252).
    await signInAt(page, baseUrl, 'manager@maple.demo', `/iot/settings`);
    await page.getByTestId('demand-response').waitFor();
    expect(new URL(page.url()).pathname).toBe('/iot/settings/integrations/energy-management');
    await page.getByRole('tab', { name: 'CSV import' }).click();
    await page.getByTestId('csv-imports').waitFor();

    // A rent roll: one row refused with its reason, two residents of one lease imported.
    await page.getByTestId('csv-import-new').click();
    const roll = [
      'Unit,First name,Last name,Email,Lease start,Lease end',
      'A-101,Nora,Roll,nora.roll@example.test,2027-03-01,2028-02-29',
      'A-101,Otto,Roll,,2027-03-01,2028-02-29',
      'Q-404,No,Unit,,2027-03-01,2028-02-29',
    ].join('\n');
    await page
      .getByTestId('csv-import-new-page')
      .locator('input[type=file]')
      .setInputFiles({ name: 'rent-roll.csv', mimeType: 'text/csv', buffer: Buffer.from(roll) });
    await page.getByTestId('csv-import-check').click();
    await page.getByTestId('csv-import-preview').waitFor();
    expect(await page.getByTestId('csv-import-problems').textContent()).toContain(
      'Unit: no unit named “Q-404” in this community',
    );
    await page.getByTestId('csv-import-confirm').click();
    // Confirmed, the import's own page shows its progress, then how it ended.
    await page.getByTestId('csv-import-details').waitFor();
    await page.getByText('Done', { exact: true }).waitFor();
    expect(await page.getByTestId('csv-import-details-rows').textContent()).toBe('2 of 2 imported · 1 refused');
    expect(await page.getByTestId('csv-import-refused-row').textContent()).toContain('Q-404');
    await checkScreen('csv-import-details');

    // Access and devices: its first page.
    await page.getByRole('link', { name: 'CSV import' }).first().click();
    await page.getByTestId('csv-imports').waitFor();
    await page.getByRole('tab', { name: 'Access and devices' }).click();
    await page.getByTestId('remote-auth').waitFor();
    expect(new URL(page.url()).pathname).toBe('/iot/settings/access_and_devices/remote_auth');
    await checkScreen('remote-auth');

    // BLE: on, by proximity, 3 metres; saved, then sent to every Yale and Allegion lock.
    await page.getByRole('tab', { name: 'BLE' }).click();
    await page.getByTestId('ble').waitFor();
    await page.getByLabel('BLE credentials').check({ force: true });
    await page.getByRole('combobox', { name: 'How the door opens' }).click();
    await page.getByRole('option', { name: 'Phone near the lock' }).click();
    await page.getByLabel('Range (metres)').fill('3');
    await page.getByTestId('ble-save').click();
    await page.getByText('Settings saved; sending them to the locks').waitFor();
    const rollout = page.getByTestId('rollout');
    await rollout.waitFor();
    await page.locator('[data-testid="rollout"][data-finished="true"]').waitFor({ timeout: 30_000 });
    const progress = (await page.getByTestId('rollout-progress').textContent()) ?? '';
    const [done, total] = progress.match(/\d+/g)?.map(Number) ?? [];
    expect(total).toBeGreaterThan(0);
    expect(done).toBe(total);
    await page.getByTestId('rollout-result').first().waitFor();
    expect(await page.getByTestId('rollout-result').first().textContent()).toBe('Applied');
    expect(await page.getByTestId('settings-changed').textContent()).toContain('Morgan');
    await checkScreen('ble-rollout');

    // Wallet passes: the demo's rollout to the Allegion locks, each of which confirmed.
    await page.getByRole('tab', { name: 'Wallet passes' }).click();
    await page.getByTestId('wallet-passes').waitFor();
    await page.locator('[data-testid="rollout"][data-finished="true"]').waitFor();
    await page.getByTestId('rollout-result').first().waitFor();
    expect(await page.getByTestId('rollout-result').first().textContent()).toBe('Applied');
    await checkScreen('wallet-passes');

    // The fire key holds doors (the demo's FD-1): turning the switch off is refused, the switch stays on.
    await page.getByRole('tab', { name: 'Fire key' }).click();
    await page.getByTestId('fire-keys-active').waitFor();
    await page.getByLabel('Fire key', { exact: true }).uncheck({ force: true });
    await page.getByTestId('fire-key-setting-save').click();
    await page.getByText('revoke them before turning the fire key off').last().waitFor();
    await checkScreen('fire-key-refused');

    // Physical with subTab 1 goes to the Allegion default configuration; without it, the family links.
    await page.goto(`${baseUrl}/iot/settings/access_and_devices/physical?subTab=1`);
    await page.waitForURL('**/iot/locks/management/allegion/default-configuration');
    await page.goto(`${baseUrl}/iot/settings/access_and_devices/physical`);
    await page.getByTestId('physical-settings').waitFor();
    expect(await page.getByTestId('physical-link').count()).toBeGreaterThan(0);
    await checkScreen('physical');

    // In the V3 layout the settings' tabs are a sidebar, and access and devices' own tabs run across.
    await page.goto(`${baseUrl}/iot/settings/access_and_devices/passes`);
    await page.getByTestId('pass-rules').waitFor();
    await page.getByRole('switch', { name: 'V3 (Beta)' }).check({ force: true });
    await page.locator('[data-testid="tabbed-view"][data-orientation="vertical"]').waitFor();
    await page.locator('[data-testid="tabbed-view"][data-orientation="horizontal"]').waitFor();
    await checkScreen('passes-v3');
    await page.getByRole('switch', { name: 'V3 (Beta)' }).uncheck({ force: true });

    // The one refusal: the fire key switch.
    expect(consoleErrors).toEqual([expect.stringContaining('status of 409')]);
  });
});
