import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { prepareMarkedStatements } from './prepared.ts';
import type { DB } from './schema.ts';

// Counts and cents are int8; every value we store fits in a double, so read them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  readonly kind: DatabaseKind;
  /** Connection-role handle: migrations, seeding and the request pipeline's own bookkeeping. */
  readonly db: Kysely<DB>;
  readonly pool: pg.Pool;
  /** The embedded instance (PGlite only), e.g. to dump a migrated template for tests. */
  readonly pglite?: PGlite;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; onPoolError?: (error: Error) => void }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite'; memory: true; loadDataDir?: Blob };

/**
 * Opens PostgreSQL (a server, through pg.Pool) or the embedded PGlite (through its node-postgres
 * shim, so both run the same driver, the same type parsing and the same SQL).
 *
 * @example const database = await openDatabase({ kind: 'pglite', dataDir: '.data' });
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      // Only named statements have a plan cache (see prepared.ts): plan them once, with their
      // parameters as parameters, rather than five times before PostgreSQL decides.
      // No parallel workers: a request reads one page, and a generic plan's row estimates made the
      // planner start a worker for a 20-row page, 30 to 40 ms of start-up for 2 ms of work, and one
      // more process per request under load (the openers list at 50,000 residents, D237).
      options: '-c plan_cache_mode=force_generic_plan -c max_parallel_workers_per_gather=0',
    });
    // An idle client losing its server (restart, network) must not crash the process.
    pool.on('error', (error) => options.onPoolError?.(error));
    // Nor may a checked-out one (inside a request's transaction, between two queries): pg emits
    // 'error' on the client itself, which is fatal without a listener. The request then fails with
    // DATABASE_UNAVAILABLE and the pool drops the broken client when it is released.
    pool.on('connect', (client) => {
      client.on('error', (error) => options.onPoolError?.(error));
      prepareMarkedStatements(client);
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      kind: 'postgres',
      db,
      pool,
      close: () => db.destroy(),
    };
  }

  let release = () => {};
  let pglite: PGlite;
  if ('dataDir' in options) {
    mkdirSync(options.dataDir, { recursive: true });
    release = acquireDataDirLock(options.dataDir);
    try {
      pglite = await PGlite.create(options.dataDir);
    } catch (error) {
      release();
      throw error;
    }
  } else {
    pglite = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  }
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    kind: 'pglite',
    db,
    pool,
    pglite,
    async close() {
      await db.destroy();
      await pglite.close();
      release();
    },
  };
}
