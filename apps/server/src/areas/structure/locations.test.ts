import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDevice, inCommunity } from '../../../test/fixtures/devices.ts';
import { demo, demoStructure } from '../../../test/fixtures/structure-ids.ts';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';

const ROOT = '00000000-0000-0000-0000-000000000000';
let api: TestApi;
let superAdmin: PersonaClient;
let staff: PersonaClient;
let manager: PersonaClient;
let viewer: PersonaClient;
const maple = { customer: 'Acme Living', community: 'Maple Court' };
const elm = { customer: 'Birch Residential', community: 'Elm Park' };
const mapleId = (kind: string, name: string) => demoStructure('Acme Living', 'Maple Court', kind, name);
type Node = { id: string; parentId: string | null; name: string; buildingId: string | null; children: Node[] };

beforeAll(async () => {
  api = await createTestApi();
  superAdmin = await api.as('super@lintel.demo');
  staff = await api.as('staff@lintel.demo');
  manager = await api.as('manager@maple.demo');
  viewer = await api.as('viewer@maple.demo');
});
afterAll(async () => {
  await api?.close();
});

describe('location tree', () => {
  it('super admin: reads the tree under the all-zero root, named after the community, siblings by name', async () => {
    const response = await superAdmin.get('/api/locations/tree', maple);
    expect(response.statusCode).toBe(200);
    const root: Node = response.json();
    expect(root).toMatchObject({ id: ROOT, parentId: null, name: 'Maple Court' });
    expect(root.children.map((n) => n.name)).toEqual(['Building A', 'Building B', 'Building C', 'Pool']);
    expect(root.children[0]).toMatchObject({
      parentId: ROOT,
      buildingId: demo.building('Acme Living', 'Maple Court', 'Building A'),
      children: [{ name: 'Floor 1', buildingId: null, children: [] }],
    });
  });

  it('super admin: adds a property under the root and another under it, then moves and removes them', async () => {
    const added = await superAdmin.post('/api/locations/properties', { name: 'Garage', parentId: ROOT }, maple);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ parentId: ROOT, parentName: 'Maple Court', childCount: 0 });
    const garage = added.json().id;
    const level = (
      await superAdmin.post(
        '/api/locations/properties',
        { name: 'Level 1', parentId: garage, spaceTypeId: mapleId('space-type', 'Floor') },
        maple,
      )
    ).json();
    expect(level).toMatchObject({ parentName: 'Garage', spaceTypeName: 'Floor' });

    const cycle = await superAdmin.request('PUT', `/api/locations/properties/${garage}`, {
      context: maple,
      body: { name: 'Garage', parentId: level.id },
    });
    expect([cycle.statusCode, cycle.json().code]).toEqual([422, 'CBR_LOCATION_CYCLE']);

    const hasChildren = await superAdmin.request('DELETE', `/api/locations/properties/${garage}`, { context: maple });
    expect([hasChildren.statusCode, hasChildren.json().code]).toEqual([409, 'CBR_LOCATION_HAS_CHILDREN']);

    const moved = await superAdmin.request('PUT', `/api/locations/properties/${level.id}`, {
      context: maple,
      body: { name: 'Level 1', parentId: ROOT },
    });
    expect(moved.json()).toMatchObject({ parentId: ROOT, spaceTypeId: null });
    const twin = await superAdmin.post('/api/locations/properties', { name: 'Level 1' }, maple);
    expect([twin.statusCode, twin.json().code]).toEqual([409, 'CBR_NAME_TAKEN']);
    for (const id of [level.id, garage]) {
      expect(
        (await superAdmin.request('DELETE', `/api/locations/properties/${id}`, { context: maple })).statusCode,
      ).toBe(200);
    }
    const root: Node = (await superAdmin.get('/api/locations/tree', maple)).json();
    expect(root.children.map((n) => n.name)).toEqual(['Building A', 'Building B', 'Building C', 'Pool']);
  });

  it('super admin: a property with a lock placed at it is kept, so no access leaves the books while the lock holds it', async () => {
    const added = (await superAdmin.post('/api/locations/properties', { name: 'Lock closet' }, maple)).json();
    const lock = await addDevice(api.database.db, new Date(), 'YALE');
    await inCommunity(api.database.db, new Date(), (scope) =>
      scope.db.updateTable('devices').set({ location_id: added.id }).where('id', '=', lock).execute(),
    );
    const refused = await superAdmin.request('DELETE', `/api/locations/properties/${added.id}`, { context: maple });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ACCESS_LOCATION_IN_USE');
    expect((await superAdmin.get(`/api/locations/properties/${added.id}`, maple)).statusCode).toBe(200);
  });

  it('provider staff: may edit the tree too (admin group)', async () => {
    const added = await staff.post('/api/locations/properties', { name: 'Mailroom' }, maple);
    expect(added.statusCode).toBe(201);
    await staff.request('DELETE', `/api/locations/properties/${added.json().id}`, { context: maple });
  });

  it('super admin: a parent or space type of another customer is refused', async () => {
    const elmBuilding = demoStructure('Birch Residential', 'Elm Park', 'location', 'building-0');
    const response = await superAdmin.post('/api/locations/properties', { name: 'X', parentId: elmBuilding }, maple);
    expect([response.statusCode, response.json().code]).toEqual([422, 'CBR_REFERENCE_NOT_FOUND']);
    const fromElm = await superAdmin.get(`/api/locations/properties/${mapleId('location', 'pool')}`, elm);
    expect(fromElm.statusCode).toBe(404);
  });

  it('community manager and community viewer: the location editor needs admin-group status, so 403 everywhere', async () => {
    const pool = mapleId('location', 'pool');
    const floorType = mapleId('space-type', 'Floor');
    for (const persona of [manager, viewer]) {
      for (const [method, url, body] of [
        ['GET', '/api/locations/tree', undefined],
        ['GET', `/api/locations/properties/${pool}`, undefined],
        ['POST', '/api/locations/properties', { name: 'X' }],
        ['PUT', `/api/locations/properties/${pool}`, { name: 'X' }],
        ['DELETE', `/api/locations/properties/${pool}`, undefined],
        ['GET', '/api/locations/space-types', undefined],
        ['POST', '/api/locations/space-types', { name: 'X' }],
        ['PUT', `/api/locations/space-types/${floorType}`, { name: 'X' }],
        ['DELETE', `/api/locations/space-types/${floorType}`, undefined],
      ] as const) {
        const response = await persona.request(method, url, { context: maple, body });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
    }
  });
});

