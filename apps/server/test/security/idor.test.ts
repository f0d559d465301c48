import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityId, customerId, userId } from '../../src/seed/demo.ts';
import { demoId } from '../../src/seed/ids.ts';
import { plantFileRecord } from '../fixtures/files.ts';
import { plantImportRecord } from '../fixtures/imports.ts';
import { plantPacsTransaction } from '../fixtures/pacs.ts';
import { createTestApi, type PersonaClient, type TestApi } from '../harness.ts';
import { idsIn, idsOf, loadTenantMap, type Owner, paramKinds } from './tenant-map.ts';

/**
 * For every endpoint with an id in its path: a well-permitted user of Acme Living (and a super
 * admin acting in Acme) sending the id of a Birch Residential record gets 403 or 404, never the
 * record. Generated from the route table: a new endpoint fails here until its path parameters
 * (`paramKinds` in tenant-map.ts) and an example body (below) are described.
 */

const forgedLockConfig = {
  autoLock: true,
  autoRelockSeconds: 30,
  soundVolume: 'LOW',
  privacyButton: false,
  wrongCodeLimit: 5,
  wrongCodeLockoutSeconds: 60,
};

/** A valid body for each write endpoint, so the request reaches the record check. */
const exampleBodies: Record<string, (ids: { role: string }) => unknown> = {
  'permissions.identityPermissions': () => ({
    apps: [
      {
        appCode: 'CBR',
        filters: [
          { domain: 'CUSTOMER', context: 'CUSTOMER', contextIds: [customerId('Acme Living')], permissionKeys: [] },
        ],
      },
    ],
  }),
  'permissions.updateIdentity': () => ({ firstName: 'Forged', lastName: 'Name', phone: null }),
  // Lock families: only the path's lock, node or building is foreign.
  'devices.locks.pdk.updateNode': () => ({
    name: 'Forged',
    settings: { timeZone: 'UTC', heartbeatSeconds: 60, offlineAfterMinutes: 5, autoFirmwareUpdate: true },
  }),
  'devices.locks.pdk.changeLocation': () => ({ locationId: null }),
  'devices.locks.yale.requestAudits': () => ({ from: '2026-01-01', to: '2026-01-02' }),
  'devices.locks.yale.updateConfiguration': () => forgedLockConfig,
  'devices.locks.yale.changeRouter': () => ({ gatewayId: '00000000-0000-4000-8000-000000000001' }),
  'devices.locks.allegion.updateConfiguration': () => forgedLockConfig,
  'devices.locks.allegion.changeLocation': () => ({ locationId: null }),
  'devices.locks.allegion.changeRouter': () => ({ gatewayId: '00000000-0000-4000-8000-000000000001' }),
  'devices.locks.brivo.changeLocation': () => ({ locationId: null }),
  'devices.locks.butterflymx.install': () => ({ lockType: 'PANEL', externalIds: ['forged'] }),
  'devices.locks.butterflymx.changeLocation': () => ({ locationId: null }),
  'devices.locks.butterflymx.selectLock': () => ({ releasedLockId: null }),
  'permissions.updateRolePermissions': () => ({ permissionKeys: ['CBR_LIVING_SPACES_VIEW'] }),
  'permissions.assignRole': (ids) => ({ roleId: ids.role, communityId: null }),
  'notifications.updateAlertStatus': () => ({ processingStatus: 'RESOLVED' }),
  'notifications.putAudience': () => ({ name: 'forged', profileIds: [] }),
  // Community structure: the ids in these bodies are Acme's own, so only the path id is foreign.
  'cbr.updateBuilding': () => ({ name: 'Forged', floors: 1 }),
  'cbr.updateUnit': () => ({
    name: 'Forged',
    buildingId: acmeIds.building,
    unitTypeId: acmeIds.unitType,
    floor: 1,
    squareFeet: 1,
    marketRentCents: 1,
  }),
  'cbr.updateUnitUnitType': () => ({ unitTypeId: acmeIds.unitType }),
  'cbr.updateUnitPhysicalStatus': () => ({ physicalStatus: 'DOWN' }),
  'cbr.updateUnitNoticeToVacate': () => ({ noticeToVacateDate: '2026-12-31' }),
  'cbr.updateUnitType': () => ({ name: 'Forged', bedrooms: 1, bathrooms: 1, squareFeet: 1, marketRentCents: 1 }),
  'cbr.assignUnitType': () => ({ unitIds: [acmeIds.unit] }),
  'cbr.updateFloorPlan': () => ({ name: 'Forged', bedrooms: 1, bathrooms: 1, squareFeet: 1 }),
  'cbr.updateCommonSpace': () => ({ name: 'Forged' }),
  'cbr.createAppliance': () => ({ name: 'Forged' }),
  'cbr.updateAppliance': () => ({ name: 'Forged' }),
  'cbr.updateParkingSpace': () => ({ name: 'Forged', kind: 'OPEN', monthlyFeeCents: 0 }),
  'cbr.updateProperty': () => ({ name: 'Forged' }),
  'cbr.updateSpaceType': () => ({ name: 'Forged' }),
  'unitStatuses.updateStatus': () => ({ name: 'Forged', description: 'Forged' }),
  'unitStatuses.updateLabel': () => ({ name: 'Forged', description: 'Forged' }),
  // Devices: a Birch switch named in the path, a valid body.
  'devices.switchLight': () => ({ on: true, level: 40 }),
  'devices.configureLightSwitch': () => ({ defaultLevel: 80, fadeSeconds: 2, ledIndicator: 'WHEN_ON' }),
  'pricingMatrix.update': () => ({
    matrix: { rows: [{ month: 1, premiumType: 'percent', premiumValue: 1 }] },
    unitTypeIds: [acmeIds.unitType],
  }),
  'files.updateFile': () => ({ file: 'iVBORw0KGgo=' }),
  'cbr.setAmenitiesOfUnit': () => ({ amenityIds: [acmeIds.amenity] }),
  'devices.setThermostatPoint': () => ({ heatSetPoint: 67, coolSetPoint: 75, mode: 'AUTO' }),
  'devices.saveThermostatSettings': () => ({
    fanMode: 'AUTO',
    temperatureOffset: 0,
    keypadLocked: false,
    reportingMinutes: 5,
  }),
  'devices.saveThermostatSchedule': () => ({ entries: [] }),
  'devices.selectThermostatLocation': () => ({ unitId: acmeIds.unit }),
  'devices.replaceThermostat': () => ({ serial: 'TH-IDOR-1' }),
  'devices.runLockAction': () => ({ locationId: null }),
  'access.addLeaseLocation': () => ({ locationId: mapleId('location', 'building-0') }),
  'access.linkUnitLocations': () => ({ locationIds: [mapleId('location', 'building-0')], addToLeases: false }),
  'access.present': () => ({ credentialId: '00000000-0000-4000-8000-000000000003' }),
  'access.renewLease': () => ({ endsOn: '2030-12-31' }),
  'access.transferLease': () => ({ unitId: acmeIds.unit }),
  'access.editTemporaryAccess': () => ({
    staffProfileId: '00000000-0000-4000-8000-000000000005',
    kind: 'VIRTUAL',
    locationIds: [mapleId('location', 'building-0')],
    validFrom: '2026-12-01T00:00:00.000Z',
    validUntil: '2026-12-02T00:00:00.000Z',
  }),
  'access.assignKey': () => ({ holderKind: 'STAFF', holderId: '00000000-0000-4000-8000-000000000006' }),
  'access.takeBackKey': () => ({ returned: true }),
  'access.changeKeyLocations': () => ({ locationIds: [mapleId('location', 'building-0')] }),
  'access.updateGroup': () => ({ name: 'Forged', locationIds: [mapleId('location', 'building-0')], members: [] }),
  'access.changeVendorEmail': () => ({ email: 'forged-vendor@example.test' }),
  'access.addVendorToCommunities': () => ({ communityIds: [communityId('Acme Living', 'Harbor View')] }),
  'access.changeResidentEmail': () => ({ email: 'forged-resident@example.test' }),
  'access.residentAccess.addLocation': () => ({ locationId: mapleId('location', 'building-0') }),
  'access.staffAccess.addLocation': () => ({ locationId: mapleId('location', 'building-0') }),
  'access.vendorAccess.addLocation': () => ({ locationId: mapleId('location', 'building-0') }),
  'automation.schedules.update': () => ({
    name: 'Forged',
    hours: [
      { days: 1, openTime: { hours: 9, minutes: 0, clock: 'am' }, closeTime: { hours: 5, minutes: 0, clock: 'pm' } },
    ],
  }),
  'automation.autoOpen.setActive': () => ({ active: false }),
  // new:area adds its example above this line.
};

