import type { ListQuery } from '@lintel/contracts';
import { type DeviceKind, LOW_BATTERY_PERCENT } from '@lintel/contracts/devices/common';
import type { DashboardDevice, UnitDevices } from '@lintel/contracts/devices/dashboards';
import { sql } from 'kysely';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { isoTimestamp, prefixRange } from '../../platform/db/sql.ts';
import { type ListSpec, pagedList } from '../../platform/http/list.ts';

// Every function here is one statement (D200): a dashboard widget never adds round trips as the
// building grows. Devices taken out (UNINSTALLED) are no longer part of the building and are left out.

const kindIn = (kinds: readonly DeviceKind[]) => sql<boolean>`d.kind = any(${[...kinds]}::text[])`;
const leaking = sql<boolean>`(d.kind = 'LEAK_SENSOR' and d.reading->>'leak' = 'true')`;

/** Devices of the readable kinds by kind and state. */
export function countByKind(scope: CommunityScope, kinds: readonly DeviceKind[]) {
  return scope.db
    .selectFrom('devices as d')
    .select([
      'd.kind',
      sql<number>`count(*)::int`.as('total'),
      sql<number>`count(*) filter (where d.connection = 'ONLINE')::int`.as('online'),
      sql<number>`count(*) filter (where d.connection = 'OFFLINE')::int`.as('offline'),
      sql<number>`count(*) filter (where d.battery <= ${LOW_BATTERY_PERCENT})::int`.as('lowBattery'),
      sql<number>`count(*) filter (where d.install_state in ('INSTALLING', 'CONFIGURING', 'UNINSTALLING'))::int`.as(
        'inProgress',
      ),
      sql<number>`count(*) filter (where d.install_state like '%ERROR')::int`.as('failed'),
      sql<number>`count(*) filter (where ${leaking})::int`.as('leaking'),
    ])
    .where('d.customer_id', '=', scope.customerId)
    .where('d.community_id', '=', scope.communityId)
    .where('d.install_state', '<>', 'UNINSTALLED')
    .where(kindIn(kinds))
    .groupBy('d.kind')
    .execute();
}

function devicesBase(scope: CommunityScope, kinds: readonly DeviceKind[]) {
  return scope.db
    .selectFrom('devices as d')
    .select([
      'd.id',
      sql<DeviceKind>`d.kind`.as('kind'),
      sql<DashboardDevice['family']>`d.family`.as('family'),
      'd.name',
      sql<DashboardDevice['installState']>`d.install_state`.as('installState'),
      sql<DashboardDevice['connection']>`d.connection`.as('connection'),
      'd.battery',
      sql<string | null>`(select u.name from units u where u.customer_id = d.customer_id
        and u.community_id = d.community_id and u.id = d.unit_id)`.as('unitName'),
      sql<string | null>`(select l.name from location_properties l where l.customer_id = d.customer_id
        and l.community_id = d.community_id and l.id = d.location_id)`.as('locationName'),
      sql<string | null>`case when d.last_seen_at is null then null else ${isoTimestamp('d.last_seen_at')} end`.as(
        'lastSeenAt',
      ),
    ])
    .where('d.customer_id', '=', scope.customerId)
    .where('d.community_id', '=', scope.communityId)
    .where('d.install_state', '<>', 'UNINSTALLED')
    .where(kindIn(kinds));
}

const deviceListSpec: ListSpec<DashboardDevice> = {
  sortable: { name: { column: 'd.name', type: 'text' }, kind: { column: 'd.kind', type: 'text' } },
  defaultSort: 'name,asc',
  id: { column: 'd.id', field: 'id' },
};

/** The devices dashboard's list: the platform's paged list (a page and its count). */
export function listDevices(
  scope: CommunityScope,
  kinds: readonly DeviceKind[],
  query: ListQuery & { kind?: DeviceKind | undefined; connection?: string | undefined },
) {
  let base = devicesBase(scope, kinds);
  if (query.kind) base = base.where('d.kind', '=', query.kind);
  if (query.connection) base = base.where('d.connection', '=', query.connection);
  if (query.q) base = base.where(sql<boolean>`starts_with(lower(d.name), ${prefixRange(query.q).low})`);
  return pagedList(scope.db, base, query, deviceListSpec);
}

/** The battery devices with the least left. */
export function lowestBatteries(scope: CommunityScope, kinds: readonly DeviceKind[], limit: number) {
  return devicesBase(scope, kinds)
    .where('d.battery', 'is not', null)
    .orderBy('d.battery', 'asc')
    .orderBy('d.name')
    .orderBy('d.id')
    .limit(limit)
    .execute();
}

