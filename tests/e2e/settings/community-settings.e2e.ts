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

async function openSettings(email: string, tab: string) {
  await signInAt(page, baseUrl, email, `/community-settings/${tab}`);
}

async function physicalTab() {
  await page.getByRole('tab', { name: 'physical condition' }).click();
  await page.getByTestId('status-READY').waitFor();
  // Clicks on the table must wait for its last answers: a late one re-renders it and drops the click.
  await settled(page);
}

describe('community settings: unit statuses', () => {
  it('community manager: resets a physical-condition category, undoes it, and sees the old names again', async () => {
    await openSettings('manager@maple.demo', 'unit-statuses');
    // The settings tab names the screen: 'unit statuses'.
    await page.getByTestId('tabbed-view').getByRole('tab', { name: 'unit statuses', selected: true }).waitFor();
    await physicalTab();
    expect(await seriousViolations(page)).toEqual([]);
    const vacant = page.getByTestId('category-VACANT');
    await vacant.getByTestId('label-Carpet replacement').waitFor();
    await screenshot(page, 'settings-physical-before-reset');

    await vacant.getByTestId('reset-category-VACANT').click();
    await page.getByText('Vacant units statuses reset to default').waitFor();
    await vacant.getByTestId('label-Carpet replacement').waitFor({ state: 'detached' });
    expect(await vacant.getByTestId('reset-category-VACANT').isDisabled()).toBe(true);
    await screenshot(page, 'settings-physical-after-reset');

    await vacant.getByTestId('undo-category-VACANT').click();
    await vacant.getByTestId('label-Carpet replacement').waitFor();
    await vacant.getByTestId('undo-category-VACANT').waitFor({ state: 'detached' });
    expect(await vacant.getByTestId('reset-category-VACANT').isDisabled()).toBe(false);
    await screenshot(page, 'settings-physical-after-undo');
    expect(consoleErrors).toEqual([]);
  });

  it('community manager: adds a label to an extendable status and deletes it; mandatory ones say so', async () => {
    await openSettings('manager@maple.demo', 'unit-statuses');
    await physicalTab();
    const vacant = page.getByTestId('category-VACANT');
    await vacant.getByTestId('add-status-DOWN').click();
    const row = page.getByTestId('label-add-row');
    await row.getByLabel('name').fill('Flooded');
    await row.getByLabel('description').fill('Water damage from the unit above.');
    await screenshot(page, 'settings-add-label');
    await row.getByRole('button', { name: 'save' }).click();
    await vacant.getByTestId('label-Flooded').waitFor();

    await vacant.getByTestId('mandatory-Renovation').hover();
    await page.getByText('this status is mandatory').waitFor();
    await screenshot(page, 'settings-mandatory-tooltip');

    await vacant.getByRole('button', { name: 'delete Flooded' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'delete' }).click();
    await vacant.getByTestId('label-Flooded').waitFor({ state: 'detached' });
    expect(consoleErrors).toEqual([]);
  });

  it('community manager: saves the rules form', async () => {
    await openSettings('manager@maple.demo', 'unit-statuses');
    await page.getByRole('tab', { name: 'rules' }).click();
    await page.getByTestId('rules-form').waitFor();
    await page
      .getByText('Apply a number of days for Unit Availability to calculate availability date at lease end.')
      .waitFor();
    await page.getByTestId('rules-label').click();
    await page.getByRole('option', { name: /Renovation/ }).click();
    await page.getByTestId('rules-reservation').fill('7');
    await page.getByTestId('rules-availability').fill('21');
    await screenshot(page, 'settings-rules');
    await page.getByTestId('rules-save').click();
    await page.getByText('settings successfully saved').waitFor();

    await page.reload();
    await page.getByRole('tab', { name: 'rules' }).click();
    await page.getByTestId('rules-form').waitFor();
    expect(await page.getByTestId('rules-reservation').inputValue()).toBe('7');
    expect(await page.getByTestId('rules-availability').inputValue()).toBe('21');
    // The label's choices come in their own call: its field shows the name once they are there.
    await expect.poll(() => page.getByTestId('rules-label').inputValue()).toContain('Renovation');
    expect(consoleErrors).toEqual([]);
  });
});

