import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMMUNITY_HEADER, CUSTOMER_HEADER } from '@lintel/contracts/common';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { hashToken, newSessionToken } from '../src/platform/auth/tokens.ts';
import { type Database, openDatabase } from '../src/platform/db/open.ts';
import { communityId, customerId } from '../src/seed/demo.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-data.ts';
import { ManualClock } from './clock.ts';
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

async function hasTemporaryPassword(database: Database, email: string): Promise<boolean> {
  const user = await database.db
    .selectFrom('users')
    .select('password_temporary_until')
    .where('email', '=', email)
    .executeTakeFirst();
  return Boolean(user?.password_temporary_until);
}

async function sessionFor(database: Database, email: string, now: Date, lifetimeMs: number): Promise<string> {
  const token = newSessionToken();
  const user = await database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  await database.db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: user.id,
      client: 'api',
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + lifetimeMs),
    })
    .execute();
  return token;
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
    LINTEL_FILES_DIR: join(tmpdir(), `lintel-test-files-${process.pid}-${randomBytes(4).toString('hex')}`),
  });
  const app = await buildApp({ config, database, clock }, { logger: false });
  await app.ready();
  const signIn = async (email: string, password = DEMO_PASSWORD) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/tokens',
      payload: { username: email, password },
    });
    // Users with a sign-in step left (code, new password, MFA setup) get their session made directly:
    // personas test what a session may do; the steps have their own tests.
    // (A temporary password is also past its 7 days here: the template is seeded on 2026-11-01.)
    const stepLeft = response.statusCode === 403 && response.json().code === 'AUTH_CHALLENGE_REQUIRED';
    if (stepLeft || (response.statusCode === 401 && (await hasTemporaryPassword(database, email)))) {
      return sessionFor(database, email, clock.now(), config.session.absoluteLifetimeMs);
    }
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
