import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ManualClock } from '../../../test/clock.ts';
import { type Backend, backend, openTestDatabase } from '../../../test/harness.ts';
import { communityId, customerId } from '../../seed/demo.ts';
import type { Database } from '../db/open.ts';
import { actAs, type Scope } from '../db/scope.ts';
import { defineJob, enqueue, type JobContext, type JobStatus, readJob, withJobs } from './jobs.ts';
import { runDueJobs, startJobWorker } from './worker.ts';

const ACME = customerId('Acme Living');
const MAPLE = communityId('Acme Living', 'Maple Court');
const HARBOR = communityId('Acme Living', 'Harbor View');
const BIRCH = customerId('Birch Residential');
const BIRCH_COMMONS = communityId('Birch Residential', 'Birch Commons');
const HOUR = 3_600_000;

const silent = { error() {} };

// The embedded database always; the PostgreSQL server too when CI names one.
const backends: Backend[] = backend === 'postgres' ? ['pglite', 'postgres'] : ['pglite'];

describe.each(backends)('jobs on %s', (kind) => {
  let database: Database;
  const clock = new ManualClock('2026-11-22T12:00:00Z');
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  /** A request's transaction: the request role in a tenant, as `route()` sets it up. */
  const asRequest = <T>(customer: string, community: string | null, work: (scope: Scope) => Promise<T>) =>
    database.db.transaction().execute(async (tx) => {
      await actAs(tx, { appRole: true, customerId: customer, communityId: community, allCommunities: !community });
      return work({
        db: tx,
        now: clock.now(),
        actor: null,
        profile: null,
        customerId: customer,
        communityId: community,
        allCommunities: !community,
      });
    });

  const status = (id: string, customer = ACME) =>
    asRequest(customer, null, (scope) => readJob(scope, id)) as Promise<JobStatus>;

  const run = (...jobs: Parameters<typeof runDueJobs>[0]['jobs']) =>
    runDueJobs({ db: database.db, clock, jobs, log: silent });

  it('a request that rolls back enqueues nothing', async () => {
    const ran: string[] = [];
    const job = defineJob({
      name: 'test.rolledBack',
      payload: z.object({ n: z.number() }),
      handler: async (_payload, context) => {
        ran.push(context.jobId);
      },
    });
    let id = '';
    await asRequest(ACME, MAPLE, async (scope) => {
      id = await enqueue(scope, job, { n: 1 });
      throw new Error('refused');
    }).catch(() => {});
    expect(id).not.toBe('');
    expect(await run(job)).toBe(0);
    expect(ran).toEqual([]);
    expect(await status(id)).toBeUndefined();
  });

  it('a request enqueues in its own tenant only, reads its jobs and cannot change them', async () => {
    const job = defineJob({ name: 'test.requestRole', payload: z.object({}), handler: async () => {} });
    const id = await asRequest(ACME, MAPLE, (scope) => enqueue(scope, job, {}));
    expect(await status(id)).toMatchObject({ id, kind: 'test.requestRole', state: 'queued', progress: 0 });
    // Another customer does not see it.
    expect(await status(id, BIRCH)).toBeUndefined();
    // Writing another tenant's job is refused by the policy.
    await expect(
      asRequest(ACME, MAPLE, (scope) => enqueue({ ...scope, customerId: BIRCH, communityId: BIRCH_COMMONS }, job, {})),
    ).rejects.toThrow(/row-level security/);
    // Only the worker claims, changes or removes jobs.
    await expect(
      asRequest(ACME, MAPLE, (scope) => withJobs(scope.db).updateTable('jobs').set({ state: 'done' }).execute()),
    ).rejects.toThrow(/permission denied/);
    await expect(asRequest(ACME, MAPLE, (scope) => withJobs(scope.db).deleteFrom('jobs').execute())).rejects.toThrow(
      /permission denied/,
    );
    // A payload that does not match the schema is refused before anything is written.
    await expect(
      asRequest(ACME, MAPLE, (scope) => enqueue(scope, job as never, 'not an object' as never)),
    ).rejects.toThrow();
    expect(await run(job)).toBe(1);
  });

  it('a job runs once even when two workers claim at the same time', async () => {
    const runs: string[] = [];
    const job = defineJob({
      name: 'test.once',
      payload: z.object({ n: z.number() }),
      handler: async (_payload, context) => {
        runs.push(context.jobId);
      },
    });
    const ids = await asRequest(ACME, MAPLE, async (scope) => {
      const made: string[] = [];
      for (let n = 0; n < 45; n++) made.push(await enqueue(scope, job, { n }));
      return made;
    });
    const [first, second] = await Promise.all([
      runDueJobs({ db: database.db, clock, jobs: [job], log: silent, workerId: 'first' }),
      runDueJobs({ db: database.db, clock, jobs: [job], log: silent, workerId: 'second' }),
    ]);
    expect(first + second).toBe(45);
    expect([...runs].sort()).toEqual([...ids].sort());
    for (const id of ids) expect((await status(id)).state).toBe('done');
  });

  // The embedded database has one connection, so a second transaction cannot hold locks meanwhile.
  it.skipIf(kind !== 'postgres')('a worker skips the jobs another worker is claiming, without waiting', async () => {
    const runs: string[] = [];
    const job = defineJob({
      name: 'test.skipLocked',
      payload: z.object({}),
      handler: async (_payload, context) => {
        runs.push(context.jobId);
      },
    });
    const ids = await asRequest(ACME, MAPLE, async (scope) => {
      const made: string[] = [];
      for (let n = 0; n < 4; n++) made.push(await enqueue(scope, job, {}));
      return made;
    });
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked: () => void = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // Another worker, part way through its claim: two rows locked, not yet marked running.
    const other = database.db.transaction().execute(async (tx) => {
      await actAs(tx, { customerId: ACME, communityId: null, allCommunities: true });
      await withJobs(tx).selectFrom('jobs').select('id').where('id', 'in', ids.slice(0, 2)).forUpdate().execute();
      locked();
      await released;
    });
    await isLocked;
    expect(await run(job)).toBe(2);
    expect([...runs].sort()).toEqual(ids.slice(2).sort());
    release();
    await other;
    expect(await run(job)).toBe(2);
    expect([...runs].sort()).toEqual([...ids].sort());
  });

  it("one customer's backlog does not hold up another customer's jobs", async () => {
    const runs: string[] = [];
    const job = defineJob({
      name: 'test.fair',
      payload: z.object({}),
      handler: async (_payload, context) => {
        runs.push(context.customerId);
      },
    });
    await asRequest(ACME, MAPLE, async (scope) => {
      for (let n = 0; n < 40; n++) await enqueue(scope, job, {});
    });
    await asRequest(BIRCH, BIRCH_COMMONS, (scope) => enqueue(scope, job, {}));
    expect(await run(job)).toBe(41);
    expect(runs.indexOf(BIRCH)).toBeLessThan(10);
  });

  it('a failing job is retried with a growing delay, then marked failed', async () => {
    const attempts: number[] = [];
    const job = defineJob({
      name: 'test.failing',
      payload: z.object({}),
      maxAttempts: 3,
      backoffMs: 1000,
      handler: async (_payload, context) => {
        attempts.push(context.attempt);
        throw new Error(`device unreachable (attempt ${context.attempt})`);
      },
    });
    const start = clock.now().getTime();
    const id = await asRequest(ACME, MAPLE, (scope) => enqueue(scope, job, {}));
    expect(await run(job)).toBe(1);
    expect(await status(id)).toMatchObject({ state: 'queued', attempts: 1, runAt: new Date(start + 1000) });
    clock.advance(999);
    expect(await run(job)).toBe(0);
    clock.advance(1);
    expect(await run(job)).toBe(1);
    // The second retry waits twice as long.
    expect(await status(id)).toMatchObject({ state: 'queued', attempts: 2, runAt: new Date(start + 1000 + 2000) });
    clock.advance(1999);
    expect(await run(job)).toBe(0);
    clock.advance(1);
    expect(await run(job)).toBe(1);
    expect(await status(id)).toMatchObject({ state: 'failed', attempts: 3, finishedAt: clock.now() });
    clock.advance(10 * HOUR);
    expect(await run(job)).toBe(0);
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('a handler records progress that a screen reads while the job runs', async () => {
    const seen: (JobStatus | undefined)[] = [];
    const job = defineJob({
      name: 'test.progress',
      payload: z.object({ rows: z.number() }),
      handler: async ({ rows }, context) => {
        for (let done = 0; done < rows; done += 50) {
          await context.inTenant(async () => {});
          await context.progress((done / rows) * 100, `Row ${done} of ${rows}`);
          seen.push(await status(context.jobId));
        }
      },
    });
    const id = await asRequest(ACME, MAPLE, (scope) => enqueue(scope, job, { rows: 100 }));
    await run(job);
    expect(seen.map((s) => [s?.state, s?.progress, s?.progressMessage])).toEqual([
      ['running', 0, 'Row 0 of 100'],
      ['running', 50, 'Row 50 of 100'],
    ]);
    expect(await status(id)).toMatchObject({ state: 'done', progress: 100 });
  });

  it('a handler sees only the rows of its own tenant, as the request role', async () => {
    let seen: { role?: string; units: { customer_id: string; community_id: string }[]; customers: string[] } | null =
      null;
    let foreignJob: JobStatus | undefined | null = null;
    const birchJob = await asRequest(BIRCH, BIRCH_COMMONS, (scope) =>
      enqueue(scope, defineJob({ name: 'test.birch', payload: z.object({}), handler: async () => {} }), {}),
    );
    const job = defineJob({
      name: 'test.tenant',
      payload: z.object({}),
      handler: async (_payload, context: JobContext) => {
        await context.inTenant(async (scope) => {
          const role = await sql<{ who: string }>`select current_user as who`.execute(scope.db);
          const units = await scope.db.selectFrom('units').select(['customer_id', 'community_id']).execute();
          const customers = await scope.db.selectFrom('customers').select('id').execute();
          seen = { role: role.rows[0]?.who, units, customers: customers.map((c) => c.id) };
          foreignJob = await readJob(scope, birchJob);
        });
      },
    });
    await asRequest(ACME, MAPLE, (scope) => enqueue(scope, job, {}));
    await run(job);
    expect(seen!.role).toBe('lintel_app');
    expect(seen!.units.length).toBe(120);
    expect(seen!.units.every((u) => u.customer_id === ACME && u.community_id === MAPLE)).toBe(true);
    expect(seen!.customers).toEqual([ACME]);
    expect(foreignJob).toBeUndefined();
  });

  it('a scheduled job runs when due, then again each interval after its run', async () => {
    const runs: string[] = [];
    const job = defineJob({
      name: 'test.scheduled',
      payload: z.object({ device: z.string() }),
      handler: async (_payload, context) => {
        runs.push(context.now.toISOString());
      },
    });
    const firstRun = new Date(clock.now().getTime() + HOUR);
    const schedule = (scope: Scope) =>
      enqueue(scope, job, { device: 'gate-1' }, { runAt: firstRun, every: HOUR, singletonKey: 'gate-1' });
    const id = await asRequest(ACME, MAPLE, schedule);
    // Scheduling again (e.g. at every start) adds nothing while one waits.
    expect(await asRequest(ACME, MAPLE, schedule)).toBe(id);
    // The key is the tenant's: another community of the customer schedules its own.
    const harbor = await asRequest(ACME, HARBOR, schedule);
    expect(harbor).not.toBe(id);
    expect(await run(job)).toBe(0);
    clock.advance(HOUR - 1);
    expect(await run(job)).toBe(0);
    clock.advance(1);
    expect(await run(job)).toBe(2);
    expect(await run(job)).toBe(0);
    clock.advance(HOUR);
    expect(await run(job)).toBe(2);
    const second = new Date(firstRun.getTime() + HOUR).toISOString();
    expect(runs).toEqual([firstRun.toISOString(), firstRun.toISOString(), second, second]);
    expect((await status(id)).state).toBe('done');
  });

  it('a job whose worker stopped answering is taken over once its lease passes, and the first run cannot finish it', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const attempts: number[] = [];
    const job = defineJob({
      name: 'test.lease',
      payload: z.object({}),
      leaseMs: 60_000,
      handler: async (_payload, context) => {
        attempts.push(context.attempt);
        if (context.attempt === 1) {
          await held;
          throw new Error('the first run fails late');
        }
      },
    });
    const id = await asRequest(ACME, MAPLE, (scope) => enqueue(scope, job, {}));
    const stuck = runDueJobs({ db: database.db, clock, jobs: [job], log: silent, workerId: 'stuck' });
    await expect.poll(() => attempts.length).toBe(1);
    expect(await runDueJobs({ db: database.db, clock, jobs: [job], log: silent, workerId: 'other' })).toBe(0);
    clock.advance(60_000);
    expect(await runDueJobs({ db: database.db, clock, jobs: [job], log: silent, workerId: 'other' })).toBe(1);
    release();
    await stuck;
    expect(attempts).toEqual([1, 2]);
    expect(await status(id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it("the server's worker runs due jobs on flush and, once stopped, runs nothing more", async () => {
    const runs: string[] = [];
    const job = defineJob({
      name: 'test.worker',
      payload: z.object({}),
      handler: async (_payload, context) => {
        runs.push(context.jobId);
      },
    });
    // A long interval: only flush() runs jobs here, and stop() clears the timer.
    const worker = startJobWorker({ db: database.db, clock, jobs: [job], log: silent, intervalMs: HOUR });
    const id = await asRequest(ACME, MAPLE, (scope) => enqueue(scope, job, {}));
    expect(await worker.flush()).toBe(1);
    expect(runs).toEqual([id]);
    await worker.stop();
    await asRequest(ACME, MAPLE, (scope) => enqueue(scope, job, {}));
    expect(await worker.flush()).toBe(0);
    expect(runs).toEqual([id]);
  });
});
