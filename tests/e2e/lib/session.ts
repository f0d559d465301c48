import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'Lintel-demo-1';
const screenshots = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** Signs in through the sign-in screen, as a user would. */
export async function signIn(page: Page, baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${baseUrl}/sign-in`);
  await page.getByLabel('Email or phone').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs in through the API, in the page's cookie jar, then opens `path`: for tests whose subject is
 * not signing in. It skips the sign-in screen and the home screen, two of the document loads that
 * cost a browser test most of its time (D248); the sign-in screen itself is the identity tests'.
 */
export async function signInAt(
  page: Page,
  baseUrl: string,
  email: string,
  path: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  const answer = await page.request.post(`${baseUrl}/api/auth/sign-in`, {
    data: { username: email, password },
    headers: { origin: baseUrl },
  });
  const body = (await answer.json()) as { status?: string };
  if (!answer.ok() || body.status !== 'SIGNED_IN') {
    throw new Error(`sign-in of ${email} answered ${answer.status()} ${JSON.stringify(body)}`);
  }
  await page.goto(`${baseUrl}${path}`);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: `${screenshots}${name}.png`, fullPage: true });
}

/** Picks an option of a Mantine select by its visible label. */
export async function choose(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
