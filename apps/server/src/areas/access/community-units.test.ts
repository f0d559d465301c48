import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';
import { customerId } from '../../seed/demo.ts';
import { defaultRoleId } from '../permissions/default-roles.ts';

let api: TestApi;
let manager: PersonaClient;
let viewer: PersonaClient;
const maple = { customer: 'Acme Living', community: 'Maple Court' };
const birch = { customer: 'Birch Residential', community: 'Birch Commons' };

type Unit = {
  id: string;
  name: string;
  buildingId: string;
  buildingName: string;
  locks: unknown[];
  links: { locationId: string; name: string; path: string }[];
  leases: { id: string; residentNames: string[] }[];
};
type Accesses = {
  authorizations: { place: { unitId: string | null; locationId: string | null } }[];
  grants: { place: { locationId: string | null }; status: string }[];
};

/** The unit created through community structure's endpoint and the locations it is linked to, shared by the tests. */
let unit: Unit;
let lease: { id: string; residentId: string };
const places: Record<string, string> = {};
let tester = 0;
let newUnit: Record<string, unknown>;

const unitUrl = (id: string) => `/api/iot/community/units/${id}`;
const read = async (id = unit.id) => (await manager.get(unitUrl(id), maple)).json() as Unit;
const link = (body: object, who = manager, id = unit.id, context = maple) =>
  who.post(`${unitUrl(id)}/links`, body, context);
const unlink = (locationId: string, who = manager, context = maple) =>
  who.request('DELETE', `${unitUrl(unit.id)}/links/${locationId}`, { context });
const accesses = async (leaseId: string) =>
  (await manager.get(`/api/iot/leases/${leaseId}/authorizations`, maple)).json() as Accesses;
const locationsOf = (a: Accesses) => a.authorizations.map((x) => x.place.locationId).filter(Boolean);

async function addLocation(name: string) {
  const response = await manager.post('/api/iot/community/locations', { name }, maple);
  expect(response.statusCode, response.body).toBe(201);
  places[name] = response.json().id;
  return places[name]!;
}

/** A lease of one resident on the unit, moved in. */
async function movedInLease(unitId: string) {
  const created = await manager.post(
    '/api/iot/leases',
    {
      unitId,
      startsOn: '2026-11-01',
      endsOn: '2027-10-31',
      residents: [{ firstName: 'Lin', lastName: `Linker${++tester}`, email: `linker${tester}@example.com` }],
      locationIds: [],
    },
    maple,
  );
  expect(created.statusCode, created.body).toBe(201);
  const { id, residents } = created.json() as { id: string; residents: { id: string }[] };
  const residentId = residents[0]!.id;
  const moved = await manager.post(`/api/iot/leases/${id}/residents/${residentId}/move-in`, {}, maple);
  expect(moved.statusCode, moved.body).toBe(200);
  return { id, residentId };
}

beforeAll(async () => {
  api = await createTestApi();
  manager = await api.as('manager@maple.demo');
  viewer = await api.as('viewer@maple.demo');
});
afterAll(async () => {
  await api?.close();
});

