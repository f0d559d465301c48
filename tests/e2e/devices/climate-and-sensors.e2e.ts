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

describe('thermostats', () => {
  it('community manager: opens the thermostats, opens one, changes its set points and sees them applied', async () => {
    await signInAt(page, baseUrl, 'manager@maple.demo', `/iot/thermostats`);
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

describe('leak sensors', () => {
  it('community manager: adds a leak sensor on a router and watches it become INSTALLED without reloading', async () => {
    await signInAt(page, baseUrl, 'manager@maple.demo', `/iot/leak-sensors`);
    await page.getByTestId('leak-sensor-row').first().waitFor();
    // Maple Court's sensors, a page of them.
    expect(await page.getByTestId('leak-sensor-row').count()).toBeGreaterThan(1);
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'devices-leak-sensors-list');

    await page.getByText('add leak sensor', { exact: true }).first().click();
    await page.waitForURL(`${baseUrl}/iot/leak-sensors/create`);
    const form = page.getByTestId('leak-sensor-form');
    await form.getByLabel('Name').fill('Boiler room');
    await form.getByLabel('Serial number').fill('LS-E2E-1');
    await page.getByTestId('leak-sensor-form-choose-router').click();

    await page.getByTestId('leak-router-picker').waitFor();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'devices-leak-sensor-select-router');
    await page.getByRole('button', { name: 'Use Sensor hub 1' }).click();

    // Back on the form with what was typed and the router chosen.
    await page.getByTestId('leak-sensor-form-router').waitFor();
    expect(await form.getByLabel('Name').inputValue()).toBe('Boiler room');
    expect(await page.getByTestId('leak-sensor-form-router').textContent()).toContain('Sensor hub 1');
    await screenshot(page, 'devices-leak-sensor-create');
    await page.getByTestId('leak-sensor-form-save').click();

    // The details follow the install as the engine runs it: no reload.
    await page.getByTestId('leak-sensor-details').waitFor();
    expect(await page.getByTestId('leak-sensor-title').textContent()).toBe('Boiler room');
    await expect
      .poll(() => page.getByTestId('leak-sensor-install-state').getAttribute('data-state'), { timeout: 45_000 })
      .toBe('INSTALLED');
    expect(await page.getByTestId('leak-sensor-connection').getAttribute('data-state')).toBe('ONLINE');
    expect(await page.getByTestId('leak-sensor-router').textContent()).toBe('Sensor hub 1');
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'devices-leak-sensor-details');

    // Its connection log starts with the install steps.
    await page.getByRole('link', { name: 'connection log' }).click();
    await page.getByTestId('connection-log-row').first().waitFor();
    expect(await page.getByTestId('connection-log-kind').first().textContent()).toBe('Command');
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'devices-leak-sensor-connection-log');

    // And the list shows it, installed, at phone width too.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/iot/leak-sensors?q=boiler`);
    await page.getByTestId('leak-sensor-row').first().waitFor();
    expect(await page.getByTestId('leak-sensor-install').first().textContent()).toBe('Installed');
    await settled(page);
    await screenshot(page, 'devices-leak-sensors-list-390');
  }, 120_000);
});

describe('light switches', () => {
  it('community manager: the switch list, details and configuration read well at both widths', async () => {
    await signInAt(page, baseUrl, 'manager@maple.demo', `/iot/light-switches`);
    await page.getByTestId('light-switch-row').first().waitFor();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'devices-light-switches-list');
    await page.getByTestId('light-switch-row').first().getByRole('link').click();
    await page.getByTestId('light-switch-details').waitFor();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'devices-light-switch-details');
    await page.getByRole('link', { name: 'configuration' }).click();
    await page.getByTestId('light-switch-config').waitFor();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'devices-light-switch-configuration');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(page.url().replace('/configuration', ''));
    await page.getByTestId('light-switch-details').waitFor();
    await settled(page);
    await screenshot(page, 'devices-light-switch-details-390');
  }, 90_000);
});
