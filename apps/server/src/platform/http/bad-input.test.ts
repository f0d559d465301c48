import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

const sessionCount = async () =>
  (
    await api.database.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

function expectCleanError(body: string, code: string) {
  const parsed = JSON.parse(body);
  expect(parsed.code).toBe(code);
  expect(parsed.traceId).toMatch(/^[0-9a-f-]{36}$/);
  // No stack traces, SQL or internals in any error body.
  expect(body).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+|select |insert |syntax error at|pg_|stack/i);
}

describe('bad input', () => {
  it('anyone: malformed JSON gets 400 MALFORMED_JSON and creates no session', async () => {
    const before = await sessionCount();
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "manager@maple.demo", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expectCleanError(response.body, 'MALFORMED_JSON');
    expect(await sessionCount()).toBe(before);
  });

  it('anyone: an oversize body gets 413 BODY_TOO_LARGE', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(200_000), password: 'y' }),
    });
    expect(response.statusCode).toBe(413);
    expectCleanError(response.body, 'BODY_TOO_LARGE');
  });

  it('anyone: __proto__ and constructor.prototype in a body are refused', async () => {
    for (const payload of [
      '{"username":"a@b.co","password":"x","__proto__":{"isAdmin":true}}',
      '{"username":"a@b.co","password":"x","constructor":{"prototype":{"isAdmin":true}}}',
    ]) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    }
  });

  it('anyone: a wrong content type gets 415', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expectCleanError(response.body, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('anyone: wrong types get 400 with the field named and the value not echoed', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { username: 12345, password: ['secret-value'] },
    });
    expect(response.statusCode).toBe(400);
    expectCleanError(response.body, 'VALIDATION_FAILED');
    expect(
      response
        .json()
        .issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(['body/password', 'body/username']);
    expect(response.body).not.toContain('secret-value');
  });

  it('anyone: an unknown API path gets 404 ROUTE_NOT_FOUND', async () => {
    const response = await api.anonymous.get('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expectCleanError(response.body, 'ROUTE_NOT_FOUND');
  });
});

describe('security headers', () => {
  it('anyone: answers carry a strict CSP, nosniff, frame protection, no-store and a trace id', async () => {
    const response = await api.anonymous.get('/api/health');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-trace-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('cross-site request forgery', () => {
  it('community manager: a cookie-authenticated write from another origin is refused', async () => {
    const token = await api.signIn('manager@maple.demo');
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      cookies: { lintel_session: token },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('ORIGIN_REJECTED');
    // The session survived the forged request.
    const check = await api.app.inject({ method: 'GET', url: '/api/auth/session', cookies: { lintel_session: token } });
    expect(check.statusCode).toBe(200);
  });

  it('community manager: a cross-site fetch without Origin is refused; the same origin is accepted', async () => {
    const token = await api.signIn('manager@maple.demo');
    const crossSite = await api.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { 'sec-fetch-site': 'cross-site' },
      cookies: { lintel_session: token },
    });
    expect(crossSite.statusCode).toBe(403);
    const sameOrigin = await api.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
      cookies: { lintel_session: token },
    });
    expect(sameOrigin.statusCode).toBe(204);
  });

  it('community manager: a cookie-authenticated write with neither Origin nor Sec-Fetch-Site is refused, whatever SameSite does', async () => {
    const token = await api.signIn('manager@maple.demo');
    const bare = await api.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { host: 'localhost:3000' },
      cookies: { lintel_session: token },
    });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().code).toBe('ORIGIN_REJECTED');
    const check = await api.app.inject({ method: 'GET', url: '/api/auth/session', cookies: { lintel_session: token } });
    expect(check.statusCode).toBe(200);
    // The browser's own same-origin request carries Sec-Fetch-Site: accepted.
    const sameOrigin = await api.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { host: 'localhost:3000', 'sec-fetch-site': 'same-origin' },
      cookies: { lintel_session: token },
    });
    expect(sameOrigin.statusCode).toBe(204);
  });

  it('anyone: sign-in posted from another site is refused (login CSRF)', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload: { username: 'manager@maple.demo', password: 'Lintel-demo-1' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('rate limiting', () => {
  it('anyone: password guesses share one budget of 30 a minute per address, whichever door they use', async () => {
    const limited = await createTestApi({ rateLimit: true });
    try {
      const guess = (url: string, remoteAddress = '10.9.8.6') =>
        limited.app.inject({
          method: 'POST',
          url,
          payload: { username: 'nobody@maple.demo', password: 'x' },
          remoteAddress,
        });
      for (let i = 0; i < 15; i++) expect((await guess('/api/auth/sign-in')).statusCode).toBe(401);
      for (let i = 0; i < 15; i++) expect((await guess('/api/auth/tokens')).statusCode).toBe(401);
      // The 31st guess is refused at both doors, with a wait to respect.
      for (const url of ['/api/auth/sign-in', '/api/auth/tokens']) {
        const refused = await guess(url);
        expect(refused.statusCode, url).toBe(429);
        expectCleanError(refused.body, 'RATE_LIMITED');
        expect(Number(refused.headers['retry-after']), url).toBeGreaterThan(0);
      }
      // Another address has its own budget.
      expect((await guess('/api/auth/sign-in', '10.9.8.5')).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('anyone: the 31st sign-in attempt within a minute from one address gets 429 RATE_LIMITED', async () => {
    const limited = await createTestApi({ rateLimit: true });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/tokens',
          payload: { username: 'nobody@maple.demo', password: 'x' },
          remoteAddress: '10.9.8.7',
        });
      for (let i = 0; i < 30; i++) expect((await attempt()).statusCode).toBe(401);
      const response = await attempt();
      expect(response.statusCode).toBe(429);
      expectCleanError(response.body, 'RATE_LIMITED');
      expect(response.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
