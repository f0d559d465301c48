import { expect, it } from 'vitest';
import { seriousViolations } from '../lib/a11y.ts';
import { launchBrowser, settled, trackRequests } from '../lib/browser.ts';
import { baseUrl } from '../lib/server.ts';
import { DEMO_PASSWORD, screenshot, signIn } from '../lib/session.ts';
import { restoreDemoPassword, useBrowser } from './setup.ts';

const b = useBrowser();
const NEW_PASSWORD = 'Account-new-2026';

it('portfolio user: changes the password on My account, sees the sessions, signs out everywhere else', async () => {
  const { page } = b;
  // A second browser, signed in too: the other session.
  const browser = await launchBrowser();
  const elsewhere = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const other = await elsewhere.newPage();
  let changed = false;
  try {
    await signIn(other, baseUrl, 'portfolio@acme.demo');
    await other.getByTestId('profile-menu').waitFor();

    trackRequests(page);
    await signIn(page, baseUrl, 'portfolio@acme.demo');
    await page.getByTestId('profile-menu').click();
    await page.getByTestId('account-link').click();
    await page.getByRole('heading', { name: 'My account' }).waitFor();
    await page.getByTestId('session-row').nth(1).waitFor();

    // A wrong current password is refused, and what was typed stays.
    await page.getByLabel('Current password').fill('Not-my-pass-1');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() => page.getByTestId('password-error').textContent())
      .toBe('The current password is not correct.');
    expect(await page.getByLabel('New password', { exact: true }).inputValue()).toBe(NEW_PASSWORD);

    await page.getByLabel('Current password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Successfully updated your password.').waitFor();
    changed = true;
    expect(await page.getByLabel('Current password').inputValue()).toBe('');
    // The change signed the other browser out; it signs in again with the new password.
    await page.getByTestId('sessions-empty').waitFor();
    expect(await page.getByTestId('session-row').count()).toBe(1);
    await signIn(other, baseUrl, 'portfolio@acme.demo', NEW_PASSWORD);
    await other.getByTestId('profile-menu').waitFor();

    await page.reload();
    await page.getByTestId('session-row').nth(1).waitFor();
    const current = page.locator('[data-testid="session-row"][data-current="true"]');
    expect(await current.textContent()).toContain('This session');
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'account-sessions');

    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Sign out every other session? This one stays signed in.').waitFor();
    await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await page.getByText('1 other session was signed out.').waitFor();
    await page.getByTestId('sessions-empty').waitFor();
    expect(await page.getByTestId('session-row').count()).toBe(1);

    // The other browser is signed out at once: its next page is the sign-in screen.
    await other.reload();
    await other.getByRole('heading', { name: 'Sign in to Lintel' }).waitFor();
    // This one still works.
    await page.reload();
    await page.getByTestId('account-page').waitFor();
  } finally {
    await browser.close();
    if (changed) await restoreDemoPassword(baseUrl, 'portfolio@acme.demo', NEW_PASSWORD);
  }
  // Three sign-ins, two browsers and seven password changes (argon2 each) on a busy machine.
}, 150_000);
