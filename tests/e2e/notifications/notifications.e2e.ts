import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../lib/browser.ts';
import { choose, screenshot, signIn } from '../lib/session.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
const contexts: BrowserContext[] = [];

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  return context.newPage();
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('notifications', () => {
  it('community manager: an alert sent with the sender tool appears in the open bell within 2 s, is read when in view; Birch never gets it', async () => {
    // The manager at Maple Court, bell open on the Alerts tab.
    const manager = await newPage();
    await signIn(manager, baseUrl, 'manager@maple.demo');
    await manager.getByTestId('bell').waitFor();
    await expect.poll(() => manager.getByTestId('bell').getAttribute('data-alive'), { timeout: 10_000 }).toBe('true');
    await manager.getByTestId('bell').click();
    await manager.getByTestId('bell-popup').waitFor();
    expect(await manager.getByRole('tab', { name: 'Alerts' }).getAttribute('aria-selected')).toBe('true');

    // A Birch Residential user with their own bell.
    const birch = await newPage();
    await signIn(birch, baseUrl, 'multi@lintel.demo');
    await choose(birch, 'profile-selector', 'Birch Residential');
    await birch.getByTestId('bell').waitFor();
    await expect.poll(() => birch.getByTestId('bell').getAttribute('data-alive'), { timeout: 10_000 }).toBe('true');

    // The super admin sends an alert to Maple Court's staff with the sender tool.
    const sender = await newPage();
    await signIn(sender, baseUrl, 'super@lintel.demo');
    await choose(sender, 'customer-selector', 'Acme Living');
    await sender.goto(`${baseUrl}/ntfy-tools/notifications`);
    await sender.getByRole('heading', { name: 'notification sender' }).waitFor();
    await choose(sender, 'sender-community', 'Maple Court');
    const title = `Leak on the roof ${Date.now()}`;
    await sender.getByLabel('title').fill(title);
    await sender
      .getByLabel('message (HTML)')
      .fill('<p>Water under <b>roof hatch 2</b>.<img src=x onerror="window.__xss=1"></p>');
    await screenshot(sender, 'notifications-sender');
    await sender.getByRole('button', { name: 'send' }).click();
    await sender.getByText(/Sent to \d+ people\./).waitFor();
    // From the moment the server accepted the send.
    const sentAt = Date.now();

    // It shows in the manager's open bell without a reload, within 2 s.
    const item = manager.getByTestId('notification-item').filter({ hasText: title });
    await item.waitFor({ timeout: 2_000 });
    expect(Date.now() - sentAt).toBeLessThan(2_000);
    // Newest critical-first order puts it in view; being fully visible marks it read.
    await item.scrollIntoViewIfNeeded();
    await expect.poll(() => item.getAttribute('data-read'), { timeout: 5_000 }).toBe('true');
    expect(await manager.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await screenshot(manager, 'notifications-bell');

    // The Birch user never receives it.
    await birch.waitForTimeout(1_000);
    await birch.getByTestId('bell').click();
    await birch.getByTestId('bell-popup').waitFor();
    expect(await birch.getByTestId('notification-item').filter({ hasText: title }).count()).toBe(0);
  }, 150_000);

  it('community manager: the notifications view lists the feed with its total and day groups', async () => {
    const page = await newPage();
    await signIn(page, baseUrl, 'manager@maple.demo');
    await page.getByTestId('bell').waitFor();
    await page.goto(`${baseUrl}/notifications`);
    await page.getByTestId('feed-total').waitFor();
    await expect.poll(async () => page.getByTestId('feed-item').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('feed-total').textContent()).toMatch(/^Total: \d+ items$/);
    const separators = await page.getByTestId('feed-separator').allTextContents();
    expect(separators[0]).toBe('Today');
    await screenshot(page, 'notifications-view');
  });
});