describe('the IoT community’s units: create unit and link units', () => {
  it('community manager: creates a unit with community structure’s own endpoint and links it to two locations; a lease made for it gets them, granted at move-in', async () => {
    const choices = (await manager.get('/api/iot/community/unit-choices', maple)).json();
    const building = choices.buildings[0];
    const type = choices.unitTypes[0];
    expect(type).toMatchObject({ squareFeet: expect.any(Number), marketRentCents: expect.any(Number) });
    const body = {
      name: 'IoT-701',
      buildingId: building.id,
      unitTypeId: type.id,
      floor: 7,
      squareFeet: type.squareFeet,
      marketRentCents: type.marketRentCents,
    };
    newUnit = body;
    const created = await manager.post('/api/units', body, maple);
    expect(created.statusCode, created.body).toBe(201);
    // The same rules as community structure's screens: a taken name is refused there.
    expect((await manager.post('/api/units', body, maple)).json().code).toBe('CBR_NAME_TAKEN');

    const tree = (await manager.get('/api/iot/community/location-tree', maple)).json();
    const entrance = tree.children.find((n: { buildingId: string }) => n.buildingId === building.id).id;
    const garage = await addLocation('Garage');
    const linked = await link({ locationIds: [garage, entrance, garage] }, manager, created.json().id);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({ linked: 2, leasesUpdated: 0 });
    unit = await read(created.json().id);
    expect(unit).toMatchObject({ name: 'IoT-701', buildingName: building.name, locks: [], leases: [] });
    expect(unit.links.map((l) => l.path)).toEqual([building.name, 'Garage'].sort());

    lease = await movedInLease(unit.id);
    const given = await accesses(lease.id);
    expect(given.authorizations[0]!.place.unitId).toBe(unit.id);
    expect(locationsOf(given).sort()).toEqual([garage, entrance].sort());
    expect(given.grants).toHaveLength(3);
    expect((await read()).leases).toEqual([
      expect.objectContaining({ id: lease.id, residentNames: [`Lin Linker${tester}`] }),
    ]);
  });

  it('community manager: “also add to the unit’s current leases” gives a new link to its active lease, granted at once to the moved-in resident; unlinking leaves the lease as it is', async () => {
    const roof = await addLocation('Roof deck');
    const bikes = await addLocation('Bike room');
    const quiet = await link({ locationIds: [roof], addToLeases: false });
    expect(quiet.json()).toMatchObject({ linked: 1, leasesUpdated: 0 });
    expect(locationsOf(await accesses(lease.id))).not.toContain(roof);

    const loud = await link({ locationIds: [bikes] });
    expect(loud.json()).toMatchObject({ linked: 1, leasesUpdated: 1 });
    // Linked again, the roof deck reaches the lease that lacked it.
    expect((await link({ locationIds: [roof] })).json()).toMatchObject({ linked: 0, leasesUpdated: 1 });
    let given = await accesses(lease.id);
    expect(locationsOf(given)).toEqual(expect.arrayContaining([roof, bikes]));
    const bikeGrant = given.grants.find((g) => g.place.locationId === bikes);
    expect(bikeGrant?.status).toBe('ACTIVE');

    const removed = await unlink(bikes);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().links.map((l: { locationId: string }) => l.locationId)).not.toContain(bikes);
    given = await accesses(lease.id);
    expect(locationsOf(given)).toContain(bikes);
    expect(given.grants.find((g) => g.place.locationId === bikes)?.status).toBe('ACTIVE');
    expect((await unlink(bikes)).statusCode).toBe(404);
  });

  it('community manager: a lease transferred to the unit gets its linked locations, granted at once to its moved-in resident', async () => {
    const other = await manager.post('/api/units', { ...newUnit, name: 'IoT-702' }, maple);
    expect(other.statusCode, other.body).toBe(201);
    const moving = await movedInLease(other.json().id);
    expect(locationsOf(await accesses(moving.id))).toEqual([]);
    const moved = await manager.post(`/api/iot/leases/${moving.id}/transfer`, { unitId: unit.id }, maple);
    expect(moved.statusCode, moved.body).toBe(200);
    const given = await accesses(moving.id);
    const linked = (await read()).links.map((l) => l.locationId);
    expect(locationsOf(given).sort()).toEqual([...linked].sort());
    for (const locationId of linked) {
      expect(given.grants.find((g) => g.place.locationId === locationId)?.status).toBe('ACTIVE');
    }
  });

  it('community manager: a linked location can still be deleted: its links go with it', async () => {
    const storage = await addLocation('Storage');
    await link({ locationIds: [storage], addToLeases: false });
    const deleted = await manager.request('DELETE', `/api/iot/community/locations/${storage}`, { context: maple });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await read()).links.map((l) => l.locationId)).not.toContain(storage);
  });

  it('community manager: no location, an unknown one or an unknown unit is refused and nothing is linked', async () => {
    const before = (await read()).links.length;
    expect((await link({ locationIds: [] })).statusCode).toBe(400);
    const unknown = await link({ locationIds: [places.Garage, '11111111-1111-4111-8111-111111111111'] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe('ACCESS_REFERENCE_INVALID');
    const noUnit = await link({ locationIds: [places.Garage] }, manager, '11111111-1111-4111-8111-111111111111');
    expect(noUnit.statusCode).toBe(404);
    expect((await read()).links).toHaveLength(before);
    expect((await manager.get(unitUrl('11111111-1111-4111-8111-111111111111'), maple)).statusCode).toBe(404);
  });

  it('community viewer: reads the unit but may neither link, unlink nor open the create form’s choices', async () => {
    const seen = await viewer.get(unitUrl(unit.id), maple);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().links.length).toBeGreaterThan(0);
    const before = (await read()).links;
    expect((await link({ locationIds: [places['Bike room']] }, viewer)).statusCode).toBe(403);
    expect((await unlink(places.Garage!, viewer)).statusCode).toBe(403);
    expect((await viewer.get('/api/iot/community/unit-choices', maple)).statusCode).toBe(403);
    expect((await read()).links).toEqual(before);
  });

  it('portfolio admin of another customer: cannot read, link or unlink Maple Court’s unit, whatever headers they send', async () => {
    const other = await api.as('multi@lintel.demo');
    const before = (await read()).links;
    expect((await other.get(unitUrl(unit.id), maple)).statusCode).toBe(403);
    expect((await other.get(unitUrl(unit.id), birch)).statusCode).toBe(404);
    expect((await link({ locationIds: [places['Bike room']] }, other, unit.id, birch)).statusCode).toBe(404);
    expect((await unlink(places.Garage!, other, birch)).statusCode).toBe(404);
    const theirs = (await other.get('/api/iot/community/unit-choices', birch)).json();
    expect(theirs.buildings.some((b: { id: string }) => b.id === unit.buildingId)).toBe(false);
    expect((await read()).links).toEqual(before);
  });

  it('a viewer given LOCATION_CREATE only: links the unit, but adding the link to its current leases also needs LEASE_UPDATE_ACCESSES, and a refusal links nothing', async () => {
    const admin = await api.as('admin@acme.demo');
    const role = defaultRoleId(customerId('Acme Living'), 'viewer');
    const roles = (await admin.get('/api/roles', { customer: 'Acme Living' })).json() as {
      content: { id: string; permissionKeys: string[] }[];
    };
    const keys = roles.content.find((r) => r.id === role)?.permissionKeys ?? [];
    expect(keys).not.toContain('LEASE_UPDATE_ACCESSES');
    const saved = await admin.request('PUT', `/api/roles/${role}/permissions`, {
      context: { customer: 'Acme Living' },
      body: { permissionKeys: [...keys, 'LOCATION_CREATE'] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const pool = await addLocation('Sun terrace');
    const refused = await link({ locationIds: [pool] }, viewer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PERMISSION_DENIED');
    expect((await read()).links.map((l) => l.locationId)).not.toContain(pool);
    const quiet = await link({ locationIds: [pool], addToLeases: false }, viewer);
    expect(quiet.json()).toMatchObject({ linked: 1, leasesUpdated: 0 });
    expect(locationsOf(await accesses(lease.id))).not.toContain(pool);
  });
});
