import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Page,
  type Request,
  type ViewportSize,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { baseUrl } from './server.ts';

/** Debian's Chromium, headless, with the network chatter that a closed machine refuses turned off. */
const launchOptions = {
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
};

/** A browser whose every context starts empty (an incognito profile each), for tests that need two at once. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(launchOptions);
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
  context: BrowserContext;
  page: Page;
}

/**
 * One browser profile for the file and, for each test, a new page in it with the portal's cookies and
 * storage forgotten: the test starts signed out with nothing remembered, as in a new profile, while the
 * portal's scripts stay in the browser's cache (immutable, hashed files) with their compiled code. A
 * fresh profile per test compiled the portal again on every sign-in: a quarter more of Chromium's CPU,
 * which is what bounds the browser tests (D246). Pages are closed after each test, routes and init
 * scripts with them. Console errors go into `consoleErrors` (emptied before each test); the signed-out
 * session probe answers 401 by design, so those are not errors.
 *
 * @example pagePerTest({ width: 1280, height: 800 }, consoleErrors, (opened) => ({ page } = opened));
 */
export function pagePerTest(viewport: ViewportSize, consoleErrors: string[], onOpen: (opened: OpenedPage) => void) {
  let context: BrowserContext | undefined;
  let profile = '';
  beforeAll(async () => {
    profile = mkdtempSync(join(tmpdir(), 'lintel-e2e-profile-'));
    context = await chromium.launchPersistentContext(profile, { ...launchOptions, viewport, acceptDownloads: true });
    for (const page of context.pages()) await page.close();
  });
  afterAll(async () => {
    await context?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
  });
  beforeEach(async () => {
    const page = await context!.newPage();
    await forget(context!, page);
    trackRequests(page);
    consoleErrors.length = 0;
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().includes('401')) consoleErrors.push(message.text());
    });
    onOpen({ context: context!, page });
  });
  afterEach(async () => {
    for (const page of context?.pages() ?? []) await page.close();
  });
}

/** The portal's cookies and stored data (local storage, IndexedDB, caches) gone; the HTTP cache kept. */
async function forget(context: BrowserContext, page: Page): Promise<void> {
  await context.clearCookies();
  await context.clearPermissions();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(baseUrl).origin, storageTypes: 'all' });
  await cdp.detach();
}
