import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../lib/a11y.ts';
import { pagePerTest } from '../lib/browser.ts';
import { baseUrl } from '../lib/server.ts';
import { screenshot, signInAt } from '../lib/session.ts';

let page: Page;

// Console errors are not checked in this file's tests.
pagePerTest({ width: 1280, height: 900 }, [], (opened) => {
  ({ page } = opened);
});

describe('unit types', () => {
  it('community manager: creates a unit type, assigns two units to it and sees them on its details', async () => {
    await signInAt(page, baseUrl, 'manager@maple.demo', `/spaces/unit-types`);
    await page.getByTestId('unit-type-row').first().waitFor();
    expect(await page.getByTestId('unit-type-row').count()).toBe(4);
    await screenshot(page, 'structure-unit-types-list');

    await page.getByText('add new unit type', { exact: true }).first().click();
    await page.waitForURL(`${baseUrl}/spaces/unit-types/create`);
    const form = page.getByTestId('unit-type-form');
    await form.getByLabel('Name').fill('Penthouse');
    await form.getByLabel('Bedrooms').fill('3');
    await form.getByLabel('Square feet').fill('1800');
    await screenshot(page, 'structure-unit-type-create');
    await page.getByTestId('unit-type-save').click();

    await page.getByTestId('unit-type-details').waitFor();
    expect(await page.getByTestId('unit-type-name').textContent()).toBe('Penthouse');
    expect(await page.getByTestId('unit-type-no-units').textContent()).toBe('no units yet');

    await page.getByRole('link', { name: 'assign unit types' }).click();
    await page.getByTestId('unit-type-assign').waitFor();
    await page.getByTestId('assign-search').fill('c-1');
    await page.getByRole('checkbox', { name: 'select C-101' }).click();
    await page.getByRole('checkbox', { name: 'select C-102' }).click();
    await screenshot(page, 'structure-unit-type-assign');
    await page.getByTestId('assign-submit').click();

    await page.getByTestId('unit-type-units').waitFor();
    await expect
      .poll(() => page.getByTestId('unit-type-units').locator('li').allTextContents(), { timeout: 15_000 })
      .toEqual(['C-101', 'C-102']);
    await screenshot(page, 'structure-unit-type-details');
  }, 90_000);
});

describe('unit types: numbers and money', () => {
  it('community manager: types the rent in dollars, sees negative values refused next to their fields, then saves exactly what was typed', async () => {
    await signInAt(page, baseUrl, 'manager@maple.demo', `/spaces/unit-types/create`);
    const form = page.getByTestId('unit-type-form');
    await form.waitFor();
    await form.getByLabel('Name').fill('Garden loft');
    await form.getByLabel('Bedrooms').fill('-1');
    await form.getByLabel('Square feet').fill('-100');
    await form.getByLabel('Market rent').fill('-5');
    await page.getByTestId('unit-type-save').click();

    // Refused in the form, each next to its field, in words; nothing was saved.
    const negative = 'Enter 0 or more; negative values are not allowed';
    await expect.poll(() => form.getByText(negative).count()).toBe(3);
    expect(await form.getByLabel('Bedrooms').getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByLabel('Market rent').inputValue()).toBe('-5.00');
    expect(await page.getByText(/Too small|expected number|received/).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'structure-unit-type-refused');

    await form.getByLabel('Bedrooms').fill('21');
    await form.getByLabel('Bedrooms').blur();
    await form.getByText('Enter 20 or less').waitFor();

    await form.getByLabel('Bedrooms').fill('2');
    await form.getByLabel('Square feet').fill('950');
    await form.getByLabel('Market rent').fill('1550');
    await form.getByLabel('Market rent').blur();
    expect(await form.getByLabel('Market rent').inputValue()).toBe('1,550.00');
    await page.getByTestId('unit-type-save').click();
    await page.getByTestId('unit-type-details').waitFor();
    await page.getByTestId('unit-type-details').getByText('$1,550.00').first().waitFor();
  }, 90_000);

  it('community manager on a phone: the unit type form fits 390 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAt(page, baseUrl, 'manager@maple.demo', '/spaces/unit-types/create');
    const form = page.getByTestId('unit-type-form');
    await form.waitFor();
    await form.getByLabel('Market rent').fill('-5');
    await page.getByTestId('unit-type-save').click();
    await form.getByText('Enter 0 or more; negative values are not allowed').waitFor();
    await screenshot(page, 'structure-unit-type-refused-390');
    // The form itself fits: no field or message runs past the screen's edge.
    const overflow = await form.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const right = await form.evaluate((element) => element.getBoundingClientRect().right);
    expect(right).toBeLessThanOrEqual(390);
  }, 90_000);
});
