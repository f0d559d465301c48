import { defaultRoleId } from '../../src/areas/permissions/default-roles.ts';
import { communityId, customerId } from '../../src/seed/demo.ts';
import { DEMO_PASSWORD } from '../../src/seed/demo-data.ts';
import { demoId } from '../../src/seed/ids.ts';

const ACME = customerId('Acme Living');
const HARBOR_VIEW = communityId('Acme Living', 'Harbor View');

/** What an example may refer to: the context it is sent in, and records of Maple Court (Acme Living). */
export interface ExampleIds {
  customerId: string;
  communityId: string;
  /** The calling user's own id. */
  self: string;
  /** A Maple Court (or Acme) record of a kind of the tenant map, e.g. `own('unit')`. */
  own(kind: string): string;
  /** A demo user's id. */
  user(email: string): string;
}

/** One request the holder of every key may send: path parameters that differ from the defaults, a body, a query. */
export interface Example {
  params?: Record<string, string>;
  body?: unknown;
  query?: string;
}

/** A virtual key for the demo manager at a Maple Court location, for two days. */
const temporaryAccessBody = (ids: ExampleIds) => ({
  staffProfileId: ids.own('profile'),
  kind: 'VIRTUAL',
  locationIds: [ids.own('location_property')],
  validFrom: '2026-12-01T00:00:00.000Z',
  validUntil: '2026-12-03T00:00:00.000Z',
});

/**
 * A valid request for every endpoint whose bare request would not pass its schema, so the refused
 * calls of the gate suite are real writes that would change something if the gate were missing,
 * and the holder's call proves the gate opens for them (no 401, no 403, no VALIDATION_FAILED).
 * A new write endpoint fails the gate suite until it has its line here.
 */