/** Battery devices by 20-point band (0 is 0–20, the low band) and kind. */
export function batteryBands(scope: CommunityScope, kinds: readonly DeviceKind[]) {
  return scope.db
    .selectFrom('devices as d')
    .select([
      sql<number>`case when d.battery <= 20 then 0 when d.battery <= 40 then 1 when d.battery <= 60 then 2
        when d.battery <= 80 then 3 else 4 end`.as('band'),
      sql<DeviceKind>`d.kind`.as('kind'),
      sql<number>`count(*)::int`.as('count'),
    ])
    .where('d.customer_id', '=', scope.customerId)
    .where('d.community_id', '=', scope.communityId)
    .where('d.install_state', '<>', 'UNINSTALLED')
    .where('d.battery', 'is not', null)
    .where(kindIn(kinds))
    .groupBy([sql`1`, 'd.kind'])
    .execute();
}

// An ACCESS event without a result is an opening (the vendors that report only openings).
const granted = sql<boolean>`coalesce(e.detail->>'result', 'GRANTED') = 'GRANTED'`;
const denied = sql<boolean>`e.detail->>'result' = 'DENIED'`;

/** Every door with its openings and refusals in the window, most used first. */
export function popularDoors(scope: CommunityScope, days: number, limit: number) {
  const since = new Date(scope.now.getTime() - days * 86_400_000);
  return scope.db
    .selectFrom('devices as d')
    .leftJoin('device_events as e', (join) =>
      join
        .onRef('e.customer_id', '=', 'd.customer_id')
        .onRef('e.community_id', '=', 'd.community_id')
        .onRef('e.device_id', '=', 'd.id')
        .on('e.kind', '=', 'ACCESS')
        .on('e.occurred_at', '>', since)
        .on('e.occurred_at', '<=', scope.now),
    )
    .select([
      'd.id',
      'd.name',
      sql<DashboardDevice['family']>`d.family`.as('family'),
      sql<number>`count(e.id) filter (where ${granted})::int`.as('openings'),
      sql<number>`count(e.id) filter (where ${denied})::int`.as('denied'),
    ])
    .where('d.customer_id', '=', scope.customerId)
    .where('d.community_id', '=', scope.communityId)
    .where('d.kind', '=', 'LOCK')
    .where('d.install_state', '<>', 'UNINSTALLED')
    .groupBy(['d.id', 'd.name', 'd.family'])
    .orderBy('openings', 'desc')
    .orderBy('d.name')
    .orderBy('d.id')
    .limit(limit)
    .execute();
}

/**
 * The window's days in the community's time zone, as a CTE body: `span` (tz, first and last day)
 * and `days` (day, its start and end instants).
 */
export function daySpan(scope: CommunityScope, days: number) {
  return sql`span as (
      select k.timezone_id as tz,
        (${scope.now}::timestamptz at time zone k.timezone_id)::date - ${days - 1}::int as first_day,
        (${scope.now}::timestamptz at time zone k.timezone_id)::date as last_day
      from communities k where k.customer_id = ${scope.customerId} and k.id = ${scope.communityId}
    ),
    days as (
      select g::date as day, (g::date::timestamp at time zone span.tz) as day_start,
        ((g::date + 1)::timestamp at time zone span.tz) as day_end
      from span, generate_series(span.first_day, span.last_day, interval '1 day') as g
    )`;
}

/** Openings and refusals per day of the window (community time), days without any included. */
export async function accessByDay(scope: CommunityScope, days: number) {
  const { rows } = await sql<{ date: string; openings: number; denied: number }>`
    with ${daySpan(scope, days)},
    counted as (
      select (e.occurred_at at time zone span.tz)::date as day,
        count(*) filter (where ${granted})::int as openings,
        count(*) filter (where ${denied})::int as denied
      from device_events e, span
      where e.customer_id = ${scope.customerId} and e.community_id = ${scope.communityId} and e.kind = 'ACCESS'
        and e.occurred_at >= (span.first_day::timestamp at time zone span.tz) and e.occurred_at <= ${scope.now}
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as date, coalesce(c.openings, 0) as openings, coalesce(c.denied, 0) as denied
    from days left join counted c on c.day = days.day
    order by days.day`.execute(scope.db);
  return rows;
}

const minutes = (field: string) =>
  sql<number>`case when jsonb_typeof(e.detail->${field}) = 'number' then (e.detail->>${field})::numeric else 0 end`;

/**
 * Set-point runtime per day (D202): the heating and cooling minutes the thermostats reported, summed
 * by the community-time day of each report; reports without a runtime counter (a set point sent
 * from the portal) do not count.
 */
