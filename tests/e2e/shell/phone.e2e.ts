import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../lib/a11y.ts';
import { pagePerTest, settled } from '../lib/browser.ts';
import { baseUrl } from '../lib/server.ts';
import { screenshot, signIn } from '../lib/session.ts';

let page: Page;
const consoleErrors: string[] = [];

// A small phone: the narrowest width the shell is built for.
pagePerTest({ width: 360, height: 740 }, consoleErrors, (opened) => {
  ({ page } = opened);
});

/** Whether the element lies wholly inside the viewport (nothing pushed off screen). */
async function onScreen(testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).first().boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= 360 && box.y >= 0 && box.y + box.height <= 740;
}

describe('shell on a phone (360 × 740)', () => {
  it('community manager: menu button, community sheet, search, bell and profile all fit; nothing scrolls sideways', async () => {
    await signIn(page, baseUrl, 'manager@maple.demo');
    await page.getByTestId('profile-menu').waitFor();
    await page.getByTestId('notifications-slot').locator('button').first().waitFor();
    await settled(page);
    for (const id of ['menu-toggle', 'context-sheet-open', 'open-search', 'notifications-slot', 'profile-menu']) {
      expect([id, await onScreen(id)]).toEqual([id, true]);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // The menu is behind the button (moved off screen), not beside the page.
    const nav = await page.getByTestId('left-nav').boundingBox();
    expect(nav === null || nav.x + nav.width <= 0).toBe(true);
    expect(await page.getByTestId('menu-toggle').getAttribute('aria-expanded')).toBe('false');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'shell-phone-home');
    expect(consoleErrors).toEqual([]);
  });

  it('community manager: the menu opens from its button and closes when a screen is chosen', async () => {
    await signIn(page, baseUrl, 'manager@maple.demo');
    await page.getByTestId('menu-toggle').click();
    const nav = page.getByTestId('left-nav');
    await nav.locator('[data-route="cbr.unitTypes.list"]').waitFor();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'shell-phone-menu');
    await nav.locator('[data-route="cbr.living.communityStructure"]').click();
    await page.waitForURL(`${baseUrl}/spaces/living`);
    await expect
      .poll(() => page.getByTestId('menu-toggle').getAttribute('aria-expanded'), { timeout: 15_000 })
      .toBe('false');
    await page.getByTestId('units-table').waitFor();
  });

  it('community manager: the customer and community selectors open in a sheet; the profile menu reaches Logout', async () => {
    await signIn(page, baseUrl, 'manager@maple.demo');
    const opener = page.getByTestId('context-sheet-open');
    await expect.poll(() => opener.textContent(), { timeout: 15_000 }).toContain('Maple Court');
    await opener.click();
    const sheet = page.getByRole('dialog', { name: 'Customer and community' });
    await sheet.waitFor();
    expect(await sheet.getByTestId('profile-selector').inputValue()).toBe('Acme Living');
    expect(await sheet.getByTestId('community-selector').inputValue()).toBe('Maple Court');
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'shell-phone-context');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });

    await page.getByTestId('profile-menu').click();
    const logout = page.getByTestId('logout');
    await logout.waitFor();
    expect(await onScreen('logout')).toBe(true);
    await logout.click();
    await page.waitForURL(`${baseUrl}/sign-in`);
  });
});
