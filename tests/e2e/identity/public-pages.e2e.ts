import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncReferenceData } from '../../../apps/server/src/areas/permissions/reference-data.ts';
import { migrateToLatest } from '../../../apps/server/src/platform/db/migrate.ts';
import { openDatabase } from '../../../apps/server/src/platform/db/open.ts';
import { userId as demoUserId, seedDemo } from '../../../apps/server/src/seed/demo.ts';
import { type RunningServer, startServer } from '../../../apps/server/test/process.ts';
import { baseUrl } from '../lib/server.ts';
import { DEMO_PASSWORD, screenshot, signIn } from '../lib/session.ts';
import { readMailbox, restoreDemoPassword, useBrowser } from './setup.ts';

/*
 * The public resident pages opened from real links: each token is read from the demo mailbox, as
 * a demo visitor would, after an administrator (or the user) asked for it through the API.
 */
const b = useBrowser();

/** A bearer client of the API, as an administrator's tool would use it. */
async function apiAs(url: string, email: string, password = DEMO_PASSWORD) {
  const tokenAnswer = await fetch(`${url}/api/auth/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  expect(tokenAnswer.status).toBe(201);
  const { token } = (await tokenAnswer.json()) as { token: string };
  return async (method: 'GET' | 'POST', path: string, body?: object) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, body: response.status === 204 ? null : await response.json() };
  };
}

async function userId(url: string, email: string): Promise<string> {
  const asUser = await apiAs(url, email);
  return (await asUser('GET', '/api/auth/session')).body.user.id as string;
}

it('Lintel staff user whose password a super admin reset: /app/resetUserPassword sets a new one once, then signs in', async () => {
  const { page } = b;
  const staffId = await userId(baseUrl, 'staff@lintel.demo');
  const superAdmin = await apiAs(baseUrl, 'super@lintel.demo');
  expect((await superAdmin('POST', `/api/identities/${staffId}/reset-password`)).status).toBe(202);

  const text = await readMailbox(page, baseUrl, 'staff@lintel.demo');
  const link = /(\/app\/resetUserPassword\/[A-Za-z0-9_-]{43})/.exec(text)![1]!;
  await page.goto(`${baseUrl}${link}`);
  await page.getByRole('heading', { name: 'Reset password' }).waitFor();
  await page.getByText('For s•••f@lintel.demo').waitFor();
  // The shared password rule applies before anything is sent.
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('short');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await page.getByText('Password must have at least 8 characters').waitFor();
  // The voided password stays refused (it is among the last 5).
  await page.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm new password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect
    .poll(() => page.getByTestId('auth-error').textContent())
    .toBe('You have used this password recently. Please choose a password that is not one of your last 5 passwords.');
  await page.getByLabel('New password', { exact: true }).fill('Staff-anew-2026');
  await page.getByLabel('Confirm new password').fill('Staff-anew-2026');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect.poll(() => page.getByTestId('banner').textContent()).toBe('Successfully updated your password.');
  await screenshot(page, 'auth-reset-user-password-done');

  await page.goto(`${baseUrl}${link}`);
  await expect
    .poll(() => page.getByTestId('auth-error').textContent())
    .toBe('This link is invalid, was already used or has expired.');
  await signIn(page, baseUrl, 'staff@lintel.demo', 'Staff-anew-2026');
  await page.getByTestId('profile-menu').waitFor();
  // Back to the demo password, for the other tests.
  await restoreDemoPassword(baseUrl, 'staff@lintel.demo', 'Staff-anew-2026');
});

it('Lintel staff user who asked to change their email: /app/changeEmail confirms the new address once', async () => {
  const { page } = b;
  const staff = await apiAs(baseUrl, 'staff@lintel.demo');
  const asked = await staff('POST', '/api/auth/email-change', {
    newEmail: 'stella@lintel.demo',
    currentPassword: DEMO_PASSWORD,
  });
  expect(asked.status).toBe(202);

  const text = await readMailbox(page, baseUrl, 'stella@lintel.demo');
  const link = /(\/app\/changeEmail\/[A-Za-z0-9_-]{43})/.exec(text)![1]!;
  await page.goto(`${baseUrl}${link}`);
  await page.getByRole('heading', { name: 'Confirm your new email' }).waitFor();
  await page.getByText('Use s••••a@lintel.demo as your email address for Lintel.').waitFor();
  await screenshot(page, 'auth-change-email');
  await page.getByRole('button', { name: 'Confirm email' }).click();
  await expect
    .poll(() => page.getByTestId('banner').textContent())
    .toBe('Email updated. You can sign in with your new address.');

  await page.goto(`${baseUrl}${link}`);
  await expect
    .poll(() => page.getByTestId('auth-error').textContent())
    .toBe('This link is invalid, was already used or has expired.');
  await signIn(page, baseUrl, 'stella@lintel.demo');
  await page.getByTestId('profile-menu').waitFor();

  // Back to the demo address, for the other tests.
  const renamed = await apiAs(baseUrl, 'stella@lintel.demo');
  await renamed('POST', '/api/auth/email-change', { newEmail: 'staff@lintel.demo', currentPassword: DEMO_PASSWORD });
  const back = /\/app\/changeEmail\/([A-Za-z0-9_-]{43})/.exec(
    await readMailbox(page, baseUrl, 'staff@lintel.demo'),
  )![1]!;
  const restored = await fetch(`${baseUrl}/api/auth/links/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'CHANGE_EMAIL', token: back }),
  });
  expect(restored.status).toBe(204);
});

