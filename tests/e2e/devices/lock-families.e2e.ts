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

describe('wired-controller node settings', () => {
  it('community manager: opens a cloud node from node settings, changes its heartbeat, saves and sees it listed', async () => {
    await signIn(page, baseUrl, 'manager@maple.demo');
    await page.getByTestId('left-nav').waitFor();
    await page.goto(`${baseUrl}/iot/locks/management/pdk/node-settings`);
    const row = page.getByTestId('pdk-node-row').filter({ hasText: 'Cloud node 1' });
    await row.waitFor();
    expect(await row.textContent()).toContain('America/New_York');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'lock-families-node-settings');

    await row.getByRole('link', { name: 'Cloud node 1' }).click();
    const form = page.getByTestId('pdk-node-form');
    await form.waitFor();
    expect(page.url()).toMatch(/\/iot\/locks\/management\/pdk\/node-settings\/[0-9a-f-]{36}$/);
    await form.getByLabel('Time zone').fill('America/Chicago');
    await form.getByLabel('Heartbeat (seconds)').fill('5');
    await page.getByTestId('pdk-node-save').click();
    // Refused by the shared schema, next to the field, before anything is sent.
    await form.getByText(/10 or more|at least 10|>=10/i).waitFor();
    await form.getByLabel('Heartbeat (seconds)').fill('120');
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/locks/pdk/nodes/')),
      page.getByTestId('pdk-node-save').click(),
    ]);
    expect(saved.status()).toBe(200);
    await page.getByText('Saved', { exact: true }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'lock-families-edit-node');

    await page.goto(`${baseUrl}/iot/locks/management/pdk/node-settings`);
    await expect
      .poll(() => page.getByTestId('pdk-node-row').filter({ hasText: 'Cloud node 1' }).textContent())
      .toContain('America/Chicago');
  });

  it('community viewer: sees the node settings but no save', async () => {
    await signIn(page, baseUrl, 'viewer@maple.demo');
    await page.getByTestId('left-nav').waitFor();
    await page.goto(`${baseUrl}/iot/locks/management/pdk/node-settings`);
    await page.getByTestId('pdk-node-row').first().getByRole('link').click();
    await page.getByTestId('pdk-node-form').waitFor();
    expect(await page.getByTestId('pdk-node-save').count()).toBe(0);
    expect(await page.getByTestId('pdk-node-form').getByLabel('Name').isDisabled()).toBe(true);
  });
});

describe('the other family screens', () => {
  it('community manager: Yale default configuration and Brivo import sites read cleanly on a desktop and a phone; the default is saved', async () => {
    await signIn(page, baseUrl, 'manager@maple.demo');
    await page.getByTestId('left-nav').waitFor();
    const screens: [string, string, string][] = [
      ['/iot/locks/management/yale/default-configuration', 'default-configuration', 'yale-default-configuration'],
      ['/iot/locks/management/brivo/import-sites', 'import-brivo-table', 'brivo-import-sites'],
    ];
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, testId, name] of screens) {
        await page.goto(`${baseUrl}${path}`);
        await page.getByTestId(testId).waitFor();
        expect(await seriousViolations(page), `${path} at ${width}`).toEqual([]);
        await screenshot(page, `lock-families-${name}-${width}`);
      }
    }
    await page.goto(`${baseUrl}/iot/locks/management/yale/default-configuration`);
    await page.getByTestId('default-configuration-built-in').waitFor();
    await page.getByLabel('Relock after (seconds)').fill('45');
    await page.getByTestId('default-configuration-save').click();
    await page.getByText('Saved', { exact: true }).first().waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('Relock after (seconds)').inputValue()).toBe('45');
    expect(await page.getByTestId('default-configuration-built-in').count()).toBe(0);
  });
});
