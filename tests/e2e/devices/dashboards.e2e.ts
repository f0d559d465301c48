import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../lib/a11y.ts';
import { pagePerTest } from '../lib/browser.ts';
import { baseUrl } from '../lib/server.ts';
import { choose, screenshot, signIn, signInAt } from '../lib/session.ts';

let page: Page;

// Console errors are not checked in this file's tests.
pagePerTest({ width: 1280, height: 900 }, [], (opened) => {
  ({ page } = opened);
});

describe('devices hub and home dashboards', () => {
  it('community manager: opens the hub, then the battery and popular access dashboards with their charts', async () => {
    await signInAt(page, baseUrl, 'manager@maple.demo', `/iot/devices`);
    await page.getByTestId('hub-tile-LOCK').waitFor();
    // Maple Court's 35 demo locks, and any a browser test on the same server installed before this one.
    expect(Number(await page.getByTestId('hub-total-LOCK').textContent())).toBeGreaterThanOrEqual(35);
    expect(await page.getByTestId('hub-total-THERMOSTAT').textContent()).toBe('120');
    await expect.poll(() => page.getByTestId('hub-tile-LEAK_SENSOR').textContent()).toContain('1 leaking');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'devices-hub');

    await page.getByTestId('hub-dashboard-home.iot.battery').click();
    await page.waitForURL(`${baseUrl}/home/iot/battery`);
    const bands = page.getByTestId('battery-bands');
    await bands.locator('.recharts-bar-rectangle').first().waitFor();
    await page.getByTestId('lowest-row').first().waitFor();
    expect(await page.getByTestId('lowest-battery').first().textContent()).toBe('6%');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'devices-dashboard-battery');

    await page.goBack();
    await page.getByTestId('hub-dashboard-home.iot.access').click();
    await page.waitForURL(`${baseUrl}/home/iot/access`);
    await page.getByTestId('access-days').locator('.recharts-bar-rectangle').first().waitFor();
    const doors = page.getByTestId('access-doors-list');
    await doors.waitFor();
    await expect.poll(() => doors.textContent()).toContain('Main entrance');
    await page.getByTestId('days-window').getByText('Last 30 days').click();
    await page.waitForURL(/days=30/);
    await expect
      .poll(() => page.getByTestId('access-days').locator('.recharts-bar-rectangle').count())
      .toBeGreaterThan(40);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'devices-dashboard-access');
  }, 120_000);

  it('community manager on a phone: the hub and the runtime chart fit a 390 px screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAt(page, baseUrl, 'manager@maple.demo', `/iot/devices`);
    await page.getByTestId('hub-tile-LOCK').waitFor();
    await screenshot(page, 'devices-hub-phone');
    await page.goto(`${baseUrl}/home/iot/runtime`);
    await page.getByTestId('runtime-days').locator('.recharts-bar-rectangle').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'devices-dashboard-runtime-phone');
  }, 90_000);

  it('portfolio admin of Birch Residential: the sensor-industries dashboard of Birch Commons, where the integration is on', async () => {
    // The walk's Maple Court has the integration off (the route is not theirs there): this is its axe check.
    await signIn(page, baseUrl, 'multi@lintel.demo');
    await choose(page, 'profile-selector', 'Birch Residential');
    await choose(page, 'community-selector', 'Birch Commons');
    await expect.poll(() => page.getByTestId('home-community').textContent()).toBe('Birch Commons');
    await page.getByTestId('left-nav').locator('[data-route="iot.si-dash.index"]').click();
    await page.waitForURL(`${baseUrl}/iot/si-dash`);
    await page.getByTestId('si-building-row').first().waitFor();
    expect(Number(await page.getByTestId('si-sensors-value').textContent())).toBeGreaterThan(0);
    await page.getByTestId('si-leaks').locator('.recharts-cartesian-grid').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'devices-si-dash');
  }, 90_000);
});
