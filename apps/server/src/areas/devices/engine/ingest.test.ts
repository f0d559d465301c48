import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, addDevice, inCommunity, MAPLE } from '../../../../test/fixtures/devices.ts';
import { createTestApi, type TestApi } from '../../../../test/harness.ts';
import { actAs } from '../../../platform/db/scope.ts';
import { listen } from '../../../platform/realtime/bus.ts';
import { type IncomingEvent, ingestEvents } from './ingest.ts';
import { DEVICES_CHANNEL, type DevicesSignal, MAX_SIGNAL_BYTES } from './signals.ts';

let api: TestApi;
const signals: string[] = [];
let unlisten: () => Promise<void>;

beforeAll(async () => {
  // The embedded database: the storm budget is PGlite's (the slower of the two).
  api = await createTestApi({ kind: 'pglite' });
  unlisten = await listen(api.database, [DEVICES_CHANNEL], (_channel, payload) => {
    signals.push(payload);
  });
});
afterAll(async () => {
  await unlisten?.();
  await api?.close();
});

const inMaple = <T>(work: Parameters<typeof inCommunity<T>>[2]) => inCommunity(api.database.db, api.clock.now(), work);
const ingest = (batch: IncomingEvent[]) => inMaple((scope) => ingestEvents(scope, batch));
const device = (id: string) =>
  inMaple((scope) => scope.db.selectFrom('devices').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
/** The alerts of Maple Court with this event (read across recipients, as the fan-out does). */
const alerts = (code: string) =>
  api.database.db.transaction().execute(async (trx) => {
    await actAs(trx, { appRole: true, customerId: ACME, communityId: MAPLE, fanout: true });
    return trx
      .selectFrom('notifications')
      .select(['title', 'priority', 'body_html', 'origin_service_code'])
      .where('customer_id', '=', ACME)
      .where('community_id', '=', MAPLE)
      .where('event_code', '=', code)
      .orderBy('created_at')
      .execute();
  });
/** Signals arrive at commit, on the listening connection's next turn. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 200));
const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 8, minute));

describe('ingestEvents', () => {
  it('stores each event once however often it is delivered, patches the state once and signals once per batch', async () => {
    const lock = await addDevice(api.database.db, api.clock.now(), 'YALE', { battery: 22 });
    const batch: IncomingEvent[] = [
      { deviceId: lock, sourceId: 'yale:1', kind: 'ACCESS', detail: { result: 'GRANTED' }, occurredAt: at(1) },
      { deviceId: lock, sourceId: 'yale:2', kind: 'ACCESS', detail: { result: 'DENIED' }, occurredAt: at(2) },
      { deviceId: lock, sourceId: 'yale:3', kind: 'BATTERY', detail: { battery: 21 }, occurredAt: at(3) },
    ];
    signals.length = 0;
    expect(await ingest(batch)).toEqual({ stored: 3, changed: 1, alerts: 0 });
    await settled();
    expect(signals).toHaveLength(1);
    const signal = JSON.parse(signals[0]!) as DevicesSignal;
    expect(signal).toMatchObject({ c: ACME, k: MAPLE, changed: [{ id: lock, battery: 21 }] });
    expect(signal.events?.map((e) => e.detail)).toEqual([{ result: 'GRANTED' }, { result: 'DENIED' }, { battery: 21 }]);

    signals.length = 0;
    expect(await ingest([...batch, batch[0]!])).toEqual({ stored: 0, changed: 0, alerts: 0 });
    await settled();
    expect(signals).toEqual([]);
    const stored = await inMaple((scope) =>
      scope.db.selectFrom('device_events').select('source_id').where('device_id', '=', lock).execute(),
    );
    expect(stored.map((e) => e.source_id).sort()).toEqual(['yale:1', 'yale:2', 'yale:3']);
    expect(await device(lock)).toMatchObject({ battery: 21, last_seen_at: at(3) });
  });

  it('raises the low-battery alert once, when the level crosses 20 %, to the staff (MEDIUM, from IOT)', async () => {
    const lock = await addDevice(api.database.db, api.clock.now(), 'ALLEGION', { battery: 21 });
    const name = (await device(lock)).name;
    const before = (await alerts('IOT_LOW_BATTERY')).length;
    await ingest([{ deviceId: lock, sourceId: 'b:1', kind: 'BATTERY', detail: { battery: 20 }, occurredAt: at(1) }]);
    await ingest([{ deviceId: lock, sourceId: 'b:2', kind: 'BATTERY', detail: { battery: 19 }, occurredAt: at(2) }]);
    const raised = (await alerts('IOT_LOW_BATTERY')).slice(before);
    expect(raised).toEqual([
      {
        title: `Battery low: ${name}`,
        priority: 'MEDIUM',
        body_html: `<p>The battery of ${name} is at 20%.</p>`,
        origin_service_code: 'IOT',
      },
    ]);
  });

  it('a lock going offline: HIGH alert, and it offers only what needs no answer from it', async () => {
    const lock = await addDevice(api.database.db, api.clock.now(), 'ALLEGION', {
      availableActions: ['CHANGE_LOCATION', 'SYNC_TIME', 'DELETE_LOCK'],
    });
    const before = (await alerts('IOT_LOCK_OFFLINE')).length;
    await ingest([
      { deviceId: lock, sourceId: 'c:1', kind: 'CONNECTION', detail: { connection: 'OFFLINE' }, occurredAt: at(5) },
    ]);
    expect(await device(lock)).toMatchObject({
      connection: 'OFFLINE',
      available_actions: ['CHANGE_LOCATION', 'DELETE_LOCK'],
    });
    expect((await alerts('IOT_LOCK_OFFLINE')).slice(before)).toMatchObject([{ priority: 'HIGH' }]);
    // Reported late: history only, the state stays as the newer event left it.
    await ingest([
      { deviceId: lock, sourceId: 'c:0', kind: 'CONNECTION', detail: { connection: 'ONLINE' }, occurredAt: at(4) },
    ]);
    expect((await device(lock)).connection).toBe('OFFLINE');
  });

  it('a leak: CRITICAL alert with the name escaped; cleared, no alert', async () => {
    const sensor = await addDevice(api.database.db, api.clock.now(), 'LEAK_SENSOR', { battery: 90 });
    await inMaple((scope) =>
      scope.db.updateTable('devices').set({ name: 'Sink <b>B-204</b>' }).where('id', '=', sensor).execute(),
    );
    const before = (await alerts('IOT_LEAK_DETECTED')).length;
    await ingest([
      { deviceId: sensor, sourceId: 'l:1', kind: 'LEAK', detail: { leak: true }, occurredAt: at(1) },
      { deviceId: sensor, sourceId: 'l:2', kind: 'LEAK', detail: { leak: false }, occurredAt: at(0) },
    ]);
    const raised = (await alerts('IOT_LEAK_DETECTED')).slice(before);
    expect(raised).toMatchObject([{ priority: 'CRITICAL' }]);
    expect(raised[0]!.body_html).not.toContain('<b>');
    expect(raised[0]!.body_html).toContain('Sink');
    expect((await device(sensor)).reading).toMatchObject({ leak: true });
    await ingest([{ deviceId: sensor, sourceId: 'l:3', kind: 'LEAK', detail: { leak: false }, occurredAt: at(9) }]);
    expect((await alerts('IOT_LEAK_DETECTED')).slice(before)).toHaveLength(1);
    expect((await device(sensor)).reading).toMatchObject({ leak: false });
  });

  it('absorbs 1,000 events a second: batches of 1,000 take well under a second, every one stored, signals split under 7,000 bytes', async () => {
    const locks = await Promise.all(
      Array.from({ length: 20 }, () => addDevice(api.database.db, api.clock.now(), 'PDK', { battery: 90 })),
    );
    signals.length = 0;
    const started = performance.now();
    for (let second = 0; second < 5; second++) {
      const batch: IncomingEvent[] = Array.from({ length: 1_000 }, (_, index) => ({
        deviceId: locks[index % locks.length]!,
        sourceId: `storm:${second}:${index}`,
        kind: index % 50 === 0 ? 'BATTERY' : 'ACCESS',
        detail: index % 50 === 0 ? { battery: 89 - second } : { result: index % 10 === 0 ? 'DENIED' : 'GRANTED' },
        occurredAt: new Date(at(30).getTime() + second * 1_000 + index),
      }));
      expect((await ingest(batch)).stored).toBe(1_000);
    }
    const perBatch = (performance.now() - started) / 5;
    await settled();
    const count = await inMaple(async (scope) =>
      Number(
        (
          await scope.db
            .selectFrom('device_events')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('source_id', 'like', 'storm:%')
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
    expect(count).toBe(5_000);
    expect(perBatch).toBeLessThan(1_000);
    expect(signals.every((payload) => Buffer.byteLength(payload) < MAX_SIGNAL_BYTES)).toBe(true);
    const events = signals.flatMap((payload) => (JSON.parse(payload) as DevicesSignal).events ?? []);
    expect(events).toHaveLength(5_000);
  });
});
