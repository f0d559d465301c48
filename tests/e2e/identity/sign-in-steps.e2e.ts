import { expect, it } from 'vitest';
import { baseUrl } from '../lib/server.ts';
import { DEMO_PASSWORD, screenshot, signIn } from '../lib/session.ts';
import { totpNow, useBrowser } from './setup.ts';

const b = useBrowser();
const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

it("user with an authenticator: the code step, 'Trust this device', then no code on this device", async () => {
  const { page } = b;
  await signIn(page, baseUrl, 'mfa@acme.demo');
  await page.getByRole('heading', { name: 'Authenticator code' }).waitFor();
  await page.getByRole('button', { name: 'Back to sign in' }).waitFor();
  await screenshot(page, 'auth-code-step');
  // 'Back to sign in' returns to the password step.
  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await page.getByRole('heading', { name: 'Sign in to Lintel' }).waitFor();

  await signIn(page, baseUrl, 'mfa@acme.demo');
  await page.getByLabel('Code').fill('000000');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // A wrong code is said in plain words next to the code, not in the server's wording.
  const code = page.getByLabel('Code');
  await expect.poll(() => code.getAttribute('aria-invalid')).toBe('true');
  await page
    .getByText('This code is not right or has expired. Enter the current 6-digit code from your authenticator app.')
    .waitFor();
  expect(await page.getByText('Invalid code or auth state for the user.').count()).toBe(0);

  await page.getByLabel('Code').fill(totpNow(DEMO_TOTP_SECRET));
  await page.getByLabel('Trust this device').check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect.poll(() => page.getByTestId('home-community').textContent()).toBe('Maple Court');

  await page.getByTestId('profile-menu').click();
  await page.getByTestId('logout').click();
  await page.getByRole('heading', { name: 'Sign in to Lintel' }).waitFor();
  await signIn(page, baseUrl, 'mfa@acme.demo');
  await expect.poll(() => page.getByTestId('home-community').textContent()).toBe('Maple Court');
});

it("user with a temporary password: 'Change password' leads into the portal", async () => {
  const { page } = b;
  await signIn(page, baseUrl, 'newpass@acme.demo');
  await page.getByRole('button', { name: 'Change password' }).waitFor();
  await page.getByLabel('New password', { exact: true }).fill('weakpass');
  await page.getByLabel('Confirm new password').fill('weakpass');
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('Password must have uppercase characters').waitFor();
  await page.getByLabel('New password', { exact: true }).fill('Nora-Maple-2026');
  await page.getByLabel('Confirm new password').fill('Nora-Maple-2026');
  await screenshot(page, 'auth-change-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect.poll(() => page.getByTestId('home-community').textContent()).toBe('Maple Court');
});

it('user whose profile requires 2FA: sets it up with a code computed from the shown secret', async () => {
  const { page } = b;
  await signIn(page, baseUrl, 'newmfa@acme.demo', DEMO_PASSWORD);
  await page.getByRole('heading', { name: 'Set up 2FA authentication up to an account' }).waitFor();
  expect(await page.getByTestId('authenticator-apps').locator('li').count()).toBe(5);
  const qr = page.getByTestId('mfa-qr');
  await qr.waitFor();
  expect(await qr.getAttribute('width')).toBe('168');
  expect((await qr.boundingBox())?.width).toBe(168);
  await screenshot(page, 'auth-mfa-setup');
  await page.getByRole('button', { name: 'Hide QR code' }).click();
  await qr.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Show QR code' }).click();
  await qr.waitFor();
  await page.getByRole('button', { name: 'Show secret key' }).click();
  const secret = (await page.getByTestId('mfa-secret').textContent())!;
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Code').fill(totpNow(secret));
  await page.getByRole('button', { name: 'Submit code' }).click();
  await expect.poll(() => page.getByTestId('home-community').textContent()).toBe('Maple Court');
});

it('user: a wrong password is said once, and the message goes away as soon as they type again', async () => {
  const { page } = b;
  await signIn(page, baseUrl, 'manager@maple.demo', 'not-the-password');
  const alert = page.getByTestId('sign-in-error');
  await expect.poll(() => alert.textContent()).toBe('Incorrect username or password.');
  await screenshot(page, 'auth-sign-in-refused');
  await page.getByLabel('Password', { exact: true }).pressSequentially('x');
  await alert.waitFor({ state: 'detached' });
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect.poll(() => page.getByTestId('home-community').textContent()).toBe('Maple Court');
});
