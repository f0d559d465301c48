import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
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

async function openLivingStructure(email: string) {
  const listed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/units');
  await signInAt(page, baseUrl, email, '/spaces/living');
  const headers = (await listed).request().headers();
  tenantHeaders = {
    'x-lintel-customer-id': headers['x-lintel-customer-id'] ?? '',
    'x-lintel-community-id': headers['x-lintel-community-id'] ?? '',
  };
  await page.getByTestId('unit-row').first().waitFor();
}

/** The tenant headers the portal sends, read from one of its list calls. */
let tenantHeaders: Record<string, string> = {};

/**
 * Removes the units the test imported, through the API as the signed-in user, so that the other
 * browser tests sharing this server still see the demo community as seeded.
 */
async function removeImported(prefix: string): Promise<void> {
  const statuses = await page.evaluate(
    async ({ q, headers }) => {
      const list = await fetch(`/api/units?q=${encodeURIComponent(q)}&size=100`, { headers });
      const { content } = (await list.json()) as { content: { id: string }[] };
      const removed = await Promise.all(
        content.map((unit) => fetch(`/api/units/${unit.id}`, { method: 'DELETE', headers }).then((r) => r.status)),
      );
      return removed;
    },
    { q: prefix, headers: tenantHeaders },
  );
  expect(statuses).toEqual([200, 200]);
}

describe('units import, export and print', () => {
  it('community manager: imports units from a CSV file after a preview with reasons, follows the progress, and exports them', async () => {
    await openLivingStructure('manager@maple.demo');
    await page.getByTestId('units-import').click();
    await page.getByTestId('units-import-choose').waitFor();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);

    const csv = [
      'Unit,Building,Unit type,Floor,Square feet,Market rent',
      'E2E-IMP-1,Building A,Studio,4,510,"$1,275.00"',
      'E2E-IMP-2,Building B,2 Bedroom,4,980,1990',
      'A-101,Building A,Studio,1,480,1250',
      'E2E-IMP-3,Building Q,Studio,four,500,cheap',
    ].join('\n');
    await page
      .getByTestId('units-import-wizard')
      .locator('input[type=file]')
      .setInputFiles({ name: 'units.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByTestId('units-import-check').click();
    await page.getByTestId('units-import-preview').waitFor();
    await settled(page);
    expect(await page.getByTestId('units-import-counts').textContent()).toBe(
      '2 rows are ready to import. 2 rows have problems and will be skipped.',
    );
    const problems = page.getByTestId('units-import-problems');
    expect(await problems.getByRole('row').nth(1).textContent()).toContain(
      'Unit: a unit with this name already exists in this building',
    );
    expect(await problems.getByRole('row').nth(2).textContent()).toContain(
      'Building: no building named “Building Q” in this community',
    );
    expect(await page.getByTestId('units-import-ready').getByRole('row').count()).toBe(3);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'structure-units-import-preview');

    await page.getByTestId('units-import-confirm').click();
    // The job's progress shows while it runs, then the outcome.
    await page.getByTestId('units-import-summary').waitFor();
    expect(await page.getByTestId('units-import-done').textContent()).toBe(
      '2 rows were imported.2 rows with problems were skipped.',
    );
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'structure-units-import-done');
    await page.getByTestId('units-import-close').click();

    await page.goto(`${baseUrl}/spaces/living?q=E2E-IMP`);
    await page.getByTestId('unit-row').nth(1).waitFor();
    expect(await page.getByTestId('unit-row').count()).toBe(2);

    // The export takes the list's search.
    await settled(page);
    await page.getByTestId('units-export').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('units-export-csv').click()]);
    expect(download.suggestedFilename()).toBe('units.csv');
    const text = readFileSync((await download.path())!, 'utf8').replace(/^\ufeff/, '');
    expect(text.trim().split('\n')).toEqual([
      'Unit,Building,Unit type,Floor,Square feet,Market rent',
      'E2E-IMP-1,Building A,Studio,4,510,1275',
      'E2E-IMP-2,Building B,2 Bedroom,4,980,1990',
    ]);

    await removeImported('E2E-IMP');
  });

  it('community viewer: prints the unit details to PDF without the portal around them', async () => {
    await openLivingStructure('viewer@maple.demo');
    await page.getByTestId('unit-row').first().getByRole('link').click();
    await page.getByTestId('unit-details').waitFor();
    await page.getByTestId('unit-history').waitFor();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await expect(page.getByTestId('unit-print').isVisible()).resolves.toBe(true);

    await page.emulateMedia({ media: 'print' });
    const displayed = (testId: string) =>
      page.getByTestId(testId).evaluate((element) => getComputedStyle(element).display !== 'none');
    expect(await displayed('unit-details')).toBe(true);
    expect(await displayed('unit-history')).toBe(true);
    expect(await displayed('left-nav')).toBe(false);
    expect(await displayed('unit-print')).toBe(false);
    const position = await page.getByTestId('unit-details').evaluate((element) => element.getBoundingClientRect().left);
    expect(position).toBe(0);

    const pdf = await page.pdf({ format: 'Letter', printBackground: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // One page: the details and their history, not the list under the modal.
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    await screenshot(page, 'structure-unit-print');
  });
});
