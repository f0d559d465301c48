import type { scenarios } from '@lintel/contracts';
import { sql } from 'kysely';
import { worksInCommunity } from '../../platform/db/community-staff.ts';
import { prefixRange } from '../../platform/db/sql.ts';
import type { At } from './auto-open.repository.ts';
import './automation.tables.ts';

/**
 * Leak-sensor notifications' rules (D247): who is told of a leak in which building, and how. A
 * rule names a customer user; whether that person is still staff of the community (and active) is
 * read at every leak, not copied into the rule.
 */

export type RuleRow = {
  id: string;
  personId: string;
  name: string;
  email: string;
  phone: string | null;
  active: boolean;
  buildingId: string | null;
  buildingName: string | null;
  channels: scenarios.LeakChannel[];
};

export async function rules(at: At): Promise<RuleRow[]> {
  const { rows } = await sql<RuleRow>`
    select r.id, r.customer_user_id as "personId", u.first_name || ' ' || u.last_name as name, u.email, u.phone,
      (u.status = 'active' and cu.deleted_at is null and ${worksInCommunity(at.communityId)}) as active,
      r.building_id as "buildingId", b.name as "buildingName", r.channels
    from automation_leak_rules r
    join customer_users cu on cu.customer_id = r.customer_id and cu.id = r.customer_user_id
    join users u on u.id = cu.user_id
    left join buildings b on b.customer_id = r.customer_id and b.community_id = r.community_id and b.id = r.building_id
    where r.customer_id = ${at.customerId}::uuid and r.community_id = ${at.communityId}::uuid
    order by r.seq`.execute(at.db);
  return rows;
}

export async function countRules(at: At): Promise<number> {
  const row = await at.db
    .selectFrom('automation_leak_rules')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertRule(at: At, rule: scenarios.LeakRuleInput): Promise<void> {
  await at.db
    .insertInto('automation_leak_rules')
    .values({
      customer_id: at.customerId,
      community_id: at.communityId,
      customer_user_id: rule.personId,
      building_id: rule.buildingId,
      channels: rule.channels,
      created_at: at.now,
    })
    .execute();
}

export type Person = { id: string; name: string; email: string; phone: string | null };

/** Active staff of the community, by the start of the first or last name; one of them when `id` is given. */
export async function people(at: At, filter: { q?: string | undefined; id?: string }): Promise<Person[]> {
  const like = filter.q ? prefixRange(filter.q).like : '%';
  const only = filter.id ? sql`and cu.id = ${filter.id}::uuid` : sql``;
  const { rows } = await sql<Person>`
    select cu.id, u.first_name || ' ' || u.last_name as name, u.email, u.phone
    from customer_users cu join users u on u.id = cu.user_id and u.status = 'active'
    where cu.customer_id = ${at.customerId}::uuid and cu.deleted_at is null
      and ${worksInCommunity(at.communityId)} ${only}
      and (lower(u.first_name) like ${like} or lower(u.last_name) like ${like})
    order by u.last_name, u.first_name, cu.id
    limit 20`.execute(at.db);
  return rows;
}

export function buildings(at: At): Promise<{ id: string; name: string }[]> {
  return at.db
    .selectFrom('buildings')
    .select(['id', 'name'])
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** The unit a sensor is in, with its building (none when the unit is gone or the sensor is in none). */
export async function placeOf(
  at: At,
  unitId: string | null,
): Promise<{ unitName: string; buildingId: string; buildingName: string } | undefined> {
  if (!unitId) return undefined;
  const { rows } = await sql<{ unitName: string; buildingId: string; buildingName: string }>`
    select u.name as "unitName", b.id as "buildingId", b.name as "buildingName"
    from units u
    join buildings b on b.customer_id = u.customer_id and b.community_id = u.community_id and b.id = u.building_id
    where u.customer_id = ${at.customerId}::uuid and u.community_id = ${at.communityId}::uuid
      and u.id = ${unitId}::uuid`.execute(at.db);
  return rows[0];
}

/** The community's installed leak sensors (the devices area's rows, counted only). */
export async function sensorCount(at: At): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from devices
    where customer_id = ${at.customerId}::uuid and community_id = ${at.communityId}::uuid
      and kind = 'LEAK_SENSOR' and install_state = 'INSTALLED'`.execute(at.db);
  return rows[0]?.count ?? 0;
}

/** Makes the scenario's row if there is none (on, D247), and says who changed it last. */
export async function touch(at: At, updatedBy: string | null, active?: boolean): Promise<void> {
  await at.db
    .insertInto('automation_scenarios')
    .values({
      customer_id: at.customerId,
      community_id: at.communityId,
      kind: 'LEAK_NOTIFICATIONS',
      active: active ?? true,
      rules: '{}',
      updated_by_name: updatedBy,
      updated_at: at.now,
    })
    .onConflict((conflict) =>
      conflict.columns(['customer_id', 'community_id', 'kind']).doUpdateSet({
        ...(active === undefined ? {} : { active }),
        updated_by_name: updatedBy,
        updated_at: at.now,
      }),
    )
    .execute();
}
