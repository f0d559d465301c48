import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seriousViolations } from '../lib/a11y.ts';
import { launchBrowser } from '../lib/browser.ts';
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
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterEach(async () => {
  await context?.close();
});

describe('thermostats', () => {
  it('community manager: opens the thermostats, opens one, changes its set points and sees them applied', async () => {
    await signIn(page, baseUrl, 'manager@maple.demo');
    await page.getByTestId('left-nav').waitFor();
    await page.goto(`${baseUrl}/iot/thermostats`);
    await expect.poll(() => page.getByTestId('thermostat-row').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.getByTestId('thermostat-cell-set-points').first().textContent()).toMatch(/\d+–\d+ °F/);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'devices-thermostats-list-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'devices-thermostats-list-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByTestId('thermostat-row').first().getByRole('link').click();
    await page.getByTestId('thermostat-details').waitFor();
    expect(page.url()).toMatch(/\/iot\/thermostats\/[0-9a-f-]{36}$/);
    await page.getByTestId('set-point-form').waitFor();
    const heat = Number(await page.getByTestId('thermostat-heat').textContent());
    const nextHeat = heat === 65 ? 64 : 65;

    // Refused in the browser by the server's own schema: heating above cooling.
    await page.getByTestId('heat-set-point').fill('80');
    await page.getByTestId('cool-set-point').fill('78');
    await page.getByTestId('set-point-apply').click();
    await expect
      .poll(() => page.getByTestId('set-point-form').textContent())
      .toContain('at least 3 °F above the heat set point');

    await page.getByTestId('heat-set-point').fill(String(nextHeat));
    await page.getByTestId('cool-set-point').fill('77');
    await page.getByTestId('set-point-apply').click();
    // The device answers through the job queue; the reading follows without a reload.
    await expect
      .poll(() => page.getByTestId('thermostat-heat').textContent(), { timeout: 45_000 })
      .toBe(String(nextHeat));
    expect(await page.getByTestId('thermostat-cool').textContent()).toBe('77');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'devices-thermostat-details-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'devices-thermostat-details-390');

    // The sub-screens open from the details: the schedule and the diagnostic, for a look.
    const id = /\/iot\/thermostats\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl}/iot/thermostats/${id}/schedule`);
    await page.getByTestId('thermostat-schedule').waitFor();
    await page.getByTestId('thermostat-schedule-add').click();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'devices-thermostat-schedule-1280');
    await page.goto(`${baseUrl}/iot/thermostats/${id}/diagnostic`);
    await page.getByTestId('thermostat-diagnostic').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'devices-thermostat-diagnostic-1280');
    await page.goto(`${baseUrl}/iot/thermostats/update-firmware`);
    await page.getByTestId('firmware-form').waitFor();
    await screenshot(page, 'devices-thermostat-firmware-1280');
  });
});
