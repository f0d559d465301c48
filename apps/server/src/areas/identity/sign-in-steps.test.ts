import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/harness.ts';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../seed/demo-data.ts';
import { DEVICE_TRUST_MS } from './devices.ts';
import { matchTotpStep } from './totp.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

const post = (url: string, payload: object, cookies: Record<string, string> = {}) =>
  api.app.inject({ method: 'POST', url, payload, cookies });
const signIn = (username: string, password = DEMO_PASSWORD, cookies: Record<string, string> = {}) =>
  post('/api/auth/sign-in', { username, password }, cookies);
const codeFor = (secret: string, at = api.clock.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at.getTime(),
  });
/** Moves to the next 30-second step, so a fresh code exists (each code is accepted once). */
const nextStep = () => api.clock.advance(30_000);
const cookieOf = (
  response: { cookies: { name: string; value: string; httpOnly?: boolean; maxAge?: number }[] },
  name: string,
) => response.cookies.find((c) => c.name === name);
const withoutTrace = (body: Record<string, unknown>) => {
  const { traceId: _traceId, ...rest } = body;
  return rest;
};

async function challengeFor(username: string, cookies: Record<string, string> = {}) {
  const response = await signIn(username, DEMO_PASSWORD, cookies);
  expect(response.statusCode).toBe(200);
  return response.json() as { status: string; step: string; challenge: string };
}

describe('TOTP (RFC 6238)', () => {
  // Appendix B: secret ASCII '12345678901234567890', SHA-1, 30 s steps; the 6-digit codes are the last six digits.
  const rfcSecret = new Secret({ buffer: new TextEncoder().encode('12345678901234567890').buffer }).base32;
  it.each([
    [59, '287082', 1],
    [1_111_111_109, '081804', 37_037_036],
    [1_111_111_111, '050471', 37_037_037],
    [1_234_567_890, '005924', 41_152_263],
    [2_000_000_000, '279037', 66_666_666],
    [20_000_000_000, '353130', 666_666_666],
  ])('at %i s the code is %s (step %i)', (seconds, code, step) => {
    expect(matchTotpStep(rfcSecret, code, new Date(seconds * 1000))).toBe(step);
  });

  it('the library reproduces the 8-digit SHA-1, SHA-256 and SHA-512 vectors', () => {
    const ascii = (text: string) => new Secret({ buffer: new TextEncoder().encode(text).buffer });
    const sha1 = ascii('12345678901234567890');
    const sha256 = ascii('12345678901234567890123456789012');
    const sha512 = ascii('1234567890123456789012345678901234567890123456789012345678901234');
    const at = (secret: Secret, algorithm: string, seconds: number) =>
      new TOTP({ secret, algorithm, digits: 8, period: 30 }).generate({ timestamp: seconds * 1000 });
    expect(at(sha1, 'SHA1', 59)).toBe('94287082');
    expect(at(sha256, 'SHA256', 59)).toBe('46119246');
    expect(at(sha512, 'SHA512', 59)).toBe('90693936');
    expect(at(sha1, 'SHA1', 1_111_111_109)).toBe('07081804');
    expect(at(sha256, 'SHA256', 1_111_111_111)).toBe('67062674');
    expect(at(sha512, 'SHA512', 1_111_111_111)).toBe('99943326');
  });

  it('accepts the previous step (a code typed as it rolls over) but not the one before, nor a future one', () => {
    expect(matchTotpStep(rfcSecret, '287082', new Date(89_000))).toBe(1);
    expect(matchTotpStep(rfcSecret, '287082', new Date(90_000))).toBeNull();
    expect(matchTotpStep(rfcSecret, '287082', new Date(29_000))).toBeNull();
  });

  it.each(['28708', '2870822', ' 287082', '28708a', '２８７０８２'])('refuses %j (exactly 6 digits)', (code) => {
    expect(matchTotpStep(rfcSecret, code, new Date(59_000))).toBeNull();
  });
});

