import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../lib/a11y.ts';
import { pagePerTest, settled } from '../lib/browser.ts';
import { baseUrl } from '../lib/server.ts';
import { screenshot, signIn } from '../lib/session.ts';

let page: Page;

// Console errors are not checked in this file's tests.
pagePerTest({ width: 1280, height: 900 }, [], (opened) => {
  ({ page } = opened);
});

interface Tenant {
  customer: string;
  community: string;
}

/** Signs in, opens a page of the area and reads the tenant headers the portal sends with its calls. */
async function openAs(email: string, path: string, waitFor: string): Promise<Tenant> {
  await signIn(page, baseUrl, email);
  await page.getByTestId('left-nav').waitFor();
  const [request] = await Promise.all([
    page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/api/') && 'x-lintel-community-id' in r.headers()),
    page.goto(`${baseUrl}${path}`),
  ]);
  await page.getByTestId(waitFor).first().waitFor();
  const headers = request.headers();
  return { customer: headers['x-lintel-customer-id'] ?? '', community: headers['x-lintel-community-id'] ?? '' };
}

/**
 * A call to the API as the signed-in user: what a test needs set up or cleaned away, so the other
 * browser tests sharing this server still see the demo community as seeded.
 */
async function api(tenant: Tenant, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ url, method, body, tenant }) => {
      const response = await fetch(url, {
        method,
        headers: {
          'x-lintel-customer-id': tenant.customer,
          'x-lintel-community-id': tenant.community,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    },
    { url: `${baseUrl}${path}`, method, body, tenant },
  );
}

const unitTypeBody = (name: string) => ({
  name,
  bedrooms: 2,
  bathrooms: 1,
  squareFeet: 900,
  marketRentCents: 180_000,
});

describe('building create, edit and delete', () => {
  it("community manager: adds a building with 'new building', renames it, and deletes it after saying yes", async () => {
    await openAs('manager@maple.demo', '/spaces/living', 'unit-row');
    await page.getByRole('button', { name: 'More Actions' }).click();
    await page.getByRole('menuitem', { name: 'new building' }).click();
    await page.waitForURL(`${baseUrl}/spaces/living/create/building`);
    const form = page.getByTestId('building-form');
    await form.waitFor();

    // Saved empty, the form says what is missing and sends nothing.
    await page.getByTestId('building-form-save').click();
    await expect.poll(() => form.getByText('required').count(), { timeout: 15_000 }).toBe(1);
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);

    // A taken name is refused by the server; what was typed stays.
    await form.getByLabel('Name').fill('Building A');
    await form.getByLabel('Address').fill('12 Orchard Lane');
    await form.getByLabel('Floors').fill('3');
    await page.getByTestId('building-form-save').click();
    await form.getByText('This name is already used here. Choose another name.').waitFor();
    expect(await form.getByLabel('Address').inputValue()).toBe('12 Orchard Lane');

    await form.getByLabel('Name').fill('Orchard House');
    await screenshot(page, 'structure-building-create');
    await page.getByTestId('building-form-save').click();
    await page.getByTestId('building-details').waitFor();
    expect(await page.getByTestId('building-name').textContent()).toBe('Orchard House');
    expect(await page.getByTestId('building-no-units').textContent()).toBe('no units yet');

    // edit building, from its details; saved, the details show the new name.
    await page.getByTestId('modal-panel').getByRole('link', { name: 'edit building' }).click();
    await form.waitFor();
    expect(await form.getByLabel('Name').inputValue()).toBe('Orchard House');
    await form.getByLabel('Name').fill('Orchard Court');
    await page.getByTestId('building-form-save').click();
    await expect.poll(() => page.getByTestId('building-name').textContent(), { timeout: 15_000 }).toBe('Orchard Court');
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);

    // Delete asks first: no keeps it, yes removes it and closes its details.
    await page.getByTestId('building-delete').click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete this building?' });
    await dialog.waitFor();
    await screenshot(page, 'structure-building-delete');
    await dialog.getByRole('button', { name: 'no', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('building-name').textContent()).toBe('Orchard Court');
    await page.getByTestId('building-delete').click();
    await dialog.getByRole('button', { name: 'yes', exact: true }).click();
    await page.getByText('Building Orchard Court deleted').waitFor();
    await page.getByTestId('building-details').waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${baseUrl}/spaces/living`);
  }, 120_000);

  it('community manager: a building with units says why it cannot be deleted', async () => {
    await openAs('manager@maple.demo', '/spaces/living', 'unit-row');
    await page.getByTestId('unit-row').first().getByRole('link').click();
    await page.getByTestId('unit-building-link').click();
    await page.getByTestId('building-details').waitFor();
    expect(await page.getByTestId('building-delete').isDisabled()).toBe(true);
    expect(await page.getByTestId('building-delete-blocked').textContent()).toBe(
      'A building with units cannot be deleted: move or delete its units first.',
    );
  }, 60_000);
});

describe('unit edit and delete', () => {
  it("community manager: changes a unit with 'edit unit' and then deletes it after saying yes", async () => {
    const tenant = await openAs('manager@maple.demo', '/spaces/living', 'unit-row');
    const building = (await api(tenant, 'GET', '/api/buildings?q=Building%20B')).json.content as { id: string }[];
    const types = (await api(tenant, 'GET', '/api/unit-types?q=Studio')).json.content as { id: string }[];
    const made = await api(tenant, 'POST', '/api/units', {
      name: 'E-701',
      buildingId: building[0]!.id,
      unitTypeId: types[0]!.id,
      floor: 7,
      squareFeet: 500,
      marketRentCents: 130_000,
    });
    expect(made.status).toBe(201);
    const unitId = made.json.id as string;

    await page.goto(`${baseUrl}/spaces/living/units/${unitId}`);
    await page.getByTestId('unit-details').waitFor();
    await page.getByTestId('modal-panel').getByRole('link', { name: 'edit unit' }).click();
    const form = page.getByTestId('unit-form');
    await form.waitFor();
    await page.waitForURL(`${baseUrl}/spaces/living/units/${unitId}/edit`);
    expect(await form.getByLabel('Name').inputValue()).toBe('E-701');
    // The unit keeps its own size and rent: the form starts from them.
    expect(await form.getByLabel('Square feet').inputValue()).toBe('500');
    await form.getByLabel('Name').fill('E-702');
    await form.getByLabel(/^Floor\W*$/).fill('8');
    await form.getByLabel('Market rent').fill('1400');
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'structure-unit-edit');
    await page.getByTestId('unit-form-save').click();

    // Saved, the details come back (not stacked a second time) with the new values.
    await expect.poll(() => page.getByTestId('unit-name').textContent(), { timeout: 15_000 }).toBe('E-702');
    expect(page.url()).toBe(`${baseUrl}/spaces/living/units/${unitId}`);
    // The new rent (the history panel below also names it, after the old one).
    await page.getByTestId('unit-details').getByText('$1,400.00', { exact: true }).waitFor();
    expect(await page.getByTestId('unit-details').getByText('8', { exact: true }).count()).toBe(1);

    await page.getByTestId('unit-delete').click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete this unit?' });
    await dialog.waitFor();
    await dialog.getByText('Unit E-702 and its appliances are removed; its parking spaces become available.').waitFor();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'yes', exact: true }).click();
    await page.getByText('Unit E-702 deleted').waitFor();
    await page.getByTestId('unit-details').waitFor({ state: 'detached' });
    expect((await api(tenant, 'GET', `/api/units/${unitId}`)).status).toBe(404);
  }, 120_000);
});

describe('unit type edit and delete', () => {
  it('community manager: edits an unused unit type and deletes it; one units have cannot be deleted', async () => {
    const tenant = await openAs('manager@maple.demo', '/spaces/unit-types', 'unit-type-row');
    const made = await api(tenant, 'POST', '/api/unit-types', unitTypeBody('Duplex E2E'));
    expect(made.status).toBe(201);
    const typeId = made.json.id as string;

    await page.goto(`${baseUrl}/spaces/unit-types/${typeId}`);
    await page.getByTestId('unit-type-details').waitFor();
    await page.getByTestId('modal-panel').getByRole('link', { name: 'edit unit type' }).click();
    const form = page.getByTestId('unit-type-form');
    await form.waitFor();
    await form.getByLabel('Name').fill('Duplex');
    await form.getByLabel('Description').fill('Two floors');
    await page.getByTestId('unit-type-save').click();
    await expect.poll(() => page.getByTestId('unit-type-name').textContent(), { timeout: 15_000 }).toBe('Duplex');
    await page.getByTestId('unit-type-details').getByText('Two floors').waitFor();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('unit-type-delete').click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete this unit type?' });
    await dialog.waitFor();
    await screenshot(page, 'structure-unit-type-delete');
    await dialog.getByRole('button', { name: 'yes', exact: true }).click();
    await page.getByText('Unit type Duplex deleted').waitFor();
    await page.getByTestId('unit-type-details').waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await page.getByTestId('unit-type-row').allTextContents()).some((t) => t.includes('Duplex')), {
        timeout: 15_000,
      })
      .toBe(false);

    // Studio has units: the delete is disabled and says why.
    const studio = (await api(tenant, 'GET', '/api/unit-types?q=Studio')).json.content as { id: string }[];
    await page.goto(`${baseUrl}/spaces/unit-types/${studio[0]!.id}`);
    await page.getByTestId('unit-type-details').waitFor();
    expect(await page.getByTestId('unit-type-delete').isDisabled()).toBe(true);
    expect(await page.getByTestId('unit-type-delete-blocked').textContent()).toBe(
      'Units still have this unit type: assign them another unit type before deleting it.',
    );
  }, 120_000);
});

describe('pricing matrix: empty refused, odd premiums confirmed, delete', () => {
  it('community manager: cannot save a matrix of zeros, confirms a 150% premium, then deletes the matrix', async () => {
    const tenant = await openAs('manager@maple.demo', '/community-settings/pricing-matrices', 'pricing-matrix');
    const made = await api(tenant, 'POST', '/api/unit-types', unitTypeBody('Matrix E2E'));
    expect(made.status).toBe(201);
    const typeId = made.json.id as string;

    await page.goto(`${baseUrl}/community-settings/pricing-matrix`);
    await page.getByTestId('matrix-editor').waitFor();
    await page.getByTestId('unit-type-Matrix E2E').waitFor();
    // Nothing chosen, every month at 0: both reasons are named and nothing is sent.
    await page.getByTestId('matrix-save').click();
    // Both reasons stand next to what they are about.
    await page.getByTestId('matrix-unit-types-error').waitFor();
    expect(await page.getByTestId('matrix-unit-types-error').textContent()).toBe(
      'Choose at least one unit type for this pricing matrix.',
    );
    expect(await page.getByTestId('matrix-rows-error').textContent()).toBe(
      'Every premium is 0: set a premium for at least one month.',
    );
    await page.getByTestId('unit-type-Matrix E2E').check();
    await page.getByLabel('premium 1', { exact: true }).fill('150');

    // 150% is allowed but unusual: the form asks; 'no, go back' keeps the form as typed.
    await page.getByTestId('matrix-save').click();
    const question = 'Some premiums are outside the usual range of -50% to +100% (month 1). Save them anyway?';
    const dialog = page.getByRole('dialog', { name: question });
    await dialog.waitFor();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'settings-pricing-unusual');
    await dialog.getByRole('button', { name: 'no, go back' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByLabel('premium 1', { exact: true }).inputValue()).toBe('150.00');
    await page.getByTestId('matrix-save').click();
    await dialog.getByRole('button', { name: 'yes, save' }).click();
    await page.getByText('pricing matrix saved').waitFor();

    const matrices = (await api(tenant, 'GET', '/api/pricing-matrices')).json.content as {
      id: string;
      unitTypes: { id: string }[];
    }[];
    const matrix = matrices.find((m) => m.unitTypes.some((t) => t.id === typeId))!;
    await page.getByTestId(`matrix-${matrix.id}`).waitFor();
    await page.getByRole('link', { name: 'edit pricing matrix Matrix E2E' }).click();
    await page.getByTestId('matrix-delete').click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete this pricing matrix?' });
    await confirm.getByText('1 unit type is left without a pricing matrix.').waitFor();
    await confirm.getByRole('button', { name: 'yes', exact: true }).click();
    await page.getByText('pricing matrix deleted').waitFor();
    await page.getByTestId(`matrix-${matrix.id}`).waitFor({ state: 'detached' });

    expect((await api(tenant, 'DELETE', `/api/unit-types/${typeId}`)).status).toBe(200);
  }, 120_000);
});
