import { expect, it } from 'vitest';
import { baseUrl } from '../lib/server.ts';
import { DEMO_PASSWORD, screenshot, signIn } from '../lib/session.ts';
import { readMailbox, restoreDemoPassword, useBrowser } from './setup.ts';

const b = useBrowser();
const NEW_PASSWORD = 'Reset-anew-2026';

it('portfolio user: forgot password, reads the code in the demo mailbox, resets (not to the current password), signs in with the new one', async () => {
  const { page, context } = b;
  await page.goto(`${baseUrl}/sign-in`);
  await page.getByRole('link', { name: 'Forgot my password' }).click();
  await page.getByRole('heading', { name: 'Forgot password?' }).waitFor();
  await page.getByText('Enter your email or phone number...').waitFor();
  await page.getByLabel('Email or phone').fill('portfolio@acme.demo');
  await page.getByRole('button', { name: 'Request a reset link' }).click();
  await page.getByRole('heading', { name: 'Reset password' }).waitFor();
  expect(await page.getByLabel('Email or phone').inputValue()).toBe('portfolio@acme.demo');

  const mailbox = await context.newPage();
  const text = await readMailbox(mailbox, baseUrl, 'portfolio@acme.demo');
  await screenshot(mailbox, 'auth-demo-mailbox');
  const code = /code is (\d{6})/.exec(text)![1]!;

  await page.getByLabel('Code').fill(code);
  // The current password is refused (it is among the last 5); the code stays usable.
  await page.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm new password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect
    .poll(() => page.getByTestId('auth-error').textContent())
    .toBe('You have used this password recently. Please choose a password that is not one of your last 5 passwords.');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await screenshot(page, 'auth-reset-password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect
    .poll(() => page.getByTestId('banner').textContent())
    .toBe('Password updated. You can sign in to your account.');
  await signIn(page, baseUrl, 'portfolio@acme.demo', NEW_PASSWORD);
  await page.getByTestId('profile-menu').waitFor();
  await restoreDemoPassword(baseUrl, 'portfolio@acme.demo', NEW_PASSWORD);
});

it('admin of Acme: the emailed /app/forgotUserPassword link sets a new password once', async () => {
  const { page } = b;
  await page.goto(`${baseUrl}/forgot-password`);
  await page.getByLabel('Email or phone').fill('admin@acme.demo');
  await page.getByRole('button', { name: 'Request a reset link' }).click();
  await page.getByRole('heading', { name: 'Reset password' }).waitFor();
  const text = await readMailbox(page, baseUrl, 'admin@acme.demo');
  const link = /(\/app\/forgotUserPassword\/[A-Za-z0-9_-]{43})/.exec(text)![1]!;

  await page.goto(`${baseUrl}${link}`);
  await page.getByText('For a•••n@acme.demo').waitFor();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect.poll(() => page.getByTestId('banner').textContent()).toBe('Successfully updated your password.');
  await screenshot(page, 'auth-link-done');
  await restoreDemoPassword(baseUrl, 'admin@acme.demo', NEW_PASSWORD);

  await page.goto(`${baseUrl}${link}`);
  await expect
    .poll(() => page.getByTestId('auth-error').textContent())
    .toBe('This link is invalid, was already used or has expired.');
});
