import '../areas/access/access.tables.ts';
import '../areas/devices/devices.tables.ts';
import type { Tx } from '../platform/db/scope.ts';
import { firstBuildingDoors, seedConfirmedGrant } from './access-doors.ts';
import type { CommunityKeys } from './areas.ts';
import { demoId } from './ids.ts';

const DAY = 86_400_000;

/**
 * Keys and passes of a demo community (D221, D222), seeded after the leases: fobs in stock for the
 * first building, one issued to a resident living there (its locks confirmed, the simulator's locks
 * holding it), one not returned by the resident who moved out; a guest pass for this week
 * (confirmed) and last month's vendor pass, expired.
 */
export async function seedKeysAndPasses(trx: Tx, community: CommunityKeys, now: Date): Promise<void> {
  const key = (what: string) => demoId(`access:${community.community_id}/${what}`);
  const doors = await firstBuildingDoors(trx, community);
  if (!doors) return;
  const { building, locks } = doors;
  const residents = await trx
    .selectFrom('lease_residents as lr')
    .innerJoin('residents as r', (j) =>
      j
        .onRef('r.customer_id', '=', 'lr.customer_id')
        .onRef('r.community_id', '=', 'lr.community_id')
        .onRef('r.id', '=', 'lr.resident_id'),
    )
    .select(['r.id', 'r.first_name', 'r.last_name', 'lr.moved_in_at', 'lr.moved_out_at'])
    .where('lr.customer_id', '=', community.customer_id)
    .where('lr.community_id', '=', community.community_id)
    .where('lr.moved_in_at', 'is not', null)
    .orderBy('r.last_name')
    .orderBy('r.id')
    .execute();
  const living = residents.find((r) => r.moved_out_at === null);
  const gone = residents.find((r) => r.moved_out_at !== null);

  /** A credential's grant to the building, with its locks' entries as confirmed (and the simulator's memory). */
  const grantToBuilding = (grant: Omit<Parameters<typeof seedConfirmedGrant>[3], 'locationId' | 'schedule'>) =>
    seedConfirmedGrant(trx, community, locks, { ...grant, locationId: building.id, schedule: null });

  // Keys: four in stock, one issued, one not returned.
  const holders = [null, null, null, null, living ?? null, gone ?? null];
  for (const [i, holder] of holders.entries()) {
    const keyId = key(`key/${i}`);
    const number = String(10_041 + i);
    const state = holder === null ? 'UNASSIGNED' : holder.moved_out_at === null ? 'ISSUED' : 'NOT_RETURNED';
    const credentialId = key(`key/${i}/credential`);
    const issuedAt = holder ? new Date((holder.moved_in_at ?? now).getTime() + DAY) : null;
    // The resident who moved out had been asked for the fob the day before, and never handed it in.
    const revokedAt = holder?.moved_out_at ? new Date(holder.moved_out_at.getTime() - DAY) : null;
    if (holder) {
      await trx
        .insertInto('access_credentials')
        .values({
          ...community,
          id: credentialId,
          holder_kind: 'RESIDENT',
          holder_id: holder.id,
          kind: 'FOB',
          label: `Key ${number}`,
          state: state === 'ISSUED' ? 'ISSUED' : 'NOT_RETURNED',
          source_kind: 'KEY',
          source_id: keyId,
          issued_at: issuedAt ?? now,
          revoked_at: revokedAt,
        })
        .execute();
    }
    await trx
      .insertInto('access_keys')
      .values({
        ...community,
        id: keyId,
        number,
        description: i < 4 ? `${building.name} entrance fob` : 'Resident fob',
        state,
        holder_kind: holder ? 'RESIDENT' : null,
        holder_id: holder?.id ?? null,
        holder_name: holder ? `${holder.first_name} ${holder.last_name}` : null,
        credential_id: state === 'ISSUED' ? credentialId : null,
        issued_at: issuedAt,
        created_at: new Date(now.getTime() - 200 * DAY),
        updated_at: revokedAt ?? issuedAt ?? new Date(now.getTime() - 200 * DAY),
      })
      .execute();
    await trx
      .insertInto('access_key_locations')
      .values({ ...community, key_id: keyId, location_id: building.id })
      .execute();
    if (holder && issuedAt) {
      await grantToBuilding({
        id: key(`key/${i}/grant`),
        holderKind: 'RESIDENT',
        holderId: holder.id,
        holderName: `${holder.first_name} ${holder.last_name}`,
        sourceKind: 'KEY',
        sourceId: keyId,
        credentialId,
        validFrom: issuedAt,
        validUntil: null,
        revokedAt,
      });
    }
  }

  // Passes: this week's guest pass, last month's vendor pass (expired).
  const passes = [
    { type: 'GUEST', name: 'Grace Holloway', company: null, from: -1, until: 6, pin: '264810' },
    { type: 'VENDOR', name: 'Sam Ortega', company: 'Brightline Elevators', from: -35, until: -33, pin: '905172' },
  ] as const;
  for (const [i, pass] of passes.entries()) {
    const passId = key(`pass/${i}`);
    const credentialId = key(`pass/${i}/credential`);
    const validFrom = new Date(now.getTime() + pass.from * DAY);
    const validUntil = new Date(now.getTime() + pass.until * DAY);
    await trx
      .insertInto('access_credentials')
      .values({
        ...community,
        id: credentialId,
        holder_kind: 'PASS',
        holder_id: passId,
        kind: 'PIN',
        label: `Pass PIN (${pass.type.toLowerCase()})`,
        source_kind: 'PASS',
        source_id: passId,
        issued_at: validFrom,
        revoked_at: null,
      })
      .execute();
    await trx
      .insertInto('access_passes')
      .values({
        ...community,
        id: passId,
        type: pass.type,
        holder_name: pass.name,
        company: pass.company,
        email: null,
        phone: null,
        unit_id: null,
        valid_from: validFrom,
        valid_until: validUntil,
        hours: null,
        pin: pass.pin,
        credential_id: credentialId,
        note: pass.type === 'VENDOR' ? 'Annual elevator inspection' : null,
        created_by_name: 'Demo manager',
        revoked_at: null,
        created_at: validFrom,
        updated_at: validFrom,
      })
      .execute();
    await trx
      .insertInto('access_pass_locations')
      .values({ ...community, pass_id: passId, location_id: building.id })
      .execute();
    await grantToBuilding({
      id: key(`pass/${i}/grant`),
      holderKind: 'PASS',
      holderId: passId,
      holderName: pass.name,
      sourceKind: 'PASS',
      sourceId: passId,
      credentialId,
      validFrom,
      validUntil,
      revokedAt: null,
    });
  }
}
