import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, expect, inject, it } from 'vitest';
import { addDevice, inCommunity } from '../../../../test/fixtures/devices.ts';
import { contextHeaders } from '../../../../test/harness.ts';
import { type RunningServer, startServer } from '../../../../test/process.ts';
import { type Database, openDatabase } from '../../../platform/db/open.ts';
import { DEMO_PASSWORD } from '../../../seed/demo-data.ts';
import { requestCommand } from './commands.service.ts';

/**
 * The crash check: a real server process runs an install; it is killed with SIGKILL while
 * the vendor call of a step is in flight; a new process on the same data folder finishes the
 * command, and each step is applied exactly once (one COMMAND event per step). The embedded
 * database belongs to one process at a time, so the test writes the device and its command before
 * the server starts and reads the outcome after it stopped; while it runs, the command's own
 * endpoint shows how far it got.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'lintel-device-crash-'));
const servers: RunningServer[] = [];
afterAll(async () => {
  // Only a process still running: one already killed has sent its exit and would be waited on forever.
  for (const server of servers) {
    if (server.process.exitCode === null && server.process.signalCode === null) await server.stop('SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** Each vendor call takes 4 s: long enough to be killed in the middle of one. */
const env = {
  LINTEL_DATA_DIR: dataDir,
  LINTEL_RATE_LIMIT: 'off',
  LINTEL_SERVE_WEB: 'off',
  LINTEL_DEVICE_SIM: 'off',
  LINTEL_DEVICE_SIM_LATENCY_MS: '4000',
  LINTEL_DEVICE_SIM_FAILURE_RATE: '0',
  LINTEL_DEVICE_SIM_UNREACHABLE_RATE: '0',
};

async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

async function start(): Promise<RunningServer> {
  const server = await startServer(env);
  servers.push(server);
  return server;
}

async function commandOf(server: RunningServer, token: string, deviceId: string, commandId: string) {
  const response = await fetch(`${server.url}/api/devices/${deviceId}/commands/${commandId}`, {
    headers: {
      authorization: `Bearer ${token}`,
      ...contextHeaders({ customer: 'Acme Living', community: 'Maple Court' }),
    },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { status: string; step: number };
}

async function until<T>(what: () => Promise<T>, done: (value: T) => boolean, limitMs: number): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await what();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('operator: a server killed (SIGKILL) mid-install; the next one finishes it, each step applied once', async () => {
  // A migrated, seeded folder from the test run's template, instead of seeding for minutes.
  const template = await PGlite.create({
    dataDir,
    loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
  });
  await template.close();

  const { deviceId, commandId } = await withDatabase(async (database) => {
    const now = new Date();
    const id = await addDevice(database.db, now, 'ALLEGION', { installState: 'UNINSTALLED', connection: 'OFFLINE' });
    const asked = await inCommunity(database.db, now, (scope) => requestCommand(scope, id, 'INSTALL'));
    return { deviceId: id, commandId: asked.commandId };
  });

  const first = await start();
  const signIn = await fetch(`${first.url}/api/auth/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'manager@maple.demo', password: DEMO_PASSWORD }),
  });
  expect(signIn.status).toBe(201);
  const { token } = (await signIn.json()) as { token: string };
  // Step 0 is applied, step 1's vendor call is in flight (4 s): kill now.
  await until(
    () => commandOf(first, token, deviceId, commandId),
    (c) => c.step === 1,
    120_000,
  );
  await first.stop('SIGKILL');

  const second = await start();
  // The killed run's lease (30 s) lapses, the job is taken over and the command ends.
  const ended = await until(
    () => commandOf(second, token, deviceId, commandId),
    (c) => c.status === 'SUCCEEDED' || c.status === 'FAILED',
    180_000,
  );
  expect(ended).toMatchObject({ status: 'SUCCEEDED', step: 2 });
  expect(await second.stop('SIGTERM')).toBe(0);

  await withDatabase(async (database) => {
    const { rows } = await database.pglite!.query<{ step: number; n: number }>(
      `select (detail->>'step')::int as step, count(*)::int as n from device_events
       where device_id = $1 and kind = 'COMMAND' group by 1 order by 1`,
      [deviceId],
    );
    expect(rows).toEqual([
      { step: 0, n: 1 },
      { step: 1, n: 1 },
    ]);
    const device = await database.pglite!.query<{ install_state: string; connection: string }>(
      'select install_state, connection from devices where id = $1',
      [deviceId],
    );
    expect(device.rows[0]).toEqual({ install_state: 'INSTALLED', connection: 'ONLINE' });
  });
}, 900_000);
