// The area's table types, for programs that reach the seed without the server's whole source.
import '../areas/access/access.tables.ts';
import '../areas/devices/devices.tables.ts';
import { completeMoveOutReports } from '../areas/access/leases.repository.ts';
import type { Tx } from '../platform/db/scope.ts';
import { firstBuildingDoors, seedConfirmedGrant } from './access-doors.ts';
import type { CommunityKeys } from './areas.ts';
import { demoId } from './ids.ts';

const DAY = 86_400_000;
const FIRST = ['Ava', 'Liam', 'Maya', 'Noah', 'Zoe', 'Ethan', 'Ivy', 'Lucas', 'Nora', 'Owen', 'Ruby', 'Theo'];
const LAST = [
  'Brooks',
  'Chen',
  'Diaz',
  'Evans',
  'Foster',
  'Garcia',
  'Hughes',
  'Ito',
  'Jensen',
  'Khan',
  'Lopez',
  'Moreau',
];

/**
 * Leases of every demo community (D214). In each: the first units' leases, their residents moved in
 * with a mobile key granted the unit and its building, every lock having confirmed (and the
 * simulator's locks holding the entries, so a demo door opens for them); one resident moved out
 * with a complete move-out proof; and two leases starting next month, not moved in yet.
 */
export async function seedLeases(trx: Tx, community: CommunityKeys, now: Date): Promise<void> {
  const key = (what: string) => demoId(`access:${community.community_id}/${what}`);
  const units = await trx
    .selectFrom('units as u')
    .leftJoin('location_properties as p', (j) =>
      j
        .onRef('p.customer_id', '=', 'u.customer_id')
        .onRef('p.community_id', '=', 'u.community_id')
        .onRef('p.building_id', '=', 'u.building_id'),
    )
    .select(['u.id', 'u.name', 'p.id as buildingLocationId'])
    .where('u.customer_id', '=', community.customer_id)
    .where('u.community_id', '=', community.community_id)
    .orderBy('u.name')
    .limit(12)
    .execute();
  const locks = await trx
    .selectFrom('devices')
    .select(['id', 'unit_id', 'location_id'])
    .where('customer_id', '=', community.customer_id)
    .where('community_id', '=', community.community_id)
    .where('kind', '=', 'LOCK')
    .execute();
  const day = (offset: number) => new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);
  for (const [i, unit] of units.slice(0, 10).entries()) {
    const future = i >= 8;
    const leaseId = key(`lease/${unit.id}`);
    const movedInAt = new Date(now.getTime() - (40 + i * 23) * DAY);
    await trx
      .insertInto('leases')
      .values({
        ...community,
        id: leaseId,
        unit_id: unit.id,
        starts_on: future ? day(20) : movedInAt.toISOString().slice(0, 10),
        ends_on: future ? day(385) : new Date(movedInAt.getTime() + 365 * DAY).toISOString().slice(0, 10),
        archived_at: null,
        created_at: future ? now : movedInAt,
        updated_at: now,
      })
      .execute();
    const places = [
      { id: key(`auth/${leaseId}/unit`), unit_id: unit.id, location_id: null },
      ...(unit.buildingLocationId
        ? [{ id: key(`auth/${leaseId}/building`), unit_id: null, location_id: unit.buildingLocationId }]
        : []),
    ];
    await trx
      .insertInto('lease_authorizations')
      .values(places.map((p) => ({ ...community, ...p, lease_id: leaseId, created_at: now })))
      .execute();
    const people = i % 3 === 0 ? 2 : 1;
    for (let n = 0; n < people; n++) {
      const residentId = key(`resident/${unit.id}/${n}`);
      const first = FIRST[(i + n * 5) % FIRST.length] as string;
      const last = LAST[i % LAST.length] as string;
      await trx
        .insertInto('residents')
        .values({
          ...community,
          id: residentId,
          first_name: first,
          last_name: last,
          email: `${first}.${last}.${i}${n}@example.com`.toLowerCase(),
          phone: null,
          created_at: movedInAt,
          updated_at: movedInAt,
        })
        .execute();
      // The second resident of the first lease moved out ten days ago.
      const movedOut = i === 0 && n === 1 ? new Date(now.getTime() - 10 * DAY) : null;
      await trx
        .insertInto('lease_residents')
        .values({
          ...community,
          lease_id: leaseId,
          resident_id: residentId,
          moved_in_at: future ? null : movedInAt,
          moved_out_at: movedOut,
          created_at: movedInAt,
        })
        .execute();
      // The resident queue (D219): each move due on the lease's dates, applied when it happened.
      const lease = { starts: future ? day(20) : movedInAt.toISOString().slice(0, 10) };
      const pms = i === 9;
      await trx
        .insertInto('resident_events')
        .values(
          (['MOVE_IN', 'MOVE_OUT'] as const).map((kind) => {
            const applied = kind === 'MOVE_IN' ? (future ? null : movedInAt) : movedOut;
            return {
              ...community,
              id: key(`queue/${residentId}/${kind}`),
              lease_id: leaseId,
              resident_id: residentId,
              kind,
              due_on:
                kind === 'MOVE_IN'
                  ? lease.starts
                  : future
                    ? day(385)
                    : new Date(movedInAt.getTime() + 365 * DAY).toISOString().slice(0, 10),
              // The last lease came from the PMS integration (its integration queue, D224).
              ...(pms
                ? {
                    source: 'PMS',
                    external_ref: `PMS-${unit.name}-${n}-${kind}`,
                    received_at: movedInAt,
                    payload: JSON.stringify({
                      eventType: kind === 'MOVE_IN' ? 'MoveIn' : 'MoveOut',
                      unit: unit.name,
                      residentId: `T${String(i * 10 + n).padStart(5, '0')}`,
                      date: kind === 'MOVE_IN' ? lease.starts : day(385),
                    }),
                  }
                : { source: 'LINTEL', external_ref: null }),
              status: applied ? 'APPLIED' : 'PENDING',
              settled_at: applied,
              settled_by_name: applied ? 'Demo manager' : null,
              created_at: movedInAt,
              updated_at: applied ?? movedInAt,
            };
          }),
        )
        .execute();
      if (future) continue;
      const credentialId = key(`credential/${residentId}`);
      await trx
        .insertInto('access_credentials')
        .values({
          ...community,
          id: credentialId,
          holder_kind: 'RESIDENT',
          holder_id: residentId,
          kind: 'MOBILE',
          label: 'Mobile key',
          source_kind: 'LEASE',
          source_id: leaseId,
          issued_at: movedInAt,
          revoked_at: movedOut,
        })
        .execute();
      for (const place of places) {
        const grantId = key(`grant/${residentId}/${place.id}`);
        await trx
          .insertInto('access_grants')
          .values({
            ...community,
            id: grantId,
            holder_kind: 'RESIDENT',
            holder_id: residentId,
            source_kind: 'LEASE',
            source_id: leaseId,
            unit_id: place.unit_id,
            location_id: place.location_id,
            schedule: null,
            valid_from: movedInAt,
            valid_until: null,
            status: movedOut ? 'REVOKED' : 'ACTIVE',
            revoked_at: movedOut,
            created_at: movedInAt,
            updated_at: movedOut ?? movedInAt,
          })
          .execute();
        const covered = locks.filter((lock) =>
          place.unit_id
            ? lock.unit_id === place.unit_id
            : lock.unit_id === null && lock.location_id === place.location_id,
        );
        if (covered.length === 0) continue;
        await trx
          .insertInto('door_entries')
          .values(
            covered.map((lock) => ({
              ...community,
              device_id: lock.id,
              grant_id: grantId,
              credential_id: credentialId,
              holder_name: `${first} ${last}`,
              desired: movedOut ? 'ABSENT' : 'PRESENT',
              confirmed: movedOut ? 'ABSENT' : 'PRESENT',
              requested_at: movedOut ?? movedInAt,
              confirmed_at: new Date((movedOut ?? movedInAt).getTime() + 4_000),
            })),
          )
          .execute();
        if (movedOut) continue;
        await trx
          .insertInto('simulated_door_entries')
          .values(
            covered.map((lock) => ({
              ...community,
              device_id: lock.id,
              entry_key: `${grantId}:${credentialId}`,
              credential_id: credentialId,
              valid_from: movedInAt,
              valid_until: null,
              schedule: null,
            })),
          )
          .execute();
      }
      if (movedOut) {
        await trx
          .insertInto('move_out_reports')
          .values({
            ...community,
            id: key(`report/${residentId}`),
            lease_id: leaseId,
            resident_id: residentId,
            executed_at: movedOut,
            executed_by: null,
            executed_by_name: 'Demo manager',
            completed_at: null,
            content: null,
          })
          .execute();
      }
    }
  }
  // The moved-out resident's locks all confirmed: the proof is frozen as the door sync would.
  await completeMoveOutReports({
    db: trx,
    now,
    customerId: community.customer_id,
    communityId: community.community_id,
  });
}