describe('community settings: pricing matrix', () => {
  it('community manager: creates a matrix for two unit types and sees the banner count the assigned ones', async () => {
    await openSettings('manager@maple.demo', 'pricing-matrices');
    const section = page.getByTestId('pricing-matrix');
    await section.waitFor();
    // Read the counts the server holds, so the check holds whatever other tests did to the unit types.
    const types = async () =>
      (await (
        await page.request.get(`${baseUrl}/api/unit-types-with-pricing-matrix`, { headers: await headers() })
      ).json()) as {
        content: { name: string; pricingMatrixId: string | null }[];
        totalElements: number;
      };
    const before = await types();
    const unassigned = before.content.filter((t) => !t.pricingMatrixId).map((t) => t.name);
    const assignedBefore = before.totalElements - unassigned.length;
    await page
      .getByText(
        `Before you leave, please be sure to assign a pricing matrix to all your unit types (${assignedBefore}/${before.totalElements}).`,
      )
      .waitFor();
    await screenshot(page, 'settings-pricing-before');

    // One unit type moves from the seeded matrix; one had none.
    const picked = ['1 Bedroom', unassigned[0]!];
    await section.getByRole('link', { name: 'add pricing matrix' }).click();
    await page.getByTestId('matrix-editor').waitFor();
    for (const name of picked) await page.getByTestId(`unit-type-${name}`).check();
    // A matrix where every premium is 0 would price nothing: give the first month one.
    await page.getByLabel('premium 1', { exact: true }).fill('5');
    await screenshot(page, 'settings-pricing-editor');
    await page.getByTestId('matrix-save').click();
    await page.getByText('pricing matrix saved').waitFor();

    const after = await types();
    const assignedAfter = after.content.filter((t) => t.pricingMatrixId).length;
    expect(assignedAfter).toBe(assignedBefore + 1);
    const banner = page.getByTestId('pricing-banner');
    if (assignedAfter < after.totalElements) {
      await page
        .getByText(
          `Before you leave, please be sure to assign a pricing matrix to all your unit types (${assignedAfter}/${after.totalElements}).`,
        )
        .waitFor();
    } else {
      await banner.waitFor({ state: 'detached' });
    }
    await expect
      .poll(() => page.getByTestId('matrix-title').allTextContents())
      .toContain([...picked].sort().join(', '));
    // The other eleven months at 0 % merge into one row listing them.
    await page.getByRole('cell', { name: '2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12' }).waitFor();
    await screenshot(page, 'settings-pricing-after');
    expect(consoleErrors).toEqual([]);
  });
});

describe('community settings: pricing matrix edits', () => {
  it('community manager: a refused premium shows next to its row; leaving the half-edited matrix through the menu asks first', async () => {
    await openSettings('manager@maple.demo', 'pricing-matrices');
    await page.getByTestId('pricing-matrix').waitFor();
    await page
      .getByRole('link', { name: /edit pricing matrix/ })
      .first()
      .click();
    const editor = page.getByTestId('matrix-editor');
    await editor.waitFor();
    await settled(page);
    const editUrl = page.url();

    await editor.getByLabel('premium 2', { exact: true }).fill('1001');
    await page.getByTestId('matrix-save').click();
    // The message sits in the row, in words; no 'matrix.rows.1.premiumValue: …' under the page.
    await editor.getByText('Enter 1,000 or less').waitFor();
    expect(await editor.getByLabel('premium 2', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText(/matrix\.rows|premiumValue/).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'settings-pricing-refused-row');

    // Through the menu: the guard asks; go back keeps the editor and what was typed.
    await page.getByTestId('left-nav').getByRole('link').first().click();
    const question = page.getByText('Changes you made may not be saved');
    await question.waitFor();
    await screenshot(page, 'settings-pricing-leave-question');
    await page.getByRole('button', { name: 'go back' }).click();
    await question.waitFor({ state: 'detached' });
    expect(page.url()).toBe(editUrl);
    expect(await editor.getByLabel('premium 2', { exact: true }).inputValue()).toBe('1,001.00');

    // Leave anyway leaves, and the matrix kept its rows (nothing was saved).
    await page.getByTestId('left-nav').getByRole('link').first().click();
    await page.getByRole('button', { name: 'leave anyway' }).click();
    await expect.poll(() => page.url()).not.toBe(editUrl);
    expect(consoleErrors).toEqual([]);
  });
});

describe('community settings: read-only', () => {
  it('community viewer: sees unit statuses, rules and pricing matrices without any way to change them', async () => {
    await openSettings('viewer@maple.demo', 'unit-statuses');
    await page.getByTestId('settings-read-only').waitFor();
    expect(await page.getByText('apply statuses to other communities').count()).toBe(0);
    expect(await page.getByTestId('reset-all').isDisabled()).toBe(true);
    await physicalTab();
    expect(await page.getByText('add new status').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^edit / }).count()).toBe(0);
    await screenshot(page, 'settings-viewer-physical');
    await page.getByRole('tab', { name: 'rules' }).click();
    await page.getByTestId('rules-form').waitFor();
    expect(await page.getByTestId('rules-save').count()).toBe(0);
    expect(await page.getByTestId('rules-availability').isDisabled()).toBe(true);
    await page.goto(`${baseUrl}/community-settings/pricing-matrices`);
    await page.getByTestId('pricing-matrix').waitFor();
    expect(await page.getByRole('link', { name: /edit pricing matrix/ }).count()).toBe(0);
    expect(await page.getByText('add pricing matrix').count()).toBe(0);
    await screenshot(page, 'settings-viewer-pricing');
    expect(consoleErrors).toEqual([]);
  });
});

/** The context headers the portal sends, read from what it stored for the signed-in user. */
async function headers(): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const found: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      const value = localStorage.getItem(key) ?? '';
      try {
        const parsed = JSON.parse(value) as { customerId?: string; communityId?: string };
        if (parsed.customerId) found['x-lintel-customer-id'] = parsed.customerId;
        if (parsed.communityId) found['x-lintel-community-id'] = parsed.communityId;
      } catch {
        // not ours
      }
    }
    return found;
  });
}
