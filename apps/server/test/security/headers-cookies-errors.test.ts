import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
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
  // The same rule twice: no page of the portal may be framed, by anyone.
  expect(headers['x-frame-options'], label).toBe('DENY');
  // Websockets only to the portal itself: no ws:/wss: to any host.
  expect(/connect-src ([^;]*)/.exec(csp)?.[1]?.trim(), label).toBe("'self'");
  const permissions = String(headers['permissions-policy'] ?? '');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(permissions, `${label}: ${feature}`).toContain(`${feature}=()`);
  }
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
  }, 180_000); // about 1,000 requests, each authenticated first: a budget for a busy machine, not a timing claim

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
    // Demo mode (the embedded default here) says so on every page, deep links and /index.html included.
    const indexFile = await portal.inject({ method: 'GET', url: '/index.html' });
    for (const page of [answers['portal page'], answers['deep link'], indexFile]) {
      expect(page.body).toContain('id="lintel-demo-banner"');
    }
    for (const [label, response] of Object.entries(answers)) expectSecurityHeaders(response.headers, label);
  });
});

describe('blocked paths to the portal and its files', () => {
  let portal: FastifyInstance;
  let database: Database;
  let dist: string;
  const warnings: string[] = [];
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'lintel-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>Lintel</title></head><body></body></html>',
    );
    writeFileSync(join(dist, 'assets', 'a.js'), 'console.log(1)');
    database = await openTestDatabase();
    const config = { ...loadConfig({ LINTEL_RATE_LIMIT: 'off', LOG_LEVEL: 'silent' }), webDist: dist };
    // A logger that keeps every line at warning level or above, to show what an anonymous probe leaves in the log.
    const stream = { write: (line: string) => warnings.push(line) };
    portal = await buildApp({ config, database, clock: api.clock }, { logger: { level: 'warn', stream } });
    // A real socket: inject() parses the URL and would undo the very encodings under test.
    await portal.listen({ port: 0, host: '127.0.0.1' });
    warnings.length = 0;
  });

  /** GET with the path sent exactly as written. */
  function rawGet(path: string): Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }> {
    const address = portal.server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      const request = httpRequest({ host: '127.0.0.1', port: address.port, path, method: 'GET' }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body }));
      });
      request.on('error', reject);
      request.end();
    });
  }
  afterAll(async () => {
    await portal?.close();
    await database?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('anyone: path traversal and non-canonical paths answer 404 with a clean body, and log no error', async () => {
    for (const url of [
      '/%2e%2e',
      '/a/%2e%2e/b',
      '/api/%2e%2e/x',
      '//evil.example',
      '/assets/%2e%2e/index.html',
      '/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      const response = await rawGet(url);
      expect(response.statusCode, url).toBe(404);
      expectCleanError(response.statusCode, response.body, url);
      expect(JSON.parse(response.body).code, url).toBe('ROUTE_NOT_FOUND');
      expectSecurityHeaders(response.headers, url);
    }
    // Nothing at error level (50) or above, and no stack trace, for any of them.
    expect(warnings.filter((line) => JSON.parse(line).level >= 50)).toEqual([]);
    expect(warnings.join('\n')).not.toContain('"stack"');
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