export async function runtimeByDay(scope: CommunityScope, days: number) {
  const { rows } = await sql<{ date: string; heatingHours: number; coolingHours: number; thermostats: number }>`
    with ${daySpan(scope, days)},
    reported as (
      select (e.occurred_at at time zone span.tz)::date as day,
        sum(${minutes('heatingMinutes')}) as heating, sum(${minutes('coolingMinutes')}) as cooling,
        count(distinct e.device_id)::int as thermostats
      from device_events e, span
      where e.customer_id = ${scope.customerId} and e.community_id = ${scope.communityId} and e.kind = 'TEMPERATURE'
        and (jsonb_typeof(e.detail->'heatingMinutes') = 'number' or jsonb_typeof(e.detail->'coolingMinutes') = 'number')
        and e.occurred_at >= (span.first_day::timestamp at time zone span.tz) and e.occurred_at <= ${scope.now}
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as date,
      round(coalesce(r.heating, 0) / 60, 1)::float8 as "heatingHours",
      round(coalesce(r.cooling, 0) / 60, 1)::float8 as "coolingHours",
      coalesce(r.thermostats, 0) as thermostats
    from days left join reported r on r.day = days.day
    order by days.day`.execute(scope.db);
  return rows;
}

/**
 * Units about to change hands with their devices' readiness (D203). MOVE_IN: units whose physical
 * status is in the community catalogue's VACANT category; MOVE_OUT: units with a notice-to-vacate
 * date from today on. Those needing attention come first (move-ins), or the nearest date (move-outs).
 */
export async function unitsWithDevices(
  scope: CommunityScope,
  kinds: readonly DeviceKind[],
  stage: 'MOVE_IN' | 'MOVE_OUT',
  limit: number,
): Promise<UnitDevices[]> {
  const since = new Date(scope.now.getTime() - 30 * 86_400_000);
  const stageCondition =
    stage === 'MOVE_IN'
      ? sql`s.part = 'PHYSICAL_STATUS' and s.category_code = 'VACANT'`
      : sql`u.notice_to_vacate_date >= (${scope.now}::timestamptz at time zone k.timezone_id)::date`;
  const order =
    stage === 'MOVE_IN'
      ? sql`coalesce(a.need_attention, 0) desc, u.name, u.id`
      : sql`u.notice_to_vacate_date, u.name, u.id`;
  const { rows } = await sql<UnitDevices>`
    select u.id as "unitId", u.name as "unitName", b.name as "buildingName",
      u.physical_status as "physicalStatus", s.name as "physicalStatusName",
      to_char(u.notice_to_vacate_date, 'YYYY-MM-DD') as "noticeToVacateDate",
      coalesce(a.devices, 0) as devices, coalesce(a.need_attention, 0) as "needAttention",
      coalesce(a.thermostat, false) as thermostat, coalesce(a.door_lock, false) as "doorLock",
      coalesce(a.leak_sensors, 0) as "leakSensors",
      case when la.at is null then null
        else to_char(la.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end as "lastAccessAt"
    from units u
    join communities k on k.customer_id = u.customer_id and k.id = u.community_id
    join buildings b on b.customer_id = u.customer_id and b.community_id = u.community_id and b.id = u.building_id
    left join unit_statuses s on s.customer_id = u.customer_id and s.community_id = u.community_id
      and s.code = u.physical_status
    left join lateral (
      select count(*)::int as devices,
        count(*) filter (where d.connection = 'OFFLINE' or d.install_state <> 'INSTALLED'
          or d.battery <= ${LOW_BATTERY_PERCENT} or ${leaking})::int as need_attention,
        bool_or(d.kind = 'THERMOSTAT') as thermostat,
        bool_or(d.kind = 'LOCK') as door_lock,
        count(*) filter (where d.kind = 'LEAK_SENSOR')::int as leak_sensors
      from devices d
      where d.customer_id = u.customer_id and d.community_id = u.community_id and d.unit_id = u.id
        and d.install_state <> 'UNINSTALLED' and ${kindIn(kinds)}
    ) a on true
    left join lateral (
      select max(e.occurred_at) as at
      from devices d join device_events e on e.customer_id = d.customer_id and e.community_id = d.community_id
        and e.device_id = d.id and e.kind = 'ACCESS' and e.occurred_at > ${since} and e.occurred_at <= ${scope.now}
      where d.customer_id = u.customer_id and d.community_id = u.community_id and d.unit_id = u.id
        and ${kindIn(kinds)}
    ) la on true
    where u.customer_id = ${scope.customerId} and u.community_id = ${scope.communityId} and ${stageCondition}
    order by ${order}
    limit ${limit + 1}`.execute(scope.db);
  return rows;
}
