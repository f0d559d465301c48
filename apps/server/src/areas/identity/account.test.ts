import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/harness.ts';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../seed/demo-data.ts';

/*
 * The account screen's endpoints: one's own password, 2FA, trusted devices and sessions. Browser
 * sessions are made through the real sign-in (with a user agent and an address), so the lists
 * show what a person would see.
 */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});
// A fresh 30-second step before each test (each code is accepted once), well past any slow-down.
beforeEach(() => api.clock.advance(900_030));

const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const codeFor = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: api.clock.now().getTime(),
  });
const nextStep = () => api.clock.advance(30_000);

interface Browser {
  token: string;
  device?: string;
  get(url: string): Promise<LightMyRequestResponse>;
  send(method: 'POST' | 'DELETE', url: string, body?: object): Promise<LightMyRequestResponse>;
}

function browser(token: string, userAgent: string, device?: string): Browser {
  const cookies = { lintel_session: token, ...(device ? { lintel_device: device } : {}) };
  const headers = { 'user-agent': userAgent, 'sec-fetch-site': 'same-origin' };
  return {
    token,
    device,
    get: (url) => api.app.inject({ method: 'GET', url, cookies, headers }),
    send: (method, url, body) => api.app.inject({ method, url, cookies, headers, ...(body ? { payload: body } : {}) }),
  };
}

/** Signs in through the browser flow (the code step too, when a secret is given). */
async function signIn(
  email: string,
  options: {
    password?: string;
    userAgent?: string;
    ip?: string;
    secret?: string;
    trust?: boolean;
    device?: string;
  } = {},
): Promise<Browser> {
  const userAgent = options.userAgent ?? MAC_CHROME;
  const inject = (url: string, payload: object) =>
    api.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'user-agent': userAgent, 'sec-fetch-site': 'same-origin' },
      cookies: options.device ? { lintel_device: options.device } : {},
      remoteAddress: options.ip ?? '203.0.113.7',
    });
  let response = await inject('/api/auth/sign-in', { username: email, password: options.password ?? DEMO_PASSWORD });
  if (response.json().status === 'CHALLENGE' && options.secret) {
    nextStep();
    response = await inject('/api/auth/sign-in/code', {
      challenge: response.json().challenge,
      code: codeFor(options.secret),
      trustDevice: options.trust ?? false,
    });
  }
  expect(response.json().status, response.body).toBe('SIGNED_IN');
  const token = response.cookies.find((c) => c.name === 'lintel_session')!.value;
  const device = response.cookies.find((c) => c.name === 'lintel_device')?.value ?? options.device;
  return browser(token, userAgent, device);
}

async function sessionsOf(client: Browser) {
  const response = await client.get('/api/auth/account/sessions');
  expect(response.statusCode).toBe(200);
  return response.json().sessions as { id: string; current: boolean; browser: string | null; ip: string | null }[];
}

const works = async (client: Browser) => (await client.get('/api/auth/session')).statusCode === 200;

