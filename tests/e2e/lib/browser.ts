import { type Browser, type BrowserContext, chromium, type Page, type ViewportSize } from 'playwright-core';
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
