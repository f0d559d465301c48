import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock.ts';
import { contextHeaders, openTestDatabase } from '../../../test/harness.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { DEMO_PASSWORD } from '../../seed/demo-data.ts';
import type { Database } from '../db/open.ts';
import { COMPRESS_THRESHOLD_BYTES } from './compression.ts';

/**
 * The portal's files go out as the build's brotli or gzip copy by the request's Accept-Encoding,
 * cached for a year when hashed; JSON answers to reads above the threshold are compressed on the
 * way out; exports and the entry page are left as they were (D205, D206). The portal here is a
 * folder made by the test, the way the build leaves it: a file and its `.br` and `.gz` copies.
 */

const ASSET = '/assets/index-Ab12Cd34.js';
const script = `export const rows = [${Array.from({ length: 200 }, (_, i) => `{ id: ${i}, name: "Unit A-${i}" }`).join(', ')}];\n`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

let app: FastifyInstance;
let database: Database;
let dist: string;
let viewerToken: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'lintel-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html><head><title>Lintel</title><script type="module" src="${ASSET}"></script></head><body></body></html>`,
  );
  writeFileSync(join(dist, ASSET), script);
  writeFileSync(join(dist, `${ASSET}.br`), brotliCompressSync(script));
  writeFileSync(join(dist, `${ASSET}.gz`), gzipSync(script));
  database = await openTestDatabase();
  const config = { ...loadConfig({ LINTEL_RATE_LIMIT: 'off', LOG_LEVEL: 'silent' }), webDist: dist };
  app = await buildApp({ config, database, clock: new ManualClock() }, { logger: false });
  // Answers of an exact size, to put the threshold to the test; one of them to a write.
  const sized = (bytes: number) => ({ filler: 'x'.repeat(bytes - '{"filler":""}'.length) });
  app.get('/api/test-sized/:bytes', async (request) => sized(Number((request.params as { bytes: string }).bytes)));
  app.post('/api/test-sized/:bytes', async (request) => sized(Number((request.params as { bytes: string }).bytes)));
  await app.ready();
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/tokens',
    payload: { username: 'viewer@maple.demo', password: DEMO_PASSWORD },
  });
  expect(signIn.statusCode).toBe(201);
  viewerToken = signIn.json().token;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...headers },
  });

function expectLongCachedScript(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
  expect(response.headers['cache-control']).toBe(IMMUTABLE);
  expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
  // The security headers are not lost on the way (docs/security.md).
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
}

describe("the portal's built files", () => {
  it('a browser accepting brotli gets the brotli copy, which is the file', async () => {
    const response = await get(ASSET, 'gzip, deflate, br, zstd');
    expectLongCachedScript(response);
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('a browser accepting only gzip (or preferring it) gets the gzip copy', async () => {
    for (const accepted of ['gzip', 'gzip, deflate', 'br;q=0.5, gzip']) {
      const response = await get(ASSET, accepted);
      expectLongCachedScript(response);
      expect(response.headers['content-encoding'], accepted).toBe('gzip');
      expect(gunzipSync(response.rawPayload).toString()).toBe(script);
    }
  });

  it('a client accepting no encoding gets the file as built', async () => {
    for (const accepted of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const response = await get(ASSET, accepted);
      expectLongCachedScript(response);
      expect(response.headers['content-encoding'], String(accepted)).toBeUndefined();
      expect(response.body).toBe(script);
    }
  });

  it('the compressed copies are not files of their own: asked for by name, they answer as any unknown path', async () => {
    for (const url of [`${ASSET}.br`, `${ASSET}.gz`]) {
      const response = await get(url, 'br');
      // Unknown paths outside the API get the entry page (deep links), never the copy's bytes.
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['content-encoding'], url).toBeUndefined();
      expect(response.body, url).toContain('<title>Lintel</title>');
    }
  });

  it('the entry page, at / or a deep link, is never cached as immutable', async () => {
    for (const url of ['/', '/spaces/living', '/index.html']) {
      const response = await get(url, 'gzip, deflate, br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain(ASSET);
    }
  });
});

describe('JSON answers', () => {
  it('an answer to a read at or above the threshold is compressed in the encoding asked for', async () => {
    const { body: plain } = await get(`/api/test-sized/${COMPRESS_THRESHOLD_BYTES}`);
    expect(plain.length).toBe(COMPRESS_THRESHOLD_BYTES);
    const br = await get(`/api/test-sized/${COMPRESS_THRESHOLD_BYTES}`, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('no-store');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await get(`/api/test-sized/${COMPRESS_THRESHOLD_BYTES}`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
  });

  it("a real answer (a page of Maple Court's units) arrives compressed and whole", async () => {
    const asViewer = {
      authorization: `Bearer ${viewerToken}`,
      ...contextHeaders({ customer: 'Acme Living', community: 'Maple Court' }),
    };
    const plain = await get('/api/units?size=50', undefined, asViewer);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    const br = await get('/api/units?size=50', 'gzip, deflate, br', asViewer);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('an answer below the threshold, or to a client asking for no encoding, goes as it is', async () => {
    const small = await get(`/api/test-sized/${COMPRESS_THRESHOLD_BYTES - 1}`, 'gzip, deflate, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.length).toBe(COMPRESS_THRESHOLD_BYTES - 1);
    const health = await get('/api/health', 'gzip, deflate, br');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    const unasked = await get(`/api/test-sized/${COMPRESS_THRESHOLD_BYTES * 4}`);
    expect(unasked.headers['content-encoding']).toBeUndefined();
    expect(unasked.body.length).toBe(COMPRESS_THRESHOLD_BYTES * 4);
  });

  it('an answer to a write is never compressed, however large (no secret shares a compressed body)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/test-sized/${COMPRESS_THRESHOLD_BYTES * 4}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.length).toBe(COMPRESS_THRESHOLD_BYTES * 4);
  });
});

describe('a community viewer exporting units, with a browser that accepts compression', () => {
  it('the CSV download arrives as it is streamed: whole, uncompressed, as an attachment', async () => {
    const response = await get('/api/units/export?format=csv', 'gzip, deflate, br', {
      authorization: `Bearer ${viewerToken}`,
      ...contextHeaders({ customer: 'Acme Living', community: 'Maple Court' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('attachment; filename="units.csv"');
    expect(response.headers['content-encoding']).toBeUndefined();
    const lines = response.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Unit,Building,Unit type,Floor,Square feet,Market rent');
    expect(lines.length).toBeGreaterThan(10);
  });
});
