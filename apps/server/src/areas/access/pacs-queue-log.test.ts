import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plantPacsTransaction } from '../../../test/fixtures/pacs.ts';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';
import { runDueJobs } from '../../platform/jobs/worker.ts';
import { communityId, customerId } from '../../seed/demo.ts';
import { simulatedAdapters } from '../devices/engine/adapters.ts';
import { useAdapters } from '../devices/engine/commands.service.ts';
import { DeviceSimulator, type SimulatorOptions } from '../devices/engine/simulator.ts';
import { defaultRoleId } from '../permissions/default-roles.ts';
import { doorSweepJob, doorSyncJob } from './engine/door-sync.ts';

let api: TestApi;
let manager: PersonaClient;
let viewer: PersonaClient;
const maple = { customer: 'Acme Living', community: 'Maple Court' };
const birch = { customer: 'Birch Residential', community: 'Birch Commons' };
/** A portfolio admin of Birch Residential (and a user of Acme's Harbor View, not of Maple Court). */
const BIRCH_ADMIN = 'multi@lintel.demo';
const LOG = '/api/iot/pacs-queue-log';
const silent = { error() {} };
const unplugged = new Set<string>();
/** The simulator's options, changed by a test to make every lock refuse. */
const simulator: SimulatorOptions = {
  seed: 'pacs',
  latencyMs: [0, 0],
  failureRate: 0,
  unreachableRate: 0,
  unreachableSerials: unplugged,
};

type Lock = { id: string; name: string; serial: string; locationId: string | null };
type Transaction = {
  id: string;
  deviceId: string;
  deviceName: string;
  credentialId: string;
  credentialLabel: string;
  holderName: string;
  operation: 'PUT' | 'REMOVE';
  attempt: number;
  sentAt: string;
  answeredAt: string | null;
  outcome: 'CONFIRMED' | 'REFUSED' | 'NO_ANSWER';
  error: string | null;
};
type Page = { content: Transaction[]; totalElements: number; nextToken?: string | null };
let lobby: Lock;

beforeAll(async () => {
  api = await createTestApi();
  api.clock.set('2026-11-30T15:00:00.000Z');
  manager = await api.as('manager@maple.demo');
  viewer = await api.as('viewer@maple.demo');
  useAdapters(simulatedAdapters(new DeviceSimulator(simulator), async () => {}));
  const locks = (await manager.get('/api/locks?size=100', maple)).json().content as Lock[];
  lobby = locks.find((lock) => lock.name === 'Building B lobby') as Lock;
});
afterAll(async () => {
  useAdapters(simulatedAdapters());
  await api?.close();
});

/** Runs the door sync until nothing is due; each round moves the clock past the retries' back-off. */
async function sync(rounds = 1): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    api.clock.advance(61_000);
    await runDueJobs({ db: api.database.db, clock: api.clock, jobs: [doorSyncJob, doorSweepJob], log: silent });
  }
}

const log = async (query: string, as = manager) => (await as.get(`${LOG}?${query}`, maple)).json() as Page;

/** A fob of Building B issued to the first resident (or staff member) the issue form offers. */
async function issueFob(number: string, holderKind: 'RESIDENT' | 'STAFF' = 'RESIDENT') {
  const key = (
    await manager.post('/api/iot/keys', { number, description: null, locationIds: [lobby.locationId] }, maple)
  ).json() as { id: string };
  const choices = (await manager.get('/api/iot/key-choices/holders', maple)).json() as {
    holderKind: string;
    holderId: string;
    name: string;
  }[];
  const holder = choices.find((c) => c.holderKind === holderKind) as (typeof choices)[number];
  const issued = (
    await manager.post(`/api/iot/keys/${key.id}/assign`, { holderKind, holderId: holder.holderId }, maple)
  ).json() as { id: string; grants: { locks: number }[] };
  return { keyId: key.id, holder: holder.name, locks: issued.grants[0]?.locks ?? 0 };
}