describe('signed out', () => {
  it('anyone signed out: every account endpoint answers 401 and changes nothing', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const calls: [string, string, object?][] = [
      ['GET', '/api/auth/account'],
      ['GET', '/api/auth/account/sessions'],
      ['GET', '/api/auth/account/devices'],
      ['POST', '/api/auth/account/password', { currentPassword: DEMO_PASSWORD, newPassword: 'Fresh-pass-2026' }],
      ['POST', '/api/auth/account/mfa/secret', { currentPassword: DEMO_PASSWORD }],
      ['POST', '/api/auth/account/mfa/verify', { code: '123456' }],
      ['POST', '/api/auth/account/sessions/sign-out-others'],
      ['DELETE', `/api/auth/account/sessions/${id}`],
      ['DELETE', `/api/auth/account/devices/${id}`],
    ];
    for (const [method, url, body] of calls) {
      const response = await api.anonymous.request(method, url, body ? { body } : {});
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('changing one’s password', () => {
  it('community manager: needs the current password; a refusal changes nothing', async () => {
    const manager = await signIn('manager@maple.demo');
    const wrong = await manager.send('POST', '/api/auth/account/password', {
      currentPassword: 'Not-my-pass-1',
      newPassword: 'Maple-fresh-2026',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'AUTH_CURRENT_PASSWORD_WRONG',
      message: 'The current password is not correct.',
    });
    const same = await manager.send('POST', '/api/auth/account/password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: DEMO_PASSWORD,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().code).toBe('AUTH_PASSWORD_REUSED');
    const weak = await manager.send('POST', '/api/auth/account/password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'short',
    });
    expect(weak.json().code).toBe('VALIDATION_FAILED');
    expect(await works(manager)).toBe(true);
    await signIn('manager@maple.demo');
  });

  it('community manager: a change keeps this session, ends the others, and the new password signs in', async () => {
    const here = await signIn('viewer@maple.demo');
    const phone = await signIn('viewer@maple.demo', { userAgent: IPHONE_SAFARI, ip: '198.51.100.20' });
    const token = await api.as('viewer@maple.demo');
    const changed = await here.send('POST', '/api/auth/account/password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Viewer-fresh-2026',
    });
    expect(changed.statusCode).toBe(204);
    expect(await works(here)).toBe(true);
    expect(await works(phone)).toBe(false);
    expect((await token.get('/api/auth/session')).statusCode).toBe(401);
    await signIn('viewer@maple.demo', { password: 'Viewer-fresh-2026' });
    const security = (await here.get('/api/auth/account')).json();
    expect(security.passwordChangedAt).toBe(api.clock.now().toISOString());
  });
});

describe('sessions', () => {
  it('portfolio user: lists own live sessions with browser, device, IP and last seen, the current one marked', async () => {
    const desk = await signIn('portfolio@acme.demo');
    api.clock.advance(120_000);
    await signIn('portfolio@acme.demo', { userAgent: IPHONE_SAFARI, ip: '198.51.100.20' });
    const others = await signIn('manager@maple.demo');
    const sessions = await sessionsOf(desk);
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    // The current one first, then the latest activity.
    expect(sessions[0]).toMatchObject({ current: true, browser: 'Chrome 131', os: 'macOS', ip: '203.0.113.7' });
    expect(sessions[1]).toMatchObject({
      client: 'browser',
      browser: 'Safari 17',
      os: 'iOS',
      deviceType: 'mobile',
      ip: '198.51.100.20',
      current: false,
    });
    const current = sessions.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ browser: 'Chrome 131', os: 'macOS', deviceType: 'desktop', ip: '203.0.113.7' });
    expect(current[0]).toHaveProperty('lastSeenAt', api.clock.now().toISOString());
    // Never another user's.
    const managerIds = new Set((await sessionsOf(others)).map((s) => s.id));
    expect(sessions.some((s) => managerIds.has(s.id))).toBe(false);
  });

  it('portfolio user: cannot end another user’s session (not found), which keeps working', async () => {
    const mine = await signIn('portfolio@acme.demo');
    const theirs = await signIn('admin@acme.demo');
    const theirId = (await sessionsOf(theirs)).find((s) => s.current)!.id;
    const refused = await mine.send('DELETE', `/api/auth/account/sessions/${theirId}`);
    expect(refused.statusCode).toBe(404);
    expect(await works(theirs)).toBe(true);
  });

  it('portfolio user: an ended session stops working at once, for its next request', async () => {
    const desk = await signIn('portfolio@acme.demo');
    const phone = await signIn('portfolio@acme.demo', { userAgent: IPHONE_SAFARI });
    const phoneId = (await sessionsOf(phone)).find((s) => s.current)!.id;
    expect(await works(phone)).toBe(true);
    expect((await desk.send('DELETE', `/api/auth/account/sessions/${phoneId}`)).statusCode).toBe(204);
    expect(await works(phone)).toBe(false);
    expect(await works(desk)).toBe(true);
    expect((await sessionsOf(desk)).some((s) => s.id === phoneId)).toBe(false);
    // Ending it again: already gone.
    expect((await desk.send('DELETE', `/api/auth/account/sessions/${phoneId}`)).statusCode).toBe(404);
  });

  it('portfolio admin: sign out everywhere else ends every other session and keeps this one', async () => {
    const here = await signIn('admin@acme.demo');
    const phone = await signIn('admin@acme.demo', { userAgent: IPHONE_SAFARI });
    const token = await api.as('admin@acme.demo');
    const someoneElse = await signIn('portfolio@acme.demo');
    const answer = await here.send('POST', '/api/auth/account/sessions/sign-out-others');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().revoked).toBeGreaterThanOrEqual(2);
    expect(await works(here)).toBe(true);
    expect(await works(phone)).toBe(false);
    expect((await token.get('/api/auth/session')).statusCode).toBe(401);
    expect(await works(someoneElse)).toBe(true);
    const left = await sessionsOf(here);
    expect(left).toHaveLength(1);
    expect(left[0]!.current).toBe(true);
  });
});

