import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDevice, inCommunity } from '../../../test/fixtures/devices.ts';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';

let api: TestApi;
let manager: PersonaClient;
let viewer: PersonaClient;
const maple = { customer: 'Acme Living', community: 'Maple Court' };
const birch = { customer: 'Birch Residential', community: 'Birch Commons' };
const ROOT = '00000000-0000-0000-0000-000000000000';

type Node = {
  id: string;
  parentId: string | null;
  name: string;
  buildingId: string | null;
  lockCount: number;
  children: Node[];
};
const flatten = (node: Node): Node[] => [node, ...node.children.flatMap(flatten)];
const tree = async (who: PersonaClient = manager) =>
  (await who.get('/api/iot/community/location-tree', maple)).json() as Node;
const remove = (who: PersonaClient, url: string, context: typeof maple) => who.request('DELETE', url, { context });
const byName = async (name: string) => flatten(await tree()).find((n) => n.name === name);

beforeAll(async () => {
  api = await createTestApi();
  manager = await api.as('manager@maple.demo');
  viewer = await api.as('viewer@maple.demo');
});
afterAll(async () => {
  await api?.close();
});

describe('the IoT community location tree', () => {
  it('community manager: reads the tree under the all-zero root named after the community, with the locks placed at each location', async () => {
    const root = await tree();
    expect(root).toMatchObject({ id: ROOT, parentId: null, name: 'Maple Court' });
    const nodes = flatten(root);
    expect(nodes.length).toBeGreaterThan(1);
    expect(nodes.reduce((sum, n) => sum + n.lockCount, 0)).toBeGreaterThan(0);
    for (const node of nodes.slice(1)) expect(nodes.some((n) => n.id === node.parentId)).toBe(true);
  });

  it('community manager: adds a location under the root and one under it, then deletes both, the child first', async () => {
    const top = await manager.post('/api/iot/community/locations', { name: 'Bike room', parentId: ROOT }, maple);
    expect(top.statusCode, top.body).toBe(201);
    const child = await manager.post(
      '/api/iot/community/locations',
      { name: 'Bike cage', parentId: top.json().id },
      maple,
    );
    expect(child.statusCode, child.body).toBe(201);
    expect((await byName('Bike cage'))?.parentId).toBe(top.json().id);

    const refused = await remove(manager, `/api/iot/community/locations/${top.json().id}`, maple);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ACCESS_LOCATION_HAS_CHILDREN');
    expect(await byName('Bike room')).toBeDefined();

    expect((await remove(manager, `/api/iot/community/locations/${child.json().id}`, maple)).statusCode).toBe(200);
    expect((await remove(manager, `/api/iot/community/locations/${top.json().id}`, maple)).statusCode).toBe(200);
    expect(await byName('Bike room')).toBeUndefined();
  });

  it('community manager: a sibling with the same name, an empty name or an unknown parent is refused and nothing is added', async () => {
    const before = flatten(await tree()).length;
    const first = await manager.post('/api/iot/community/locations', { name: 'Mail room' }, maple);
    expect(first.statusCode, first.body).toBe(201);
    const twice = await manager.post('/api/iot/community/locations', { name: 'Mail room' }, maple);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('CBR_NAME_TAKEN');
    const empty = await manager.post('/api/iot/community/locations', { name: '  ' }, maple);
    expect(empty.statusCode).toBe(400);
    const unknown = await manager.post(
      '/api/iot/community/locations',
      { name: 'Nowhere', parentId: '11111111-1111-4111-8111-111111111111' },
      maple,
    );
    expect(unknown.statusCode).toBe(400);
    expect(flatten(await tree()).length).toBe(before + 1);
    await remove(manager, `/api/iot/community/locations/${first.json().id}`, maple);
  });

  it('community manager: a location with a lock placed at it, or a building’s node, is kept', async () => {
    const added = (await manager.post('/api/iot/community/locations', { name: 'Package room' }, maple)).json();
    const lock = await addDevice(api.database.db, new Date(), 'YALE');
    await inCommunity(api.database.db, new Date(), (scope) =>
      scope.db.updateTable('devices').set({ location_id: added.id }).where('id', '=', lock).execute(),
    );
    expect((await byName('Package room'))?.lockCount).toBe(1);
    const refused = await remove(manager, `/api/iot/community/locations/${added.id}`, maple);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ACCESS_LOCATION_IN_USE');
    expect((await byName('Package room'))?.id).toBe(added.id);
    const building = flatten(await tree()).find((n) => n.buildingId !== null)!;
    const kept = await remove(manager, `/api/iot/community/locations/${building.id}`, maple);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().code).toBe('CBR_LOCATION_IS_BUILDING');
    expect((await byName(building.name))?.id).toBe(building.id);
  });

  it('community viewer: reads the tree but may neither add nor delete a location', async () => {
    expect((await viewer.get('/api/iot/community/location-tree', maple)).statusCode).toBe(200);
    const added = await viewer.post('/api/iot/community/locations', { name: 'Viewer room' }, maple);
    expect(added.statusCode).toBe(403);
    const target = (await manager.post('/api/iot/community/locations', { name: 'Viewer target' }, maple)).json();
    expect((await remove(viewer, `/api/iot/community/locations/${target.id}`, maple)).statusCode).toBe(403);
    expect((await byName('Viewer target'))?.id).toBe(target.id);
    expect(await byName('Viewer room')).toBeUndefined();
  });

  it('portfolio admin of another customer: cannot read, add under or delete Maple Court’s locations, whatever ids they send', async () => {
    const other = await api.as('multi@lintel.demo');
    const mapleNode = flatten(await tree()).find((n) => n.buildingId === null && n.id !== ROOT)!;
    expect((await other.get('/api/iot/community/location-tree', maple)).statusCode).toBe(403);
    const theirs = (await other.get('/api/iot/community/location-tree', birch)).json() as Node;
    expect(flatten(theirs).some((n) => n.id === mapleNode.id)).toBe(false);
    const under = await other.post('/api/iot/community/locations', { name: 'Sneaky', parentId: mapleNode.id }, birch);
    expect(under.statusCode).toBe(400);
    const gone = await remove(other, `/api/iot/community/locations/${mapleNode.id}`, birch);
    expect(gone.statusCode).toBe(404);
    expect((await byName(mapleNode.name))?.id).toBe(mapleNode.id);
  });
});

