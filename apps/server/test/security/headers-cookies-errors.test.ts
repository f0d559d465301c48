import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/platform/db/open.ts';
import { customerId } from '../../src/seed/demo.ts';
import { DEMO_PASSWORD } from '../../src/seed/demo-data.ts';
import { contextHeaders, createTestApi, openTestDatabase, type TestApi } from '../harness.ts';

/**
 * ASVS 5.0 V3.4 (headers), V3.3 (cookies) and V16.5.1 (generic errors): every kind of answer the
 * server gives (JSON, error, the portal's HTML, its static assets) carries the security headers;
 * the session cookie is HttpOnly, SameSite and Secure outside localhost; and no error body, for
 * any endpoint and any broken input, shows a stack trace, SQL or a file path.
 */

const LEAK =
  /at \w[\w.<>]* \(|at async |node_modules|\.ts:\d+|\.js:\d+|\bselect\b.+\bfrom\b|\binsert into\b|syntax error at|violates|relation "|column "|pg_|stack|kysely|fastify/i;

function expectCleanError(status: number, body: string, label: string) {
  expect(status, `${label} answered ${status}: ${body}`).toBeLessThan(500);
  expect(status, label).toBeGreaterThanOrEqual(400);
  let parsed: { code?: unknown; message?: unknown; traceId?: unknown } = {};
  expect(
    () => {
      parsed = JSON.parse(body);
    },
    `${label} answered ${status} with a body that is not JSON: ${JSON.stringify(body)}`,
  ).not.toThrow();
  expect(typeof parsed.code, label).toBe('string');
  expect(typeof parsed.message, label).toBe('string');
  expect(String(parsed.traceId), label).toMatch(/^[0-9a-f-]{36}$/);
  expect(body, label).not.toMatch(LEAK);
}

function expectSecurityHeaders(headers: Record<string, unknown>, label: string) {
  const csp = String(headers['content-security-policy'] ?? '');
  expect(csp, label).toContain("default-src 'self'");
  expect(csp, label).toContain("script-src 'self'");
  expect(csp, label).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(csp, label).toContain("object-src 'none'");
  expect(csp, label).toContain("base-uri 'none'");
  expect(csp, label).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['x-frame-options'], label).toBe('SAMEORIGIN');
  expect(String(headers['referrer-policy']), label).toBe('no-referrer');
  expect(headers['x-powered-by'], label).toBeUndefined();
  // ASVS 3.4.1: HSTS of at least a year (browsers ignore it over plain http, so localhost is unaffected).
  expect(Number(/max-age=(\d+)/.exec(String(headers['strict-transport-security']))?.[1]), label).toBeGreaterThanOrEqual(
    31_536_000,
  );
}

const ACME_CONTEXT = { customer: 'Acme Living', community: 'Maple Court' };

let api: TestApi;
let adminToken: string;
beforeAll(async () => {
  api = await createTestApi();
  adminToken = await api.signIn('admin@acme.demo');
});
afterAll(async () => {
  await api?.close();
});

function concrete(url: string): string {
  // Any well-formed id: the request must be refused cleanly whatever it points at.
  return url
    .replace(/:customerId/g, customerId('Acme Living'))
    .replace(/:[A-Za-z]+/g, (name) => (name === ':appCode' ? 'CBR' : '00000000-0000-4000-8000-000000000000'));
}

