import {
  type Browser,
  type BrowserContext,
  chromium,
  type Page,
  type Request,
  type ViewportSize,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/** Debian's Chromium, headless, with the network chatter that a closed machine refuses turned off. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

const inFlight = new WeakMap<Page, Set<Request>>();

/** Counts the page's requests in flight from now on, for `settled`. */
export function trackRequests(page: Page): void {
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/**
 * Waits until the screen has settled, however slow the machine: no request in flight (a page whose
 * requests are not tracked waits for the document's network-idle state instead) and no transition
 * running (a modal sliding in). Endless animations (a pulsing dot) are left out. Use it before a click
 * that a late answer could undo, before axe, and before a screenshot, instead of a fixed sleep.
 *
 * @example await settled(page); expect(await seriousViolations(page)).toEqual([]);
 */
export async function settled(page: Page): Promise<void> {
  const open = inFlight.get(page);
  if (open) {
    // Twice in a row with nothing open: an answer often starts the next request in the same tick.
    for (let quiet = 0; quiet < 2; ) {
      await page.waitForTimeout(50);
      quiet = open.size === 0 ? quiet + 1 : 0;
    }
  } else {
    await page.waitForLoadState('networkidle');
  }
  // Until a couple of frames pass with no transition running: an entering toast starts its
  // transition a frame after it mounts, so one look can find nothing yet and the page mid-fade.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    for (let round = 0; round < 5; round++) {
      await frame();
      await frame();
      const running = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => null)));
    }
  });
}

export interface OpenedPage {
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/**
 * One browser for the file and a fresh context and page for each test, collecting the page's console
 * errors into `consoleErrors` (emptied before each test). The signed-out session probe answers 401 by
 * design, so those are not errors.
 *
 * @example pagePerTest({ width: 1280, height: 800 }, consoleErrors, (opened) => ({ page } = opened));
 */
export function pagePerTest(viewport: ViewportSize, consoleErrors: string[], onOpen: (opened: OpenedPage) => void) {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await browser!.newContext({ viewport });
    const page = await context.newPage();
    trackRequests(page);
    consoleErrors.length = 0;
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().includes('401')) consoleErrors.push(message.text());
    });
    onOpen({ browser: browser!, context, page });
  });
  afterEach(async () => {
    await context?.close();
  });
}
