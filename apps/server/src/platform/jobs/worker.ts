import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema.ts';
import { actAs, type Scope, type Tx } from '../db/scope.ts';
import { type JobContext, type JobDefinition, retryDelayMs, withJobs } from './jobs.ts';

/** Jobs claimed per round; a round that claims this many is followed by another at once. */
const BATCH = 20;
/** At most this many of one customer per round, so one customer's backlog does not hold up the rest. */
const PER_CUSTOMER = 5;

/** Where the next round starts its walk over the customers: after the last one it claimed from. */
interface Cursor {
  after: string | null;
}

interface Claimed {
  customerId: string;
  communityId: string | null;
  id: string;
  kind: string;
  payload: unknown;
  /** This run's attempt number (attempts after the claim). */
  attempt: number;
  maxAttempts: number;
  singletonKey: string | null;
  repeatEveryMs: number | null;
}

interface Options {
  db: Kysely<DB>;
  clock: Clock;
  // biome-ignore lint/suspicious/noExplicitAny: definitions of any payload type
  jobs: readonly JobDefinition<any>[];
  log: { error(obj: object, msg: string): void };
  /** Names this worker in the lease (default: a random id). */
  workerId?: string;
}

/** Acts in one customer as the connection role: every community of it, no request role. */
const inCustomer = (tx: Tx, customerId: string) =>
  actAs(tx, { customerId, communityId: null, allCommunities: true, provider: false, userId: null });

/** Acts in a job's own tenant as the connection role, to claim, finish or report on it. */
const inJobTenant = (tx: Tx, job: Pick<Claimed, 'customerId' | 'communityId'>) =>
  actAs(tx, {
    customerId: job.customerId,
    communityId: job.communityId,
    allCommunities: job.communityId === null,
    provider: false,
    userId: null,
  });

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/**
 * Claims due jobs, at most `limit`: queued ones whose time has come, and running ones whose lease
 * has passed (their worker died). Rows are locked with FOR UPDATE SKIP LOCKED and marked running
 * with a lease before the transaction commits, so two workers never claim one job.
 *
 * The `jobs` table is fenced like every tenant table, and a connection role that is not a
 * superuser is bound by its forced policy too, so the claim walks the customers (visible to it
 * with the provider flag) and claims in each customer's tenant.
 */
async function claimDue(
  options: Options,
  workerId: string,
  limit: number,
  cursor: Cursor,
): Promise<{ claimed: Claimed[]; more: boolean }> {
  const kinds = new Map(options.jobs.map((job) => [job.name, job]));
  if (kinds.size === 0) return { claimed: [], more: false };
  return options.db.transaction().execute(async (raw) => {
    const tx = withJobs(raw);
    const now = options.clock.now();
    await actAs(raw, { provider: true });
    const all = (await tx.selectFrom('customers').select('id').orderBy('id').execute()).map((row) => row.id);
    const from = cursor.after === null ? 0 : all.findIndex((id) => id > cursor.after!);
    const customers = from <= 0 ? all : [...all.slice(from), ...all.slice(0, from)];
    const claimed: Claimed[] = [];
    // Whether a cap stopped this round: then there may be more due at once.
    let more = false;
    for (const customerId of customers) {
      if (claimed.length >= limit) {
        more = true;
        break;
      }
      const cap = Math.min(PER_CUSTOMER, limit - claimed.length);
      await inCustomer(raw, customerId);
      const due = await tx
        .selectFrom('jobs')
        .select(['id', 'kind'])
        .where('customer_id', '=', customerId)
        .where('kind', 'in', [...kinds.keys()])
        .where((eb) =>
          eb.or([
            eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', now)]),
            eb.and([eb('state', '=', 'running'), eb('locked_until', '<=', now)]),
          ]),
        )
        .orderBy('run_at')
        .limit(cap)
        .forUpdate()
        .skipLocked()
        .execute();
      if (due.length > 0) cursor.after = customerId;
      if (due.length === cap) more = true;
      // One update per kind, since the lease is the kind's.
      for (const kind of new Set(due.map((row) => row.kind))) {
        const rows = await tx
          .updateTable('jobs')
          .set((eb) => ({
            state: 'running',
            attempts: eb('attempts', '+', 1),
            locked_by: workerId,
            locked_until: new Date(now.getTime() + kinds.get(kind)!.leaseMs),
            updated_at: now,
          }))
          .where('customer_id', '=', customerId)
          .where(
            'id',
            'in',
            due.filter((row) => row.kind === kind).map((row) => row.id),
          )
          .returning([
            'customer_id',
            'community_id',
            'id',
            'kind',
            'payload',
            'attempts',
            'max_attempts',
            'singleton_key',
            'repeat_every_ms',
          ])
          .execute();
        for (const row of rows) {
          claimed.push({
            customerId: row.customer_id,
            communityId: row.community_id,
            id: row.id,
            kind: row.kind,
            payload: row.payload,
            attempt: row.attempts,
            maxAttempts: row.max_attempts,
            singletonKey: row.singleton_key,
            repeatEveryMs: row.repeat_every_ms,
          });
        }
      }
    }
    return { claimed, more };
  });
}

