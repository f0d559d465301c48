import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { type IncomingEvent, ingestEvents } from '../../apps/server/src/areas/devices/engine/ingest.ts';
import { openDatabase } from '../../apps/server/src/platform/db/open.ts';
import { actAs } from '../../apps/server/src/platform/db/scope.ts';
import { SCALE_USER, signIn } from './client.ts';
import type { DeviceIds } from './devices-seed.ts';
import type { Server } from './proc.ts';
import { sleep } from './proc.ts';
import type { Results } from './report.ts';

export interface StormPlan {
  /** Events per second the vendors send. */
  rate: number;
  seconds: number;
  /** Portal sockets watching the community (each must see every event). */
  sockets: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * An event storm: door openings on the community's locks at `rate` per second for `seconds`,
 * taken in through the engine's own ingestion (one batch every 100 ms, as a vendor's webhook
 * receiver would hand them over) against the server's PostgreSQL database, while `sockets` portal
 * sockets of a user who may read devices watch the community through the running server. Measures
 * how many events were stored and delivered (none may be lost) and each delivery's delay from the
 * moment its batch was handed over (p50, p99). The ingestion runs in this process, the fan-out in
 * the server's: the signal crosses processes through PostgreSQL as between two servers.
 */
export async function eventStorm(
  server: Server,
  databaseUrl: string,
  ids: DeviceIds,
  plan: StormPlan,
  results: Results,
) {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
  try {
    const locks = (
      await database.db.transaction().execute(async (trx) => {
        await actAs(trx, { customerId: ids.customerId, communityId: ids.communityId, allCommunities: false });
        return trx
          .selectFrom('devices')
          .select('id')
          .where('customer_id', '=', ids.customerId)
          .where('community_id', '=', ids.communityId)
          .where('kind', '=', 'LOCK')
          .execute();
      })
    ).map((row) => row.id);
    if (locks.length === 0) throw new Error('the storm community has no locks');

    const token = await signIn(server.url, SCALE_USER);
    const handedOverAt = new Map<number, number>();
    const delays: number[] = [];
    const seen: Set<number>[] = [];
    const sockets = await Promise.all(
      Array.from({ length: plan.sockets }, (_, i) => {
        const got = new Set<number>();
        seen.push(got);
        return new Promise<WebSocket>((resolve, reject) => {
          const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/ws`, { perMessageDeflate: false });
          const timer = setTimeout(() => reject(new Error(`storm socket ${i}: no answer in 30 s`)), 30_000);
          socket.on('error', reject);
          socket.on('message', (data) => {
            const text = String(data);
            if (text.includes('"DEVICE_EVENT"')) {
              const message = JSON.parse(text) as { body: { detail: { stormSeq?: number } } };
              const seq = message.body.detail.stormSeq;
              if (typeof seq !== 'number' || got.has(seq)) return;
              got.add(seq);
              const at = handedOverAt.get(seq);
              if (at !== undefined) delays.push(performance.now() - at);
            } else if (text.includes('"AUTHENTICATION"')) {
              clearTimeout(timer);
              resolve(socket);
            } else if (text.includes('"ERROR"')) reject(new Error(`storm socket ${i}: ${text}`));
          });
          socket.once('open', () =>
            socket.send(
              JSON.stringify({
                id: String(i),
                type: 'AUTHENTICATION',
                body: { token, customerId: ids.customerId, communityId: ids.communityId },
              }),
            ),
          );
        });
      }),
    );
    // The fan-out checks each socket's permission once; let that settle before the clock starts.
    await sleep(500);

    const run = `storm-${Date.now()}`;
    const perBatch = Math.max(1, Math.round(plan.rate / 10));
    const batches = plan.seconds * 10;
    const started = performance.now();
    let sent = 0;
    let stored = 0;
    for (let b = 0; b < batches; b++) {
      const due = started + b * 100;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const now = new Date();
      const batch: IncomingEvent[] = Array.from({ length: perBatch }, (_, k) => {
        const seq = sent + k;
        return {
          deviceId: locks[seq % locks.length]!,
          sourceId: `${run}:${seq}`,
          kind: 'ACCESS',
          detail: { result: seq % 10 === 0 ? 'DENIED' : 'GRANTED', stormSeq: seq },
          occurredAt: now,
        };
      });
      const at = performance.now();
      for (const event of batch) handedOverAt.set(event.detail.stormSeq as number, at);
      const ingested = await database.db.transaction().execute(async (trx) => {
        await actAs(trx, {
          appRole: true,
          userId: null,
          customerId: ids.customerId,
          communityId: ids.communityId,
          allCommunities: false,
        });
        return ingestEvents({ db: trx, now, customerId: ids.customerId, communityId: ids.communityId }, batch);
      });
      stored += ingested.stored;
      sent += batch.length;
    }
    const sendSeconds = (performance.now() - started) / 1000;
    // Deliveries still on their way: wait until every socket has every event, or 15 s.
    const deadline = performance.now() + 15_000;
    while (performance.now() < deadline && seen.some((got) => got.size < sent)) await sleep(20);
    for (const socket of sockets) socket.close();

    const lost = seen.reduce((sum, got) => sum + (sent - got.size), 0);
    const sorted = delays.sort((a, b) => a - b);
    const metric = (value: number, unit: string) => ({
      value: Math.round(value * 10) / 10,
      unit,
      baseline: null,
      ratio: null,
    });
    results.metrics['devices.storm.events_per_second'] = metric(sent / sendSeconds, 'events/s');
    results.metrics['devices.storm.stored_lost'] = metric(sent - stored, 'events');
    results.metrics['devices.storm.delivered_lost'] = metric(lost, 'messages');
    results.metrics['devices.storm.delivery_p50'] = metric(percentile(sorted, 50), 'ms');
    results.metrics['devices.storm.delivery_p99'] = metric(percentile(sorted, 99), 'ms');
    results.notes.push(
      `devices.storm: ${sent.toLocaleString('en-US')} door events over ${locks.length} locks in ${sendSeconds.toFixed(1)} s (asked ${plan.rate}/s for ${plan.seconds} s), ingested by the engine in batches of ${perBatch} every 100 ms; ${plan.sockets} portal sockets of ${SCALE_USER} watched the community through the server; delivery delay measured from the hand-over of each event's batch.`,
    );
    console.info(
      `  storm: ${sent} events in ${sendSeconds.toFixed(1)} s, stored ${stored}, lost on sockets ${lost}, p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms`,
    );
  } finally {
    await database.close();
  }
}

/** The locks list's requests in the community that holds `perCommunity` locks. */
export function lockPaths() {
  return {
    first_page: '/api/locks?size=20&sort=name,asc',
    offline: '/api/locks?size=20&sort=name,asc&connection=OFFLINE',
    search: '/api/locks?size=20&sort=name,asc&q=door%20000',
  };
}
