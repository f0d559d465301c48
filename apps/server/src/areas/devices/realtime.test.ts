import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, addDevice, inCommunity, MAPLE } from '../../../test/fixtures/devices.ts';
import { WsClient } from '../../../test/fixtures/ws-client.ts';
import { createTestApi, type TestApi } from '../../../test/harness.ts';
import { actAs } from '../../platform/db/scope.ts';
import { communityId, customerId } from '../../seed/demo.ts';
import { ingestEvents } from './engine/ingest.ts';

let api: TestApi;
let base: string;
const BIRCH = customerId('Birch Residential');
const BIRCH_COMMONS = communityId('Birch Residential', 'Birch Commons');
const HARBOR = communityId('Acme Living', 'Harbor View');
const PATIENCE_MS = 20_000;

async function connect(email: string, context: { customerId: string; communityId: string }) {
  const token = await api.signIn(email);
  const client = await WsClient.open(`${base}/ws`, { origin: base.replace('ws:', 'http:') });
  const reply = await client.request({ type: 'AUTHENTICATION', body: { token, ...context } });
  expect(reply.type, JSON.stringify(reply)).toBe('AUTHENTICATION');
  return client;
}

/** Takes every role of this user in Acme away but "No role": signed in, acting in Maple Court, no device keys. */
async function withoutRoles(email: string) {
  await api.database.db.transaction().execute(async (trx) => {
    await actAs(trx, { customerId: ACME, communityId: null, allCommunities: true, provider: true });
    const profile = await trx
      .selectFrom('customer_users as cu')
      .innerJoin('users as u', 'u.id', 'cu.user_id')
      .select('cu.id')
      .where('u.email', '=', email)
      .where('cu.customer_id', '=', ACME)
      .executeTakeFirstOrThrow();
    const noRole = await trx
      .selectFrom('roles')
      .select('id')
      .where('customer_id', '=', ACME)
      .where('name', '=', 'No role')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('role_assignments')
      .set({ role_id: noRole.id })
      .where('customer_id', '=', ACME)
      .where('customer_user_id', '=', profile.id)
      .execute();
  });
}

beforeAll(async () => {
  api = await createTestApi();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const address = api.app.server.address();
  base = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await api?.close();
});

describe('devices over the websocket', () => {
  it("Maple manager gets the device's change and its event; Birch, a Maple user without device permission and a Harbor View socket get nothing", async () => {
    await withoutRoles('viewer@maple.demo');
    const manager = await connect('manager@maple.demo', { customerId: ACME, communityId: MAPLE });
    const elsewhere = await connect('manager@maple.demo', { customerId: ACME, communityId: HARBOR }).catch(() => null);
    const birch = await connect('multi@lintel.demo', { customerId: BIRCH, communityId: BIRCH_COMMONS });
    const viewer = await connect('viewer@maple.demo', { customerId: ACME, communityId: MAPLE });

    const lock = await addDevice(api.database.db, api.clock.now(), 'YALE', { battery: 60 });
    await inCommunity(api.database.db, api.clock.now(), (scope) =>
      ingestEvents(scope, [
        {
          deviceId: lock,
          sourceId: 'ws:1',
          kind: 'ACCESS',
          detail: { result: 'GRANTED', method: 'FOB' },
          occurredAt: api.clock.now(),
        },
        { deviceId: lock, sourceId: 'ws:2', kind: 'BATTERY', detail: { battery: 59 }, occurredAt: api.clock.now() },
      ]),
    );
    const changed = await manager.next((m) => m.type === 'DEVICE_CHANGED', PATIENCE_MS);
    expect(changed.body).toMatchObject({ id: lock, family: 'YALE', battery: 59, installState: 'INSTALLED' });
    const event = await manager.next((m) => m.type === 'DEVICE_EVENT' && m.body.kind === 'ACCESS', PATIENCE_MS);
    expect(event.body).toMatchObject({ deviceId: lock, detail: { result: 'GRANTED', method: 'FOB' } });

    // A second signal, after the first, reaches the manager: the first has been handled for every socket.
    await inCommunity(api.database.db, api.clock.now(), (scope) =>
      ingestEvents(scope, [
        { deviceId: lock, sourceId: 'ws:3', kind: 'BATTERY', detail: { battery: 58 }, occurredAt: api.clock.now() },
      ]),
    );
    await manager.next((m) => m.type === 'DEVICE_CHANGED' && m.body.battery === 58, PATIENCE_MS);
    const devices = (client: WsClient | null) =>
      (client?.received ?? []).filter((m) => (m.type as string).startsWith('DEVICE_'));
    expect(devices(birch)).toEqual([]);
    expect(devices(viewer)).toEqual([]);
    expect(devices(elsewhere)).toEqual([]);
    for (const client of [manager, elsewhere, birch, viewer]) client?.close();
  });
});
