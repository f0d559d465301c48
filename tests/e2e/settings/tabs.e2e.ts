import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pagePerTest, settled } from '../lib/browser.ts';
import { baseUrl } from '../lib/server.ts';
import { screenshot, signInAt } from '../lib/session.ts';

let page: Page;
const consoleErrors: string[] = [];

pagePerTest({ width: 1280, height: 900 }, consoleErrors, (opened) => {
  ({ page } = opened);
});

const ALL_TABS = ['unit statuses', 'pricing matrix', 'notification'];
const tabList = () => page.getByTestId('tabbed-view').getByRole('tablist');
const tab = (name: string) => tabList().getByRole('tab', { name, exact: true });
const tabNames = () => tabList().getByRole('tab').allTextContents();

async function openSettings(email: string, path = '/community-settings') {
  await signInAt(page, baseUrl, email, path);
}

/** Waits for a tab to be the open one and its page to be drawn. */
async function onTab(name: string, path: string, pageTestId: string) {
  await page.waitForURL(`${baseUrl}/community-settings/${path}`);
  await tabList().getByRole('tab', { name, exact: true, selected: true }).waitFor();
  await page.getByTestId(pageTestId).waitFor();
}

async function box(locator: ReturnType<Page['getByTestId']>) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not visible');
  return found;
}

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

describe('community settings tabs', () => {
  // One sign-in for the manager's tab checks: each costs seconds of the browser budget (D236).
  it('community manager: lands on the first tab under one title, moves between the tabs in order, finds each once with Ctrl+K, and an unknown tab opens the first', async () => {
    await openSettings('manager@maple.demo');
    await onTab('unit statuses', 'unit-statuses', 'unit-statuses');
    expect(await tabNames()).toEqual(ALL_TABS);
    expect(await tabList().getAttribute('aria-orientation')).toBe('horizontal');
    // The settings title is the only page title, and it sits above the tab bar.
    expect(await page.getByTestId('page-title').textContent()).toBe('community settings');
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    const title = await box(page.getByTestId('page-title'));
    expect(title.y + title.height).toBeLessThanOrEqual((await box(page.getByTestId('tabbed-view'))).y);
    await screenshot(page, 'settings-tabs-v2-unit-statuses');

    await tab('pricing matrix').click();
    await onTab('pricing matrix', 'pricing-matrices', 'pricing-matrix');
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await screenshot(page, 'settings-tabs-v2-pricing-matrix');

    await tab('notification').click();
    await onTab('notification', 'notifications', 'notification-settings');
    expect(await page.getByTestId('page-title').textContent()).toBe('community settings');
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'notification', exact: true }).count()).toBe(0);
    await screenshot(page, 'settings-tabs-v2-notification');

    // The menu entry stays lit on every tab.
    const entry = page.getByTestId('left-nav').locator('[data-route="community.settings.index"]');
    expect(await entry.getAttribute('aria-current')).toBe('page');

    // Ctrl+K: the screen itself once (a tab's entry names the screen after its own title).
    const found = await paletteResults('settings');
    expect(found.filter((label) => label.startsWith('community settings'))).toHaveLength(1);
    // The notification tab keeps its own entry: it is the way there for those without a section.
    expect(found.filter((label) => label.includes('notification settings'))).toHaveLength(1);
    // A tab is found by its own words, once, as a tab of community settings (D143).
    for (const tab of ['unit statuses', 'pricing matrix']) {
      const results = await paletteResults(tab);
      expect(results.filter((label) => label.startsWith(tab))).toEqual([`${tab}community settings`]);
    }

    await page.goto(`${baseUrl}/community-settings/no-such-tab`);
    await onTab('unit statuses', 'unit-statuses', 'unit-statuses');
    expect(await tabNames()).toEqual(ALL_TABS);
    expect(consoleErrors).toEqual([]);
  });

  it('community manager on the V3 (Beta) layout: the same tabs, as a sidebar beside the page', async () => {
    await openSettings('manager@maple.demo');
    await onTab('unit statuses', 'unit-statuses', 'unit-statuses');
    await page.getByRole('switch', { name: 'V3 (Beta)' }).check();
    await expect.poll(() => tabList().getAttribute('aria-orientation')).toBe('vertical');
    expect(await tabNames()).toEqual(ALL_TABS);
    // One above the other, left of the page, below the title (measured once the layout has settled).
    const sidebarLayout = async () => {
      const boxes = await Promise.all(ALL_TABS.map((name) => box(tab(name))));
      const stacked = boxes.every(
        (b, i) => i === 0 || (Math.abs(b.x - boxes[0]!.x) < 1 && b.y >= boxes[i - 1]!.y + boxes[i - 1]!.height - 1),
      );
      const sidebar = await box(tabList());
      const content = await box(page.getByTestId('unit-statuses'));
      const title = await box(page.getByTestId('page-title'));
      return {
        stacked,
        besidePage: sidebar.x + sidebar.width <= content.x,
        belowTitle: title.y + title.height <= sidebar.y,
      };
    };
    await expect.poll(sidebarLayout).toEqual({ stacked: true, besidePage: true, belowTitle: true });
    await screenshot(page, 'settings-tabs-v3-unit-statuses');

    await tab('pricing matrix').click();
    await onTab('pricing matrix', 'pricing-matrices', 'pricing-matrix');
    expect(await tabList().getAttribute('aria-orientation')).toBe('vertical');
    await screenshot(page, 'settings-tabs-v3-pricing-matrix');

    await tab('notification').click();
    await onTab('notification', 'notifications', 'notification-settings');
    expect(await tabList().getAttribute('aria-orientation')).toBe('vertical');
    await screenshot(page, 'settings-tabs-v3-notification');

    await page.getByRole('switch', { name: 'V3 (Beta)' }).uncheck();
    await expect.poll(() => tabList().getAttribute('aria-orientation')).toBe('horizontal');
    expect(consoleErrors).toEqual([]);
  });

  it('community viewer: every section as a tab, read-only', async () => {
    await openSettings('viewer@maple.demo');
    await onTab('unit statuses', 'unit-statuses', 'unit-statuses');
    expect(await tabNames()).toEqual(ALL_TABS);
    await page.getByTestId('settings-read-only').waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('user without unit-status-settings view: no unit statuses tab; community settings opens on pricing matrix', async () => {
    // The same manager, with the unit status settings grants left out of what the browser receives.
    // The browser only hides; the server's refusal of the same user is checked in
    // apps/server/src/areas/settings/settings-tabs.test.ts.
    await page.route('**/api/identities/*/permissions', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { apps: { grants: { key: string }[] }[] };
      for (const app of body.apps)
        app.grants = app.grants.filter((g) => !g.key.startsWith('CBR_UNIT_STATUS_SETTINGS_'));
      await route.fulfill({ response, json: body });
    });
    await openSettings('manager@maple.demo');
    await onTab('pricing matrix', 'pricing-matrices', 'pricing-matrix');
    expect(await tabNames()).toEqual(['pricing matrix', 'notification']);
    await screenshot(page, 'settings-tabs-without-unit-statuses');

    await page.goto(`${baseUrl}/community-settings/no-such-tab`);
    await onTab('pricing matrix', 'pricing-matrices', 'pricing-matrix');
    await page.goto(`${baseUrl}/community-settings/unit-statuses`);
    await page.waitForURL(`${baseUrl}/not-authorized`);
    expect(consoleErrors).toEqual([]);
  });
});