describe('2FA and trusted devices', () => {
  it('user of several customers without 2FA: sets it up with the current password and a code; the next sign-in asks for it', async () => {
    const manager = await signIn('multi@lintel.demo');
    expect((await manager.get('/api/auth/account')).json().mfaEnabled).toBe(false);
    const wrongProof = await manager.send('POST', '/api/auth/account/mfa/secret', { currentPassword: 'Wrong-pass-1' });
    expect(wrongProof.json().code).toBe('AUTH_CURRENT_PASSWORD_WRONG');
    const offered = await manager.send('POST', '/api/auth/account/mfa/secret', { currentPassword: DEMO_PASSWORD });
    expect(offered.statusCode).toBe(200);
    const { secret, uri } = offered.json();
    expect(uri).toContain('otpauth://totp/');
    const badCode = await manager.send('POST', '/api/auth/account/mfa/verify', { code: '000000' });
    expect(badCode.json().code).toBe('AUTH_MFA_CODE_WRONG');
    expect((await manager.get('/api/auth/account')).json().mfaEnabled).toBe(false);
    const done = await manager.send('POST', '/api/auth/account/mfa/verify', { code: codeFor(secret) });
    expect(done.statusCode).toBe(204);
    expect((await manager.get('/api/auth/account')).json().mfaEnabled).toBe(true);
    // The secret was single use on this session.
    expect((await manager.send('POST', '/api/auth/account/mfa/verify', { code: codeFor(secret) })).json().code).toBe(
      'AUTH_MFA_SETUP_EXPIRED',
    );
    const next = await api.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { username: 'multi@lintel.demo', password: DEMO_PASSWORD },
    });
    expect(next.json()).toMatchObject({ status: 'CHALLENGE', step: 'MFA_CODE' });
  });

  it('community manager: an offered secret expires after 10 minutes', async () => {
    const manager = await signIn('manager@maple.demo');
    const { secret } = (
      await manager.send('POST', '/api/auth/account/mfa/secret', { currentPassword: DEMO_PASSWORD })
    ).json();
    api.clock.advance(600_000);
    const late = await manager.send('POST', '/api/auth/account/mfa/verify', { code: codeFor(secret) });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('AUTH_MFA_SETUP_EXPIRED');
    expect((await manager.get('/api/auth/account')).json().mfaEnabled).toBe(false);
  });

  it('user with an authenticator: lists trusted devices, this one marked; forgetting one asks for the code again there', async () => {
    const desk = await signIn('mfa@acme.demo', { secret: DEMO_TOTP_SECRET, trust: true });
    const phone = await signIn('mfa@acme.demo', { secret: DEMO_TOTP_SECRET, trust: true, userAgent: IPHONE_SAFARI });
    const listed = (await desk.get('/api/auth/account/devices')).json().devices as {
      id: string;
      current: boolean;
      browser: string;
    }[];
    expect(listed.length).toBeGreaterThanOrEqual(2);
    expect(listed.filter((d) => d.current)).toEqual([expect.objectContaining({ browser: 'Chrome 131' })]);
    const phoneDevice = (await phone.get('/api/auth/account/devices'))
      .json()
      .devices.find((d: { current: boolean }) => d.current);
    expect(phoneDevice).toMatchObject({ browser: 'Safari 17', os: 'iOS' });

    // Another user cannot forget it.
    const stranger = await signIn('portfolio@acme.demo');
    expect((await stranger.send('DELETE', `/api/auth/account/devices/${phoneDevice.id}`)).statusCode).toBe(404);

    const forgot = await desk.send('DELETE', `/api/auth/account/devices/${phoneDevice.id}`);
    expect(forgot.statusCode).toBe(204);
    const listedAfter = (await desk.get('/api/auth/account/devices')).json().devices as { id: string }[];
    expect(listedAfter.some((d) => d.id === phoneDevice.id)).toBe(false);
    const again = await api.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { username: 'mfa@acme.demo', password: DEMO_PASSWORD },
      cookies: { lintel_device: phone.device! },
    });
    expect(again.json()).toMatchObject({ status: 'CHALLENGE', step: 'MFA_CODE' });

    // Forgetting this device clears its cookie.
    const own = listed.find((d) => d.current)!;
    const forgetOwn = await desk.send('DELETE', `/api/auth/account/devices/${own.id}`);
    expect(forgetOwn.statusCode).toBe(204);
    expect(forgetOwn.cookies.find((c) => c.name === 'lintel_device')?.value).toBe('');
  });

  it('user with an authenticator: a reset needs the current password and a current code; it forgets devices and ends other sessions', async () => {
    const desk = await signIn('mfa@acme.demo', { secret: DEMO_TOTP_SECRET, trust: true });
    const phone = await signIn('mfa@acme.demo', { secret: DEMO_TOTP_SECRET, userAgent: IPHONE_SAFARI });
    nextStep();
    const noCode = await desk.send('POST', '/api/auth/account/mfa/secret', { currentPassword: DEMO_PASSWORD });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().issues).toEqual([{ path: 'code', message: 'Please enter the 6-digit code.' }]);
    const wrongCode = await desk.send('POST', '/api/auth/account/mfa/secret', {
      currentPassword: DEMO_PASSWORD,
      code: codeFor(DEMO_TOTP_SECRET) === '000000' ? '000001' : '000000',
    });
    expect(wrongCode.json().code).toBe('AUTH_MFA_CODE_WRONG');
    const offered = await desk.send('POST', '/api/auth/account/mfa/secret', {
      currentPassword: DEMO_PASSWORD,
      code: codeFor(DEMO_TOTP_SECRET),
    });
    expect(offered.statusCode).toBe(200);
    // Nothing changed yet: the old authenticator still holds until the new one is confirmed.
    expect(await works(phone)).toBe(true);
    nextStep();
    const confirmed = await desk.send('POST', '/api/auth/account/mfa/verify', { code: codeFor(offered.json().secret) });
    expect(confirmed.statusCode).toBe(204);
    expect(await works(desk)).toBe(true);
    expect(await works(phone)).toBe(false);
    expect((await desk.get('/api/auth/account/devices')).json().devices).toEqual([]);
    // The old secret no longer signs in; the new one does.
    nextStep();
    const challenge = await api.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { username: 'mfa@acme.demo', password: DEMO_PASSWORD },
      cookies: { lintel_device: desk.device! },
    });
    expect(challenge.json().step).toBe('MFA_CODE');
    const oldCode = await api.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/code',
      payload: { challenge: challenge.json().challenge, code: codeFor(DEMO_TOTP_SECRET), trustDevice: false },
    });
    expect(oldCode.statusCode).toBe(401);
  });
});