/** Ends a run: done, queued again after its back-off, or failed; a repeating job's next run is queued. */
async function finish(
  options: Options,
  workerId: string,
  job: Claimed,
  definition: JobDefinition<unknown>,
  outcome: { ok: true } | { ok: false; error: string; permanent: boolean },
): Promise<void> {
  await options.db.transaction().execute(async (raw) => {
    const tx = withJobs(raw);
    const now = options.clock.now();
    await inJobTenant(raw, job);
    const retry = !outcome.ok && !outcome.permanent && job.attempt < job.maxAttempts;
    const ended = await tx
      .updateTable('jobs')
      .set(
        outcome.ok
          ? { state: 'done', progress: 100, last_error: null, finished_at: now }
          : retry
            ? {
                state: 'queued',
                last_error: outcome.error,
                run_at: new Date(now.getTime() + retryDelayMs(definition.backoffMs, job.attempt)),
              }
            : { state: 'failed', last_error: outcome.error, finished_at: now },
      )
      .set({ locked_by: null, locked_until: null, updated_at: now })
      .where('customer_id', '=', job.customerId)
      .where('id', '=', job.id)
      // Only while this run still holds the job (another worker may have taken over a lapsed lease).
      .where('state', '=', 'running')
      .where('locked_by', '=', workerId)
      .where('attempts', '=', job.attempt)
      .returning('id')
      .executeTakeFirst();
    if (!ended || retry || job.repeatEveryMs === null) return;
    await tx
      .insertInto('jobs')
      .values({
        customer_id: job.customerId,
        community_id: job.communityId,
        id: randomUUID(),
        kind: job.kind,
        payload: JSON.stringify(job.payload ?? null),
        run_at: new Date(now.getTime() + job.repeatEveryMs),
        max_attempts: job.maxAttempts,
        singleton_key: job.singletonKey,
        repeat_every_ms: job.repeatEveryMs,
        locked_by: null,
        locked_until: null,
        progress_message: null,
        last_error: null,
        created_at: now,
        updated_at: now,
        finished_at: null,
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  });
}

async function runClaimed(options: Options, workerId: string, job: Claimed): Promise<void> {
  const definition = options.jobs.find((candidate) => candidate.name === job.kind) as JobDefinition<unknown>;
  if (job.attempt > job.maxAttempts) {
    return finish(options, workerId, job, definition, {
      ok: false,
      error: 'the worker stopped during the last attempt',
      permanent: true,
    });
  }
  const parsed = definition.payload.safeParse(job.payload);
  if (!parsed.success) {
    return finish(options, workerId, job, definition, {
      ok: false,
      error: `payload no longer matches the job's schema: ${parsed.error.message}`.slice(0, 2000),
      permanent: true,
    });
  }
  let open = 0;
  const context: JobContext = {
    jobId: job.id,
    attempt: job.attempt,
    customerId: job.customerId,
    communityId: job.communityId,
    now: options.clock.now(),
    inTenant: (work) =>
      options.db.transaction().execute(async (tx) => {
        open += 1;
        try {
          await actAs(tx, {
            appRole: true,
            userId: null,
            customerId: job.customerId,
            communityId: job.communityId,
            allCommunities: job.communityId === null,
            provider: false,
          });
          const scope: Scope = {
            db: tx,
            now: options.clock.now(),
            actor: null,
            profile: null,
            customerId: job.customerId,
            communityId: job.communityId,
            allCommunities: job.communityId === null,
          };
          return await work(scope);
        } finally {
          open -= 1;
        }
      }),
    progress: async (percent, message) => {
      if (open > 0) throw new Error('record progress between inTenant transactions, not inside one');
      if (!(percent >= 0 && percent <= 100)) throw new Error(`progress must be 0 to 100, got ${percent}`);
      await options.db.transaction().execute(async (raw) => {
        const now = options.clock.now();
        await inJobTenant(raw, job);
        await withJobs(raw)
          .updateTable('jobs')
          .set({
            progress: Math.round(percent),
            progress_message: message === undefined ? null : message.slice(0, 500),
            locked_until: new Date(now.getTime() + definition.leaseMs),
            updated_at: now,
          })
          .where('customer_id', '=', job.customerId)
          .where('id', '=', job.id)
          .where('state', '=', 'running')
          .where('locked_by', '=', workerId)
          .where('attempts', '=', job.attempt)
          .execute();
      });
    },
  };
  let outcome: { ok: true } | { ok: false; error: string; permanent: boolean };
  try {
    await definition.handler(parsed.data, context);
    outcome = { ok: true };
  } catch (error) {
    outcome = { ok: false, error: errorText(error), permanent: false };
  }
  await finish(options, workerId, job, definition, outcome);
}

/**
 * Claims and runs due jobs until none is left, one at a time, and returns how many ran. The
 * worker's timer calls it; tests call it directly with a manual clock.
 */
export async function runDueJobs(
  options: Options,
  stopping: () => boolean = () => false,
  cursor: Cursor = { after: null },
): Promise<number> {
  const workerId = options.workerId ?? randomUUID();
  let total = 0;
  for (;;) {
    const { claimed, more } = await claimDue(options, workerId, BATCH, cursor);
    // Jobs claimed before a stop still run: leaving them would hold them until their lease passed.
    for (const job of claimed) await runClaimed(options, workerId, job);
    total += claimed.length;
    if (!more || stopping()) return total;
  }
}

export interface JobWorker {
  /** Runs what is due now (tests call this instead of waiting for the timer). */
  flush(): Promise<number>;
  /** Stops the timer and waits for the round in progress. */
  stop(): Promise<void>;
}

/**
 * Polls for due jobs every `intervalMs` (default 1 s) and runs them; a failing round is logged
 * and retried on the next tick, never crashing the server.
 *
 * @example const jobs = startJobWorker({ db: database.db, clock: systemClock, jobs: [importUnits], log: app.log });
 */
export function startJobWorker(options: Options & { intervalMs?: number }): JobWorker {
  const workerId = options.workerId ?? randomUUID();
  let running: Promise<number> | null = null;
  let stopped = false;
  const cursor: Cursor = { after: null };
  const flush = (): Promise<number> => {
    if (running) return running;
    if (stopped) return Promise.resolve(0);
    running = runDueJobs({ ...options, workerId }, () => stopped, cursor)
      .catch((error: unknown) => {
        options.log.error({ err: error }, 'job round failed; retrying on the next tick');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void flush(), options.intervalMs ?? 1000);
  timer.unref();
  return {
    flush,
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (running) await running;
    },
  };
}
