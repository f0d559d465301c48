/**
 * Fault suite (`npm run test:faults`):
 *  1. kill -9 the server during a stream of idempotent creates, restart, retry everything not
 *     acknowledged with the same Idempotency-Key: zero acknowledged writes lost, zero duplicates;
 *     on the embedded PGlite data folder and on PostgreSQL;
 *  2. a second server on the same PGlite data folder is refused with a clear message;
 *  3. PostgreSQL restarted under load (a throwaway cluster on its own port, never the shared one):
 *     the server answers 503 DATABASE_UNAVAILABLE while the database is away, never a 500, and
 *     recovers without a restart of its own;
 *  4. kill -9 the server while a device install's vendor call is in flight (PostgreSQL, so the
 *     test reads the rows while the server runs), restart: the install ends, each step applied
 *     exactly once (one COMMAND event per step);
 *  5. kill -9 the server while a settings rollout's lock commands are in flight (the BLE values sent
 *     to every Yale and Allegion lock), restart: every lock of the rollout gets exactly one
 *     configuration command, each ends, and each step is applied once;
 *  6. kill -9 the server while an energy-saving run's set points are on their way to the
 *     thermostats, restart: the run resumes and finishes, every line decided, one SET_POINT command
 *     per thermostat sent, each step applied once.
 * Exit code 0 only when every check holds. Loopback only; every process it starts is stopped by pid.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runNow, saveRules } from '../apps/server/src/areas/automation/scenarios.service.ts';
import { requestCommand } from '../apps/server/src/areas/devices/engine/commands.service.ts';
import { lockSettingsOfDevices } from '../apps/server/src/areas/devices/engine/lock-settings.ts';
import { thermostatControlOfDevices } from '../apps/server/src/areas/devices/engine/thermostat-control.ts';
import { saveBle } from '../apps/server/src/areas/iot-settings/iot-settings.service.ts';
import { syncReferenceData } from '../apps/server/src/areas/permissions/reference-data.ts';
import { useThermostatControl } from '../apps/server/src/platform/climate/thermostat-control.ts';
import { migrateToLatest } from '../apps/server/src/platform/db/migrate.ts';
import { type DatabaseOptions, openDatabase } from '../apps/server/src/platform/db/open.ts';
import type { CommunityScope } from '../apps/server/src/platform/db/scope.ts';
import { useLockSettings } from '../apps/server/src/platform/doors/lock-settings.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { seedScale } from '../apps/server/src/seed/scale.ts';
import { addDevice, inCommunity } from '../apps/server/test/fixtures/devices.ts';
import {
  allCommunities,
  authHeaders,
  createDatabase,
  dropDatabase,
  getJson,
  profileIn,
  SCALE_USER,
  signIn,
} from './lib/client.ts';
import { installCleanup, type Server, sleep, startLintel } from './lib/proc.ts';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    'pg-url': {
      type: 'string',
      default: process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    'port-base': { type: 'string', default: process.env.BENCH_PORT_BASE ?? '3700' },
  },
});
const PORT_BASE = Number(args['port-base']);
installCleanup(600_000, 'test:faults');

const failures: string[] = [];
function check(ok: boolean, message: string) {
  console.info(`  ${ok ? 'ok  ' : 'FAIL'} ${message}`);
  if (!ok) failures.push(message);
}

async function seedSmallPortfolio(options: DatabaseOptions) {
  const database = await openDatabase(options);
  try {
    await migrateToLatest(database.db);
    await syncReferenceData(database);
    const { customerId } = await seedScale(database, { communities: 400, units: 400, largest: 0, log: false });
    // The scale portfolio is licensed for the living-space apps only; managing roles needs AUTH.
    await database.pool.query("insert into customer_app_access (customer_id, app_code) values ($1, 'AUTH')", [
      customerId,
    ]);
  } finally {
    await database.close();
  }
}

type Sent = { communityId: string; key: string; acked: boolean; id?: string };

/** Creates role assignments (one per community, each with its own Idempotency-Key) from `workers` loops until stopped. */
function createStream(
  server: Server,
  token: string,
  target: { customerId: string; profileId: string; roleId: string },
  communities: string[],
  workers: number,
) {
  const sent: Sent[] = [];
  let next = 0;
  let stopped = false;
  const loops = Array.from({ length: workers }, async () => {
    while (!stopped && next < communities.length) {
      const entry: Sent = { communityId: communities[next++]!, key: randomUUID(), acked: false };
      sent.push(entry);
      try {
        const response = await fetch(`${server.url}/api/customer-users/${target.profileId}/role-assignments`, {
          method: 'POST',
          headers: {
            ...authHeaders(token, target.customerId),
            'content-type': 'application/json',
            'idempotency-key': entry.key,
          },
          body: JSON.stringify({ roleId: target.roleId, communityId: entry.communityId }),
          signal: AbortSignal.timeout(10_000),
        });
        if (response.status === 201) {
          const body = (await response.json()) as { id: string };
          entry.acked = true;
          entry.id = body.id;
        }
      } catch {
        // connection reset by the kill: not acknowledged
      }
    }
  });
  return {
    sent,
    ackedCount: () => sent.filter((s) => s.acked).length,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

async function pickRole(url: string, token: string, customerId: string): Promise<string> {
  const roles = await getJson<{ content: { id: string; name: string; key?: string | null }[] }>(
    `${url}/api/roles`,
    authHeaders(token, customerId),
  );
  const role = roles.content.find((r) => /manager/i.test(r.name)) ?? roles.content[0];
  if (!role) throw new Error('no role to assign');
  return role.id;
}

async function killDuringCreates(label: string, dbOptions: DatabaseOptions, env: Record<string, string>, port: number) {
  console.info(`\n${label}: kill -9 during a stream of idempotent creates`);
  await seedSmallPortfolio(dbOptions);
  let server = await startLintel({ port, env });
  const token = await signIn(server.url, SCALE_USER);
  const { customerId, profileId } = await profileIn(server.url, token, 'Scale Portfolio');
  const roleId = await pickRole(server.url, token, customerId);
  const communities = (await allCommunities(server.url, token, customerId)).map((c) => c.id);
  const target = { customerId, profileId, roleId };

  const stream = createStream(server, token, target, communities, 8);
  // Kill once the stream is well under way (60 acknowledged), or after 60 s on a starved machine.
  const deadline = Date.now() + 60_000;
  while (stream.ackedCount() < 60 && Date.now() < deadline) await sleep(10);
  process.kill(server.pid, 'SIGKILL');
  await server.exited;
  await stream.stop();
  const acked = stream.sent.filter((s) => s.acked);
  const unacked = stream.sent.filter((s) => !s.acked);
  console.info(`  killed with ${acked.length} acknowledged and ${unacked.length} sent but not acknowledged`);
  check(
    acked.length >= 30,
    `${label}: the stream was running when the server was killed (${acked.length} acknowledged)`,
  );

  const restartStarted = performance.now();
  server = await startLintel({ port, env });
  console.info(`  restarted in ${((performance.now() - restartStarted) / 1000).toFixed(1)} s`);
  const token2 = await signIn(server.url, SCALE_USER);
  const retry = async (entry: Sent) => {
    const response = await fetch(`${server.url}/api/customer-users/${profileId}/role-assignments`, {
      method: 'POST',
      headers: { ...authHeaders(token2, customerId), 'content-type': 'application/json', 'idempotency-key': entry.key },
      body: JSON.stringify({ roleId, communityId: entry.communityId }),
    });
    return {
      status: response.status,
      replayed: response.headers.get('idempotent-replayed') === 'true',
      body: await response.text(),
    };
  };
  // Idempotency keys belong to the user, not the session: a new sign-in after the restart may retry.
  let retriedOk = 0;
  let retriedReplayed = 0;
  const retryErrors: string[] = [];
  for (const entry of unacked) {
    const answer = await retry(entry);
    if (answer.status === 201) {
      retriedOk++;
      if (answer.replayed) retriedReplayed++;
      entry.id = (JSON.parse(answer.body) as { id: string }).id;
    } else retryErrors.push(`${answer.status} ${answer.body}`);
  }
  check(
    retryErrors.length === 0,
    `${label}: every unacknowledged create retried with its key succeeded (${retriedOk}, of which ${retriedReplayed} were committed before the kill and replayed)${retryErrors.length ? `: ${retryErrors.slice(0, 3).join('; ')}` : ''}`,
  );
  let replayMismatch = 0;
  for (const entry of acked.slice(0, 25)) {
    const answer = await retry(entry);
    if (answer.status !== 201 || !answer.replayed || (JSON.parse(answer.body) as { id: string }).id !== entry.id)
      replayMismatch++;
  }
  check(
    replayMismatch === 0,
    `${label}: an acknowledged create sent again after the restart replays its first answer (25 checked)`,
  );
  expectStopped(await server.stop('SIGTERM'), label);

  const database = await openDatabase(dbOptions);
  try {
    const { rows } = await database.pool.query<{ id: string; community_id: string }>(
      'select id, community_id from role_assignments where customer_id = $1 and customer_user_id = $2 and role_id = $3',
      [customerId, profileId, roleId],
    );
    const byId = new Map(rows.map((r) => [r.id, r.community_id]));
    const lost = acked.filter((s) => byId.get(s.id!) !== s.communityId);
    check(
      lost.length === 0,
      `${label}: zero acknowledged writes lost (${acked.length - lost.length} of ${acked.length} found)`,
    );
    const perCommunity = new Map<string, number>();
    for (const r of rows) perCommunity.set(r.community_id, (perCommunity.get(r.community_id) ?? 0) + 1);
    const duplicates = [...perCommunity.values()].filter((n) => n > 1).length;
    const sentCommunities = new Set(stream.sent.map((s) => s.communityId));
    const strays = rows.filter((r) => !sentCommunities.has(r.community_id)).length;
    check(
      duplicates === 0 && rows.length === stream.sent.length && strays === 0,
      `${label}: zero duplicates: ${rows.length} rows for ${stream.sent.length} distinct creates`,
    );
    const retriedIdsFound = unacked.every((s) => byId.get(s.id!) === s.communityId);
    check(retriedIdsFound, `${label}: each retried create's answer names the row that exists`);
  } finally {
    await database.close();
  }
}

function expectStopped(code: number | null, label: string) {
  check(code === 0, `${label}: the server stopped cleanly on SIGTERM (exit ${code})`);
}

async function secondProcessRefused(port: number) {
  console.info('\nPGlite: a second server on the same data folder');
  const dataDir = mkdtempSync(join(tmpdir(), 'lintel-faults-lock-'));
  try {
    const env = { LINTEL_DATA_DIR: dataDir };
    const first = await startLintel({ port, env });
    const second = await startLintel({ port: port + 1, env, timeoutMs: 60_000 }).then(
      async (s) => {
        await s.stop('SIGKILL');
        return 'started';
      },
      (error: Error) => error.message,
    );
    check(
      second.includes(`is using the data folder ${dataDir}`),
      'PGlite: the second process exits naming the folder and the running process',
    );
    const health = await fetch(`${first.url}/api/health`);
    check(health.status === 200, 'PGlite: the first server still answers after the refused second one');
    // After a kill -9 the lock and the embedded database's pid file are stale: the next start must open the folder.
    process.kill(first.pid, 'SIGKILL');
    await first.exited;
    const third = await startLintel({ port, env, timeoutMs: 90_000 }).then(
      (s) => s,
      () => null,
    );
    check(third !== null, 'PGlite: after a kill -9 the next server opens the folder (stale lock and pid file cleared)');
    if (third) expectStopped(await third.stop('SIGTERM'), 'PGlite');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A throwaway PostgreSQL cluster on its own port, owned by the postgres user, removed afterwards. */
function throwawayCluster(port: number) {
  const bin = `/usr/lib/postgresql/${execFileSync('ls', ['/usr/lib/postgresql']).toString().trim().split('\n').pop()}/bin`;
  const dir = mkdtempSync(join(tmpdir(), 'lintel-faults-pg-'));
  const asPostgres = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  if (asPostgres.length)
    chownSync(
      dir,
      Number(execFileSync('id', ['-u', 'postgres']).toString()),
      Number(execFileSync('id', ['-g', 'postgres']).toString()),
    );
  const run = (args: string[]) =>
    execFileSync(asPostgres[0] ?? args[0]!, [...asPostgres.slice(1), ...(asPostgres.length ? args : args.slice(1))], {
      stdio: 'pipe',
    });
  const data = join(dir, 'data');
  run([`${bin}/initdb`, '-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on -c shared_buffers=32MB -c max_connections=40`;
  return {
    url: `postgres://postgres@127.0.0.1:${port}`,
    start: () => run([`${bin}/pg_ctl`, '-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']),
    stop: (mode: 'fast' | 'immediate') => run([`${bin}/pg_ctl`, '-D', data, '-m', mode, '-w', 'stop']),
    remove: () => {
      try {
        if (existsSync(join(data, 'postmaster.pid')))
          run([`${bin}/pg_ctl`, '-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // not running
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function postgresRestartUnderLoad(port: number, pgPort: number) {
  console.info('\nPostgreSQL restarted under load (throwaway cluster)');
  const cluster = throwawayCluster(pgPort);
  let server: Server | null = null;
  try {
    cluster.start();
    await createDatabase(`${cluster.url}/postgres`, 'lintel', { dropFirst: false });
    server = await startLintel({
      port,
      env: { DATABASE_URL: `${cluster.url}/lintel`, DATABASE_POOL_SIZE: '4', LINTEL_DEMO: 'on' },
    });
    const token = await signIn(server.url, 'manager@maple.demo');
    const { customerId } = await profileIn(server.url, token, 'Acme Living');
    const communities = await allCommunities(server.url, token, customerId);
    const maple = communities.find((c) => c.name === 'Maple Court')!;
    const headers = authHeaders(token, customerId, maple.id);
    const answers: { at: number; status: number | 'refused'; body: string }[] = [];
    let running = true;
    const load = Array.from({ length: 4 }, async () => {
      while (running) {
        try {
          const response = await fetch(`${server!.url}/api/units?size=20&sort=name,asc`, {
            headers,
            signal: AbortSignal.timeout(15_000),
          });
          answers.push({ at: Date.now(), status: response.status, body: await response.text() });
        } catch (error) {
          answers.push({ at: Date.now(), status: 'refused', body: String(error) });
        }
        await sleep(20);
      }
    });
    await sleep(1_500);
    const stoppedAt = Date.now();
    cluster.stop('immediate');
    await sleep(4_000);
    const restartedAt = Date.now();
    cluster.start();
    // Recovered when the last 20 answers were all 200.
    let recoveredAt = 0;
    const recoverDeadline = Date.now() + 30_000;
    while (Date.now() < recoverDeadline) {
      const recent = answers.filter((a) => a.at > restartedAt);
      if (recent.length >= 20 && recent.slice(-20).every((a) => a.status === 200)) {
        recoveredAt = recent.at(-20)!.at;
        break;
      }
      await sleep(100);
    }
    running = false;
    await Promise.all(load);
    const during = answers.filter((a) => a.at > stoppedAt && a.at < restartedAt);
    const statuses = new Map<string, number>();
    for (const a of answers) statuses.set(String(a.status), (statuses.get(String(a.status)) ?? 0) + 1);
    console.info(`  answers by status: ${JSON.stringify(Object.fromEntries(statuses))}`);
    check(
      answers.every((a) => a.status !== 500 && a.status !== 'refused'),
      'PostgreSQL restart: no 500 and no refused connection at any time',
    );
    const unavailable = during.filter((a) => a.status === 503);
    check(
      unavailable.length > 0,
      `PostgreSQL restart: answers while the database was away were 503 (${unavailable.length} of ${during.length})`,
    );
    check(
      answers
        .filter((a) => a.status === 503)
        .every((a) => {
          const body = JSON.parse(a.body) as { code: string; traceId: string };
          return (
            body.code === 'DATABASE_UNAVAILABLE' &&
            /^[0-9a-f-]{36}$/.test(body.traceId) &&
            !/at \w+ \(|node_modules|\.ts:\d+/.test(a.body)
          );
        }),
      'PostgreSQL restart: every 503 carries code DATABASE_UNAVAILABLE and a trace id, no stack',
    );
    check(
      recoveredAt > 0,
      `PostgreSQL restart: the same server process answers 200 again ${recoveredAt ? `${((recoveredAt - restartedAt) / 1000).toFixed(1)} s after the database came back` : '(never)'}`,
    );
    const alive = server.child.exitCode === null && server.child.signalCode === null;
    check(alive, 'PostgreSQL restart: the server was not restarted (same pid throughout)');
    if (!alive) console.info(`  server output:\n${server.output().slice(-4000)}`);
    const bad = answers.find((a) => a.status === 500 || (a.status === 503 && !a.body.includes('DATABASE_UNAVAILABLE')));
    if (bad) console.info(`  first unexpected answer: ${bad.status} ${bad.body.slice(0, 500)}`);
    const after = await fetch(`${server.url}/api/health`).catch(() => ({ status: 0 }));
    check(after.status === 200, 'PostgreSQL restart: /api/health answers 200 afterwards');
    expectStopped(await server.stop('SIGTERM'), 'PostgreSQL restart');
    server = null;
  } finally {
    if (server) await server.stop('SIGKILL');
    cluster.remove();
  }
}

/** A device install killed mid-step (SIGKILL while the vendor call is in flight) ends with each step applied once. */
async function killDuringDeviceInstall(url: string, port: number) {
  console.info('\nDevices: kill -9 while an install step is in flight');
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    await migrateToLatest(database.db);
    await syncReferenceData(database);
    await seedDemo(database);
    const now = new Date();
    const deviceId = await addDevice(database.db, now, 'YALE', { installState: 'UNINSTALLED', connection: 'OFFLINE' });
    const { commandId } = await inCommunity(database.db, now, (scope) => requestCommand(scope, deviceId, 'INSTALL'));
    const env = {
      DATABASE_URL: url,
      LINTEL_DEMO: 'on',
      LINTEL_DEVICE_SIM: 'off',
      LINTEL_DEVICE_SIM_LATENCY_MS: '4000',
      LINTEL_DEVICE_SIM_FAILURE_RATE: '0',
      LINTEL_DEVICE_SIM_UNREACHABLE_RATE: '0',
    };
    const command = async () =>
      (
        await database.pool.query<{ status: string; step: number }>(
          'select status, step from device_commands where id = $1',
          [commandId],
        )
      ).rows[0]!;
    let server = await startLintel({ port, env });
    const deadline = Date.now() + 120_000;
    while ((await command()).step < 1 && Date.now() < deadline) await sleep(50);
    process.kill(server.pid, 'SIGKILL');
    await server.exited;
    const atKill = await command();
    check(
      atKill.step === 1 && atKill.status === 'RUNNING',
      `devices: killed with step 0 applied, step 1 under way (${JSON.stringify(atKill)})`,
    );
    server = await startLintel({ port, env });
    // The killed run's lease (30 s) lapses; the new process takes the job over.
    const until = Date.now() + 180_000;
    while (!['SUCCEEDED', 'FAILED'].includes((await command()).status) && Date.now() < until) await sleep(200);
    await server.stop('SIGTERM');
    const ended = await command();
    check(
      ended.status === 'SUCCEEDED' && ended.step === 2,
      `devices: the install ended SUCCEEDED at step 2 (${JSON.stringify(ended)})`,
    );
    const { rows } = await database.pool.query<{ step: number; n: number }>(
      `select (detail->>'step')::int as step, count(*)::int as n from device_events
       where device_id = $1 and kind = 'COMMAND' group by 1 order by 1`,
      [deviceId],
    );
    check(
      JSON.stringify(rows) ===
        JSON.stringify([
          { step: 0, n: 1 },
          { step: 1, n: 1 },
        ]),
      `devices: one COMMAND event per step (${JSON.stringify(rows)})`,
    );
  } finally {
    await database.close();
  }
}

/** A BLE rollout killed while its lock commands are in flight: each lock configured exactly once. */
async function killDuringRollout(url: string, port: number) {
  console.info('\nSettings: kill -9 while a BLE rollout is on its way to the locks');
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    await migrateToLatest(database.db);
    await syncReferenceData(database);
    await seedDemo(database);
    const now = new Date();
    // This process saves the settings itself, as a request would: it needs the devices area's side of the seam.
    useLockSettings(lockSettingsOfDevices);
    for (let i = 0; i < 20; i += 1) await addDevice(database.db, now, i % 2 === 0 ? 'YALE' : 'ALLEGION');
    // The demo's own configuration commands (its wallet-pass rollout) are not this rollout's.
    const before = (
      await database.pool.query<{ n: number }>(
        `select count(*)::int as n from device_commands where command = 'CONFIGURE'`,
      )
    ).rows[0]!.n;
    // Saved as the service saves it for a request: the values, the rollout, its locks, its job.
    const view = await inCommunity(database.db, now, (scope) =>
      saveBle(scope as CommunityScope, { enabled: true, unlockMode: 'PROXIMITY', rangeMeters: 4 }),
    );
    const rolloutId = view.rollout!.id;
    const total = view.rollout!.total;
    const env = {
      DATABASE_URL: url,
      LINTEL_DEMO: 'on',
      LINTEL_DEVICE_SIM: 'off',
      LINTEL_DEVICE_SIM_LATENCY_MS: '1500-3000',
      LINTEL_DEVICE_SIM_FAILURE_RATE: '0',
      LINTEL_DEVICE_SIM_UNREACHABLE_RATE: '0',
    };
    const progress = async () =>
      (
        await database.pool.query<{ sent: number; done: number; commands: number }>(
          `select count(*) filter (where d.state = 'SENT')::int as sent,
             count(*) filter (where c.status in ('SUCCEEDED', 'FAILED'))::int as done,
             (select count(*)::int from device_commands k
               where k.command = 'CONFIGURE') - $2::int as commands
           from iot_settings_rollout_devices d left join device_commands c on c.id = d.command_id
           where d.rollout_id = $1`,
          [rolloutId, before],
        )
      ).rows[0]!;
    let server = await startLintel({ port, env });
    const deadline = Date.now() + 120_000;
    while ((await progress()).sent < total && Date.now() < deadline) await sleep(50);
    process.kill(server.pid, 'SIGKILL');
    await server.exited;
    const atKill = await progress();
    check(
      atKill.sent === total && atKill.done < total,
      `rollout: killed with every lock sent and ${total - atKill.done} of ${total} commands still in flight`,
    );
    server = await startLintel({ port, env });
    // The killed runs' leases (30 s) lapse; the new process takes the command jobs over.
    const until = Date.now() + 240_000;
    while ((await progress()).done < total && Date.now() < until) await sleep(250);
    await server.stop('SIGTERM');
    const ended = await progress();
    check(ended.done === total, `rollout: every lock's command ended (${ended.done} of ${total})`);
    check(ended.commands === total, `rollout: one configuration command per lock (${ended.commands} for ${total})`);
    const { rows } = await database.pool.query<{ repeated: number }>(
      `select count(*)::int as repeated from (
         select e.device_id, e.detail->>'step' from device_events e
         join iot_settings_rollout_devices d on d.device_id = e.device_id and d.rollout_id = $1
         where e.kind = 'COMMAND' and e.source_id like 'command:' || d.command_id || ':%'
         group by 1, 2 having count(*) > 1) twice`,
      [rolloutId],
    );
    check(rows[0]!.repeated === 0, `rollout: each step applied once (${rows[0]!.repeated} applied twice)`);
  } finally {
    await database.close();
  }
}

/** An energy-saving run killed while its set points are in flight: it resumes, and each thermostat is told once. */
async function killDuringScenarioRun(url: string, port: number) {
  console.info('\nAutomation: kill -9 while an energy-saving run is on its way to the thermostats');
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    await migrateToLatest(database.db);
    await syncReferenceData(database);
    await seedDemo(database);
    const now = new Date();
    // This process starts the run itself, as a request would: it needs the devices area's side of the seam.
    useThermostatControl(thermostatControlOfDevices);
    // Every thermostat answers, so each line ends APPLIED (the demo keeps one offline on purpose).
    await database.pool.query(`update devices set connection = 'ONLINE' where kind = 'THERMOSTAT'`);
    const run = await inCommunity(database.db, now, async (scope) => {
      const community = scope as CommunityScope;
      await saveRules(community, {
        active: true,
        setPoint: { heatSetPoint: 61, coolSetPoint: 83, mode: 'AUTO' },
        excludedUnitIds: [],
      });
      return runNow(community);
    });
    const total = run.counts.pending;
    const env = {
      DATABASE_URL: url,
      LINTEL_DEMO: 'on',
      LINTEL_DEVICE_SIM: 'off',
      LINTEL_DEVICE_SIM_LATENCY_MS: '1500-3000',
      LINTEL_DEVICE_SIM_FAILURE_RATE: '0',
      LINTEL_DEVICE_SIM_UNREACHABLE_RATE: '0',
    };
    const progress = async () =>
      (
        await database.pool.query<{
          sent: number;
          decided: number;
          applied: number;
          commands: number;
          finished: boolean;
        }>(
          `select count(*) filter (where r.command_id is not null)::int as sent,
             count(*) filter (where r.command_id is not null and r.result is not null)::int as decided,
             count(*) filter (where r.result = 'APPLIED')::int as applied,
             (select count(*)::int from device_commands k where k.command = 'SET_POINT'
               and k.created_at >= (select started_at from automation_scenario_runs where id = $1)) as commands,
             (select finished_at is not null from automation_scenario_runs where id = $1) as finished
           from automation_scenario_results r where r.run_id = $1`,
          [run.id],
        )
      ).rows[0]!;
    let server = await startLintel({ port, env });
    const deadline = Date.now() + 120_000;
    while ((await progress()).sent < total && Date.now() < deadline) await sleep(50);
    process.kill(server.pid, 'SIGKILL');
    await server.exited;
    const atKill = await progress();
    check(
      total > 0 && atKill.sent === total && !atKill.finished,
      `scenario: killed with every thermostat of the run asked (${atKill.sent} of ${total}) and the run unfinished`,
    );
    server = await startLintel({ port, env });
    // The killed jobs' leases lapse; the new process takes the run and the commands over.
    const until = Date.now() + 240_000;
    while (!(await progress()).finished && Date.now() < until) await sleep(250);
    await server.stop('SIGTERM');
    const ended = await progress();
    check(
      ended.finished && ended.decided === total,
      `scenario: the run finished, every line decided (${ended.decided} of ${total})`,
    );
    check(ended.applied === total, `scenario: every thermostat took the set points (${ended.applied} of ${total})`);
    check(ended.commands === total, `scenario: one SET_POINT command per thermostat (${ended.commands} for ${total})`);
    const { rows } = await database.pool.query<{ repeated: number }>(
      `select count(*)::int as repeated from (
         select e.device_id, e.detail->>'step' from device_events e
         join automation_scenario_results r on r.device_id = e.device_id and r.run_id = $1
         where e.kind = 'COMMAND' and e.source_id like 'command:' || r.command_id || ':%'
         group by 1, 2 having count(*) > 1) twice`,
      [run.id],
    );
    check(rows[0]!.repeated === 0, `scenario: each step applied once (${rows[0]!.repeated} applied twice)`);
  } finally {
    await database.close();
  }
}

/** Runs a check against a database of its own on the shared PostgreSQL, dropped afterwards. */
async function inThrowawayDatabase(what: string, check: (url: string) => Promise<void>) {
  const name = `lintel_faults_${what}_${process.pid}`;
  const url = new URL(args['pg-url']!);
  await createDatabase(url.toString(), name, { dropFirst: true });
  url.pathname = `/${name}`;
  try {
    await check(url.toString());
  } finally {
    await dropDatabase(args['pg-url']!, name);
  }
}

async function main() {
  const only = args.only?.split(',');
  const want = (name: string) => !only || only.includes(name);
  const started = Date.now();
  if (want('pglite')) {
    const dataDir = mkdtempSync(join(tmpdir(), 'lintel-faults-pglite-'));
    try {
      await killDuringCreates('PGlite', { kind: 'pglite', dataDir }, { LINTEL_DATA_DIR: dataDir }, PORT_BASE);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (want('lock')) await secondProcessRefused(PORT_BASE + 2);
  if (want('postgres')) {
    const name = `lintel_faults_${process.pid}`;
    const url = new URL(args['pg-url']!);
    await createDatabase(url.toString(), name, { dropFirst: true });
    url.pathname = `/${name}`;
    try {
      await killDuringCreates(
        'PostgreSQL',
        { kind: 'postgres', url: url.toString() },
        { DATABASE_URL: url.toString(), LINTEL_DEMO: 'on' },
        PORT_BASE + 4,
      );
    } finally {
      await dropDatabase(args['pg-url']!, name);
    }
  }
  if (want('pg-restart')) await postgresRestartUnderLoad(PORT_BASE + 6, PORT_BASE + 90);
  if (want('devices')) await inThrowawayDatabase('devices', (url) => killDuringDeviceInstall(url, PORT_BASE + 8));
  if (want('rollout')) await inThrowawayDatabase('rollout', (url) => killDuringRollout(url, PORT_BASE + 10));
  if (want('scenario')) await inThrowawayDatabase('scenario', (url) => killDuringScenarioRun(url, PORT_BASE + 12));
  console.info(
    `\n${failures.length === 0 ? 'All fault checks held' : `${failures.length} fault check(s) FAILED`} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  process.exit(failures.length === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