describe('authenticator code step', () => {
  it('user with an authenticator: the password leads to the code step, a right code to the session', async () => {
    const challenge = await challengeFor('mfa@acme.demo');
    expect(challenge).toMatchObject({ status: 'CHALLENGE', step: 'MFA_CODE' });
    // The challenge is not a session.
    const asBearer = await api.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { authorization: `Bearer ${challenge.challenge}` },
    });
    expect(asBearer.statusCode).toBe(401);

    nextStep();
    const response = await post('/api/auth/sign-in/code', {
      challenge: challenge.challenge,
      code: codeFor(DEMO_TOTP_SECRET),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'SIGNED_IN', session: { user: { email: 'mfa@acme.demo' } } });
    expect(cookieOf(response, 'lintel_session')?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookieOf(response, 'lintel_device')).toBeUndefined();
  });

  it('user with an authenticator: a used code is refused the second time (replay)', async () => {
    nextStep();
    const code = codeFor(DEMO_TOTP_SECRET);
    const first = await challengeFor('mfa@acme.demo');
    expect((await post('/api/auth/sign-in/code', { challenge: first.challenge, code })).statusCode).toBe(200);
    const second = await challengeFor('mfa@acme.demo');
    const replay = await post('/api/auth/sign-in/code', { challenge: second.challenge, code });
    expect(replay.statusCode).toBe(401);
    expect(withoutTrace(replay.json())).toEqual({
      code: 'AUTH_INVALID_CODE',
      message: 'Invalid code or auth state for the user.',
    });
    // The challenge survives a wrong code: the next step's code works.
    nextStep();
    const retry = await post('/api/auth/sign-in/code', {
      challenge: second.challenge,
      code: codeFor(DEMO_TOTP_SECRET),
    });
    expect(retry.statusCode).toBe(200);
  });

  it('user with an authenticator: a challenge is single use and expires after 10 minutes', async () => {
    nextStep();
    const challenge = await challengeFor('mfa@acme.demo');
    api.clock.advance(600_001);
    const late = await post('/api/auth/sign-in/code', {
      challenge: challenge.challenge,
      code: codeFor(DEMO_TOTP_SECRET),
    });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe('Invalid session for the user, session is expired.');
  });

  it('user with an authenticator: 50 simultaneous submissions of one valid code give exactly one session', async () => {
    nextStep();
    const challenges = [];
    for (let i = 0; i < 50; i++) challenges.push((await challengeFor('mfa@acme.demo')).challenge);
    const code = codeFor(DEMO_TOTP_SECRET);
    const answers = await Promise.all(
      challenges.map((challenge) => post('/api/auth/sign-in/code', { challenge, code })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 401)).toHaveLength(49);
    // 49 failures locked the account; let it pass for the next tests.
    api.clock.advance(900_001);
  });

  it("user with an authenticator: 'Trust this device' skips the code for 604800000 ms, then the device is forgotten", async () => {
    nextStep();
    const challenge = await challengeFor('mfa@acme.demo');
    const trusted = await post('/api/auth/sign-in/code', {
      challenge: challenge.challenge,
      code: codeFor(DEMO_TOTP_SECRET),
      trustDevice: true,
    });
    expect(trusted.statusCode).toBe(200);
    const device = cookieOf(trusted, 'lintel_device');
    expect(device?.httpOnly).toBe(true);
    expect(device?.maxAge).toBe(604_800);
    const cookies = { lintel_device: device!.value };

    expect((await signIn('mfa@acme.demo', DEMO_PASSWORD, cookies)).json().status).toBe('SIGNED_IN');
    // Another user's sign-in on this device is not trusted by it.
    expect((await signIn('newmfa@acme.demo', DEMO_PASSWORD, cookies)).json()).toMatchObject({ step: 'MFA_SETUP' });
    // A forged or unknown device token skips nothing.
    expect((await signIn('mfa@acme.demo', DEMO_PASSWORD, { lintel_device: 'x'.repeat(43) })).json().step).toBe(
      'MFA_CODE',
    );

    api.clock.advance(DEVICE_TRUST_MS - 1000);
    expect((await signIn('mfa@acme.demo', DEMO_PASSWORD, cookies)).json().status).toBe('SIGNED_IN');
    api.clock.advance(2000);
    const expired = await signIn('mfa@acme.demo', DEMO_PASSWORD, cookies);
    expect(expired.json()).toMatchObject({ status: 'CHALLENGE', step: 'MFA_CODE' });
    expect(cookieOf(expired, 'lintel_device')?.value).toBe('');
  });
});

