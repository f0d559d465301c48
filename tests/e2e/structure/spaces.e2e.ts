import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../lib/a11y.ts';
import { pagePerTest, settled } from '../lib/browser.ts';
import { baseUrl } from '../lib/server.ts';
import { screenshot, signInAt } from '../lib/session.ts';

let page: Page;

// Console errors are not checked in this file's tests.
pagePerTest({ width: 1280, height: 900 }, [], (opened) => {
  ({ page } = opened);
});

interface Created {
  id: string;
  customer: string;
  community: string;
}

/** The id of what a create call made, and the tenant headers the portal sent with it (read at once). */
async function createdRecord(response: Response): Promise<Created> {
  const headers = response.request().headers();
  const { id } = (await response.json()) as { id: string };
  return { id, customer: headers['x-lintel-customer-id'] ?? '', community: headers['x-lintel-community-id'] ?? '' };
}

/**
 * Removes what a test created, through the API as the signed-in user, so that the other browser tests
 * sharing this server still see the demo community as seeded.
 */
async function removeCreated(record: Created, path: string): Promise<void> {
  const status = await page.evaluate(
    async ({ url, customer, community }) => {
      const response = await fetch(url, {
        method: 'DELETE',
        headers: { 'x-lintel-customer-id': customer, 'x-lintel-community-id': community },
      });
      return response.status;
    },
    { url: `${path}/${record.id}`, customer: record.customer, community: record.community },
  );
  expect(status).toBe(200);
}

const created = (path: string) => (response: Response) =>
  response.request().method() === 'POST' && new URL(response.url()).pathname === path;

async function openLivingStructure(email: string) {
  await signInAt(page, baseUrl, email, `/spaces/living`);
  await page.getByTestId('unit-row').first().waitFor();
}