describe('the PACS queue log', () => {
  it('community manager: the demo log lists what the seed gave the locks, newest first, with a lock that answered at its second try', async () => {
    const page = await log('size=50');
    expect(page.totalElements).toBeGreaterThan(0);
    const sent = page.content.map((t) => t.sentAt);
    expect(sent).toEqual([...sent].sort().reverse());
    const late = await log('outcome=NO_ANSWER');
    expect(late.content.length).toBeGreaterThan(0);
    const details = (await manager.get(`${LOG}/${late.content[0]?.id}`, maple)).json();
    expect(details.attempts.map((a: Transaction) => [a.attempt, a.outcome])).toEqual([
      [1, 'NO_ANSWER'],
      [2, 'CONFIRMED'],
    ]);
  });

  it('community manager: issuing a fob sends one put per lock, each CONFIRMED at the first try; a transaction shows the lock, the holder, the chain and the lock’s answer', async () => {
    const fob = await issueFob('PACS-1');
    expect(fob.locks).toBeGreaterThan(0);
    expect((await log('q=Key PACS-1')).totalElements).toBe(0);
    await sync();
    const page = await log('q=key pacs-1');
    expect(page.totalElements).toBe(fob.locks);
    for (const row of page.content) {
      expect(row).toMatchObject({
        credentialLabel: 'Key PACS-1',
        holderName: fob.holder,
        operation: 'PUT',
        attempt: 1,
        outcome: 'CONFIRMED',
        error: null,
      });
      expect(row.answeredAt).not.toBeNull();
    }
    const atLobby = page.content.find((row) => row.deviceId === lobby.id) as Transaction;
    expect(atLobby.deviceName).toBe('Building B lobby');
    // The holder's name and a whole credential id find the same rows.
    expect((await log(`q=${encodeURIComponent(fob.holder)}&lockId=${lobby.id}`)).content.map((t) => t.id)).toContain(
      atLobby.id,
    );
    expect((await log(`q=${atLobby.credentialId}`)).totalElements).toBe(fob.locks);

    const details = (await manager.get(`${LOG}/${atLobby.id}`, maple)).json();
    expect(details).toMatchObject({
      id: atLobby.id,
      deviceName: 'Building B lobby',
      lock: { exists: true, locationName: 'Building B', unitName: null },
      grant: { sourceKind: 'KEY', sourceId: fob.keyId, placeName: 'Building B', status: 'ACTIVE' },
      entry: { desired: 'PRESENT', confirmed: 'PRESENT' },
      holderKind: 'RESIDENT',
      credentialKind: 'FOB',
    });
    expect(details.attempts.map((a: Transaction) => a.id)).toEqual([atLobby.id]);
  });

  it('community manager: a lock that does not answer gives NO_ANSWER rows with increasing attempt numbers, then the one it confirms', async () => {
    unplugged.add(lobby.serial);
    let fob: Awaited<ReturnType<typeof issueFob>>;
    try {
      fob = await issueFob('PACS-2', 'STAFF');
      await sync(3);
      const unanswered = await log(`q=Key PACS-2&lockId=${lobby.id}`);
      expect(unanswered.content.map((t) => [t.attempt, t.outcome])).toEqual([
        [3, 'NO_ANSWER'],
        [2, 'NO_ANSWER'],
        [1, 'NO_ANSWER'],
      ]);
      for (const row of unanswered.content) {
        expect(row).toMatchObject({ answeredAt: null, error: 'The lock did not answer.', operation: 'PUT' });
      }
      // The other locks of the building answered at once.
      const elsewhere = (await log('q=Key PACS-2')).content.filter((t) => t.deviceId !== lobby.id);
      expect(elsewhere.every((t) => t.outcome === 'CONFIRMED' && t.attempt === 1)).toBe(true);
      expect(elsewhere).toHaveLength(fob.locks - 1);
    } finally {
      unplugged.delete(lobby.serial);
    }
    await sync(2);
    const latest = (await log(`q=Key PACS-2&lockId=${lobby.id}`)).content[0] as Transaction;
    expect(latest).toMatchObject({ attempt: 4, outcome: 'CONFIRMED', error: null });
    const details = (await manager.get(`${LOG}/${latest.id}`, maple)).json();
    expect(details.attempts.map((a: Transaction) => [a.attempt, a.outcome])).toEqual([
      [1, 'NO_ANSWER'],
      [2, 'NO_ANSWER'],
      [3, 'NO_ANSWER'],
      [4, 'CONFIRMED'],
    ]);
  });

  it('community manager: a lock that refuses gives REFUSED rows with the lock’s error', async () => {
    simulator.failureRate = 1;
    try {
      await issueFob('PACS-3');
      await sync();
    } finally {
      simulator.failureRate = 0;
    }
    const refused = await log('q=Key PACS-3&outcome=REFUSED');
    expect(refused.totalElements).toBeGreaterThan(0);
    for (const row of refused.content) {
      expect(row).toMatchObject({ attempt: 1, error: 'The lock refused the credential.' });
      expect(row.answeredAt).not.toBeNull();
    }
    // The sweep tries again; the next try is confirmed.
    await sync(2);
    const confirmed = await log('q=Key PACS-3&outcome=CONFIRMED');
    expect(confirmed.content.every((t) => t.attempt === 2)).toBe(true);
    expect(confirmed.totalElements).toBe(refused.totalElements);
  });

  it('community manager: taking a fob back (a revocation) sends a REMOVE to every lock that held it', async () => {
    const before = await log('q=Key PACS-1&operation=PUT');
    const keyId = ((await manager.get('/api/iot/keys?q=PACS-1', maple)).json().content[0] as { id: string }).id;
    await manager.post(`/api/iot/keys/${keyId}/take-back`, { returned: true }, maple);
    await sync();
    const removes = await log('q=Key PACS-1&operation=REMOVE');
    expect(removes.totalElements).toBe(before.totalElements);
    expect(removes.content.every((t) => t.outcome === 'CONFIRMED' && t.attempt === 1)).toBe(true);
    const atLobby = removes.content.find((t) => t.deviceId === lobby.id) as Transaction;
    const details = (await manager.get(`${LOG}/${atLobby.id}`, maple)).json();
    expect(details.grant.status).toBe('REVOKED');
    expect(details.entry).toMatchObject({ desired: 'ABSENT', confirmed: 'ABSENT' });
    // The same door entry's tries in order: the put, then the removal.
    expect(details.attempts.map((a: Transaction) => a.operation)).toEqual(['PUT', 'REMOVE']);
  });

  it('community manager: pages newest first by page or by token, and filters by outcome, operation and lock', async () => {
    const first = await log('limit=3');
    expect(first.content).toHaveLength(3);
    const second = await log(`limit=3&token=${first.nextToken}`);
    const both = [...first.content, ...second.content];
    expect(new Set(both.map((t) => t.id)).size).toBe(6);
    const sent = both.map((t) => t.sentAt);
    expect(sent).toEqual([...sent].sort().reverse());
    const paged = await log('size=3&page=1');
    expect(paged.content).toHaveLength(3);

    const confirmed = await log('outcome=CONFIRMED&size=100');
    expect(confirmed.content.every((t) => t.outcome === 'CONFIRMED')).toBe(true);
    const removals = await log('operation=REMOVE&size=100');
    expect(removals.content.length).toBeGreaterThan(0);
    expect(removals.content.every((t) => t.operation === 'REMOVE')).toBe(true);
    const atLobby = await log(`lockId=${lobby.id}&size=100`);
    expect(atLobby.content.every((t) => t.deviceId === lobby.id)).toBe(true);
    const all = await log('size=1');
    expect(atLobby.totalElements).toBeLessThan(all.totalElements);

    expect((await manager.get(`${LOG}?sort=holderName,asc`, maple)).json().code).toBe('LIST_SORT_NOT_ALLOWED');
    expect((await manager.get(`${LOG}?outcome=LOST`, maple)).statusCode).toBe(400);
    const choices = (await manager.get('/api/iot/pacs-queue-log-choices/locks?q=building b', maple)).json();
    expect(choices.map((c: { id: string }) => c.id)).toContain(lobby.id);
  });

  it('another customer’s user: cannot read Maple Court’s transactions whatever ids or headers they send', async () => {
    const maples = (await log('size=5')).content;
    const mapleId = maples[0]?.id as string;
    const other = await api.as(BIRCH_ADMIN);
    // Birch Commons' locks hold no demo credential: one transaction of its own, planted.
    const theirs = await plantPacsTransaction(
      api.database,
      customerId('Birch Residential'),
      communityId('Birch Residential', 'Birch Commons'),
    );
    // In Maple Court's context: not their community.
    expect((await other.get(LOG, maple)).statusCode).toBe(403);
    expect((await other.get(`${LOG}/${mapleId}`, maple)).statusCode).toBe(403);
    // In their own: Maple Court's ids are not found, and their own log names none of them.
    expect((await other.get(`${LOG}/${mapleId}`, birch)).statusCode).toBe(404);
    const own = (await other.get(`${LOG}?size=999`, birch)).json() as Page;
    expect(own.content.map((t) => t.id)).toEqual([theirs]);
    expect((await other.get(`${LOG}/${theirs}`, birch)).statusCode).toBe(200);
    // And Maple Court's people never see Birch's.
    expect((await manager.get(`${LOG}/${theirs}`, maple)).statusCode).toBe(404);
    expect((await other.get(`${LOG}?lockId=${lobby.id}`, birch)).json().totalElements).toBe(0);
    // Birch's customer with Maple Court's community, or Acme with Birch's: refused.
    for (const context of [
      { customerId: customerId('Birch Residential'), communityId: communityId('Acme Living', 'Maple Court') },
      { customerId: customerId('Acme Living'), communityId: communityId('Birch Residential', 'Birch Commons') },
      { customerId: customerId('Acme Living'), communityId: communityId('Acme Living', 'Maple Court') },
    ]) {
      const response = await other.get(`${LOG}/${mapleId}`, context);
      expect(response.statusCode, JSON.stringify(context)).toBe(403);
      expect(response.body).not.toContain(mapleId);
    }
  });

  it('viewer: reads the log; without the PACS queue log permission the log, a transaction and the lock choices are refused', async () => {
    const id = (await log('size=1', viewer)).content[0]?.id as string;
    expect((await viewer.get(`${LOG}/${id}`, maple)).statusCode).toBe(200);
    const admin = await api.as('admin@acme.demo');
    const role = defaultRoleId(customerId('Acme Living'), 'viewer');
    const roles = (await admin.get('/api/roles', { customer: 'Acme Living' })).json() as {
      content: { id: string; permissionKeys: string[] }[];
    };
    const keys = roles.content.find((r) => r.id === role)?.permissionKeys ?? [];
    expect(keys).toContain('PACS_QUEUE_LOG_READ');
    const saved = await admin.request('PUT', `/api/roles/${role}/permissions`, {
      context: { customer: 'Acme Living' },
      body: { permissionKeys: keys.filter((key) => key !== 'PACS_QUEUE_LOG_READ') },
    });
    expect(saved.statusCode).toBe(200);
    for (const url of [LOG, `${LOG}/${id}`, '/api/iot/pacs-queue-log-choices/locks']) {
      const response = await viewer.get(url, maple);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code).toBe('PERMISSION_DENIED');
    }
    // The rest of the access area still answers.
    expect((await viewer.get('/api/iot/keys', maple)).statusCode).toBe(200);
  });
});
