import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityId, customerId } from '../../../apps/server/src/seed/demo.ts';
import { seriousViolations } from '../lib/a11y.ts';
import { launchBrowser, settled, trackRequests } from '../lib/browser.ts';
import { baseUrl } from '../lib/server.ts';
import { screenshot, signIn } from '../lib/session.ts';

let browser: Browser;
const contexts: BrowserContext[] = [];
const ACME = customerId('Acme Living');
const MAPLE = communityId('Acme Living', 'Maple Court');

async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  trackRequests(page);
  return page;
}

/** Signs in and waits for home and a live socket, so pushed changes reach the page. */
async function openPortal(email: string, width?: number): Promise<Page> {
  const page = await newPage(width);
  await signIn(page, baseUrl, email);
  await page.getByTestId('home-community').waitFor();
  await expect.poll(() => page.getByTestId('bell').getAttribute('data-alive'), { timeout: 10_000 }).toBe('true');
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('processing an alert', () => {
  it('community manager: takes a critical leak alert up and resolves it; the bell does not read it, and read-only staff see it move', async () => {
    const manager = await openPortal('manager@maple.demo');
    const viewer = await openPortal('viewer@maple.demo');

    // Maple Court's smart devices report a leak: a critical alert to the community's staff.
    const title = `Water leak detected in D-${Date.now() % 100_000}`;
    const sender = await newPage();
    await signIn(sender, baseUrl, 'super@lintel.demo');
    await sender.getByTestId('customer-selector').waitFor();
    const sent = await sender.evaluate(
      async ({ title, customer, community }) => {
        const response = await fetch('/api/notifications/send', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-lintel-customer-id': customer },
          body: JSON.stringify({
            target: { kind: 'community', communityId: community },
            kind: 'ALERT',
            priority: 'CRITICAL',
            type: 'error',
            eventCode: 'IOT_LEAK_DETECTED',
            title,
            html: '<p>The leak sensor under the <b>water heater</b> reports water.</p>',
          }),
        });
        return response.status;
      },
      { title, customer: ACME, community: MAPLE },
    );
    expect(sent).toBe(201);

    // Home shows it among the open alerts, most urgent first.
    await manager.getByTestId('home-open-alert').filter({ hasText: title }).waitFor();

    // Opening the bell does not mark the critical alert read.
    await manager.getByTestId('bell').click();
    const item = manager.getByTestId('notification-item').filter({ hasText: title });
    await item.waitFor();
    await item.scrollIntoViewIfNeeded();
    await settled(manager);
    expect(await item.getAttribute('data-read')).toBe('false');
    expect(await item.getByTestId('notification-status').textContent()).toBe('new');
    expect(await item.getByTestId('notification-priority').textContent()).toBe('critical');
    await settled(manager);
    expect(await seriousViolations(manager)).toEqual([]);
    await screenshot(manager, 'alerts-bell');

    // The read-only colleague has the bell open on Alerts, and the alert in it.
    await viewer.getByTestId('bell').click();
    const viewerItem = viewer.getByTestId('notification-item').filter({ hasText: title });
    await viewerItem.waitFor();

    // Opening the alert closes the bell and shows the drawer with its next step.
    await item.getByRole('link', { name: title }).click();
    const drawer = manager.getByTestId('alert-history');
    await drawer.waitFor();
    await manager.getByTestId('bell-popup').waitFor({ state: 'hidden' });
    expect(await drawer.getByTestId('alert-status').textContent()).toBe('new');
    await settled(manager);
    expect(await seriousViolations(manager)).toEqual([]);

    // Take it up, with a note: it is now processing, read for the manager, and still under Alerts.
    await drawer.getByLabel('note (optional)').fill('Plumber called, water shut off at the riser.');
    await drawer.getByRole('button', { name: 'start processing' }).click();
    await expect.poll(() => drawer.getByTestId('alert-status').textContent()).toBe('processing');
    expect(await drawer.getByLabel('note (optional)').inputValue()).toBe('');
    await drawer.getByText('Plumber called, water shut off at the riser.').waitFor();
    expect(await drawer.getByTestId('alert-read-toggle').textContent()).toBe('mark as unread');
    // The colleague's open bell follows without a reload.
    await expect.poll(() => viewerItem.getByTestId('notification-status').textContent()).toBe('processing');

    // Finish it: resolved, listed under Resolved, no more steps.
    await settled(manager);
    expect(await seriousViolations(manager)).toEqual([]);
    await screenshot(manager, 'alerts-drawer-processing');
    await drawer.getByRole('button', { name: 'mark resolved' }).click();
    await expect.poll(() => drawer.getByTestId('alert-status').textContent()).toBe('resolved');
    await drawer.getByTestId('alert-finished').waitFor();
    expect(await drawer.getByTestId('alert-actions').count()).toBe(0);
    expect(
      await drawer
        .getByTestId('alert-timeline')
        .getByText(/^(new|processing|resolved)$/)
        .allTextContents(),
    ).toEqual(['new', 'processing', 'resolved']);
    await screenshot(manager, 'alerts-drawer-resolved');

    // It left the colleague's Alerts tab and waits under Resolved.
    await viewerItem.waitFor({ state: 'detached' });
    await viewer.getByRole('tab', { name: 'Resolved' }).click();
    await viewer.getByTestId('notification-item').filter({ hasText: title }).waitFor();
    // Home no longer counts it.
    await viewer.keyboard.press('Escape');
    await expect.poll(() => viewer.getByTestId('home-open-alert').filter({ hasText: title }).count()).toBe(0);
  }, 150_000);
});
