import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../../test/harness.ts';
import { actAs, type Scope } from '../../../platform/db/scope.ts';
import { runDueJobs } from '../../../platform/jobs/worker.ts';
import { communityId, customerId } from '../../../seed/demo.ts';
import { simulatedAdapters } from './adapters.ts';
import { requestCommand, runCommandJob, useAdapters } from './commands.service.ts';
import { DeviceSimulator } from './simulator.ts';

const customer = customerId('Acme Living');
const community = communityId('Acme Living', 'Maple Court');
const silent = { error() {} };
const noWait = async () => {};

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  useAdapters(simulatedAdapters());
  await api?.close();
});

/** Work in Maple Court as the request role, as the worker does. */
function inMaple<T>(work: (scope: Scope) => Promise<T>): Promise<T> {
  return api.database.db.transaction().execute(async (db) => {
    await actAs(db, {
      appRole: true,
      userId: null,
      customerId: customer,
      communityId: community,
      allCommunities: false,
    });
    return work({
      db,
      now: api.clock.now(),
      actor: null,
      profile: null,
      customerId: customer,
      communityId: community,
      allCommunities: false,
    });
  });
}

async function addLock(serial: string, family = 'ALLEGION') {
  return inMaple(async (scope) => {
    const row = await scope.db
      .insertInto('devices')
      .values({
        customer_id: customer,
        community_id: community,
        kind: 'LOCK',
        family,
        name: `Door ${serial}`,
        serial,
        model: null,
        firmware: null,
        location_id: null,
        unit_id: null,
        gateway_id: null,
        sync_state: null,
        battery: 90,
        additional_reader_type: null,
        reading: {},
        config: {},
        breaker_open_until: null,
        last_seen_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

const device = (id: string) =>
  inMaple((scope) => scope.db.selectFrom('devices').selectAll().where('id', '=', id).executeTakeFirst());
const command = (id: string) =>
  inMaple((scope) => scope.db.selectFrom('device_commands').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
const run = () => runDueJobs({ db: api.database.db, clock: api.clock, jobs: [runCommandJob], log: silent });

describe('the device engine', () => {
  it('installs a lock: INSTALLING when asked, then CONFIGURING, then INSTALLED and online with its actions', async () => {
    useAdapters(
      simulatedAdapters(
        new DeviceSimulator({ seed: 's1', latencyMs: [0, 0], failureRate: 0, unreachableRate: 0 }),
        noWait,
      ),
    );
    const id = await addLock(`AL-${randomUUID()}`);
    const asked = await inMaple((scope) => requestCommand(scope, id, 'INSTALL'));
    expect((await device(id))?.install_state).toBe('INSTALLING');
    await run();
    const after = await device(id);
    expect(after).toMatchObject({ install_state: 'INSTALLED', connection: 'ONLINE' });
    expect(after?.available_actions).toContain('RE_SYNC_DATABASE');
    expect(await command(asked.commandId)).toMatchObject({ status: 'SUCCEEDED', step: 2 });
    const steps = await inMaple((scope) =>
      scope.db
        .selectFrom('device_events')
        .select('detail')
        .where('device_id', '=', id)
        .where('kind', '=', 'COMMAND')
        // Step order: the source id ends with the step number (the planner's row order is no order).
        .orderBy('source_id')
        .execute(),
    );
    // Both steps share the test clock's instant: their order is the step's.
    const byStep = steps
      .map((s) => s.detail as { step: number; installState?: string })
      .sort((a, b) => a.step - b.step);
    expect(byStep.map((s) => s.installState)).toEqual(['CONFIGURING', 'INSTALLED']);
  });

  it('refuses an action the lock does not offer now, and changes nothing', async () => {
    const id = await addLock(`AL-${randomUUID()}`);
    await expect(inMaple((scope) => requestCommand(scope, id, 'SYNC_TIME'))).rejects.toMatchObject({
      code: 'DEVICE_ACTION_NOT_AVAILABLE',
    });
    const commands = await inMaple((scope) =>
      scope.db.selectFrom('device_commands').select('id').where('device_id', '=', id).execute(),
    );
    expect(commands).toHaveLength(0);
  });

  it('a lock that never answers: its breaker opens, the command ends FAILED after the last attempt, and another lock installs meanwhile', async () => {
    const dead = `AL-${randomUUID()}`;
    useAdapters(
      simulatedAdapters(
        new DeviceSimulator({
          seed: 's2',
          latencyMs: [0, 0],
          failureRate: 0,
          unreachableRate: 0,
          unreachableSerials: new Set([dead]),
        }),
        noWait,
      ),
    );
    const deadId = await addLock(dead);
    const liveId = await addLock(`AL-${randomUUID()}`);
    const stuck = await inMaple((scope) => requestCommand(scope, deadId, 'INSTALL'));
    await inMaple((scope) => requestCommand(scope, liveId, 'INSTALL'));
    await run();
    expect((await device(liveId))?.install_state).toBe('INSTALLED');
    for (let attempt = 0; attempt < 10; attempt++) {
      api.clock.advance(3_600_000);
      await run();
    }
    expect(await command(stuck.commandId)).toMatchObject({ status: 'FAILED' });
    const after = await device(deadId);
    expect(after).toMatchObject({ install_state: 'INSTALLATION_ERROR', connection: 'OFFLINE' });
    expect(after?.breaker_failures).toBeGreaterThanOrEqual(3);
  });

  it('asking twice for a command under way returns the same command', async () => {
    useAdapters(
      simulatedAdapters(
        new DeviceSimulator({ seed: 's3', latencyMs: [0, 0], failureRate: 0, unreachableRate: 0 }),
        noWait,
      ),
    );
    const id = await addLock(`AL-${randomUUID()}`);
    const first = await inMaple((scope) => requestCommand(scope, id, 'INSTALL'));
    const second = await inMaple((scope) => requestCommand(scope, id, 'INSTALL'));
    expect(second.commandId).toBe(first.commandId);
  });

  it('the same command with other values while one is under way is refused, not dropped', async () => {
    const id = await addLock(`AL-${randomUUID()}`);
    await inMaple((scope) => requestCommand(scope, id, 'INSTALL'));
    await run();
    const first = await inMaple((scope) => requestCommand(scope, id, 'CHANGE_LOCATION', { locationId: null }));
    await expect(
      inMaple((scope) => requestCommand(scope, id, 'CHANGE_LOCATION', { locationId: randomUUID() })),
    ).rejects.toMatchObject({ code: 'DEVICE_BUSY' });
    const again = await inMaple((scope) => requestCommand(scope, id, 'CHANGE_LOCATION', { locationId: null }));
    expect(again.commandId).toBe(first.commandId);
  });
});