describe('error bodies never show internals', () => {
  it('portfolio admin: malformed JSON to every write endpoint gets a clean 4xx', async () => {
    const writes = api.app.lintelRoutes.filter((r) => r.method !== 'GET');
    expect(writes.length).toBeGreaterThan(0);
    for (const route of writes) {
      for (const payload of ['{"a": ', '{"a":1}}', 'nul', '[', '\u0000{}', '{"__proto__":{"x":1}}']) {
        const response = await api.app.inject({
          method: route.method as 'POST',
          url: concrete(route.url),
          headers: {
            authorization: `Bearer ${adminToken}`,
            'content-type': 'application/json',
            ...contextHeaders(ACME_CONTEXT),
          },
          payload,
        });
        expectCleanError(
          response.statusCode,
          response.body,
          `${route.method} ${route.url} with ${JSON.stringify(payload)}`,
        );
      }
    }
  });

  it('portfolio admin: an oversized body to every write endpoint gets 413 BODY_TOO_LARGE', async () => {
    for (const route of api.app.lintelRoutes.filter((r) => r.method !== 'GET')) {
      // Upload endpoints declare a larger limit of their own: go past whichever limit applies.
      const limit = route.endpoint?.bodyLimit ?? 64 * 1024;
      const big = JSON.stringify({ filler: 'x'.repeat(limit + 1024) });
      const response = await api.app.inject({
        method: route.method as 'POST',
        url: concrete(route.url),
        headers: {
          authorization: `Bearer ${adminToken}`,
          'content-type': 'application/json',
          ...contextHeaders(ACME_CONTEXT),
        },
        payload: big,
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(413);
      expectCleanError(response.statusCode, response.body, `${route.method} ${route.url} oversized`);
    }
  });

  it('portfolio admin: hostile query strings and path ids on every endpoint get no 5xx and no internals', async () => {
    const hostile = [
      '?sort=name;drop table units--,asc',
      '?sort=__proto__,asc',
      '?page=-1&size=100000',
      '?q=%27%20or%201%3D1--',
      '?token=not-a-token',
      '?token=WyJuYW1lIiwiYXNjIiwiJyBvciAxPTEiLCJ4Il0',
      '?q=%00',
      `?q=${'a'.repeat(5000)}`,
    ];
    for (const route of api.app.lintelRoutes) {
      for (const query of hostile) {
        const url = `${route.url.replace(/:[A-Za-z]+/g, "1'or'1'='1")}${query}`;
        const response = await api.app.inject({
          method: route.method as 'GET',
          url,
          headers: { authorization: `Bearer ${adminToken}`, ...contextHeaders(ACME_CONTEXT) },
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        if (response.statusCode < 400) continue; // e.g. an endpoint that ignores its query
        expectCleanError(response.statusCode, response.body, `${route.method} ${url}`);
      }
    }
  });

  it('anyone: forged or malformed tenancy headers and tokens get clean 4xx answers', async () => {
    const cases: Record<string, string>[] = [
      { 'x-lintel-customer-id': "1' or '1'='1" },
      { 'x-lintel-customer-id': customerId('Acme Living'), 'x-lintel-community-id': 'null' },
      { authorization: 'Bearer ' },
      { authorization: `Bearer ${'A'.repeat(10_000)}` },
      { authorization: 'Basic YWRtaW46YWRtaW4=' },
      { cookie: 'lintel_session=%%%' },
    ];
    for (const headers of cases) {
      const response = await api.app.inject({ method: 'GET', url: '/api/units', headers });
      expectCleanError(response.statusCode, response.body, JSON.stringify(headers));
    }
  });
});

describe('security headers on every kind of answer', () => {
  let portal: FastifyInstance;
  let database: Database;
  let dist: string;
  beforeAll(async () => {
    // The portal as built: an index.html and a hashed asset, served by the real static setup.
    dist = mkdtempSync(join(tmpdir(), 'lintel-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>Lintel</title><script type="module" src="/assets/a.js"></script>',
    );
    writeFileSync(join(dist, 'assets', 'a.js'), 'console.log(1)');
    database = await openTestDatabase();
    const config = { ...loadConfig({ LINTEL_RATE_LIMIT: 'off', LOG_LEVEL: 'silent' }), webDist: dist };
    portal = await buildApp({ config, database, clock: api.clock }, { logger: false });
    await portal.ready();
  });
  afterAll(async () => {
    await portal?.close();
    await database?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('anyone: the portal page, a deep link, an asset, JSON, and each error kind carry CSP, nosniff and frame protection', async () => {
    const answers = {
      'portal page': await portal.inject({ method: 'GET', url: '/' }),
      'deep link': await portal.inject({ method: 'GET', url: '/settings/users' }),
      asset: await portal.inject({ method: 'GET', url: '/assets/a.js' }),
      health: await portal.inject({ method: 'GET', url: '/api/health' }),
      'unknown API path': await portal.inject({ method: 'GET', url: '/api/nothing' }),
      'signed out': await portal.inject({ method: 'GET', url: '/api/profile' }),
      'malformed JSON': await portal.inject({
        method: 'POST',
        url: '/api/auth/tokens',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      }),
    };
    expect(answers['portal page'].headers['content-type']).toMatch(/text\/html/);
    expect(answers['deep link'].headers['content-type']).toMatch(/text\/html/);
    expect(answers['portal page'].headers['cache-control']).toBe('no-cache');
    for (const [label, response] of Object.entries(answers)) expectSecurityHeaders(response.headers, label);
  });
});

describe('the session cookie', () => {
  function cookieOf(setCookie: string | string[] | undefined): string {
    const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
    const session = all.find((c) => c.startsWith('lintel_session='));
    expect(session, `set-cookie: ${all.join(' | ')}`).toBeDefined();
    return session!;
  }

  it('community manager signing in on localhost: HttpOnly, SameSite=Lax, Path=/, not Secure (plain http there)', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000' },
      payload: { username: 'manager@maple.demo', password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBeLessThan(300);
    const cookie = cookieOf(response.headers['set-cookie']);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Secure/i);
    // The token is not also handed to scripts in the body.
    expect(response.body).not.toContain(cookie.split(';')[0]!.split('=')[1]);
  });

  it('community manager signing in on a real host name: the cookie is also Secure', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { host: 'portal.lintel.example', origin: 'http://portal.lintel.example' },
      payload: { username: 'manager@maple.demo', password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBeLessThan(300);
    const cookie = cookieOf(response.headers['set-cookie']);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);

    const token = cookie.split(';')[0]!.split('=')[1]!;
    const signOut = await api.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { host: 'portal.lintel.example', origin: 'http://portal.lintel.example' },
      cookies: { lintel_session: token },
    });
    expect(signOut.statusCode).toBe(204);
    const cleared = cookieOf(signOut.headers['set-cookie']);
    expect(cleared).toMatch(/; Secure/i);
    expect(cleared).toMatch(/; HttpOnly/i);
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
  });
});