describe('brute-force slow-down', () => {
  const wrong = (username = 'portfolio@acme.demo') => signIn(username, 'Wrong-password-1');
  const expectRefused = async (response: Awaited<ReturnType<typeof wrong>>) => {
    expect(response.statusCode).toBe(401);
    expect(withoutTrace(response.json())).toEqual({
      code: 'AUTH_INVALID_CREDENTIALS',
      message: 'Incorrect username or password.',
    });
  };

  it('portfolio user: after 5 failures even the right password gets the wrong-password answer, for 1 s, then 2 s, 4 s…', async () => {
    for (let i = 0; i < 5; i++) await expectRefused(await wrong());
    await expectRefused(await signIn('portfolio@acme.demo'));
    api.clock.advance(999);
    await expectRefused(await signIn('portfolio@acme.demo'));
    api.clock.advance(2);
    // Unlocked: a 6th failure locks for 2 s, a 7th (after that) for 4 s.
    await expectRefused(await wrong());
    api.clock.advance(1999);
    await expectRefused(await signIn('portfolio@acme.demo'));
    api.clock.advance(2);
    await expectRefused(await wrong());
    api.clock.advance(3999);
    await expectRefused(await signIn('portfolio@acme.demo'));
    api.clock.advance(2);
    expect((await signIn('portfolio@acme.demo')).statusCode).toBe(200);
  });

  it('portfolio user: a success resets the counter; attempts while locked neither count nor extend the lock', async () => {
    for (let i = 0; i < 4; i++) await expectRefused(await wrong());
    expect((await signIn('portfolio@acme.demo')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await expectRefused(await wrong());
    expect((await signIn('portfolio@acme.demo')).statusCode).toBe(200);

    for (let i = 0; i < 5; i++) await expectRefused(await wrong());
    for (let i = 0; i < 10; i++) await expectRefused(await wrong());
    api.clock.advance(1001);
    expect((await signIn('portfolio@acme.demo')).statusCode).toBe(200);
  });

  it('portfolio user: email case variants share one counter', async () => {
    for (const variant of [
      'PORTFOLIO@acme.demo',
      'Portfolio@Acme.Demo',
      ' portfolio@ACME.DEMO',
      'portfolio@acme.demo',
      'pOrtfolio@acme.demo',
    ]) {
      await expectRefused(await wrong(variant));
    }
    await expectRefused(await signIn('portfolio@acme.demo'));
    api.clock.advance(1001);
    expect((await signIn('Portfolio@acme.demo')).statusCode).toBe(200);
  });

  it('portfolio user: the lock never exceeds 15 minutes, and the count is forgotten after 15 quiet minutes', async () => {
    for (let n = 1; n <= 16; n++) {
      await expectRefused(await wrong());
      api.clock.advance(Math.min(2 ** Math.max(n - 5, 0) * 1000, 900_000) + 1);
    }
    // 16 failures: the last lock was capped at 900 s and has passed.
    expect((await signIn('portfolio@acme.demo')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await expectRefused(await wrong());
    api.clock.advance(900_001);
    for (let i = 0; i < 4; i++) await expectRefused(await wrong());
    expect((await signIn('portfolio@acme.demo')).statusCode).toBe(200);
  });

  it('user with an authenticator: wrong codes count too; the lock ends the sign-in in progress', async () => {
    api.clock.advance(900_001);
    nextStep();
    const challenge = await challengeFor('mfa@acme.demo');
    for (let i = 0; i < 5; i++) {
      const answer = await post('/api/auth/sign-in/code', { challenge: challenge.challenge, code: '000000' });
      expect(answer.json().code).toBe('AUTH_INVALID_CODE');
    }
    const right = await post('/api/auth/sign-in/code', {
      challenge: challenge.challenge,
      code: codeFor(DEMO_TOTP_SECRET),
    });
    expect(right.statusCode).toBe(401);
    await expectRefused(await signIn('mfa@acme.demo'));
    api.clock.advance(1001);
    expect((await challengeFor('mfa@acme.demo')).step).toBe('MFA_CODE');
  });
});

describe('temporary password', () => {
  const temporaryUntil = async () => {
    const row = await api.database.db
      .selectFrom('users')
      .select('password_temporary_until')
      .where('email', '=', 'newpass@acme.demo')
      .executeTakeFirstOrThrow();
    return row.password_temporary_until!;
  };

  it('user with a temporary password: it expires after 7 days', async () => {
    const until = await temporaryUntil();
    api.clock.set(new Date(until.getTime() + 1000));
    expect((await signIn('newpass@acme.demo')).statusCode).toBe(401);
    // One day before the end (and past the one failure's count window) it works.
    api.clock.set(new Date(until.getTime() - 86_400_000));
    expect((await challengeFor('newpass@acme.demo')).step).toBe('NEW_PASSWORD');
  });

  it("user with a temporary password: it leads only to 'Change password'; the new password must follow the policy", async () => {
    const challenge = await challengeFor('newpass@acme.demo');
    expect(challenge.step).toBe('NEW_PASSWORD');
    const tooWeak = await post('/api/auth/sign-in/new-password', {
      challenge: challenge.challenge,
      newPassword: 'abcdefgh',
    });
    expect(tooWeak.statusCode).toBe(400);
    expect(tooWeak.json().issues.map((i: { message: string }) => i.message)).toEqual([
      'Password must have uppercase characters',
      'Password must have numeric characters',
    ]);
    const common = await post('/api/auth/sign-in/new-password', {
      challenge: challenge.challenge,
      newPassword: 'Password1',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().code).toBe('AUTH_PASSWORD_COMMON');

    const done = await post('/api/auth/sign-in/new-password', {
      challenge: challenge.challenge,
      newPassword: 'Maple-court-2026',
    });
    expect(done.json()).toMatchObject({ status: 'SIGNED_IN', session: { user: { email: 'newpass@acme.demo' } } });
    // Single use: the temporary password is gone, the challenge too.
    expect((await signIn('newpass@acme.demo')).statusCode).toBe(401);
    const again = await post('/api/auth/sign-in/new-password', {
      challenge: challenge.challenge,
      newPassword: 'Other-pass-99',
    });
    expect(again.json().code).toBe('AUTH_CHALLENGE_EXPIRED');
    expect((await signIn('newpass@acme.demo', 'Maple-court-2026')).json().status).toBe('SIGNED_IN');
  });
});

describe('MFA setup', () => {
  it('user whose profile requires MFA: sets up an authenticator with a code from the shown secret', async () => {
    const challenge = await challengeFor('newmfa@acme.demo');
    expect(challenge.step).toBe('MFA_SETUP');
    const secret = await post('/api/auth/sign-in/mfa-setup/secret', { challenge: challenge.challenge });
    expect(secret.statusCode).toBe(200);
    const { secret: base32, uri } = secret.json();
    expect(base32).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/Lintel:newmfa%40acme\.demo\?/);
    expect(uri).toContain(`secret=${base32}`);

    const wrongCode = await post('/api/auth/sign-in/mfa-setup/verify', {
      challenge: challenge.challenge,
      code: '123456',
    });
    expect(wrongCode.json().code).toBe('AUTH_INVALID_CODE');
    const code = codeFor(base32);
    const done = await post('/api/auth/sign-in/mfa-setup/verify', { challenge: challenge.challenge, code });
    expect(done.json()).toMatchObject({ status: 'SIGNED_IN' });

    // From now on the code step applies, and the setup code cannot be used again.
    const next = await challengeFor('newmfa@acme.demo');
    expect(next.step).toBe('MFA_CODE');
    expect((await post('/api/auth/sign-in/code', { challenge: next.challenge, code })).statusCode).toBe(401);
    nextStep();
    expect(
      (await post('/api/auth/sign-in/code', { challenge: next.challenge, code: codeFor(base32) })).statusCode,
    ).toBe(200);
  });

  it('API clients: a user with a step left cannot take a bearer token', async () => {
    const response = await post('/api/auth/tokens', { username: 'newmfa@acme.demo', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('AUTH_CHALLENGE_REQUIRED');
  });
});