/** Queries a read needs to pass its schema, so that the record in its path is what answers. */
const exampleQueries: Record<string, string> = {
  'access.explain': `?holderKind=RESIDENT&holderId=${'00000000-0000-4000-8000-000000000004'}`,
};

const ACME = customerId('Acme Living');
const mapleId = (kind: string, name: string) => demoId(`${kind}:${communityId('Acme Living', 'Maple Court')}/${name}`);
const acmeIds = {
  building: mapleId('building', 'Building A'),
  unitType: mapleId('unit-type', 'Studio'),
  unit: mapleId('unit', 'Building A/A-101'),
  amenity: mapleId('amenity', 'Balcony'),
};
const BIRCH = customerId('Birch Residential');
/** Path parameters that name no record but must still be valid: a lock action. */
const NAMED_VALUES: Record<string, string> = { action: 'CHANGE_LOCATION', accessAction: 'revoke' };
const context = { customer: 'Acme Living', community: 'Maple Court' };

let api: TestApi;
let map: Map<string, Owner>;
const personas: Record<string, PersonaClient> = {};

beforeAll(async () => {
  api = await createTestApi();
  await plantFileRecord(api.database, BIRCH, communityId('Birch Residential', 'Elm Park'));
  await plantImportRecord(api.database, BIRCH, communityId('Birch Residential', 'Elm Park'));
  await plantPacsTransaction(api.database, BIRCH, communityId('Birch Residential', 'Birch Commons'));
  map = await loadTenantMap(api.database);
  personas['portfolio admin of Acme'] = await api.as('admin@acme.demo');
  personas['super admin acting in Acme'] = await api.as('super@lintel.demo');
});
afterAll(async () => {
  await api?.close();
});

