import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../lib/a11y.ts';
import { launchBrowser } from '../lib/browser.ts';
import { baseUrl } from '../lib/server.ts';
import { choose, screenshot, signIn, signInAt } from '../lib/session.ts';

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

/**
 * Records every message the page's web sockets receive, with the timestamp of the message event
 * itself (read in the page), so a delivery is timed without the driver's latency.
 */
async function recordSocketMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const frames: { at: number; data: string }[] = [];
    (window as unknown as { socketFrames: typeof frames }).socketFrames = frames;
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        this.addEventListener('message', (event) => {
          frames.push({ at: performance.timeOrigin + event.timeStamp, data: String(event.data) });
        });
      }
    };
  });
}

/** When a socket message containing `text` arrived in the page (undefined: none yet). */
function frameWith(page: Page, text: string): Promise<number | undefined> {
  return page.evaluate(
    (wanted) =>
      (window as unknown as { socketFrames: { at: number; data: string }[] }).socketFrames.find((frame) =>
        frame.data.includes(wanted),
      )?.at,
    text,
  );
}

describe('notifications', () => {
  it('community manager: an alert sent with the sender tool appears in the open bell within 2 s, is read when in view; Birch never gets it', async () => {
    // The manager at Maple Court, bell open on the Alerts tab.
    const manager = await newPage();
    await recordSocketMessages(manager);
    await signIn(manager, baseUrl, 'manager@maple.demo');
    await manager.getByTestId('bell').waitFor();
    await expect.poll(() => manager.getByTestId('bell').getAttribute('data-alive'), { timeout: 10_000 }).toBe('true');
    await manager.getByTestId('bell').click();
    await manager.getByTestId('bell-popup').waitFor();
    expect(await manager.getByRole('tab', { name: 'Alerts' }).getAttribute('aria-selected')).toBe('true');

    // A Birch Residential user with their own bell.
    const birch = await newPage();
    await recordSocketMessages(birch);
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
    // The sender tool is customer-wide, so the every-screen walk (at a community) cannot open it.
    await sender.waitForLoadState('networkidle');
    expect(await seriousViolations(sender)).toEqual([]);
    await choose(sender, 'sender-community', 'Maple Court');
    const title = `Leak on the roof ${Date.now()}`;
    await sender.getByLabel('title').fill(title);
    await sender
      .getByLabel('message (HTML)')
      .fill('<p>Water under <b>roof hatch 2</b>.<img src=x onerror="window.__xss=1"></p>');
    await screenshot(sender, 'notifications-sender');
    await sender.getByRole('button', { name: 'send' }).click();
    await sender.getByText(/Sent to \d+ people\./).waitFor();
    // A mark that only the manager's document carries: a reload would drop it.
    await manager.evaluate(() => {
      (window as unknown as { beforeSend: boolean }).beforeSend = true;
    });

    // It shows in the manager's open bell without a reload, pushed over the socket: that is what makes
    // the spec's 2 s hold, and what is checked. The distance from the server's answer to the socket
    // message, read in the pages, is reported rather than asserted (a busy machine delays a page at
    // random); the delivery latency under load is measured by the benchmark (npm run bench).
    const item = manager.getByTestId('notification-item').filter({ hasText: title });
    await item.waitFor();
    expect(await manager.evaluate(() => (window as unknown as { beforeSend?: boolean }).beforeSend)).toBe(true);
    const sentAt = await sender.evaluate(() => {
      const entry = performance
        .getEntriesByType('resource')
        .find((e) => new URL(e.name).pathname === '/api/notifications/send') as PerformanceResourceTiming;
      return performance.timeOrigin + entry.responseEnd;
    });
    const deliveredAt = await frameWith(manager, title);
    expect(deliveredAt, 'the alert came over the socket').toBeDefined();
    console.info(`alert pushed to the open bell ${Math.round(deliveredAt! - sentAt)} ms after the send was answered`);
    // Newest critical-first order puts it in view; being fully visible marks it read.
    await item.scrollIntoViewIfNeeded();
    await expect.poll(() => item.getAttribute('data-read')).toBe('true');
    expect(await manager.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await screenshot(manager, 'notifications-bell');

    // The Birch user never receives it: not over the socket (the manager's copy has come, so would
    // Birch's), nor from the server's list.
    expect(await frameWith(birch, title)).toBeUndefined();
    await birch.getByTestId('bell').click();
    await birch.getByTestId('bell-popup').waitFor();
    expect(await birch.getByTestId('notification-item').filter({ hasText: title }).count()).toBe(0);
  }, 150_000);

  it('community manager: the notifications view lists the feed with its total and day groups', async () => {
    const page = await newPage();
    await signInAt(page, baseUrl, 'manager@maple.demo', '/notifications');
    await page.getByTestId('feed-total').waitFor();
    await expect.poll(async () => page.getByTestId('feed-item').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('feed-total').textContent()).toMatch(/^Total: \d+ items$/);
    const separators = await page.getByTestId('feed-separator').allTextContents();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    expect(separators[0]).toBe('Today');
    await screenshot(page, 'notifications-view');
  });
});
