/**
 * Load and soak (`npm run test:load`, `-- --short` for CI): mixed traffic (sign-ins, lists, detail
 * reads, writes) from three customers at once against one server on PostgreSQL. Passes when there
 * is no 5xx, no row of another tenant in any answer, and the heap the server keeps after a full
 * collection at the end of the run is within 10% of what it kept after warm-up.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { syncReferenceData } from '../apps/server/src/areas/permissions/reference-data.ts';
import { migrateToLatest } from '../apps/server/src/platform/db/migrate.ts';
import { openDatabase } from '../apps/server/src/platform/db/open.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { seedScale } from '../apps/server/src/seed/scale.ts';
import { idsIn, loadTenantMap, type Owner } from '../apps/server/test/security/tenant-map.ts';
import {
  allCommunities,
  authHeaders,
  createDatabase,
  dropDatabase,
  profileIn,
  SCALE_USER,
  signIn,
} from './lib/client.ts';
import { heapProbeArgs, installCleanup, median, processRss, retainedHeap, sleep, startLintel } from './lib/proc.ts';

const { values: args } = parseArgs({
  options: {
    short: { type: 'boolean', default: false },
    seconds: { type: 'string' },
    'pg-url': {
      type: 'string',
      default: process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    port: { type: 'string', default: process.env.BENCH_LOAD_PORT ?? '3720' },
  },
});
const SECONDS = Number(args.seconds ?? (args.short ? 30 : 300));
const WARM_SECONDS = args.short ? 15 : 30;
const LOOPS_PER_CUSTOMER = 4;
installCleanup((SECONDS + WARM_SECONDS + 240) * 1000, 'test:load');

interface Actor {
  email: string;
  customer: string;
  token: string;
  customerId: string;
  profileId: string;
  communities: string[];
  admin: boolean;
  roles: { id: string; name: string; permissionKeys: string[] }[];
}

const stats = {
  requests: 0,
  byStatus: new Map<number, number>(),
  fiveXx: [] as string[],
  leaks: [] as string[],
  latencies: [] as number[],
  byOp: new Map<string, number>(),
};

async function setUpActor(url: string, email: string, customer: string, admin: boolean): Promise<Actor> {
  const token = await signIn(url, email);
  const { customerId, profileId } = await profileIn(url, token, customer);
  const communities = (await allCommunities(url, token, customerId)).map((c) => c.id);
  let roles: Actor['roles'] = [];
  if (admin) {
    const response = await fetch(`${url}/api/roles`, { headers: authHeaders(token, customerId) });
    roles = ((await response.json()) as { content: Actor['roles'] }).content;
  }
  return { email, customer, token, customerId, profileId, communities, admin, roles };
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

async function main() {
  const dbName = `lintel_load_${process.pid}`;
  const url = new URL(args['pg-url']!);
  await createDatabase(url.toString(), dbName, { dropFirst: true });
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  let failures = 0;
  try {
    // Three customers: the demo's Acme Living and Birch Residential, and a scale portfolio.
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
    let tenants: Map<string, Owner>;
    try {
      await migrateToLatest(database.db);
      await syncReferenceData(database);
      await seedDemo(database);
      const { customerId } = await seedScale(database, { communities: 100, units: 5_000, largest: 0, log: false });
      await database.pool.query("insert into customer_app_access (customer_id, app_code) values ($1, 'AUTH')", [
        customerId,
      ]);
      tenants = await loadTenantMap(database);
    } finally {
      await database.close();
    }

    const probeFile = join(mkdtempSync(join(tmpdir(), 'lintel-load-')), 'heap.json');
    const server = await startLintel({
      port: Number(args.port),
      env: { DATABASE_URL: databaseUrl, LINTEL_DEMO: 'off', LINTEL_HEAP_PROBE: probeFile },
      nodeArgs: heapProbeArgs,
    });
    try {
      const actors = await Promise.all([
        setUpActor(server.url, 'admin@acme.demo', 'Acme Living', true),
        setUpActor(server.url, 'manager@maple.demo', 'Acme Living', false),
        setUpActor(server.url, 'portfolio@acme.demo', 'Acme Living', false),
        setUpActor(server.url, 'multi@lintel.demo', 'Birch Residential', true),
        setUpActor(server.url, SCALE_USER, 'Scale Portfolio', true),
      ]);
      const byCustomer = new Map<string, Actor[]>();
      for (const actor of actors) byCustomer.set(actor.customer, [...(byCustomer.get(actor.customer) ?? []), actor]);

      const request = async (
        actor: Actor,
        op: string,
        method: string,
        path: string,
        options: { community?: string; body?: unknown; key?: string; checkTenant?: boolean } = {},
      ) => {
        const headers: Record<string, string> = authHeaders(actor.token, actor.customerId, options.community);
        if (options.body !== undefined) headers['content-type'] = 'application/json';
        if (options.key) headers['idempotency-key'] = options.key;
        const started = performance.now();
        let status = 0;
        let body = '';
        try {
          const response = await fetch(`${server.url}${path}`, {
            method,
            headers,
            body: options.body === undefined ? undefined : JSON.stringify(options.body),
            signal: AbortSignal.timeout(30_000),
          });
          status = response.status;
          body = await response.text();
        } catch (error) {
          status = 599;
          body = String(error);
        }
        stats.latencies.push(performance.now() - started);
        stats.requests++;
        stats.byStatus.set(status, (stats.byStatus.get(status) ?? 0) + 1);
        stats.byOp.set(op, (stats.byOp.get(op) ?? 0) + 1);
        if (status >= 500) stats.fiveXx.push(`${actor.email} ${method} ${path}: ${status} ${body.slice(0, 200)}`);
        if (options.checkTenant !== false && status < 300) {
          const foreign = idsIn(body, tenants).filter((found) => found.owner.customerId !== actor.customerId);
          if (foreign.length)
            stats.leaks.push(
              `${actor.email} in ${actor.customer} ${method} ${path}: ${foreign.length} foreign id(s), e.g. ${foreign[0]!.id} (${foreign[0]!.owner.kind})`,
            );
        }
        return { status, body };
      };

      const step = async (actor: Actor) => {
        const roll = Math.random();
        const community = pick(actor.communities);
        if (roll < 0.05) {
          // A fresh sign-in (a new session), used from then on.
          actor.token = await signIn(server.url, actor.email).catch(() => actor.token);
          stats.byOp.set('sign-in', (stats.byOp.get('sign-in') ?? 0) + 1);
          stats.requests++;
        } else if (roll < 0.4) {
          const q = Math.random() < 0.2 ? `&q=u-${Math.floor(Math.random() * 9)}` : '';
          await request(
            actor,
            'units list',
            'GET',
            `/api/units?size=20&sort=name,asc&page=${Math.floor(Math.random() * 3)}${q}`,
            { community },
          );
        } else if (roll < 0.55) {
          await request(actor, 'communities list', 'GET', '/api/user-communities?size=20&sort=name,asc', {});
        } else if (roll < 0.7) {
          await request(actor, 'community summary', 'GET', '/api/community-summary', { community });
        } else if (roll < 0.75) {
          // The user's own profiles span customers by design: not a tenant leak.
          await request(actor, 'profile', 'GET', '/api/profile', { checkTenant: false });
        } else if (roll < 0.85 || !actor.admin) {
          await request(
            actor,
            'apps',
            'GET',
            `/api/community-licensed-app-access?customerId=${actor.customerId}&communityId=${community}`,
            { community },
          );
        } else if (roll < 0.92) {
          await request(actor, 'roles', 'GET', '/api/roles', {});
        } else {
          // Writes: give a community role (a new Idempotency-Key each time; a repeat is a clean 409),
          // or save a role's permissions unchanged.
          const viewer = actor.roles.find((r) => r.name === 'Community viewer');
          if (Math.random() < 0.5 && viewer) {
            await request(actor, 'assign role', 'POST', `/api/customer-users/${actor.profileId}/role-assignments`, {
              body: { roleId: viewer.id, communityId: community },
              key: randomUUID(),
            });
          } else if (viewer) {
            await request(actor, 'save role', 'PUT', `/api/roles/${viewer.id}/permissions`, {
              body: { permissionKeys: viewer.permissionKeys },
            });
          }
        }
      };

      const phase = async (seconds: number) => {
        const until = Date.now() + seconds * 1000;
        const loops = [...byCustomer.values()].flatMap((group) =>
          Array.from({ length: LOOPS_PER_CUSTOMER }, async (_, i) => {
            const actor = group[i % group.length]!;
            while (Date.now() < until) await step(actor);
          }),
        );
        await Promise.all(loops);
      };

      console.info(
        `Warm-up ${WARM_SECONDS} s, then ${SECONDS} s of mixed traffic: ${byCustomer.size} customers × ${LOOPS_PER_CUSTOMER} loops`,
      );
      await phase(WARM_SECONDS);
      await sleep(1_000);
      const warmRss = processRss(server.pid);
      const warmHeap = await retainedHeap(server.pid, probeFile);
      const warmRequests = stats.requests;
      stats.latencies.length = 0;
      const started = Date.now();
      await phase(SECONDS);
      const elapsed = (Date.now() - started) / 1000;
      await sleep(1_000);
      const endRss = processRss(server.pid);
      const endHeap = await retainedHeap(server.pid, probeFile);
      const growth = (endHeap - warmHeap) / warmHeap;
      const sorted = [...stats.latencies].sort((a, b) => a - b);
      const measured = stats.requests - warmRequests;

      console.info(
        `  requests: ${measured} in ${elapsed.toFixed(0)} s (${(measured / elapsed).toFixed(0)}/s), p50 ${median(sorted).toFixed(1)} ms, p99 ${sorted[Math.floor(sorted.length * 0.99)]?.toFixed(1)} ms`,
      );
      console.info(`  by operation: ${JSON.stringify(Object.fromEntries(stats.byOp))}`);
      console.info(`  by status: ${JSON.stringify(Object.fromEntries(stats.byStatus))}`);
      console.info(
        `  server heap kept by a full collection: ${(warmHeap / 1e6).toFixed(1)} MB after warm-up, ${(endHeap / 1e6).toFixed(1)} MB after the run (${(growth * 100).toFixed(1)}%); resident memory ${(warmRss / 1e6).toFixed(0)} → ${(endRss / 1e6).toFixed(0)} MB`,
      );
      const check = (ok: boolean, message: string) => {
        console.info(`  ${ok ? 'ok  ' : 'FAIL'} ${message}`);
        if (!ok) failures++;
      };
      check(
        stats.fiveXx.length === 0,
        `zero 5xx (${stats.fiveXx.length})${stats.fiveXx.length ? `: ${stats.fiveXx.slice(0, 3).join(' | ')}` : ''}`,
      );
      check(
        stats.leaks.length === 0,
        `zero rows of another tenant in any answer (${stats.leaks.length})${stats.leaks.length ? `: ${stats.leaks.slice(0, 3).join(' | ')}` : ''}`,
      );
      check(
        growth <= 0.1,
        `server heap kept after the run within 10% of after warm-up (${(growth * 100).toFixed(1)}%)`,
      );
      const unexpected = [...stats.byStatus.keys()].filter((s) => ![200, 201, 409].includes(s));
      check(
        unexpected.length === 0,
        `every answer was 200, 201 or a repeat assignment's 409 (others: ${unexpected.join(', ') || 'none'})`,
      );
      const code = await server.stop('SIGTERM');
      check(code === 0, `the server stopped cleanly after the run (exit ${code})`);
    } finally {
      await server.stop('SIGKILL');
    }
  } finally {
    await dropDatabase(args['pg-url']!, dbName);
  }
  console.info(failures === 0 ? 'Load test passed' : `Load test FAILED (${failures})`);
  process.exit(failures === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
