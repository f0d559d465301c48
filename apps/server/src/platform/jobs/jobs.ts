import { randomUUID } from 'node:crypto';
import type { Generated, Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../db/schema.ts';
import type { Scope, Tx } from '../db/scope.ts';

/**
 * Background jobs: imports, scheduled work, device jobs. A job is one row of `jobs` (migration
 * 0018), written in the caller's transaction (a rolled-back request enqueues nothing), claimed by
 * the worker of any server process (worker.ts) and run in the job's tenant as the request role.
 */

export type JobState = 'queued' | 'running' | 'done' | 'failed';

/** The `jobs` table (migration 0018). */
interface JobsTable {
  customer_id: string;
  community_id: string | null;
  id: string;
  kind: string;
  payload: unknown;
  state: Generated<JobState>;
  run_at: Date;
  attempts: Generated<number>;
  max_attempts: number;
  singleton_key: string | null;
  repeat_every_ms: number | null;
  locked_by: string | null;
  locked_until: Date | null;
  progress: Generated<number>;
  progress_message: string | null;
  last_error: string | null;
  created_at: Date;
  updated_at: Date;
  finished_at: Date | null;
}

type JobsDB = DB & { jobs: JobsTable };

export function withJobs(db: Kysely<DB>): Kysely<JobsDB>;
export function withJobs(db: Tx): Transaction<JobsDB>;
export function withJobs(db: Kysely<DB> | Tx): Kysely<JobsDB> | Transaction<JobsDB> {
  return db.withTables<{ jobs: JobsTable }>();
}

/** What a handler gets besides its payload. */
export interface JobContext {
  readonly jobId: string;
  /** 1 for the first run, 2 for the first retry, … */
  readonly attempt: number;
  readonly customerId: string;
  readonly communityId: string | null;
  /** The worker's clock when the run started. */
  readonly now: Date;
  /**
   * Runs `work` in one transaction as the request role in the job's tenant (the community, or
   * every community of the customer for a customer-level job): row-level security shows the
   * handler only its tenant's rows. A long job (an import) commits in chunks, one call per chunk.
   */
  inTenant<T>(work: (scope: Scope) => Promise<T>): Promise<T>;
  /**
   * Records progress (0–100, and a short message a screen shows) in its own transaction, so a
   * polling screen sees it at once, and extends the job's lease. Call it between `inTenant`
   * calls, not inside one: the embedded database has a single connection.
   */
  progress(percent: number, message?: string): Promise<void>;
}

export interface JobDefinition<P> {
  /** Dotted, area first: 'structure.importUnits'. */
  readonly name: string;
  readonly payload: z.ZodType<P>;
  readonly handler: (payload: P, context: JobContext) => Promise<void>;
  /** Runs before the job is marked failed (default 5). */
  readonly maxAttempts: number;
  /** Delay before the first retry; each further retry waits twice as long, at most an hour (default 10 s). */
  readonly backoffMs: number;
  /** How long a run may go without reporting progress before another worker may take it over (default 5 min). */
  readonly leaseMs: number;
}

const HOUR = 3_600_000;

/**
 * Declares a kind of job: its name, the zod schema of its payload (checked when enqueued and
 * again when run) and its handler. Handlers may run more than once for one job (a worker that
 * dies mid-run is replaced once its lease passes), so they must be idempotent.
 *
 * @public Areas declare their jobs with it and list them for the worker in main.ts; the first
 * (structure imports, device jobs) are still to come, and the tests use it meanwhile.
 * @example const importUnits = defineJob({ name: 'structure.importUnits', payload: z.object({ fileId: z.uuid() }), handler: async ({ fileId }, job) => { … } });
 */
export function defineJob<S extends z.ZodType>(definition: {
  name: string;
  payload: S;
  handler: (payload: z.output<S>, context: JobContext) => Promise<void>;
  maxAttempts?: number;
  backoffMs?: number;
  leaseMs?: number;
}): JobDefinition<z.output<S>> {
  if (!/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/.test(definition.name)) {
    throw new Error(`job name ${definition.name} must be dotted, area first (e.g. structure.importUnits)`);
  }
  const maxAttempts = definition.maxAttempts ?? 5;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1 || maxAttempts > 100) {
    throw new Error(`maxAttempts of ${definition.name} must be an integer from 1 to 100`);
  }
  return {
    name: definition.name,
    payload: definition.payload as z.ZodType<z.output<S>>,
    handler: definition.handler,
    maxAttempts,
    backoffMs: definition.backoffMs ?? 10_000,
    leaseMs: definition.leaseMs ?? 5 * 60_000,
  };
}

