import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/harness.ts';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../seed/demo-data.ts';

/*
 * 'Trust this device' skips the code step for 604800000 ms, but a password reset, an MFA reset and a
 * deactivation forget every device of the user: the next sign-in on a trusted device asks for the
 * code again.
 */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});
// A fresh 30-second step before each test, so each has an unused code; well past any slow-down.
beforeEach(() => api.clock.advance(900_030));

type Cookies = Record<string, string>;
const post = (url: string, payload: object, cookies: Cookies = {}) =>
  api.app.inject({ method: 'POST', url, payload, cookies });
const signIn = (username: string, password: string, cookies: Cookies = {}) =>
  post('/api/auth/sign-in', { username, password }, cookies);
const codeFor = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: api.clock.now().getTime(),
  });
const nextStep = () => api.clock.advance(30_000);

/** Signs in with the code and 'Trust this device'; returns the device cookie, checked to skip the code step. */
async function trustDevice(username: string, password: string, secret: string): Promise<Cookies> {
  nextStep();
  const challenge = (await signIn(username, password)).json();
  expect(challenge).toMatchObject({ status: 'CHALLENGE', step: 'MFA_CODE' });
  const trusted = await post('/api/auth/sign-in/code', {
    challenge: challenge.challenge,
    code: codeFor(secret),
    trustDevice: true,
  });
  expect(trusted.statusCode).toBe(200);
  const device = trusted.cookies.find((c) => c.name === 'lintel_device');
  expect(device?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const cookies = { lintel_device: device!.value };
  expect((await signIn(username, password, cookies)).json().status).toBe('SIGNED_IN');
  return cookies;
}

async function userIdOf(email: string): Promise<string> {
  const row = await api.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return row!.id;
}

async function liveDevices(email: string): Promise<number> {
  const rows = await api.database.db
    .selectFrom('trusted_devices')
    .select('id')
    .where('user_id', '=', await userIdOf(email))
    .where('revoked_at', 'is', null)
    .execute();
  return rows.length;
}

async function lastMessageTo(to: string) {
  const row = await api.database.db
    .selectFrom('outbox_messages')
    .select('body_text')
    .where('recipient', '=', to)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return row.body_text;
}

describe('a trusted device is forgotten', () => {
  it('user with an authenticator: after a password reset by code, the trusted device gets the code step again', async () => {
    const device = await trustDevice('mfa@acme.demo', DEMO_PASSWORD, DEMO_TOTP_SECRET);
    expect(await liveDevices('mfa@acme.demo')).toBe(1);

    await post('/api/auth/forgot-password', { username: 'mfa@acme.demo' });
    const code = /code is (\d{6})/.exec(await lastMessageTo('mfa@acme.demo'))![1]!;
    const reset = await post('/api/auth/reset-password', {
      username: 'mfa@acme.demo',
      code,
      newPassword: 'Mia-Totp-2026',
    });
    expect(reset.statusCode).toBe(204);

    expect(await liveDevices('mfa@acme.demo')).toBe(0);
    expect((await signIn('mfa@acme.demo', 'Mia-Totp-2026', device)).json()).toMatchObject({
      status: 'CHALLENGE',
      step: 'MFA_CODE',
    });
  });

  it('super admin resets the password of a user with an authenticator: the link sets a new one, and the trusted device gets the code step again', async () => {
    const device = await trustDevice('mfa@acme.demo', 'Mia-Totp-2026', DEMO_TOTP_SECRET);
    const superAdmin = await api.as('super@lintel.demo');
    const reset = await superAdmin.post(`/api/identities/${await userIdOf('mfa@acme.demo')}/reset-password`);
    expect(reset.statusCode).toBe(202);
    expect(await liveDevices('mfa@acme.demo')).toBe(0);

    const token = /\/app\/resetUserPassword\/([A-Za-z0-9_-]{43})/.exec(await lastMessageTo('mfa@acme.demo'))![1]!;
    const done = await post('/api/auth/links/complete', {
      kind: 'RESET_USER_PASSWORD',
      token,
      newPassword: 'Mia-Totp-2027',
    });
    expect(done.statusCode).toBe(204);
    expect((await signIn('mfa@acme.demo', 'Mia-Totp-2027', device)).json()).toMatchObject({
      status: 'CHALLENGE',
      step: 'MFA_CODE',
    });
  });

  it('super admin resets the MFA of a user whose profile requires it: once a new authenticator is set up, the trusted device gets the code step again', async () => {
    // newmfa@acme.demo sets up an authenticator, then trusts this device.
    nextStep();
    const setup = (await signIn('newmfa@acme.demo', DEMO_PASSWORD)).json();
    expect(setup.step).toBe('MFA_SETUP');
    const first = (await post('/api/auth/sign-in/mfa-setup/secret', { challenge: setup.challenge })).json().secret;
    const enrolled = await post('/api/auth/sign-in/mfa-setup/verify', {
      challenge: setup.challenge,
      code: codeFor(first),
    });
    expect(enrolled.json().status).toBe('SIGNED_IN');
    const device = await trustDevice('newmfa@acme.demo', DEMO_PASSWORD, first);

    const superAdmin = await api.as('super@lintel.demo');
    const reset = await superAdmin.post(`/api/identities/${await userIdOf('newmfa@acme.demo')}/reset-mfa`);
    expect(reset.statusCode).toBe(204);
    expect(await liveDevices('newmfa@acme.demo')).toBe(0);

    // The trusted device does not skip the setup of the new authenticator either.
    nextStep();
    const again = (await signIn('newmfa@acme.demo', DEMO_PASSWORD, device)).json();
    expect(again).toMatchObject({ status: 'CHALLENGE', step: 'MFA_SETUP' });
    const second = (await post('/api/auth/sign-in/mfa-setup/secret', { challenge: again.challenge })).json().secret;
    expect(second).not.toBe(first);
    const reenrolled = await post('/api/auth/sign-in/mfa-setup/verify', {
      challenge: again.challenge,
      code: codeFor(second),
    });
    expect(reenrolled.json().status).toBe('SIGNED_IN');

    expect((await signIn('newmfa@acme.demo', DEMO_PASSWORD, device)).json()).toMatchObject({
      status: 'CHALLENGE',
      step: 'MFA_CODE',
    });
  });

  it('super admin deactivates a user with an authenticator: if the user is restored, the trusted device gets the code step again', async () => {
    const device = await trustDevice('mfa@acme.demo', 'Mia-Totp-2027', DEMO_TOTP_SECRET);
    const superAdmin = await api.as('super@lintel.demo');
    const id = await userIdOf('mfa@acme.demo');
    expect((await superAdmin.post(`/api/identities/${id}/deactivate`)).statusCode).toBe(204);
    expect(await liveDevices('mfa@acme.demo')).toBe(0);
    expect((await signIn('mfa@acme.demo', 'Mia-Totp-2027', device)).statusCode).toBe(401);

    // Restored the way an administrator's restore would (no restore endpoint exists yet).
    await api.database.db.updateTable('users').set({ status: 'active' }).where('id', '=', id).execute();
    api.clock.advance(900_001);
    expect((await signIn('mfa@acme.demo', 'Mia-Totp-2027', device)).json()).toMatchObject({
      status: 'CHALLENGE',
      step: 'MFA_CODE',
    });
  });
});
