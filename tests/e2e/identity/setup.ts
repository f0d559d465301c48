import { Secret, TOTP } from 'otpauth';
import type { BrowserContext, Page } from 'playwright-core';
import { pagePerTest } from '../lib/browser.ts';
import { DEMO_PASSWORD } from '../lib/session.ts';

/** Each test gets a new page with nothing remembered (no cookies, no device trust; lib/browser.ts). */
export function useBrowser() {
  const state = {} as { context: BrowserContext; page: Page };
  // Console errors are not checked in the identity tests.
  pagePerTest({ width: 1280, height: 860 }, [], (opened) => Object.assign(state, opened));
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

/**
 * A new password may not be one of the last 5, so a test that gave a demo user another password
 * brings the demo password back for the other tests by stepping through five others, as the user
 * would on the account screen (through its endpoint, with a bearer token).
 */
export async function restoreDemoPassword(baseUrl: string, email: string, current: string): Promise<void> {
  const tokenAnswer = await fetch(`${baseUrl}/api/auth/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: current }),
  });
  if (tokenAnswer.status !== 201) throw new Error(`sign-in of ${email} failed: ${tokenAnswer.status}`);
  const { token } = (await tokenAnswer.json()) as { token: string };
  const steps = [1, 2, 3, 4, 5].map((n) => `Restore-step-${n}-Aa9`);
  let previous = current;
  for (const next of [...steps, DEMO_PASSWORD]) {
    const changed = await fetch(`${baseUrl}/api/auth/account/password`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ currentPassword: previous, newPassword: next }),
    });
    if (changed.status !== 204) throw new Error(`password change of ${email} failed: ${changed.status}`);
    previous = next;
  }
}
