import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { argon2Work } from '../../../test/argon2-work.ts';
import { createTestApi, type TestApi } from '../../../test/harness.ts';
import { DEMO_PASSWORD } from '../../seed/demo-data.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

const signIn = (username: string, password = DEMO_PASSWORD, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { username, password }, headers });

describe('sign-in', () => {
  it('community manager: signs in by email and gets an httpOnly, SameSite cookie (not Secure on localhost)', async () => {
    const response = await signIn('manager@maple.demo', DEMO_PASSWORD, { host: 'localhost:3000' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'SIGNED_IN', session: { user: { email: 'manager@maple.demo' } } });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^lintel_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Max-Age=86400');
    expect(cookie).not.toContain('Secure');
    expect(response.body).not.toContain(cookie.split(';')[0]!.split('=')[1]!);
  });

  it('community manager: the cookie is Secure when the portal is not on localhost', async () => {
    const response = await signIn('manager@maple.demo', DEMO_PASSWORD, { host: 'portal.example.com' });
    expect(String(response.headers['set-cookie'])).toContain('Secure');
  });

  it.each(['5550100100', '(555) 010-0100', '+1 555 010 0100', '+15550100100', '555.010.0100'])(
    'community manager: signs in by phone written as %s',
    async (phone) => {
      const response = await signIn(phone);
      expect(response.statusCode).toBe(200);
      expect(response.json().session.user.email).toBe('manager@maple.demo');
    },
  );

  it('community manager: the email is matched whatever its case', async () => {
    expect((await signIn('  Manager@MAPLE.demo ')).statusCode).toBe(200);
  });

  it('anyone: wrong password, unknown user, bad username and a user without a password get the same answer', async () => {
    const answers = await Promise.all([
      signIn('manager@maple.demo', 'Wrong-password-1'),
      signIn('nobody@maple.demo', 'Wrong-password-1'),
      signIn('not an email or phone', 'Wrong-password-1'),
      signIn('manager@maple.demo', 'lintel-demo-1'),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      const { traceId, ...rest } = answer.json();
      expect(traceId).toMatch(/^[0-9a-f-]{36}$/);
      expect(rest).toEqual({ code: 'AUTH_INVALID_CREDENTIALS', message: 'Incorrect username or password.' });
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
  });

  it('anyone: an unknown user costs the same work as a wrong password (one argon2 check with the same parameters)', async () => {
    // The same work, checked by what is done rather than by the wall clock (which a busy machine
    // stretches at random): each answer pays exactly one argon2 verification, against a hash of the
    // same algorithm and cost, whether or not the account exists. The time itself is measured by
    // the benchmark.
    const checksFor = async (username: string) => {
      const before = argon2Work.verified.length;
      const response = await signIn(username, 'Wrong-password-1');
      expect(response.statusCode).toBe(401);
      return argon2Work.verified.slice(before);
    };
    const params = (hashed: string) => hashed.split('$').slice(1, 4).join('$');
    const known = await checksFor('manager@maple.demo');
    const unknown = await checksFor('nobody-at-all@maple.demo');
    const malformed = await checksFor('not a username');
    expect(known).toHaveLength(1);
    expect(unknown).toHaveLength(1);
    expect(malformed).toHaveLength(1);
    expect(params(known[0]!)).toMatch(/^argon2id\$v=19\$m=19456,t=2,p=1$/);
    expect(params(unknown[0]!)).toBe(params(known[0]!));
    expect(params(malformed[0]!)).toBe(params(known[0]!));
    // Not the account's own hash checked for a stranger.
    expect(unknown[0]).not.toBe(known[0]);
  });

  it('anyone: the body must be exactly username and password', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { username: 'manager@maple.demo', password: DEMO_PASSWORD, admin: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('sessions', () => {
  it('community manager: the session answers with the user, and the cookie works like a bearer token', async () => {
    const signedIn = await signIn('manager@maple.demo');
    const token = String(signedIn.headers['set-cookie']).split(';')[0]!.split('=')[1]!;
    const viaCookie = await api.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      cookies: { lintel_session: token },
    });
    expect(viaCookie.statusCode).toBe(200);
    expect(viaCookie.json()).toMatchObject({ user: { email: 'manager@maple.demo' }, idleTimeoutMs: 3_600_000 });
  });

  it('community manager: after sign-out the old token gets nothing, at once', async () => {
    const manager = await api.as('manager@maple.demo');
    expect((await manager.get('/api/profile')).statusCode).toBe(200);
    expect((await manager.post('/api/auth/sign-out')).statusCode).toBe(204);
    for (const url of ['/api/profile', '/api/auth/session', '/api/customers']) {
      const response = await manager.get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('AUTH_REQUIRED');
      expect(response.json().message).toBe('Your authenticated session has expired');
    }
  });

  it('community manager: a session idle for more than 3600000 ms is refused; 3599 s is accepted', async () => {
    const manager = await api.as('manager@maple.demo');
    api.clock.advance(3_599_000);
    expect((await manager.get('/api/profile')).statusCode).toBe(200);
    api.clock.advance(3_600_001);
    const response = await manager.get('/api/profile');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('your session has timed out, please login to continue');
  });

  it('community manager: activity keeps the session alive, but never past one day', async () => {
    const manager = await api.as('manager@maple.demo');
    // 28 × 50 minutes is 23 h 20 min: alive. The 29th step crosses the 24 h absolute lifetime.
    for (let step = 0; step < 28; step++) {
      api.clock.advance(3_000_000);
      expect((await manager.get('/api/auth/session')).statusCode).toBe(200);
    }
    api.clock.advance(3_000_000);
    expect((await manager.get('/api/auth/session')).statusCode).toBe(401);
  });

  it('anyone: a malformed or unknown token is refused without a database error', async () => {
    for (const token of ['x', 'a'.repeat(43), "' or 1=1 --", 'é'.repeat(43)]) {
      const response = await api.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('every sign-in creates a new token', async () => {
    const first = await api.signIn('viewer@maple.demo');
    const second = await api.signIn('viewer@maple.demo');
    expect(first).not.toBe(second);
  });
});