/** Delay before retry after the n-th failed attempt: backoff · 2^(n−1), at most an hour. */
export function retryDelayMs(backoffMs: number, failedAttempts: number): number {
  return Math.min(backoffMs * 2 ** (failedAttempts - 1), HOUR);
}

/** Where a job is enqueued: a request's scope, or trusted work's transaction with its tenant set (actAs). */
export type JobTarget = Pick<Scope, 'db' | 'now' | 'customerId' | 'communityId'>;

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /**
   * At most one queued or running job of this kind and key per tenant (customer and community):
   * enqueueing again while one waits or runs returns that job's id and adds nothing.
   */
  singletonKey?: string;
  /** A scheduled job: each time a run ends, the next is queued this many ms later (at least 1000). */
  every?: number;
}

/**
 * Adds a job inside the caller's transaction, in the target's tenant (the request role may only
 * write its own tenant's jobs), and returns its id; with `singletonKey`, the id of the job already
 * waiting or running, if any. The payload is checked against the job's schema first.
 *
 * @public Areas enqueue their jobs with it from services and trusted work; the first callers
 * (structure imports, device jobs) are still to come, and the tests use it meanwhile.
 * @example await enqueue(scope, importUnits, { fileId }, { singletonKey: `units:${fileId}` });
 */
export async function enqueue<P>(
  target: JobTarget,
  job: JobDefinition<P>,
  payload: P,
  options: EnqueueOptions = {},
): Promise<string> {
  if (!target.customerId) throw new Error(`job ${job.name} needs a customer: enqueue it in a tenant scope`);
  const checked = job.payload.parse(payload);
  if (options.every !== undefined && !(Number.isInteger(options.every) && options.every >= 1000)) {
    throw new Error(`every of ${job.name} must be a whole number of milliseconds, at least 1000`);
  }
  const db = withJobs(target.db);
  const { customerId, communityId } = target;
  // Twice at most: the job that held the key may end between the insert and the look-up.
  for (let round = 0; round < 2; round++) {
    const id = randomUUID();
    const inserted = await db
      .insertInto('jobs')
      .values({
        customer_id: customerId,
        community_id: communityId,
        id,
        kind: job.name,
        payload: JSON.stringify(checked ?? null),
        run_at: options.runAt ?? target.now,
        max_attempts: job.maxAttempts,
        singleton_key: options.singletonKey ?? null,
        repeat_every_ms: options.every ?? null,
        locked_by: null,
        locked_until: null,
        progress_message: null,
        last_error: null,
        created_at: target.now,
        updated_at: target.now,
        finished_at: null,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return inserted.id;
    const existing = await db
      .selectFrom('jobs')
      .select('id')
      .where('customer_id', '=', customerId)
      .where((eb) => (communityId ? eb('community_id', '=', communityId) : eb('community_id', 'is', null)))
      .where('kind', '=', job.name)
      .where('singleton_key', '=', options.singletonKey ?? '')
      .where('state', 'in', ['queued', 'running'])
      .executeTakeFirst();
    if (existing) return existing.id;
  }
  throw new Error(`job ${job.name} could not be enqueued: its singleton key stayed taken`);
}

/** What a screen polls: a job's state and progress. */
export interface JobStatus {
  id: string;
  kind: string;
  state: JobState;
  progress: number;
  progressMessage: string | null;
  attempts: number;
  maxAttempts: number;
  runAt: Date;
  finishedAt: Date | null;
}

/**
 * A job of the scope's tenant (row-level security hides any other), or undefined.
 *
 * @public For the screens that poll a job's progress (the units import first), through their
 * area's endpoint; the tests use it meanwhile.
 * @example const status = await readJob(scope, jobId);
 */
export async function readJob(scope: Pick<Scope, 'db'>, id: string): Promise<JobStatus | undefined> {
  const row = await withJobs(scope.db)
    .selectFrom('jobs')
    .select([
      'id',
      'kind',
      'state',
      'progress',
      'progress_message',
      'attempts',
      'max_attempts',
      'run_at',
      'finished_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    progress: row.progress,
    progressMessage: row.progress_message,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    runAt: row.run_at,
    finishedAt: row.finished_at,
  };
}