describe('space types', () => {
  it('super admin: lists, creates, renames and deletes a space type; one in use is kept', async () => {
    const list = (await superAdmin.get('/api/locations/space-types', maple)).json();
    expect(list.map((t: { name: string }) => t.name)).toEqual(['Amenity', 'Building', 'Floor', 'Parking']);
    expect(list.find((t: { name: string }) => t.name === 'Building').propertyCount).toBe(3);
    const created = await superAdmin.post('/api/locations/space-types', { name: 'Roof', description: 'Roofs' }, maple);
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const renamed = await superAdmin.request('PUT', `/api/locations/space-types/${id}`, {
      context: maple,
      body: { name: 'Rooftop' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Rooftop', description: null, propertyCount: 0 });
    expect((await superAdmin.get(`/api/locations/space-types/${id}`, maple)).json().name).toBe('Rooftop');
    expect(
      (await superAdmin.request('DELETE', `/api/locations/space-types/${id}`, { context: maple })).statusCode,
    ).toBe(200);
    const inUse = await superAdmin.request(
      'DELETE',
      `/api/locations/space-types/${mapleId('space-type', 'Building')}`,
      {
        context: maple,
      },
    );
    expect([inUse.statusCode, inUse.json().code]).toEqual([409, 'CBR_SPACE_TYPE_IN_USE']);
  });
});

describe('the buildings of a community, one source for structure and locations', () => {
  const buildingNodes = async () => {
    const root: Node = (await superAdmin.get('/api/locations/tree', maple)).json();
    return root.children.filter((n) => n.buildingId !== null).map((n) => n.name);
  };
  const buildingNames = async () =>
    ((await superAdmin.get('/api/buildings?size=100', maple)).json().content as { name: string }[]).map((b) => b.name);

  it('super admin: the tree shows exactly the buildings community structure lists', async () => {
    expect(await buildingNodes()).toEqual(await buildingNames());
    expect(await buildingNodes()).toEqual(['Building A', 'Building B', 'Building C']);
  });

  it('super admin: a building added, renamed and removed in community structure is added, renamed and removed in the tree', async () => {
    const created = await superAdmin.post('/api/buildings', { name: 'Building D', floors: 2 }, maple);
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const root: Node = (await superAdmin.get('/api/locations/tree', maple)).json();
    const node = root.children.find((n) => n.buildingId === id)!;
    expect(node).toMatchObject({ name: 'Building D', parentId: ROOT });

    const renamed = await superAdmin.request('PUT', `/api/buildings/${id}`, {
      context: maple,
      body: { name: 'Building Delta', floors: 2 },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await superAdmin.get(`/api/locations/properties/${node.id}`, maple)).json()).toMatchObject({
      name: 'Building Delta',
      buildingId: id,
    });

    // The tree arranges it: a property under it keeps the building until it is moved away.
    const wing = (
      await superAdmin.post('/api/locations/properties', { name: 'East wing', parentId: node.id }, maple)
    ).json();
    const blocked = await superAdmin.request('DELETE', `/api/buildings/${id}`, { context: maple });
    expect([blocked.statusCode, blocked.json().code]).toEqual([409, 'CBR_BUILDING_IN_USE']);
    await superAdmin.request('DELETE', `/api/locations/properties/${wing.id}`, { context: maple });

    const removed = await superAdmin.request('DELETE', `/api/buildings/${id}`, { context: maple });
    expect(removed.statusCode).toBe(200);
    expect((await superAdmin.get(`/api/locations/properties/${node.id}`, maple)).statusCode).toBe(404);
    expect(await buildingNodes()).toEqual(await buildingNames());
  });

  it('super admin: the location editor may move a building node and set its type, not rename or delete it', async () => {
    const node = mapleId('location', 'building-1');
    const rename = await superAdmin.request('PUT', `/api/locations/properties/${node}`, {
      context: maple,
      body: { name: 'Building 2', parentId: ROOT },
    });
    expect([rename.statusCode, rename.json().code]).toEqual([409, 'CBR_LOCATION_IS_BUILDING']);
    const remove = await superAdmin.request('DELETE', `/api/locations/properties/${node}`, { context: maple });
    expect([remove.statusCode, remove.json().code]).toEqual([409, 'CBR_LOCATION_IS_BUILDING']);

    const described = await superAdmin.request('PUT', `/api/locations/properties/${node}`, {
      context: maple,
      body: { name: 'Building B', parentId: ROOT, description: 'Leasing office on the ground floor' },
    });
    expect(described.statusCode).toBe(200);
    expect(described.json()).toMatchObject({ name: 'Building B', description: 'Leasing office on the ground floor' });
    expect(await buildingNames()).toEqual(['Building A', 'Building B', 'Building C']);
  });

  it("super admin: a new property cannot take a building's name at the top of the tree, nor a building a property's", async () => {
    const twin = await superAdmin.post('/api/locations/properties', { name: 'Building A' }, maple);
    expect([twin.statusCode, twin.json().code]).toEqual([409, 'CBR_NAME_TAKEN']);
    const clash = await superAdmin.post('/api/buildings', { name: 'Pool', floors: 1 }, maple);
    expect([clash.statusCode, clash.json().code]).toEqual([409, 'CBR_NAME_TAKEN']);
  });
});
