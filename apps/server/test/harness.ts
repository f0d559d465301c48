import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { COMMUNITY_HEADER, CUSTOMER_HEADER } from '@lintel/contracts/common';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { ManualClock } from '../src/platform/clock.ts';
import { type Database, openDatabase } from '../src/platform/db/open.ts';
import { communityId, customerId } from '../src/seed/demo.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-data.ts';
import { withDatabase } from './global-setup.ts';

export type Backend = 'pglite' | 'postgres';

/** The backend of this run: PostgreSQL when CI names a server, the embedded database otherwise. */
export const backend: Backend = inject('postgresTemplate') ? 'postgres' : 'pglite';

/** A fresh database cloned from the run's migrated, seeded template. */
export async function openTestDatabase(kind: Backend = backend): Promise<Database> {
  if (kind === 'pglite') {
    const blob = new Blob([readFileSync(inject('pgliteTemplate'))]);
    return openDatabase({ kind: 'pglite', memory: true, loadDataDir: blob });
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `lintel_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  await admin.end();
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolSize: 4 });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export interface Context {
  customer?: string;
  community?: string;
  /** Raw header values, for forged or malformed ones. */
  customerId?: string;
  communityId?: string;
}

export interface TestApi {
  app: FastifyInstance;
  database: Database;
  clock: ManualClock;
  config: Config;
  /** Signs a demo user in (browser flow) and returns the session token. */
  signIn(email: string, password?: string): Promise<string>;
  /** Requests as a signed-in persona, with the demo customer/community names turned into header ids. */
  as(email: string): Promise<PersonaClient>;
  anonymous: PersonaClient;
  close(): Promise<void>;
}

export interface PersonaClient {
  token: string | null;
  request(
    method: string,
    url: string,
    options?: { context?: Context; body?: unknown; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  get(url: string, context?: Context): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown, context?: Context): Promise<LightMyRequestResponse>;
}

export function contextHeaders(context: Context | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (!context) return headers;
  const cid = context.customerId ?? (context.customer ? customerId(context.customer) : undefined);
  if (cid !== undefined) headers[CUSTOMER_HEADER] = cid;
  const kid =
    context.communityId ??
    (context.community && context.customer ? communityId(context.customer, context.community) : undefined);
  if (kid !== undefined) headers[COMMUNITY_HEADER] = kid;
  return headers;
}

function client(app: FastifyInstance, token: string | null): PersonaClient {
  const request: PersonaClient['request'] = (method, url, options = {}) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...contextHeaders(options.context),
        ...options.headers,
      },
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
  return {
    token,
    request,
    get: (url, context) => request('GET', url, { context }),
    post: (url, body, context) => request('POST', url, { context, body }),
  };
}

/**
 * Builds the real application over a fresh copy of the demo database, with a manual clock and no
 * rate limiting, for API tests that inject requests as personas.
 *
 * @example const api = await createTestApi(); const manager = await api.as('manager@maple.demo');
 */
export async function createTestApi(options: { kind?: Backend; rateLimit?: boolean } = {}): Promise<TestApi> {
  const database = await openTestDatabase(options.kind);
  const clock = new ManualClock('2026-11-22T12:00:00Z');
  const config = loadConfig({
    LINTEL_RATE_LIMIT: options.rateLimit ? 'on' : 'off',
    LINTEL_SERVE_WEB: 'off',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, database, clock }, { logger: false });
  await app.ready();
  const signIn = async (email: string, password = DEMO_PASSWORD) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/tokens',
      payload: { username: email, password },
    });
    if (response.statusCode !== 201)
      throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
    return (response.json() as { token: string }).token;
  };
  return {
    app,
    database,
    clock,
    config,
    signIn,
    as: async (email) => client(app, await signIn(email)),
    anonymous: client(app, null),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
