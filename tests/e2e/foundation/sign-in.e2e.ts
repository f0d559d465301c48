import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pagePerTest, settled } from '../lib/browser.ts';
import { baseUrl } from '../lib/server.ts';
import { choose, screenshot, signIn } from '../lib/session.ts';

let page: Page;
const consoleErrors: string[] = [];

pagePerTest({ width: 1280, height: 800 }, consoleErrors, (opened) => {
  ({ page } = opened);
});

/** Every API call the page makes from now on, as 'METHOD /path'. */
function watchApiCalls(watched: Page): string[] {
  const calls: string[] = [];
  watched.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

describe('foundation: sign in and work inside a customer and community', () => {
  it('community manager: signs in and lands on Maple Court, selected because it is the only one', async () => {
    await page.goto(baseUrl);
    await page.getByRole('heading', { name: 'Sign in to Lintel' }).waitFor();
    await screenshot(page, 'foundation-sign-in');
    await signIn(page, baseUrl, 'manager@maple.demo');
    await expect.poll(() => page.getByTestId('home-community').textContent()).toBe('Maple Court');
    expect(await page.getByTestId('home-customer').textContent()).toBe('Acme Living');
    expect(await page.getByTestId('community-selector').inputValue()).toBe('Maple Court');
    await page.getByTestId('stat-Units').waitFor();
    expect(await page.getByTestId('stat-Units').textContent()).toBe('120');
    await screenshot(page, 'foundation-home-manager');
    expect(consoleErrors).toEqual([]);
  });

  it('community manager: signs in with the phone number', async () => {
    await signIn(page, baseUrl, '(555) 010-0100');
    await expect.poll(() => page.getByTestId('home-community').textContent()).toBe('Maple Court');
  });

  it('anyone: a username that is neither an email nor a phone number is refused before it is sent; the phone parser loads only for a phone', async () => {
    const scripts: string[] = [];
    const apiCalls = watchApiCalls(page);
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const phoneParserLoaded = () => scripts.some((url) => /\/assets\/username-[^/]+\.js$/.test(url));
    await page.goto(`${baseUrl}/sign-in`);
    const username = page.getByLabel('Email or phone');
    const invalid = page.getByText('Please enter a valid email or phone number.');
    await username.fill('manager@maple');
    await page.getByLabel('Password', { exact: true }).click();
    await invalid.waitFor();
    expect(phoneParserLoaded()).toBe(false);
    await username.fill('manager');
    await page.getByLabel('Password', { exact: true }).click();
    await expect.poll(phoneParserLoaded).toBe(true);
    await invalid.waitFor();
    await screenshot(page, 'foundation-sign-in-invalid-username');
    // Submitting the refused username sends nothing to the server.
    await page.getByLabel('Password', { exact: true }).fill('Lintel-demo-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await invalid.waitFor();
    await settled(page);
    expect(apiCalls.filter((call) => call.startsWith('POST /api/auth/'))).toEqual([]);
    await username.fill('(555) 010-0100');
    await page.getByLabel('Password', { exact: true }).click();
    await invalid.waitFor({ state: 'detached' });
    expect(consoleErrors).toEqual([]);
  });

  it('anyone: a wrong password shows the closable red alert and keeps what was typed', async () => {
    await signIn(page, baseUrl, 'manager@maple.demo', 'Not-the-password-1');
    const alert = page.getByTestId('sign-in-error');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Incorrect username or password.');
    expect(await page.getByLabel('Email or phone').inputValue()).toBe('manager@maple.demo');
    await screenshot(page, 'foundation-sign-in-error');
    await alert.getByRole('button').click();
    await alert.waitFor({ state: 'detached' });
  });

  it('anyone: an invalid username is caught before it is sent', async () => {
    await page.goto(`${baseUrl}/sign-in`);
    const apiCalls = watchApiCalls(page);
    await page.getByLabel('Email or phone').fill('not a username');
    await page.getByLabel('Password', { exact: true }).fill('x');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Please enter a valid email or phone number.').waitFor();
    // Pressing Enter in the password field is the other way to submit.
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await settled(page);
    expect(apiCalls.filter((call) => call.startsWith('POST /api/auth/'))).toEqual([]);
    // The same form does send a valid username: the watch above would have seen it.
    await page.getByLabel('Email or phone').fill('manager@maple.demo');
    await page.getByLabel('Password', { exact: true }).fill('Lintel-demo-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => apiCalls.filter((call) => call.startsWith('POST /api/auth/sign-in'))).toHaveLength(1);
  });

  it('super admin: sees the missing-context notice, then chooses Birch Residential and Elm Park', async () => {
    await signIn(page, baseUrl, 'super@lintel.demo');
    const notice = page.getByTestId('missing-context');
    await notice.waitFor();
    expect(await notice.textContent()).toBe(
      'please select a customer and a community to continue, then refresh the browser',
    );
    await screenshot(page, 'foundation-missing-context');
    await choose(page, 'customer-selector', 'Birch Residential');
    await expect
      .poll(() => notice.textContent())
      .toBe('please select a community to continue, then refresh the browser');
    await choose(page, 'community-selector', 'Elm Park');
    await expect.poll(() => page.getByTestId('home-community').textContent()).toBe('Elm Park');
    expect(await page.getByTestId('home-customer').textContent()).toBe('Birch Residential');
    await screenshot(page, 'foundation-home-super-admin');
    // The choice survives a reload.
    await page.reload();
    await expect.poll(() => page.getByTestId('home-community').textContent()).toBe('Elm Park');
  });

  it('super admin: Unselect customer returns to the provider profile with nothing selected', async () => {
    await signIn(page, baseUrl, 'super@lintel.demo');
    await page.getByTestId('customer-selector').waitFor();
    await choose(page, 'customer-selector', 'Acme Living');
    await choose(page, 'community-selector', 'Harbor View');
    await expect.poll(() => page.getByTestId('home-community').textContent()).toBe('Harbor View');
    await choose(page, 'customer-selector', 'Unselect customer');
    await page.getByTestId('missing-context').waitFor();
    expect(await page.getByTestId('customer-selector').inputValue()).toBe('');
  });

  it('community manager: signs out and is back at sign-in; the old session is gone', async () => {
    await signIn(page, baseUrl, 'manager@maple.demo');
    await page.getByTestId('home-community').waitFor();
    await page.getByTestId('profile-menu').click();
    await page.getByTestId('logout').click();
    await page.getByRole('heading', { name: 'Sign in to Lintel' }).waitFor();
    const status = await page.evaluate(async () => (await fetch('/api/profile')).status);
    expect(status).toBe(401);
    await page.goto(baseUrl);
    await page.getByRole('heading', { name: 'Sign in to Lintel' }).waitFor();
  });

  it('user without a profile: is shown that the profile is disabled', async () => {
    await signIn(page, baseUrl, 'disabled@acme.demo');
    await page.getByTestId('profile-disabled').waitFor();
    expect(await page.getByRole('heading', { name: 'Your profile is disabled' }).isVisible()).toBe(true);
    await screenshot(page, 'foundation-profile-disabled');
  });

  it('multi-profile user: switching profile clears the community', async () => {
    await signIn(page, baseUrl, 'multi@lintel.demo');
    await page.getByTestId('profile-selector').waitFor();
    await choose(page, 'profile-selector', 'Birch Residential');
    await page.getByTestId('missing-context').waitFor();
    await choose(page, 'community-selector', 'Birch Commons');
    await expect.poll(() => page.getByTestId('home-community').textContent()).toBe('Birch Commons');
    await choose(page, 'profile-selector', 'Acme Living');
    // Harbor View is the only Acme community of this profile, so it is selected at once.
    await expect.poll(() => page.getByTestId('home-community').textContent()).toBe('Harbor View');
  });

  it('anyone: an unknown address inside the portal shows the 404 page', async () => {
    await signIn(page, baseUrl, 'manager@maple.demo');
    await page.getByTestId('home-community').waitFor();
    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByTestId('not-found').waitFor();
  });
});
