import { Secret, TOTP } from 'otpauth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { launchBrowser } from '../lib/browser.ts';

/** Each test gets a fresh context (no cookies, no device trust) and page. */
export function useBrowser() {
  const state = {} as { browser: Browser; context: BrowserContext; page: Page };
  beforeAll(async () => {
    state.browser = await launchBrowser();
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  beforeEach(async () => {
    state.context = await state.browser.newContext({ viewport: { width: 1280, height: 860 } });
    state.page = await state.context.newPage();
  });
  afterEach(async () => {
    await state.context?.close();
  });
  return state;
}

/** The code an authenticator app shows now, computed with the same library the server uses. */
export function totpNow(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
}

/** Reads the latest message to an address from the demo mailbox page, as a demo visitor would. */
export async function readMailbox(page: Page, baseUrl: string, to: string): Promise<string> {
  await page.goto(`${baseUrl}/demo/mailbox`);
  const message = page.getByTestId('mailbox-message').filter({ hasText: to }).first();
  await message.waitFor();
  return (await message.textContent()) ?? '';
}
