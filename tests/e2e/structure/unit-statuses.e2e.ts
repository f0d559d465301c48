import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../lib/a11y.ts';
import { launchBrowser, trackRequests } from '../lib/browser.ts';
import { baseUrl } from '../lib/server.ts';
import { screenshot, signIn } from '../lib/session.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await context?.close();
});

async function openUnits(width: number, height: number, query = '') {
  context = await browser.newContext({ viewport: { width, height } });
  page = await context.newPage();
  trackRequests(page);
  await signIn(page, baseUrl, 'manager@maple.demo');
  await page
    .getByTestId('left-nav')
    .or(page.getByRole('button', { name: /navigation/i }))
    .first()
    .waitFor();
  await page.goto(`${baseUrl}/spaces/living${query}`);
  await page.getByTestId('unit-row').first().waitFor();
}

const statusCells = () => page.getByTestId('unit-cell-physical-status').allTextContents();

interface Listed {
  content: { id: string; name: string; physicalStatus: string | null }[];
}

/** Puts units back as they were, through the API as the signed-in manager (other tests share the server). */
async function restore(units: Listed['content'], headers: Record<string, string>) {
  for (const unit of units) {
    const status = await page.evaluate(
      async ({ id, physicalStatus, headers }) => {
        const response = await fetch(`/api/units/${id}/physical-status`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ physicalStatus }),
        });
        return response.status;
      },
      { id: unit.id, physicalStatus: unit.physicalStatus, headers },
    );
    expect(status).toBe(200);
  }
}

describe('unit statuses in the units list', () => {
  it('community manager: filters by physical status, changes the status of two selected units after confirming', async () => {
    await openUnits(1280, 900);
    // Occupancy, physical status and availability are columns of the list.
    for (const name of ['Occupancy', 'Physical status', 'Availability']) {
      await page.getByRole('columnheader', { name }).waitFor();
    }

    // The filter goes to the URL and the server: every row shown has the status.
    await page.getByTestId('units-status-filter').click();
    await page.getByRole('option', { name: 'Not ready', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('NOT_READY');
    await expect.poll(async () => [...new Set(await statusCells())], { timeout: 15_000 }).toEqual(['Not ready']);
    await screenshot(page, 'structure-units-status-filter');

    // Back to every unit; pick two by their checkboxes.
    const listing = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/units' && r.url().includes('q=a-10'),
    );
    await page.goto(`${baseUrl}/spaces/living?q=a-10`);
    const listed = await listing;
    const before = ((await listed.json()) as Listed).content.filter((u) => ['A-103', 'A-104'].includes(u.name));
    const requestHeaders = listed.request().headers();
    const headers = {
      'x-lintel-customer-id': requestHeaders['x-lintel-customer-id'] ?? '',
      'x-lintel-community-id': requestHeaders['x-lintel-community-id'] ?? '',
    };
    const rows = page.getByTestId('unit-row');
    await expect.poll(() => rows.first().getByTestId('unit-cell-name').textContent()).toBe('A-101');
    const changed = page.waitForResponse((r) => r.url().endsWith('/api/units/physical-status'));
    await page.getByRole('checkbox', { name: 'select A-103' }).check();
    await page.getByRole('checkbox', { name: 'select A-104' }).check();
    expect(await page.getByTestId('units-selection').textContent()).toContain('2 selected');
    await page.getByTestId('units-bulk-status').click();
    await page.getByRole('option', { name: 'Down', exact: true }).click();
    await page.getByTestId('units-bulk-apply').click();

    const dialog = page.getByRole('dialog');
    await dialog.getByText('Set the physical status of 2 units to Down?').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'structure-units-bulk-confirm');
    const request = (await Promise.all([changed, dialog.getByRole('button', { name: 'change status' }).click()]))[0];
    const body = request.request().postDataJSON() as { unitIds: string[] };
    expect(body.unitIds).toHaveLength(2);
    await expect.poll(async () => (await statusCells()).slice(2, 4), { timeout: 15_000 }).toEqual(['Down', 'Down']);
    // Done, the selection is cleared.
    await expect.poll(() => page.getByTestId('units-selection').count(), { timeout: 15_000 }).toBe(0);
    expect([...body.unitIds].sort()).toEqual(before.map((u) => u.id).sort());
    await restore(before, headers);
  });

  it('community manager: keyboard use, remembered columns, and no serious accessibility violation on a phone', async () => {
    await openUnits(390, 844);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'structure-units-phone');

    // One tab stop for the rows: arrows move, Space selects, Enter opens the unit.
    const first = page.getByTestId('unit-row').first();
    await first.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press(' ');
    expect(await page.getByTestId('units-selection').textContent()).toContain('1 selected');
    await page.keyboard.press('Enter');
    await page.getByTestId('unit-details').waitFor();
    await page.keyboard.press('Escape');

    // The column chooser's choice outlives a reload.
    await page.getByTestId('units-columns').click();
    await page.getByRole('checkbox', { name: 'Unit type' }).uncheck();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('columnheader', { name: 'Unit type' }).count()).toBe(0);
    await page.reload();
    await page.getByTestId('unit-row').first().waitFor();
    expect(await page.getByRole('columnheader', { name: 'Unit type' }).count()).toBe(0);
  });
});