describe('community structure', () => {
  it('community manager: creates a unit in a building from the building details and finds it in the list by search', async () => {
    await openLivingStructure('manager@maple.demo');
    await page.getByRole('button', { name: 'More Actions' }).click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual([
      'new building',
      'new unit',
      'new common area',
      'new maintenance area',
    ]);
    await screenshot(page, 'structure-spaces-list-actions');
    await page.keyboard.press('Escape');

    await page.getByTestId('unit-row').first().getByRole('link').click();
    await page.getByTestId('unit-building-link').click();
    await page.getByTestId('building-name').waitFor();
    const buildingName = (await page.getByTestId('building-name').textContent()) ?? '';
    const unitCount = Number((await page.getByTestId('building-unit-count').textContent())?.replace(/,/g, ''));
    await page.getByTestId('modal-panel').getByRole('button', { name: 'More Actions' }).click();
    await page.getByRole('menuitem', { name: 'add new unit' }).click();

    const form = page.getByTestId('unit-form');
    await form.waitFor();
    expect(page.url()).toMatch(/\/spaces\/living\/create\/unit\/[0-9a-f-]{36}$/);
    expect(await page.getByTestId('modal-breadcrumbs').textContent()).toBe('unit details/building details/new unit');
    // The building of the details is already chosen.
    await expect.poll(() => form.getByLabel('Building').textContent(), { timeout: 15_000 }).toBe(buildingName);

    // Saving an empty name is refused by the form, with the error under the field.
    await page.getByTestId('unit-form-save').click();
    await expect.poll(() => form.getByText('required').count(), { timeout: 15_000 }).toBeGreaterThan(0);

    await form.getByLabel('Name').fill('Z-901');
    await page.getByTestId('unit-form-type').click();
    await page.getByRole('option', { name: 'Studio', exact: true }).click();
    // Size and rent follow the unit type.
    await expect.poll(() => form.getByLabel('Square feet').inputValue(), { timeout: 15_000 }).not.toBe('');
    await form.getByLabel(/^Floor\W*$/).fill('9');
    await screenshot(page, 'structure-spaces-unit-create');
    const [response] = await Promise.all([
      page.waitForResponse(created('/api/units')),
      page.getByTestId('unit-form-save').click(),
    ]);
    expect(response.status()).toBe(201);
    const unit = await createdRecord(response);

    // The new unit opens in place of the form; back leads to its building, which counts it.
    await page.getByTestId('unit-details').waitFor();
    expect(await page.getByTestId('unit-name').textContent()).toBe('Z-901');
    expect(await page.getByTestId('modal-breadcrumbs').textContent()).toBe(
      'unit details/building details/unit details',
    );
    await page.getByTestId('modal-back').click();
    await expect
      .poll(() => page.getByTestId('building-unit-count').textContent(), { timeout: 15_000 })
      .toBe(String(unitCount + 1));

    await page.goto(`${baseUrl}/spaces/living`);
    await page.getByTestId('units-search').fill('z-9');
    await expect
      .poll(() => page.getByTestId('unit-cell-name').allTextContents(), { timeout: 15_000 })
      .toEqual(['Z-901']);
    expect(await page.getByTestId('unit-cell-building').textContent()).toBe(buildingName);
    await screenshot(page, 'structure-spaces-unit-found');

    await removeCreated(unit, '/api/units');
  }, 120_000);

  it("community manager: edits a unit's physical status and notice-to-vacate date, then clears them", async () => {
    await openLivingStructure('manager@maple.demo');
    await page.getByTestId('units-search').fill('c-30');
    await expect.poll(() => page.getByTestId('unit-row').first().textContent(), { timeout: 15_000 }).toMatch(/^C-30/);
    await page.getByTestId('unit-row').first().getByRole('link').click();
    await page.getByTestId('unit-details').waitFor();
    expect(await page.getByTestId('unit-physical-status').textContent()).toBe('none');

    await page.getByTestId('unit-physical-status-edit').click();
    await page.getByTestId('physical-status-select').click();
    await page.getByRole('option', { name: 'Down', exact: true }).click();
    await screenshot(page, 'structure-spaces-status-edit');
    await page.getByTestId('physical-status-form').getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByTestId('unit-physical-status').textContent(), { timeout: 15_000 }).toBe('Down');

    await page.getByTestId('unit-notice-to-vacate-edit').click();
    await page.getByTestId('notice-to-vacate-input').fill('2026-12-31');
    await page.getByTestId('notice-to-vacate-form').getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByTestId('unit-notice-to-vacate').textContent(), { timeout: 15_000 })
      .toBe('12/31/2026');

    // Both were saved on the server: a reload shows them.
    await page.reload();
    await page.getByTestId('unit-details').waitFor();
    await expect.poll(() => page.getByTestId('unit-physical-status').textContent(), { timeout: 15_000 }).toBe('Down');
    expect(await page.getByTestId('unit-notice-to-vacate').textContent()).toBe('12/31/2026');
    await settled(page);
    await screenshot(page, 'structure-spaces-status-saved');

    // Clearing sets them back to none (and leaves the demo data as it was).
    await page.getByTestId('unit-physical-status-edit').click();
    await page.getByRole('button', { name: 'clear Physical status' }).click();
    await page.getByTestId('physical-status-form').getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByTestId('unit-physical-status').textContent(), { timeout: 15_000 }).toBe('none');
    await page.getByTestId('unit-notice-to-vacate-edit').click();
    await page.getByTestId('notice-to-vacate-input').fill('');
    await page.getByTestId('notice-to-vacate-form').getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByTestId('unit-notice-to-vacate').textContent(), { timeout: 15_000 }).toBe('none');
  }, 120_000);

  it('community manager: creates a common area and opens its details from the list', async () => {
    await openLivingStructure('manager@maple.demo');
    await page.getByTestId('tab-common-areas').click();
    await page.getByTestId('area-row').first().waitFor();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    const before = await page.getByTestId('area-row').count();
    await page.getByRole('button', { name: 'More Actions' }).click();
    await page.getByRole('menuitem', { name: 'new common area' }).click();

    const form = page.getByTestId('area-form');
    await form.waitFor();
    expect(page.url()).toContain('/spaces/living/common-space/create/COMMON_AREA');
    expect(await page.getByTestId('area-purpose').textContent()).toBe('Common area');
    await form.getByLabel('Name').fill('Rooftop terrace');
    await form.getByLabel('Building').click();
    await page.getByRole('option', { name: /^Building A/ }).click();
    await form.getByLabel('Floor').fill('5');
    await form.getByLabel('Square feet').fill('900');
    await form.getByLabel('Description').fill('Open from May to September');
    await screenshot(page, 'structure-spaces-area-create');
    const [response] = await Promise.all([
      page.waitForResponse(created('/api/common-spaces')),
      page.getByTestId('area-form-save').click(),
    ]);
    expect(response.status()).toBe(201);
    const area = await createdRecord(response);

    await page.getByTestId('area-details').waitFor();
    expect(await page.getByTestId('area-name').textContent()).toBe('Rooftop terrace');
    expect(await page.getByTestId('area-building').textContent()).toBe('Building A');
    expect(await page.getByTestId('area-description').textContent()).toBe('Open from May to September');
    expect(page.url()).toMatch(/\/spaces\/living\/common-space\/[0-9a-f-]{36}\/businessPurpose\/COMMON_AREA$/);

    // Closed, the list under it shows the new area; its row opens the same details.
    await page.getByTestId('modal-panel').getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(`${baseUrl}/spaces/living?tab=common-areas`);
    await expect.poll(() => page.getByTestId('area-row').count(), { timeout: 15_000 }).toBe(before + 1);
    await page.getByTestId('area-row').getByRole('link', { name: 'Rooftop terrace' }).click();
    await page.getByTestId('area-details').waitFor();
    expect(await page.getByTestId('area-square-feet').textContent()).toBe('900');
    await settled(page);
    await screenshot(page, 'structure-spaces-area-details');

    await removeCreated(area, '/api/common-spaces');
  }, 120_000);
});
