import { sql } from 'kysely';
import type { Database } from '../../src/platform/db/open.ts';

export interface Owner {
  kind: string;
  customerId: string;
  communityId: string | null;
}

/**
 * Every tenant-owned id in the database with the customer (and community) it belongs to, read as
 * the connection role, so the tests can tell whose rows an answer holds.
 */
export async function loadTenantMap(database: Database): Promise<Map<string, Owner>> {
  const { rows } = await sql<{ id: string; kind: string; customer_id: string; community_id: string | null }>`
    select id, 'customer' as kind, id as customer_id, null::uuid as community_id from customers
    union all select id, 'community', customer_id, id from communities
    union all select id, 'profile', customer_id, null from customer_users
    union all select id, 'building', customer_id, community_id from buildings
    union all select id, 'unit_type', customer_id, community_id from unit_types
    union all select id, 'unit', customer_id, community_id from units
    union all select id, 'role', customer_id, null from roles
    union all select id, 'role_assignment', customer_id, community_id from role_assignments
    union all select id, 'notification', customer_id, community_id from notifications
    union all select id, 'floor_plan', customer_id, community_id from floor_plans
    union all select id, 'common_space', customer_id, community_id from common_spaces
    union all select id, 'appliance', customer_id, community_id from appliances
    union all select id, 'parking_space', customer_id, community_id from parking_spaces
    union all select id, 'location_property', customer_id, community_id from location_properties
    union all select id, 'space_type', customer_id, community_id from location_space_types
    union all select id, 'unit_status_label', customer_id, community_id from unit_status_labels
    union all select id, 'pricing_matrix', customer_id, community_id from pricing_matrices
    union all select id, 'file', customer_id, community_id from files
    union all select id, 'amenity', customer_id, community_id from community_amenities
    union all select id, 'amenity_group', customer_id, community_id from community_amenity_groups
    union all select id, 'data_import', customer_id, community_id from data_imports
    union all select id, 'audit_entry', customer_id, community_id from audit_log
    union all select id, 'device', customer_id, community_id from devices
    union all select id, 'device_command', customer_id, community_id from device_commands
    union all select id, 'device_gateway', customer_id, community_id from device_gateways
    union all select id, 'device_event', customer_id, community_id from device_events
    union all select id, 'lease', customer_id, community_id from leases
    union all select id, 'resident', customer_id, community_id from residents
    union all select id, 'lease_authorization', customer_id, community_id from lease_authorizations
    union all select id, 'access_credential', customer_id, community_id from access_credentials
    union all select id, 'move_out_report', customer_id, community_id from move_out_reports
    union all select id, 'temporary_access', customer_id, community_id from temporary_accesses
    union all select id, 'resident_event', customer_id, community_id from resident_events
    union all select id, 'access_key', customer_id, community_id from access_keys
    union all select id, 'access_pass', customer_id, community_id from access_passes
    union all select id, 'access_group', customer_id, community_id from access_groups
    union all select id, 'access_fire_key', customer_id, community_id from access_fire_keys
    union all select id, 'pacs_transaction', customer_id, community_id from pacs_transactions
    -- A unit's links to locations (D234) have no id of their own: each is named by its unit and location.
    union all select unit_id, 'unit', customer_id, community_id from unit_location_links
    union all select id, 'vendor', customer_id, null from vendors
    union all select id, 'automation_schedules', customer_id, community_id from automation_schedules
    union all select id, 'auto_open_rule', customer_id, community_id from automation_auto_open_rules
    union all select id, 'leak_rule', customer_id, community_id from automation_leak_rules
    -- new:area adds its table above this line.
  `.execute(database.db);
  return new Map(rows.map((r) => [r.id, { kind: r.kind, customerId: r.customer_id, communityId: r.community_id }]));
}

const UUID_IN_TEXT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The tenant-owned ids an answer body mentions. */
export function idsIn(body: string, map: Map<string, Owner>): { id: string; owner: Owner }[] {
  const found: { id: string; owner: Owner }[] = [];
  for (const match of body.match(UUID_IN_TEXT) ?? []) {
    const owner = map.get(match.toLowerCase());
    if (owner) found.push({ id: match.toLowerCase(), owner });
  }
  return found;
}

/** Ids of one kind owned by a customer, to forge requests with. */
export function idsOf(map: Map<string, Owner>, kind: string, customerId: string): string[] {
  return [...map].filter(([, o]) => o.kind === kind && o.customerId === customerId).map(([id]) => id);
}

/**
 * What each path parameter of the route table names: a kind of the tenant map, or null for values
 * that are not record ids (enumerations checked by the schema). A new parameter fails the suites
 * that read this until it is described here.
 */
export const paramKinds: Record<string, string | null> = {
  customerId: 'customer',
  communityId: 'community',
  unitId: 'unit',
  buildingId: 'building',
  unitTypeId: 'unit_type',
  roleId: 'role',
  profileId: 'profile',
  identityId: 'identity',
  notificationId: 'notification',
  floorPlanId: 'floor_plan',
  commonSpaceId: 'common_space',
  applianceId: 'appliance',
  parkingSpaceId: 'parking_space',
  propertyId: 'location_property',
  locationId: 'location_property',
  spaceTypeId: 'space_type',
  labelId: 'unit_status_label',
  matrixId: 'pricing_matrix',
  fileId: 'file',
  importId: 'data_import',
  amenityId: 'amenity',
  amenityGroupId: 'amenity_group',
  iotDeviceId: 'device',
  lockId: 'device',
  thermostatId: 'device',
  leakSensorId: 'device',
  lightSwitchId: 'device',
  gatewayId: 'device_gateway',
  commandId: 'device_command',
  nodeId: 'device_gateway',
  leaseId: 'lease',
  residentId: 'resident',
  authorizationId: 'lease_authorization',
  accessId: 'temporary_access',
  eventId: 'resident_event',
  keyId: 'access_key',
  passId: 'access_pass',
  groupId: 'access_group',
  fireKeyId: 'access_fire_key',
  transactionId: 'pacs_transaction',
  staffId: 'profile',
  vendorId: 'vendor',
  scheduleId: 'automation_schedules',
  ruleId: 'auto_open_rule',
  leakRuleId: 'leak_rule',
  // The demo seeds no settings rollout (one exists once someone saves BLE or wallet passes): the gate
  // examples name an unknown one, and iot-settings.test.ts sends another customer's.
  rolloutId: null,
  // new:area adds its id parameter above this line.
  // One's own sessions and trusted devices: global rows of the user, found by the session's user.
  sessionId: null,
  deviceId: null,
  appCode: null,
  statusCode: null,
  // A lock action's name (part 3 section 4), not a record.
  action: null,
  accessAction: null,
  categoryId: null,
};
