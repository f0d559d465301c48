import { fc } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useInstantDevices } from '../../../../test/devices.ts';
import { createTestApi, type PersonaClient, type TestApi } from '../../../../test/harness.ts';
import { actAs, type Scope } from '../../../platform/db/scope.ts';
import { communityId as demoCommunity, customerId as demoCustomer } from '../../../seed/demo.ts';
import { simulatedAdapters } from '../../devices/engine/adapters.ts';
import { useAdapters } from '../../devices/engine/commands.service.ts';
import { DeviceSimulator } from '../../devices/engine/simulator.ts';
import { syncDoor } from './door-sync.ts';
import { devicesWithPending } from './grants.repository.ts';

/**
 * The two properties over leases, the door sync and the simulated locks, under random
 * faults and in random job orders:
 * - the explanation ("can this person open this lock now?") is what the lock does when the
 *   credential is presented, at every step;
 * - once a revocation is confirmed (REVOKED), no lock opens for that credential.
 */
let api: TestApi;
let manager: PersonaClient;
const maple = { customer: 'Acme Living', community: 'Maple Court' };
let customerId: string;
let communityId: string;
let buildingLocations: string[] = [];
let units: { id: string }[] = [];
let locks: { id: string; name: string; locationId: string | null }[] = [];
let run = 0;

beforeAll(async () => {
  api = await createTestApi({ kind: 'pglite' });
  manager = await api.as('manager@maple.demo');
  customerId = demoCustomer('Acme Living');
  communityId = demoCommunity('Acme Living', 'Maple Court');
  locks = (await manager.get('/api/locks?size=100', maple)).json().content;
  buildingLocations = [
    ...new Set(locks.filter((l) => l.name.startsWith('Building ')).map((l) => l.locationId as string)),
  ];
  // Units with no door lock: the grants reach the building locks only.
  units = await inTenant((scope) =>
    scope.db
      .selectFrom('units as u')
      .select('u.id')
      .where('u.community_id', '=', communityId)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('devices as d').select('d.id').whereRef('d.unit_id', '=', 'u.id').where('d.kind', '=', 'LOCK'),
          ),
        ),
      )
      .orderBy('u.name')
      .execute(),
  );
});
afterAll(async () => {
  useAdapters(simulatedAdapters());
  await api?.close();
});

/** A job's tenant transactions, as the worker gives them. */
const inTenant = <T>(work: (scope: Scope) => Promise<T>) =>
  api.database.db.transaction().execute(async (trx) => {
    await actAs(trx, { appRole: true, customerId, communityId, allCommunities: false });
    return work({
      db: trx,
      now: api.clock.now(),
      actor: null,
      profile: null,
      customerId,
      communityId,
      allCommunities: false,
    });
  });

/** One sync round: every lock with pending work, in the order given; a lock that does not answer waits. */
async function syncRound(order: number[]): Promise<void> {
  const pending = await inTenant((scope) => devicesWithPending({ ...scope, customerId, communityId }));
  const shuffled = pending
    .map((deviceId, i) => ({ deviceId, key: order[i % Math.max(order.length, 1)] ?? i }))
    .sort((a, b) => a.key - b.key);
  for (const { deviceId } of shuffled) {
    await syncDoor({ inTenant, attempt: 1 }, deviceId).catch(() => undefined);
  }
  api.clock.advance(5_000);
}

async function checkDoorsAgree(residentId: string, credentialId: string): Promise<void> {
  for (const lock of locks.filter((l) => l.name.startsWith('Building '))) {
    const why = (
      await manager.get(`/api/iot/access/doors/${lock.id}/why?holderKind=RESIDENT&holderId=${residentId}`, maple)
    ).json();
    const door = (await manager.post(`/api/iot/access/doors/${lock.id}/present`, { credentialId }, maple)).json();
    expect(door.opened, `${lock.name}: explanation says ${why.canOpen}`).toBe(why.canOpen);
    for (const chain of why.chains) {
      if (chain.status === 'REVOKED') expect(door.opened, `${lock.name} opened for a REVOKED grant`).toBe(false);
    }
  }
}

const scenario = fc.record({
  seed: fc.string({ minLength: 1, maxLength: 6 }),
  failureRate: fc.constantFrom(0, 0.2, 0.5),
  unreachableRate: fc.constantFrom(0, 0.3, 0.7),
  places: fc.subarray([0, 1, 2], { minLength: 1 }),
  roundsAfterMoveIn: fc.integer({ min: 0, max: 3 }),
  dropPlace: fc.boolean(),
  roundsAfterMoveOut: fc.integer({ min: 0, max: 3 }),
  order: fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 1, maxLength: 8 }),
});

describe('doors and their explanations', () => {
  it('operator: under faults and in any job order, the explanation is what the lock does, and a confirmed revocation never opens', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const faults = new DeviceSimulator({
          seed: s.seed,
          latencyMs: [0, 0],
          failureRate: s.failureRate,
          unreachableRate: s.unreachableRate,
        });
        useAdapters(simulatedAdapters(faults, async () => {}));
        const unit = units[run++ % units.length] as { id: string };
        const placeIds = s.places.map((i) => buildingLocations[i % buildingLocations.length] as string);
        const lease = (
          await manager.post(
            '/api/iot/leases',
            {
              unitId: unit.id,
              startsOn: '2026-12-01',
              endsOn: '2027-11-30',
              residents: [{ firstName: 'Prop', lastName: `Erty${run}` }],
              locationIds: [...new Set(placeIds)],
            },
            maple,
          )
        ).json();
        const residentId = lease.residents[0].id as string;
        await manager.post(`/api/iot/leases/${lease.id}/residents/${residentId}/move-in`, {}, maple);
        const people = (await manager.get(`/api/iot/access/holders?q=Erty${run}`, maple)).json();
        const credentialId = people[0].credentials[0].id as string;
        for (let i = 0; i < s.roundsAfterMoveIn; i++) await syncRound(s.order);
        await checkDoorsAgree(residentId, credentialId);
        if (s.dropPlace) {
          const accesses = (await manager.get(`/api/iot/leases/${lease.id}/authorizations`, maple)).json();
          const location = accesses.authorizations.find(
            (a: { place: { locationId: string | null } }) => a.place.locationId,
          );
          if (location) {
            await manager.request('DELETE', `/api/iot/leases/${lease.id}/authorizations/${location.id}`, {
              context: maple,
            });
            await syncRound(s.order);
            await checkDoorsAgree(residentId, credentialId);
          }
        }
        await manager.post(`/api/iot/leases/${lease.id}/residents/${residentId}/move-out`, {}, maple);
        for (let i = 0; i < s.roundsAfterMoveOut; i++) {
          await syncRound(s.order);
          await checkDoorsAgree(residentId, credentialId);
        }
        // The faults clear: every lock confirms, the proof completes, and no door opens any more.
        useInstantDevices(s.seed);
        await syncRound(s.order);
        const accesses = (await manager.get(`/api/iot/leases/${lease.id}/authorizations`, maple)).json();
        for (const grant of accesses.grants) expect(grant.status).toBe('REVOKED');
        await checkDoorsAgree(residentId, credentialId);
        const report = (
          await manager.get(`/api/iot/leases/${lease.id}/residents/${residentId}/move-out-report`, maple)
        ).json();
        expect(report.pendingLocks).toBe(0);
        expect(report.completedAt).not.toBeNull();
      }),
      { numRuns: 12 },
    );
  });
});