export const examples: Record<string, (ids: ExampleIds) => Example> = {
  // Identity and sign-in
  'auth.requestEmailChange': () => ({ body: { newEmail: 'admin@acme.demo', currentPassword: DEMO_PASSWORD } }),
  'auth.deactivateIdentity': (ids) => ({ params: { identityId: ids.user('newpass@acme.demo') } }),
  'auth.resetIdentityMfa': (ids) => ({ params: { identityId: ids.user('mfa@acme.demo') } }),
  'auth.resetIdentityPassword': (ids) => ({ params: { identityId: ids.user('newmfa@acme.demo') } }),
  'auth.reinviteIdentity': (ids) => ({ params: { identityId: ids.user('newmfa@acme.demo') } }),
  'auth.changePassword': () => ({ body: { currentPassword: DEMO_PASSWORD, newPassword: 'Gate-changed-pass-7' } }),
  'auth.startMfaSetup': () => ({ body: { currentPassword: DEMO_PASSWORD } }),
  'auth.confirmMfaSetup': () => ({ body: { code: '123456' } }),
  // One's own sessions and devices are found by the signed-in user: an unknown id is simply not found.
  'auth.revokeAccountSession': () => ({ params: { sessionId: '00000000-0000-4000-8000-000000000001' } }),
  'auth.forgetTrustedDevice': () => ({ params: { deviceId: '00000000-0000-4000-8000-000000000002' } }),
  // Permissions
  // Sent with no context selected, so it may name no customer.
  'permissions.identityPermissions': () => ({
    body: {
      apps: [
        { appCode: 'CBR', filters: [{ domain: 'CUSTOMER', context: 'CUSTOMER', contextIds: [], permissionKeys: [] }] },
      ],
    },
  }),
  'permissions.updateIdentity': () => ({ body: { firstName: 'Gate', lastName: 'Customer', phone: null } }),
  // The viewer role (internal roles are not editable), saved with the keys it has.
  'permissions.updateRolePermissions': (ids) => ({
    params: { roleId: defaultRoleId(ids.customerId, 'viewer') },
    body: { permissionKeys: ['CBR_LIVING_SPACES_VIEW', 'CBR_UNIT_STATUS_SETTINGS_VIEW', 'CBR_UNIT_TYPES_VIEW'] },
  }),
  'context.communityLicensedAppAccess': (ids) => ({
    query: `?customerId=${ids.customerId}&communityId=${ids.communityId}`,
  }),
  'permissions.assignRole': (ids) => ({ body: { roleId: ids.own('role'), communityId: null } }),
  'permissions.goLookup': (ids) => ({ body: { customerId: ids.customerId, communityId: ids.communityId } }),
  // Notifications
  'notifications.updateAlertStatus': () => ({ body: { processingStatus: 'PROCESSING' } }),
  'notifications.updatePanel': (ids) => ({ body: [{ id: ids.own('notification'), read: true }] }),
  'notifications.putAudience': () => ({
    params: { categoryId: 'iot' },
    body: { name: 'Gate audience', profileIds: [] },
  }),
  'notifications.putEventConfigs': () => ({ body: [] }),
  'notifications.updateConfig': () => ({ body: [] }),
  'notifications.send': (ids) => ({
    body: {
      target: { kind: 'community', communityId: ids.communityId },
      kind: 'ACTIVITY',
      priority: 'LOW',
      title: 'Gate suite',
      html: '<p>gate</p>',
    },
  }),
  // Community structure
  'cbr.createBuilding': () => ({ body: { name: 'Gate building', floors: 2 } }),
  'cbr.updateBuilding': () => ({ body: { name: 'Gate building renamed', floors: 3 } }),
  'cbr.createUnit': (ids) => ({
    body: {
      name: 'G-1',
      buildingId: ids.own('building'),
      unitTypeId: ids.own('unit_type'),
      floor: 1,
      squareFeet: 500,
      marketRentCents: 100_000,
    },
  }),
  'cbr.updateUnit': (ids) => ({
    body: {
      name: 'G-2',
      buildingId: ids.own('building'),
      unitTypeId: ids.own('unit_type'),
      floor: 1,
      squareFeet: 500,
      marketRentCents: 100_000,
    },
  }),
  'cbr.updateUnitUnitType': (ids) => ({ body: { unitTypeId: ids.own('unit_type') } }),
  'cbr.updateUnitPhysicalStatus': () => ({ body: { physicalStatus: 'READY' } }),
  'cbr.setUnitsPhysicalStatus': (ids) => ({ body: { unitIds: [ids.own('unit')], physicalStatus: 'NOT_READY' } }),
  'cbr.updateUnitNoticeToVacate': () => ({ body: { noticeToVacateDate: '2026-12-31' } }),
  'cbr.createUnitType': () => ({
    body: { name: 'Gate type', bedrooms: 1, bathrooms: 1, squareFeet: 500, marketRentCents: 100_000 },
  }),
  'cbr.updateUnitType': () => ({
    body: { name: 'Gate type renamed', bedrooms: 1, bathrooms: 1, squareFeet: 500, marketRentCents: 100_000 },
  }),
  'cbr.assignUnitType': (ids) => ({ body: { unitIds: [ids.own('unit')] } }),
  'structure.unitImports.preview': () => ({
    body: {
      fileName: 'gate.csv',
      content: 'Unit,Building,Unit type,Floor,Square feet,Market rent\nGATE-1,Building A,Studio,1,500,1000',
    },
  }),
  'structure.exportUnits': () => ({ query: '?format=csv' }),
  'cbr.createFloorPlan': () => ({ body: { name: 'Gate plan', bedrooms: 1, bathrooms: 1, squareFeet: 500 } }),
  'cbr.updateFloorPlan': () => ({ body: { name: 'Gate plan renamed', bedrooms: 1, bathrooms: 1, squareFeet: 500 } }),
  'cbr.createCommonSpace': () => ({ body: { name: 'Gate lounge', businessPurpose: 'COMMON_AREA' } }),
  'cbr.updateCommonSpace': () => ({ body: { name: 'Gate lounge renamed' } }),
  'cbr.createAppliance': () => ({ body: { name: 'Gate fridge' } }),
  'cbr.updateAppliance': () => ({ body: { name: 'Gate fridge renamed' } }),
  'cbr.createParkingSpace': () => ({ body: { name: 'G-P1', kind: 'OPEN', monthlyFeeCents: 0 } }),
  'cbr.updateParkingSpace': () => ({ body: { name: 'G-P2', kind: 'OPEN', monthlyFeeCents: 0 } }),
  'cbr.createProperty': () => ({ body: { name: 'Gate wing' } }),
  'cbr.updateProperty': () => ({ body: { name: 'Gate wing renamed' } }),
  'cbr.createSpaceType': () => ({ body: { name: 'Gate space type' } }),
  'cbr.updateSpaceType': () => ({ body: { name: 'Gate space type renamed' } }),
  'cbr.setAmenitiesOfUnit': (ids) => ({ body: { amenityIds: [ids.own('amenity')] } }),
  // Community settings
  'unitStatuses.getCategories': () => ({ query: '?part=CURRENT_OCCUPANCY' }),
  // Search
  'search.searchRecords': () => ({ query: '?q=a-1' }),
  'unitStatuses.updateStatus': () => ({
    params: { statusCode: 'OCCUPIED' },
    body: { name: 'Occupied', description: 'A resident lives in the unit under a lease with no planned move-out.' },
  }),
  'unitStatuses.createLabel': () => ({
    body: { categoryCode: 'VACANT', statusCode: 'READY', name: 'Gate label', description: 'Gate label' },
  }),
  'unitStatuses.updateLabel': () => ({ body: { name: 'Gate label', description: 'Gate label' } }),
  'unitStatuses.reset': () => ({ body: { part: 'FUTURE_OCCUPANCY', categoryCode: 'ENDING' } }),
  'unitStatuses.undo': () => ({ body: { part: 'FUTURE_OCCUPANCY' } }),
  'unitStatuses.applyTo': (ids) => ({ body: { communityIds: [ids.communityId] } }),
  'unitStatuses.updateSettings': () => ({ body: { moveOutPhysicalStatusAutoUpdate: false } }),
  // A matrix prices at least one unit type.
  'pricingMatrix.create': (ids) => ({
    body: {
      matrix: { rows: [{ month: 1, premiumType: 'percent', premiumValue: 1 }] },
      unitTypeIds: [ids.own('unit_type')],
    },
  }),
  'pricingMatrix.update': (ids) => ({
    body: {
      matrix: { rows: [{ month: 2, premiumType: 'percent', premiumValue: 2 }] },
      unitTypeIds: [ids.own('unit_type')],
    },
  }),
  // Files
  'files.create': (ids) => ({
    body: {
      file: [
        {
          name: 'dot.png',
          base64: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        },
      ],
      community_id: ids.communityId,
    },
  }),
  'files.updateFile': () => ({
    body: { file: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==' },
  }),
  // Devices: thermostats
  'devices.addThermostat': (ids) => ({
    body: { name: 'Gate thermostat', serial: 'TH-GATE-1', unitId: ids.own('unit') },
  }),
  'devices.setThermostatPoint': () => ({ body: { heatSetPoint: 67, coolSetPoint: 75, mode: 'AUTO' } }),
  'devices.updateThermostatFirmware': (ids) => ({ body: { thermostatIds: [ids.own('device')], version: '2.0.1' } }),
  'devices.saveThermostatSettings': () => ({
    body: { fanMode: 'AUTO', temperatureOffset: 0, keypadLocked: false, reportingMinutes: 5 },
  }),
  'devices.saveThermostatSchedule': () => ({
    body: { entries: [{ days: [1, 2, 3, 4, 5], time: '07:00', heatSetPoint: 68, coolSetPoint: 75 }] },
  }),
  'devices.selectThermostatLocation': (ids) => ({ body: { unitId: ids.own('unit') } }),
  'devices.replaceThermostat': () => ({ body: { serial: 'TH-GATE-2' } }),
  // Devices: a lock of the context's community (the seeded Allegion pool gate offers every action).
  'devices.installLock': () => ({ body: { family: 'YALE', name: 'Gate door', serial: 'GATE-YALE-1' } }),
  'devices.runLockAction': (ids) => ({
    params: { lockId: demoId(`device:${ids.communityId}/device/ALLEGION-1004`), action: 'CHANGE_LOCATION' },
    body: { locationId: null },
  }),
  // Devices: leak sensors and light switches (the seeded routers and the first, online, switch).
  'devices.createLeakSensor': (ids) => ({
    body: { name: 'Gate sensor', serial: 'LS-GATE-1', routerId: seededDevice(ids, 'gateway/LEAK_SENSOR') },
  }),
  'devices.createLightSwitch': (ids) => ({
    body: { name: 'Gate switch', serial: 'SW-GATE-1', routerId: seededDevice(ids, 'gateway/LIGHT_SWITCH') },
  }),
  'devices.switchLight': (ids) => ({
    params: { lightSwitchId: seededDevice(ids, 'device/SW-4000') },
    body: { on: true, level: 40 },
  }),
  'devices.configureLightSwitch': (ids) => ({
    params: { lightSwitchId: seededDevice(ids, 'device/SW-4000') },
    body: { defaultLevel: 80, fadeSeconds: 2, ledIndicator: 'WHEN_ON' },
  }),
  // Lock families: the seeded lock of each family (seed/devices.ts), the seeded gateways.
  'devices.locks.placementOptions': (ids) => ({ params: { lockId: seededLock(ids, 'PDK-1000') } }),
  'devices.locks.pdk.hardwareController': (ids) => ({ params: { lockId: seededLock(ids, 'PDK-1000') } }),
  'devices.locks.pdk.readerConfiguration': (ids) => ({
    params: { lockId: seededLock(ids, 'PDK-1000') },
    query: '?slot=secondary',
  }),
  'devices.locks.pdk.getNode': (ids) => ({ params: { nodeId: seededGateway(ids, 'PDK') } }),
  'devices.locks.pdk.updateNode': (ids) => ({
    params: { nodeId: seededGateway(ids, 'PDK') },
    body: {
      name: 'Cloud node 1',
      settings: {
        timeZone: 'America/New_York',
        heartbeatSeconds: 60,
        offlineAfterMinutes: 5,
        autoFirmwareUpdate: true,
      },
    },
  }),
  'devices.locks.pdk.changeLocation': (ids) => ({
    params: { lockId: seededLock(ids, 'PDK-1000') },
    body: { locationId: null },
  }),
  'devices.locks.yale.notificationLog': (ids) => ({ params: { lockId: seededLock(ids, 'YALE-1002') } }),
  'devices.locks.yale.connectionLog': (ids) => ({ params: { lockId: seededLock(ids, 'YALE-1002') } }),
  'devices.locks.yale.requestAudits': (ids) => ({
    params: { lockId: seededLock(ids, 'YALE-1002') },
    body: { from: '2026-01-01', to: '2026-01-02' },
  }),
  'devices.locks.yale.getConfiguration': (ids) => ({ params: { lockId: seededLock(ids, 'YALE-1002') } }),
  'devices.locks.yale.updateConfiguration': (ids) => ({
    params: { lockId: seededLock(ids, 'YALE-1002') },
    body: lockConfig,
  }),
  'devices.locks.yale.updateDefaultConfiguration': () => ({ body: lockConfig }),
  'devices.locks.yale.changeRouter': (ids) => ({
    params: { lockId: seededLock(ids, 'YALE-1002') },
    body: { gatewayId: seededGateway(ids, 'YALE') },
  }),
  'devices.locks.allegion.getConfiguration': (ids) => ({ params: { lockId: seededLock(ids, 'ALLEGION-1004') } }),
  'devices.locks.allegion.updateConfiguration': (ids) => ({
    params: { lockId: seededLock(ids, 'ALLEGION-1004') },
    body: lockConfig,
  }),
  'devices.locks.allegion.logs': (ids) => ({
    params: { lockId: seededLock(ids, 'ALLEGION-1004') },
    query: '?kind=AUDIT',
  }),
  'devices.locks.allegion.updateDefaultConfiguration': () => ({ body: lockConfig }),
  'devices.locks.allegion.changeLocation': (ids) => ({
    params: { lockId: seededLock(ids, 'ALLEGION-1004') },
    body: { locationId: null },
  }),
  'devices.locks.allegion.changeRouter': (ids) => ({
    params: { lockId: seededLock(ids, 'ALLEGION-1004') },
    body: { gatewayId: seededGateway(ids, 'ALLEGION') },
  }),
  'devices.locks.brivo.changeLocation': (ids) => ({
    params: { lockId: seededLock(ids, 'BRIVO-1006') },
    body: { locationId: null },
  }),
  'devices.locks.butterflymx.installable': (ids) => ({
    params: { gatewayId: seededGateway(ids, 'BUTTERFLYMX') },
    query: '?lockType=PANEL',
  }),
  'devices.locks.butterflymx.install': (ids) => ({
    params: { gatewayId: seededGateway(ids, 'BUTTERFLYMX') },
    body: { lockType: 'PANEL', externalIds: ['butterflymx-gw-5-panel-1'] },
  }),
  'devices.locks.butterflymx.changeLocation': (ids) => ({
    params: { lockId: seededLock(ids, 'BUTTERFLYMX-1007') },
    body: { locationId: null },
  }),
  'devices.locks.butterflymx.selectLock': (ids) => ({
    params: { lockId: seededLock(ids, 'BUTTERFLYMX-1007') },
    body: { releasedLockId: null },
  }),
  // Access: a lease of a Maple Court unit with one resident; a location, a resident, a credential of its own.
  'access.createLease': (ids) => ({
    body: {
      unitId: ids.own('unit'),
      startsOn: '2027-01-01',
      endsOn: '2027-12-31',
      residents: [{ firstName: 'Gate', lastName: 'Example' }],
    },
  }),
  'access.createLocation': () => ({ body: { name: 'Gate location' } }),
  'access.linkUnitLocations': (ids) => ({
    body: { locationIds: [ids.own('location_property')], addToLeases: false },
  }),
  'access.addLeaseLocation': (ids) => ({ body: { locationId: ids.own('location_property') } }),
  'access.explain': (ids) => ({ query: `?holderKind=RESIDENT&holderId=${ids.own('resident')}` }),
  'access.present': (ids) => ({ body: { credentialId: ids.own('access_credential') } }),
  'access.grantTemporaryAccess': (ids) => ({ body: temporaryAccessBody(ids) }),
  'access.renewLease': () => ({ body: { endsOn: '2030-12-31' } }),
  'access.transferLease': (ids) => ({ body: { unitId: ids.own('unit') } }),
  'access.saveResidentQueueSettings': () => ({
    body: { showMoveIns: true, showMoveOuts: true, daysAhead: 30, showSettled: false },
  }),
  'access.editTemporaryAccess': (ids) => ({ body: temporaryAccessBody(ids) }),
  'access.actOnTemporaryAccess': (ids) => ({
    params: { accessId: ids.own('temporary_access'), accessAction: 'revoke' },
  }),
  // Keys and passes of Maple Court.
  'access.createKey': (ids) => ({ body: { number: 'GATE-1', locationIds: [ids.own('location_property')] } }),
  'access.assignKey': (ids) => ({ body: { holderKind: 'STAFF', holderId: ids.own('profile') } }),
  'access.takeBackKey': () => ({ body: { returned: true } }),
  'access.changeKeyLocations': (ids) => ({ body: { locationIds: [ids.own('location_property')] } }),
  'access.leaseImports.preview': () => ({
    body: {
      fileName: 'rent-roll.csv',
      content: 'Unit,First name,Last name,Lease start,Lease end\nA-101,Gate,Check,2031-01-01,2031-12-31',
    },
  }),
  'access.keyImports.preview': () => ({
    body: { fileName: 'keys.csv', content: 'Number,Description,Locations\nGATE-2,Spare,Building A' },
  }),
  'access.createPass': (ids) => ({
    body: {
      type: 'GUEST',
      holderName: 'Gate Guest',
      locationIds: [ids.own('location_property')],
      validFrom: '2026-12-01T00:00:00.000Z',
      validUntil: '2026-12-03T00:00:00.000Z',
    },
  }),
  'access.saveAutoApplySettings': () => ({ body: { autoApplyMoveIns: false, autoApplyMoveOuts: true } }),
  // Custom user groups of Maple Court.
  'access.createGroup': (ids) => ({
    body: {
      name: 'Gate group',
      locationIds: [ids.own('location_property')],
      members: [{ holderKind: 'STAFF', holderId: ids.own('profile') }],
    },
  }),
  'access.updateGroup': (ids) => ({
    body: { name: 'Gate group renamed', locationIds: [ids.own('location_property')], members: [] },
  }),
  // Fire keys of Maple Court (its firekey setting is on).
  'access.createFireKey': (ids) => ({ body: { number: 'GATE-FD', locationIds: [ids.own('location_property')] } }),
  // Residents of Maple Court and their access (D229–D231).
  'access.createResident': () => ({ body: { firstName: 'Gate', lastName: 'Resident' } }),
  'access.changeResidentEmail': () => ({ body: { email: 'gate.resident@example.com' } }),
  'access.residentAccess.addLocation': (ids) => ({ body: { locationId: ids.own('location_property') } }),
  'access.residentAccess.actOnKeyring': (ids) => ({
    params: { residentId: ids.own('resident'), accessAction: 'suspend' },
  }),
  // A Maple Court manager working there alone (the holder works in Maple Court only; D232).
  'access.deleteStaffFromCustomer': () => ({
    params: { staffId: demoId('profile:newmfa@acme.demo/Acme Living') },
  }),
  // Staff and vendors' access (D230): a profile and a vendor of the customer.
  'access.staffAccess.addLocation': (ids) => ({ body: { locationId: ids.own('location_property') } }),
  'access.staffAccess.actOnKeyring': (ids) => ({ params: { staffId: ids.own('profile'), accessAction: 'suspend' } }),
  'access.vendorAccess.addLocation': (ids) => ({ body: { locationId: ids.own('location_property') } }),
  'access.vendorAccess.actOnKeyring': (ids) => ({ params: { vendorId: ids.own('vendor'), accessAction: 'suspend' } }),
  // Vendors of Acme Living (both demo vendors work in Maple Court and Harbor View).
  'access.createVendor': () => ({
    body: { companyName: 'Gate Vendor', firstName: 'Gate', lastName: 'Vendor', email: 'gate-vendor@example.test' },
  }),
  'access.changeVendorEmail': () => ({ body: { email: 'gate-vendor-changed@example.test' } }),
  'access.addVendorToCommunities': (ids) => ({
    body: { communityIds: [ids.customerId === ACME ? HARBOR_VIEW : ids.communityId] },
  }),
  'automation.schedules.create': () => ({
    body: {
      name: 'Gate example',
      hours: [
        { days: 1, openTime: { hours: 9, minutes: 0, clock: 'am' }, closeTime: { hours: 5, minutes: 0, clock: 'pm' } },
      ],
    },
  }),
  'automation.schedules.update': () => ({
    body: {
      name: 'Gate example',
      hours: [
        { days: 1, openTime: { hours: 9, minutes: 0, clock: 'am' }, closeTime: { hours: 5, minutes: 0, clock: 'pm' } },
      ],
    },
  }),
  'automation.autoOpen.create': (ids) => ({
    body: {
      name: 'Gate example',
      scheduleId: demoId(`schedule:${ids.communityId}/Pool season`),
      // The Pool gate (ALLEGION-1004 in every demo smart building), which no seeded rule holds.
      deviceIds: [demoId(`device:${ids.communityId}/device/ALLEGION-1004`)],
    },
  }),
  'automation.autoOpen.setActive': () => ({ body: { active: true } }),
  'automation.scenarios.energySaving.saveRules': () => ({
    body: { active: false, setPoint: { heatSetPoint: 60, coolSetPoint: 82, mode: 'AUTO' }, excludedUnitIds: [] },
  }),
  'automation.scenarios.energySaving.saveSchedule': () => ({ body: { scheduleId: null } }),
  'automation.scenarios.staffAccess.saveRules': () => ({
    body: { active: false, staffIds: [], excludedUnitIds: [] },
  }),
  'automation.scenarios.moveIns.saveRules': () => ({
    body: {
      active: false,
      setPoint: { heatSetPoint: 68, coolSetPoint: 76, mode: 'AUTO' },
      leadDays: 1,
      excludedUnitIds: [],
    },
  }),
  'automation.scenarios.moveIns.saveSchedule': () => ({ body: { scheduleId: null } }),
  'automation.scenarios.leak.setActive': () => ({ body: { active: true } }),
  'automation.scenarios.leak.addRule': (ids) => ({
    body: { personId: ids.own('profile'), buildingId: null, channels: ['EMAIL'] },
  }),
  'automation.scenarios.leak.removeRule': (ids) => ({ params: { leakRuleId: ids.own('leak_rule') } }),
  'iotSettings.rollouts.devices': () => ({ params: { rolloutId: '00000000-0000-4000-8000-000000000003' } }),
  'iotSettings.remoteAuth.update': () => ({ body: { enabled: true, doorHoldSeconds: 10, staffMayAuthorize: true } }),
  'iotSettings.passes.update': () => ({ body: { vendor: true, resident: true, guest: true, maxDays: 365 } }),
  'iotSettings.fireKey.update': () => ({ body: { enabled: true } }),
  'iotSettings.walletPasses.update': () => ({ body: { enabled: false, expressMode: true } }),
  'iotSettings.ble.update': () => ({ body: { enabled: false, unlockMode: 'TAP', rangeMeters: 2 } }),
  'iotSettings.intercom.update': () => ({
    body: { enabled: true, directoryOrder: 'LAST_NAME', showFullNames: false, ringSeconds: 30 },
  }),
  // Kept on: the suite's holder reads the sensors' dashboard, which the switch opens.
  'iotSettings.sensorIndustries.update': () => ({ body: { enabled: true, propertyCode: 'GATE-1' } }),
  'iotSettings.demandResponse.update': () => ({
    body: { enrolled: false, maxSetbackF: 4, residentsMayOptOut: true, noticeHours: 24 },
  }),
  // new:area adds its examples above this line.
};

/** A gateway or device of the demo smart building of the context's community (seed/devices.ts keys). */
function seededDevice(ids: ExampleIds, what: string): string {
  return demoId(`device:${ids.communityId}/${what}`);
}
function seededLock(ids: ExampleIds, serial: string): string {
  return demoId(`device:${ids.communityId}/device/${serial}`);
}

function seededGateway(ids: ExampleIds, family: string): string {
  return demoId(`device:${ids.communityId}/gateway/${family}`);
}

const lockConfig = {
  autoLock: true,
  autoRelockSeconds: 30,
  soundVolume: 'LOW',
  privacyButton: false,
  wrongCodeLimit: 5,
  wrongCodeLockoutSeconds: 60,
};
