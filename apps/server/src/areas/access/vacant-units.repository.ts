import { sql } from 'kysely';
import { REVOCATION_ALERT_ATTEMPTS } from './engine/door-sync.ts';
import type { At } from './engine/grants.repository.ts';
import './access.tables.ts';

/**
 * The staff-access scenario's grants (D251): source VACANT_UNIT, the source id is the unit, the
 * holder a staff member (a customer user). What the automation area asks through its seam.
 */

const SOURCE = 'VACANT_UNIT';

/** The community's locks on a unit's door, by name. */
export function unitLocks(at: At) {
  return at.db
    .selectFrom('devices')
    .select(['id as deviceId', 'name', 'unit_id as unitId'])
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('kind', '=', 'LOCK')
    .where('unit_id', 'is not', null)
    .orderBy('name')
    .orderBy('id')
    .$narrowType<{ unitId: string }>()
    .execute();
}

/** The scenario's live grants (active or suspended): who holds which unit. */
export function liveGrants(at: At) {
  return at.db
    .selectFrom('access_grants')
    .select(['id', 'holder_id as staffId', 'source_id as unitId'])
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('source_kind', '=', SOURCE)
    .where('status', 'in', ['ACTIVE', 'SUSPENDED'])
    .execute();
}

/** Per lock, the scenario's entries still to confirm and the last refusal of one that failed often. */
export async function holds(at: At, deviceIds: readonly string[]) {
  if (deviceIds.length === 0) return [];
  const { rows } = await sql<{ deviceId: string; pending: number; failing: string | null }>`
    select e.device_id as "deviceId",
      count(*) filter (where e.confirmed is distinct from e.desired)::int as pending,
      max(e.last_error) filter (where e.confirmed is distinct from e.desired
        and e.attempts >= ${REVOCATION_ALERT_ATTEMPTS}) as failing
    from door_entries e
    join access_grants g on g.customer_id = e.customer_id and g.community_id = e.community_id and g.id = e.grant_id
    where e.customer_id = ${at.customerId}::uuid and e.community_id = ${at.communityId}::uuid
      and e.device_id = any(${[...deviceIds]}::uuid[])
      and g.source_kind = ${SOURCE} and g.status in ('ACTIVE', 'SUSPENDED') and e.desired = 'PRESENT'
    group by e.device_id`.execute(at.db);
  return rows;
}
