import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pagePerTest } from '../lib/browser.ts';
import { baseUrl } from '../lib/server.ts';
import { screenshot, signInAt } from '../lib/session.ts';

let page: Page;

// Console errors are not checked in this file's tests.
pagePerTest({ width: 1280, height: 900 }, [], (opened) => {
  ({ page } = opened);
});

const unitAmenitiesCall = (method: string) => (response: Response) =>
  response.request().method() === method &&
  /\/api\/units\/[0-9a-f-]{36}\/amenities$/.test(new URL(response.url()).pathname);

/** Opens unit A-101 of Maple Court from the living structure list. */
async function openUnit(email: string): Promise<void> {
  await signInAt(page, baseUrl, email, `/spaces/living`);
  await page.getByTestId('units-search').fill('a-101');
  // A-101 leads the unsearched list too: wait for the search to leave it alone before opening it.
  await expect.poll(() => page.getByTestId('unit-row').count(), { timeout: 15_000 }).toBe(1);
  expect(await page.getByTestId('unit-row').textContent()).toMatch(/^A-101/);
  await page.getByTestId('unit-row').first().getByRole('link').click();
  await page.getByTestId('unit-details').waitFor();
}

const listed = () => page.getByTestId('unit-amenities-list').getByTestId('amenity-link').allTextContents();

describe('unit amenities', () => {
  it("community manager: ticks one more amenity for a unit, saves, sees it listed and finds the unit on the amenity's screen", async () => {
    await openUnit('manager@maple.demo');
    const [loaded] = await Promise.all([
      page.waitForResponse(unitAmenitiesCall('GET')),
      (async () => {
        await page.getByTestId('modal-panel').getByRole('button', { name: 'More Actions' }).click();
        await page.getByRole('menuitem', { name: 'manage amenities' }).click();
      })(),
    ]);
    const before = ((await loaded.json()) as { id: string; name: string }[]).map((a) => a.id);
    await page.getByTestId('unit-amenities').waitFor();
    expect(page.url()).toMatch(/\/spaces\/living\/units\/[0-9a-f-]{36}\/amenities$/);
    expect(await page.getByTestId('modal-breadcrumbs').textContent()).toBe('unit details/unit amenities');
    expect(await listed()).toEqual(['Dishwasher', 'Balcony']);
    await page.getByTestId('amenity-picker').waitFor();

    await page.getByLabel('select Fireplace').check();
    await screenshot(page, 'structure-amenities-unit-ticked');
    const [saved] = await Promise.all([
      page.waitForResponse(unitAmenitiesCall('PUT')),
      page.getByTestId('unit-amenities-save').click(),
    ]);
    expect(saved.status()).toBe(200);
    const headers = saved.request().headers();
    const unitPath = new URL(saved.url()).pathname;
    await expect.poll(listed, { timeout: 15_000 }).toContain('Fireplace');
    await screenshot(page, 'structure-amenities-unit-saved');

    await page.getByTestId('unit-amenities-list').getByRole('link', { name: 'Fireplace' }).click();
    await page.getByTestId('amenity-details').waitFor();
    expect(await page.getByTestId('amenity-name').textContent()).toBe('Fireplace');
    await expect
      .poll(() => page.getByTestId('amenity-units').getByRole('link').allTextContents(), { timeout: 15_000 })
      .toContain('A-101');
    await screenshot(page, 'structure-amenities-details');

    // Back to the demo's own list for the other browser tests sharing this server.
    const status = await page.evaluate(
      async ({ url, customer, community, amenityIds }) => {
        const response = await fetch(url, {
          method: 'PUT',
          headers: {
            'content-type': 'application/json',
            'x-lintel-customer-id': customer,
            'x-lintel-community-id': community,
          },
          body: JSON.stringify({ amenityIds }),
        });
        return response.status;
      },
      {
        url: unitPath,
        customer: headers['x-lintel-customer-id'] ?? '',
        community: headers['x-lintel-community-id'] ?? '',
        amenityIds: before,
      },
    );
    expect(status).toBe(200);
  }, 120_000);
});
