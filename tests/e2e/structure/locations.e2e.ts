import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pagePerTest, settled } from '../lib/browser.ts';
import { baseUrl } from '../lib/server.ts';
import { choose, screenshot, signIn } from '../lib/session.ts';

let page: Page;

// Console errors are not checked in this file's tests.
pagePerTest({ width: 1280, height: 900 }, [], (opened) => {
  ({ page } = opened);
});

/** The location editor needs the admin group: the super admin picks Acme Living and Maple Court first. */
async function signInAsSuperAdminAtMapleCourt() {
  await signIn(page, baseUrl, 'super@lintel.demo');
  await page.getByTestId('customer-selector').waitFor();
  await choose(page, 'customer-selector', 'Acme Living');
  await choose(page, 'community-selector', 'Maple Court');
  await expect.poll(() => page.getByTestId('home-community').textContent()).toBe('Maple Court');
  // The grants for Maple Court have arrived once its menu shows a gated entry: the palette and the
  // guards answer from them, so looking earlier races their arrival on a busy machine.
  await page.getByTestId('left-nav').locator('[data-route="cbr.living.communityStructure"]').waitFor();
}

const form = () => page.getByTestId('property-form');
const node = (name: string) => page.locator(`[data-testid="location-node"][data-name="${name}"]`);

async function paletteResults(query: string): Promise<string[]> {
  await page.keyboard.press('Control+K');
  const search = page.getByRole('textbox', { name: 'Search screens' });
  await search.waitFor();
  await search.fill(query);
  await settled(page);
  const labels = await page.locator('.mantine-Spotlight-action').allTextContents();
  await page.keyboard.press('Escape');
  await search.waitFor({ state: 'hidden' });
  return labels;
}

/** The pages the modals open over: closing stops once the address is one of them. */
const PAGES_UNDER = new Set(['/locations', '/locations/space-types']);

/**
 * Closes the modals one by one (close goes back to the modal stacked under, then to the page). Counted
 * by the address, not by the panels: a panel still sliding out on a busy machine is no modal to close.
 */
async function closeModals() {
  const panel = page.getByTestId('modal-panel');
  for (let i = 0; i < 5 && !PAGES_UNDER.has(new URL(page.url()).pathname); i++) {
    const before = page.url();
    await panel.getByRole('button', { name: 'Close', exact: true }).click();
    // A form with typed, unsaved input asks first (the kit's unsaved-changes guard): leave it.
    const leave = page.getByRole('button', { name: 'leave anyway' });
    await expect.poll(async () => page.url() !== before || (await leave.count()) > 0).toBe(true);
    if (page.url() === before) await leave.click();
    await expect.poll(() => page.url()).not.toBe(before);
    // The panel slides out after the address changes; let it settle before looking again.
    await settled(page);
  }
  await panel.waitFor({ state: 'detached' });
}