describe('another tenant’s id in the path', () => {
  it('every path parameter of every endpoint is described here', () => {
    const unknown = api.app.lintelRoutes
      .flatMap((r) => [...r.url.matchAll(/:([A-Za-z]+)/g)].map((m) => `${r.url} :${m[1]}`))
      .filter((entry) => !(entry.split(' :')[1]! in paramKinds));
    expect(unknown).toEqual([]);
  });

  it('every write endpoint with an id in its path has an example body', () => {
    const missing = api.app.lintelRoutes
      .filter((r) => r.endpoint?.body && r.url.includes(':') && !(r.endpoint.id in exampleBodies))
      .map((r) => r.endpoint!.id);
    expect(missing).toEqual([]);
  });

  for (const persona of ['portfolio admin of Acme', 'super admin acting in Acme']) {
    it(`${persona}: gets 403 or 404 and nothing of Birch Residential`, async () => {
      const client = personas[persona]!;
      // A Birch Residential record of every kind a path names, read from the tenant map; users are
      // global, so one with no profile in Acme stands in for "another tenant's person".
      const foreign: Record<string, string> = { customer: BIRCH, identity: userId('disabled@acme.demo') };
      for (const kind of new Set(Object.values(paramKinds))) {
        if (!kind || kind in foreign) continue;
        const id = idsOf(map, kind, BIRCH)[0];
        if (id) foreign[kind] = id;
      }
      const checked: string[] = [];
      for (const route of api.app.lintelRoutes) {
        const endpoint = route.endpoint;
        if (endpoint?.access.auth !== 'session' || !route.url.includes(':')) continue;
        const kinds = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => paramKinds[m[1]!]);
        if (kinds.every((kind) => kind === null)) continue;
        // Users are global: provider staff may read any of them (their users view key), by design.
        if (persona.startsWith('super admin') && kinds.includes('identity')) continue;
        let url = route.url;
        for (const [, name] of route.url.matchAll(/:([A-Za-z]+)/g)) {
          const kind = paramKinds[name!];
          url = url.replace(`:${name}`, kind ? foreign[kind]! : (NAMED_VALUES[name!] ?? 'CBR'));
        }
        url += exampleQueries[endpoint.id] ?? '';
        const body = exampleBodies[endpoint.id]?.({ role: idsOf(map, 'role', ACME)[0]! });
        const response = await client.request(route.method, url, { context, body });
        const leaked = idsIn(response.body, map).filter((found) => found.owner.customerId === BIRCH);
        checked.push(`${route.method} ${route.url}`);
        expect([403, 404], `${route.method} ${url} answered ${response.statusCode}`).toContain(response.statusCode);
        expect(leaked, `${route.method} ${url}`).toEqual([]);
      }
      expect(checked.length).toBeGreaterThan(0);
    });
  }
});