/*
 * /app/setPassword needs an invited user, and the demo portfolio has none (every demo account can
 * sign in). This test runs its own server on a demo database where one account is left invited.
 */
describe('/app/setPassword', () => {
  let invitedServer: RunningServer | undefined;
  let invitedDir = '';
  // On the tests' PostgreSQL server when there is one (D246), as the other servers of the run.
  const serverUrl = process.env.TEST_DATABASE_URL;
  const invitedDatabase = `lintel_e2e_invited_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  beforeAll(async () => {
    invitedDir = mkdtempSync(join(tmpdir(), 'lintel-e2e-invited-'));
    let databaseUrl: string | undefined;
    if (serverUrl) {
      await admin(`drop database if exists ${invitedDatabase} with (force)`);
      await admin(`create database ${invitedDatabase}`);
      const url = new URL(serverUrl);
      url.pathname = `/${invitedDatabase}`;
      databaseUrl = url.toString();
    }
    const database = await openDatabase(
      databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: invitedDir },
    );
    try {
      await migrateToLatest(database.db);
      await syncReferenceData(database);
      await seedDemo(database);
      await database.db
        .updateTable('users')
        .set({ status: 'invited', password_hash: null })
        .where('email', '=', 'viewer@maple.demo')
        .execute();
    } finally {
      await database.close();
    }
    invitedServer = await startServer({
      LINTEL_RATE_LIMIT: 'off',
      LINTEL_DATA_DIR: invitedDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, LINTEL_DEMO: 'true' } : {}),
    });
  });
  afterAll(async () => {
    await invitedServer?.stop();
    if (invitedDir) rmSync(invitedDir, { recursive: true, force: true });
    if (serverUrl) await admin(`drop database if exists ${invitedDatabase} with (force)`);
  });

  it('invited community staff: the /app/setPassword link of a re-invitation sets the first password once, then signs in', async () => {
    const { page } = b;
    const url = invitedServer!.url;
    // Invited: no password yet, so no sign-in.
    const before = await fetch(`${url}/api/auth/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'viewer@maple.demo', password: DEMO_PASSWORD }),
    });
    expect(before.status).toBe(401);
    const superAdmin = await apiAs(url, 'super@lintel.demo');
    const viewerId = demoUserId('viewer@maple.demo');
    expect((await superAdmin('POST', `/api/identities/${viewerId}/re-invite`)).status).toBe(202);

    const text = await readMailbox(page, url, 'viewer@maple.demo');
    const link = /(\/app\/setPassword\/[A-Za-z0-9_-]{43})/.exec(text)![1]!;
    await page.goto(`${url}${link}`);
    await page.getByRole('heading', { name: 'Set your password' }).waitFor();
    await page.getByText('For v••••r@maple.demo').waitFor();
    await page.getByLabel('New password', { exact: true }).fill('Val-first-2026');
    await page.getByLabel('Confirm new password').fill('Val-first-2027');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The passwords do not match.').waitFor();
    await page.getByLabel('Confirm new password').fill('Val-first-2026');
    await screenshot(page, 'auth-set-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => page.getByTestId('banner').textContent()).toBe('Successfully updated your password.');

    await page.goto(`${url}${link}`);
    await expect
      .poll(() => page.getByTestId('auth-error').textContent())
      .toBe('This link is invalid, was already used or has expired.');
    await signIn(page, url, 'viewer@maple.demo', 'Val-first-2026');
    await page.getByTestId('home-community').waitFor();
  });
});