type Apartment = {
  id: string;
  name: string;
  buildingId: string;
  buildingName: string;
  lockCount: number;
  onlineLocks: number;
  leaseCount: number;
};
type Page = { content: Apartment[]; totalElements: number; totalPages: number };
const apartments = async (query = '', who: PersonaClient = manager) =>
  (await who.get(`/api/iot/community/apartments${query}`, maple)).json() as Page;

describe('the IoT community apartments', () => {
  it('community manager: pages the units by name with their locks and live leases', async () => {
    const first = await apartments('?size=5');
    expect(first.content).toHaveLength(5);
    expect(first.totalElements).toBeGreaterThan(5);
    const names = first.content.map((a) => a.name);
    expect(names).toEqual([...names].sort());
    const all = await apartments('?size=999');
    expect(all.content).toHaveLength(all.totalElements);
    const withLock = all.content.find((a) => a.name === 'A-101')!;
    expect(withLock.lockCount).toBeGreaterThan(0);
    expect(withLock.onlineLocks).toBeLessThanOrEqual(withLock.lockCount);
    expect(all.content.every((a) => a.leaseCount >= 0 && a.buildingName.length > 0)).toBe(true);
  });

  it('community manager: finds units by the start of their name, by building, and sorts by building', async () => {
    const found = await apartments('?q=a-10&size=50');
    expect(found.content.length).toBeGreaterThan(0);
    expect(found.content.every((a) => a.name.toLowerCase().startsWith('a-10'))).toBe(true);
    const any = (await apartments('?size=1')).content[0]!;
    const inBuilding = await apartments(`?buildingId=${any.buildingId}&size=999`);
    expect(inBuilding.content.every((a) => a.buildingId === any.buildingId)).toBe(true);
    const byBuilding = (await apartments('?sort=buildingName,desc&size=999')).content.map((a) => a.buildingName);
    expect(byBuilding).toEqual([...byBuilding].sort().reverse());
    const badSort = await manager.get('/api/iot/community/apartments?sort=rent,asc', maple);
    expect(badSort.statusCode).toBe(400);
  });

  it('community viewer reads them; another customer’s admin cannot, whatever headers they send', async () => {
    expect((await apartments('?size=1', viewer)).content).toHaveLength(1);
    const other = await api.as('multi@lintel.demo');
    expect((await other.get('/api/iot/community/apartments', maple)).statusCode).toBe(403);
    const mapleIds = new Set((await apartments('?size=999')).content.map((a) => a.id));
    const theirs = (await other.get('/api/iot/community/apartments?size=999', birch)).json() as Page;
    expect(theirs.content.some((a) => mapleIds.has(a.id))).toBe(false);
  });
});