/** The community's customer's first active staff profile (by email), who the demo's staff records name. */
export function firstStaff(trx: Tx, community: CommunityKeys) {
  return trx
    .selectFrom('customer_users as cu')
    .innerJoin('users as u', 'u.id', 'cu.user_id')
    .select(['cu.id', 'u.first_name', 'u.last_name'])
    .where('cu.customer_id', '=', community.customer_id)
    .where('cu.deleted_at', 'is', null)
    .where('u.status', '=', 'active')
    .orderBy('u.email')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Temporary staff access of a demo community (seeded once the customers' profiles exist): a staff
 * member's virtual key to the first building on weekdays 8 am to 6 pm this fortnight (confirmed by
 * its locks), and last month's, revoked.
 */
export async function seedTemporaryAccess(trx: Tx, community: CommunityKeys, now: Date): Promise<void> {
  const key = (what: string) => demoId(`access:${community.community_id}/${what}`);
  const staff = await firstStaff(trx, community);
  const doors = await firstBuildingDoors(trx, community);
  if (!staff || !doors) return;
  const { building, locks } = doors;
  const name = `${staff.first_name} ${staff.last_name}`;
  const hours = [1, 2, 3, 4, 5].map((days) => ({
    days,
    openTime: { hours: 8, minutes: 0, clock: 'am' },
    closeTime: { hours: 6, minutes: 0, clock: 'pm' },
    working24: false,
  }));
  const schedule = [1, 2, 3, 4, 5].map((day) => ({ day, start: '08:00', end: '18:00' }));
  for (const [n, past] of [false, true].entries()) {
    const accessId = key(`temporary/${n}`);
    const credentialId = key(`temporary/${n}/credential`);
    const grantId = key(`temporary/${n}/grant`);
    const validFrom = new Date(now.getTime() - (past ? 40 : 2) * DAY);
    const validUntil = new Date(now.getTime() + (past ? -26 : 12) * DAY);
    const revokedAt = past ? new Date(now.getTime() - 30 * DAY) : null;
    await trx
      .insertInto('access_credentials')
      .values({
        ...community,
        id: credentialId,
        holder_kind: 'STAFF',
        holder_id: staff.id,
        kind: 'PIN',
        label: 'Virtual key',
        source_kind: 'TEMPORARY',
        source_id: accessId,
        issued_at: validFrom,
        revoked_at: revokedAt,
      })
      .execute();
    await trx
      .insertInto('temporary_accesses')
      .values({
        ...community,
        id: accessId,
        staff_profile_id: staff.id,
        staff_name: name,
        kind: 'VIRTUAL',
        reason: past ? 'Roof inspection' : 'Elevator maintenance',
        valid_from: validFrom,
        valid_until: validUntil,
        hours: JSON.stringify(hours),
        status: past ? 'REVOKED' : 'ACTIVE',
        credential_id: credentialId,
        pin: past ? '480213' : '731905',
        granted_by_name: 'Demo manager',
        revoked_at: revokedAt,
        created_at: validFrom,
        updated_at: revokedAt ?? validFrom,
      })
      .execute();
    await trx
      .insertInto('temporary_access_places')
      .values({ ...community, access_id: accessId, location_id: building.id })
      .execute();
    const events = [
      { event: 'GRANTED', at: validFrom, detail: `${name}: virtual key` },
      ...(revokedAt
        ? [
            { event: 'REVOKED', at: revokedAt, detail: null },
            {
              event: 'REVOCATION_CONFIRMED',
              at: new Date(revokedAt.getTime() + 5_000),
              detail: 'Every lock confirmed.',
            },
          ]
        : []),
    ];
    await trx
      .insertInto('access_events')
      .values(
        events.map((e, i) => ({
          ...community,
          id: key(`temporary/${n}/event/${i}`),
          access_id: accessId,
          event: e.event,
          actor_name: e.event === 'REVOCATION_CONFIRMED' ? null : 'Demo manager',
          detail: e.detail,
          occurred_at: e.at,
        })),
      )
      .execute();
    await seedConfirmedGrant(trx, community, locks, {
      id: grantId,
      holderKind: 'STAFF',
      holderId: staff.id,
      holderName: name,
      sourceKind: 'TEMPORARY',
      sourceId: accessId,
      credentialId,
      locationId: building.id,
      schedule,
      validFrom,
      validUntil,
      revokedAt,
    });
  }
}
