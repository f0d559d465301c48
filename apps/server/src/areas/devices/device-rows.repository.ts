import type { DeviceEvent } from '@lintel/contracts/devices/common';
import { sql } from 'kysely';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { isoTimestamp } from '../../platform/db/sql.ts';
import type { ListSpec } from '../../platform/http/list.ts';
import './devices.tables.ts';

/**
 * The SQL every device list of the area shares (locks, sensors, switches; thermostats and the lock
 * families read their events with it): one place for the device row as the contract's
 * `deviceState` shows it, and for a device history's rows.
 */

/**
 * The community's devices of a kind with the state every device screen shows. Names come from
 * scalar subqueries, not joins: a list counts the same query without its select list, which then
 * reads the devices index only. Add a kind's own columns with `.select(…)`.
 */
export function devicesOfKind(scope: CommunityScope, kind: string) {
  return scope.db
    .selectFrom('devices as d')
    .select([
      'd.id',
      'd.kind',
      'd.family',
      'd.name',
      'd.serial',
      'd.model',
      'd.firmware',
      'd.location_id as locationId',
      sql<string | null>`(select p.name from location_properties p where p.customer_id = d.customer_id
        and p.community_id = d.community_id and p.id = d.location_id)`.as('locationName'),
      'd.unit_id as unitId',
      sql<string | null>`(select u.name from units u where u.customer_id = d.customer_id
        and u.community_id = d.community_id and u.id = d.unit_id)`.as('unitName'),
      'd.gateway_id as gatewayId',
      sql<string | null>`(select g.name from device_gateways g where g.customer_id = d.customer_id
        and g.community_id = d.community_id and g.id = d.gateway_id)`.as('gatewayName'),
      'd.install_state as installState',
      'd.connection',
      'd.sync_state as syncState',
      'd.battery',
      'd.available_actions as availableActions',
      'd.additional_reader_type as additionalReaderType',
      'd.reading',
      isoTimestamp('d.last_seen_at').as('lastSeenAt'),
      isoTimestamp('d.created_at').as('createdAt'),
      isoTimestamp('d.updated_at').as('updatedAt'),
    ])
    .where('d.customer_id', '=', scope.customerId)
    .where('d.community_id', '=', scope.communityId)
    .where('d.kind', '=', kind);
}

/** The community's device events with their device's name, as the contract's `deviceEvent` shows them. */
export function deviceEvents(scope: CommunityScope) {
  return scope.db
    .selectFrom('device_events as e')
    .innerJoin('devices as d', (join) =>
      join
        .onRef('d.customer_id', '=', 'e.customer_id')
        .onRef('d.community_id', '=', 'e.community_id')
        .onRef('d.id', '=', 'e.device_id'),
    )
    .select([
      'e.id',
      'e.device_id as deviceId',
      'd.name as deviceName',
      'e.kind',
      'e.detail',
      isoTimestamp('e.occurred_at').as('occurredAt'),
    ])
    .where('e.customer_id', '=', scope.customerId)
    .where('e.community_id', '=', scope.communityId);
}

/** A history pages newest first; the id breaks ties. */
export const eventLogSpec: ListSpec<DeviceEvent> = {
  sortable: { occurredAt: { column: 'e.occurred_at', type: 'timestamptz' } },
  defaultSort: 'occurredAt,desc',
  id: { column: 'e.id', field: 'id' },
};
