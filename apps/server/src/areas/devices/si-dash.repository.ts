import { LOW_BATTERY_PERCENT } from '@lintel/contracts/devices/common';
import { SI_ATTENTION_LIMIT, type SiSensor } from '@lintel/contracts/devices/si-dash';
import { sql } from 'kysely';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { isoTimestamp } from '../../platform/db/sql.ts';
import { daySpan } from './dashboards.repository.ts';

// The sensor-industries dashboard (D235): one statement per widget, as the home dashboards (D200).
// The sensors are the community's installed leak sensors; taken-out ones (UNINSTALLED) are left out.

/** The community-wide sensor-industries integration switch (part 3 section 6; migration 0013). */
export async function integrationOn(scope: CommunityScope): Promise<boolean> {
  const { rows } = await sql<{ on: boolean }>`select si_integration_enabled as on from iot_community_settings
    where customer_id = ${scope.customerId} and community_id = ${scope.communityId}`.execute(scope.db);
  return rows[0]?.on === true;
}

/**
 * Each sensor with its building: the building of its unit, or the building its location sits under
 * (the nearest ancestor of the location tree that stands for a building, D227).
 */
function placed(scope: CommunityScope) {
  return sql`ancestry as (
      select l.id as start_id, l.id, l.parent_id, l.building_id, 0 as depth
      from location_properties l
      where l.customer_id = ${scope.customerId} and l.community_id = ${scope.communityId}
        and l.id in (select d.location_id from devices d where d.customer_id = ${scope.customerId}
          and d.community_id = ${scope.communityId} and d.kind = 'LEAK_SENSOR' and d.location_id is not null)
      union all
      select a.start_id, p.id, p.parent_id, p.building_id, a.depth + 1
      from ancestry a join location_properties p on p.customer_id = ${scope.customerId}
        and p.community_id = ${scope.communityId} and p.id = a.parent_id
      where a.building_id is null and a.depth < 50
    ),
    located as (
      select distinct on (start_id) start_id, building_id from ancestry
      where building_id is not null order by start_id, depth
    ),
    sensors as (
      select d.id, d.name, d.battery, d.connection, d.last_seen_at,
        coalesce(u.building_id, located.building_id) as building_id,
        coalesce(u.name, l.name) as place,
        (d.reading->>'leak' = 'true') as leaking,
        (d.connection = 'OFFLINE') as offline,
        (d.battery <= ${LOW_BATTERY_PERCENT}) as low_battery
      from devices d
      left join units u on u.customer_id = d.customer_id and u.community_id = d.community_id and u.id = d.unit_id
      left join location_properties l on l.customer_id = d.customer_id and l.community_id = d.community_id
        and l.id = d.location_id
      left join located on located.start_id = d.location_id
      where d.customer_id = ${scope.customerId} and d.community_id = ${scope.communityId}
        and d.kind = 'LEAK_SENSOR' and d.install_state <> 'UNINSTALLED'
    )`;
}

interface CountRow {
  whole: boolean;
  buildingId: string | null;
  name: string | null;
  sensors: number;
  leaking: number;
  offline: number;
  lowBattery: number;
}

/** The counts by building and, in the row where `whole` is true, for the community. */
export async function countsByBuilding(scope: CommunityScope): Promise<CountRow[]> {
  const { rows } = await sql<CountRow>`
    with recursive ${placed(scope)}
    select grouping(s.building_id) = 1 as whole, s.building_id as "buildingId",
      (select b.name from buildings b where b.customer_id = ${scope.customerId}
        and b.community_id = ${scope.communityId} and b.id = s.building_id) as name,
      count(*)::int as sensors,
      count(*) filter (where s.leaking)::int as leaking,
      count(*) filter (where s.offline)::int as offline,
      count(*) filter (where s.low_battery)::int as "lowBattery"
    from sensors s
    group by grouping sets ((s.building_id), ())
    order by whole desc, name nulls last`.execute(scope.db);
  return rows;
}

/** The sensors to see first: leaking, then offline, then low on battery; the longest leak first. */
export async function attention(scope: CommunityScope): Promise<SiSensor[]> {
  const { rows } = await sql<SiSensor>`
    with recursive ${placed(scope)},
    reasoned as (
      select s.*, case when s.leaking then 'LEAK' when s.offline then 'OFFLINE' else 'LOW_BATTERY' end as reason,
        case when s.leaking then (select max(e.occurred_at) from device_events e
          where e.customer_id = ${scope.customerId} and e.community_id = ${scope.communityId}
            and e.device_id = s.id and e.kind = 'LEAK') end as leak_since
      from sensors s where s.leaking or s.offline or s.low_battery
    )
    select r.id, r.name, r.place, r.reason, r.battery,
      case when r.leak_since is null then null else ${isoTimestamp('r.leak_since')} end as "leakSince",
      case when r.last_seen_at is null then null else ${isoTimestamp('r.last_seen_at')} end as "lastSeenAt"
    from reasoned r
    order by array_position(array['LEAK', 'OFFLINE', 'LOW_BATTERY'], r.reason), r.leak_since nulls last,
      r.battery nulls last, r.name, r.id
    limit ${SI_ATTENTION_LIMIT}`.execute(scope.db);
  return rows;
}

/** Leaks reported (a sensor turning wet) per community-time day of the window. */
export async function leaksByDay(scope: CommunityScope, days: number) {
  const { rows } = await sql<{ date: string; leaks: number }>`
    with ${daySpan(scope, days)},
    counted as (
      select (e.occurred_at at time zone span.tz)::date as day, count(*)::int as leaks
      from device_events e join devices d on d.customer_id = e.customer_id and d.community_id = e.community_id
        and d.id = e.device_id and d.kind = 'LEAK_SENSOR', span
      where e.customer_id = ${scope.customerId} and e.community_id = ${scope.communityId} and e.kind = 'LEAK'
        and e.detail->>'leak' = 'true'
        and e.occurred_at >= (span.first_day::timestamp at time zone span.tz) and e.occurred_at <= ${scope.now}
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as date, coalesce(c.leaks, 0) as leaks
    from days left join counted c on c.day = days.day
    order by days.day`.execute(scope.db);
  return rows;
}