describe('locations (property tree)', () => {
  it('super admin: adds a property at the root and one under it, renames the child and sees the tree', async () => {
    await signInAsSuperAdminAtMapleCourt();
    expect(await paletteResults('property tree')).toEqual([expect.stringContaining('Locations')]);
    await page.goto(`${baseUrl}/locations`);
    await page.getByTestId('location-tree').waitFor();
    expect(await page.getByTestId('location-root').textContent()).toBe('Maple Court');
    expect(await page.getByTestId('locations-total').textContent()).toBe('5 properties');
    await screenshot(page, 'locations-tree');

    // add property at the root: the parent choice starts at the community (the all-zero root).
    await page.getByRole('link', { name: 'add property', exact: true }).click();
    await page.waitForURL(`${baseUrl}/locations/create`);
    expect(await page.getByTestId('property-parent').inputValue()).toBe('Maple Court');
    await form().getByLabel('Name').fill('Garage');
    await form().getByLabel('Description').fill('Underground parking');
    await screenshot(page, 'locations-create');
    await page.getByTestId('property-save').click();
    await page.getByTestId('property-details').waitFor();
    expect(await page.getByTestId('property-name').textContent()).toBe('Garage');
    expect(await page.getByTestId('property-parent-name').textContent()).toBe('Maple Court');
    expect(await page.getByTestId('property-no-children').textContent()).toBe('no properties under it yet');
    await screenshot(page, 'locations-details');

    // A child under it: the parent is chosen already.
    await page.getByTestId('property-add-under').click();
    await form().waitFor();
    expect(await page.getByTestId('property-parent').inputValue()).toBe('Maple Court / Garage');
    await form().getByLabel('Name').fill('Level 1');
    await page.getByTestId('property-save').click();
    await expect.poll(() => page.getByTestId('property-name').textContent()).toBe('Level 1');
    expect(await page.getByTestId('property-parent-name').textContent()).toBe('Garage');

    // edit property renames it and returns to its details.
    await page.getByRole('link', { name: 'edit property' }).click();
    await form().waitFor();
    await expect.poll(() => form().getByLabel('Name').inputValue()).toBe('Level 1');
    await form().getByLabel('Name').fill('Level One');
    await screenshot(page, 'locations-edit');
    await page.getByTestId('property-save').click();
    await expect.poll(() => page.getByTestId('property-name').textContent()).toBe('Level One');
    await closeModals();

    // The tree shows the new branch open: Garage under the community, Level One under Garage.
    await node('Level One').waitFor();
    expect(await node('Garage').getAttribute('data-depth')).toBe('1');
    expect(await node('Level One').getAttribute('data-depth')).toBe('2');
    expect(await node('Garage').locator('[data-testid="location-node"]').getAttribute('data-name')).toBe('Level One');
    expect(await page.getByTestId('locations-total').textContent()).toBe('7 properties');
    await screenshot(page, 'locations-tree-after');

    // The server refuses a second 'Pool' under the community: its message shows and the input stays.
    await page.getByRole('link', { name: 'add property', exact: true }).click();
    await form().waitFor();
    await form().getByLabel('Name').fill('Pool');
    await page.getByTestId('property-save').click();
    await form().getByText('This name is already used here. Choose another name.').waitFor();
    expect(await form().getByLabel('Name').inputValue()).toBe('Pool');
    await screenshot(page, 'locations-create-refused');
    await closeModals();

    // Deleting asks first; a property with properties under it cannot be deleted.
    await node('Garage').getByTestId('location-link').first().click();
    await page.getByTestId('property-details').waitFor();
    expect(await page.getByTestId('property-delete').isDisabled()).toBe(true);
    await page.getByTestId('property-children').getByRole('link', { name: 'Level One' }).click();
    await expect.poll(() => page.getByTestId('property-name').textContent()).toBe('Level One');
    await page.getByTestId('property-delete').click();
    await page.getByText('Are you sure you want to delete the property Level One?').waitFor();
    await screenshot(page, 'locations-delete-confirm');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    // Deleted, the details close back to Garage's, stacked under them.
    await expect.poll(() => page.getByTestId('property-name').textContent()).toBe('Garage');
    await page.getByTestId('property-no-children').waitFor();
    await closeModals();
    await node('Level One').waitFor({ state: 'detached' });
    expect(await page.getByTestId('locations-total').textContent()).toBe('6 properties');
  }, 120_000);

  it('super admin: adds a space type and gives it to a property', async () => {
    await signInAsSuperAdminAtMapleCourt();
    await page.goto(`${baseUrl}/locations`);
    await page.getByRole('link', { name: 'manage space types' }).click();
    await page.waitForURL(`${baseUrl}/locations/space-types`);
    await page.getByTestId('space-type-row').first().waitFor();
    expect(await page.getByTestId('space-type-row').count()).toBe(4);
    await screenshot(page, 'locations-space-types');

    await page.getByRole('link', { name: 'add space type' }).click();
    const typeForm = page.getByTestId('space-type-form');
    await typeForm.waitFor();
    await typeForm.getByLabel('Name').fill('Storage');
    await typeForm.getByLabel('Description').fill('Lockers and cages');
    await screenshot(page, 'locations-space-type-create');
    await page.getByTestId('space-type-save').click();
    await page.getByTestId('space-type-details').waitFor();
    expect(await page.getByTestId('space-type-name').textContent()).toBe('Storage');
    expect(await page.getByTestId('space-type-description').textContent()).toBe('Lockers and cages');
    expect(await page.getByTestId('space-type-no-properties').isVisible()).toBe(true);
    await screenshot(page, 'locations-space-type-details');
    await closeModals();
    expect(await page.getByTestId('space-type-row').count()).toBe(5);

    // Give it to Building B, found with the tree's filter.
    await page.goto(`${baseUrl}/locations?q=building b`);
    await node('Building B').getByTestId('location-link').click();
    await page.getByTestId('property-details').waitFor();
    await page.getByRole('link', { name: 'edit property' }).click();
    await form().waitFor();
    await expect.poll(() => page.getByTestId('property-space-type').inputValue()).toBe('Building');
    await choose(page, 'property-space-type', 'Storage');
    await page.getByTestId('property-save').click();
    await expect.poll(() => page.getByTestId('property-space-type-name').textContent()).toBe('Storage');
    await closeModals();
    await expect.poll(() => node('Building B').getByTestId('location-space-type').textContent()).toBe('Storage');

    await page.goto(`${baseUrl}/locations/space-types`);
    const storage = page.getByTestId('space-type-row').filter({ hasText: 'Storage' });
    await expect.poll(() => storage.getByTestId('space-type-count').textContent()).toBe('1');
  }, 120_000);

  it('super admin: an empty tree says so, and a tree that fails to load offers to try again', async () => {
    await signInAsSuperAdminAtMapleCourt();
    await page.route('**/api/locations/tree', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), children: [] } });
    });
    await page.goto(`${baseUrl}/locations`);
    const empty = page.getByTestId('locations-empty');
    await empty.waitFor();
    expect(await empty.textContent()).toContain('no properties yet');
    await screenshot(page, 'locations-empty');

    await page.unroute('**/api/locations/tree');
    await page.route('**/api/locations/tree', (route) =>
      route.fulfill({ status: 503, json: { code: 'INTERNAL', message: 'The service is unavailable.' } }),
    );
    await page.reload();
    await page.getByTestId('locations-error').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('locations-error').textContent()).toContain('The property tree could not be loaded.');
    await page.unroute('**/api/locations/tree');
    await page.getByRole('button', { name: 'try again' }).click();
    await page.getByTestId('location-tree').waitFor();
  }, 90_000);
});
