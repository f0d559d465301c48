import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../../../test/fixtures/structure-ids.ts';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';

let api: TestApi;
let manager: PersonaClient;
let viewer: PersonaClient;
let birch: PersonaClient;
const maple = { customer: 'Acme Living', community: 'Maple Court' };
const elm = { customer: 'Birch Residential', community: 'Elm Park' };
const buildingA = demo.building('Acme Living', 'Maple Court', 'Building A');
const studio = demo.unitType('Acme Living', 'Maple Court', 'Studio');
const unitTypeBody = { name: 'Penthouse', bedrooms: 3, bathrooms: 2.5, squareFeet: 1800, marketRentCents: 420_000 };

beforeAll(async () => {
  api = await createTestApi();
  manager = await api.as('manager@maple.demo');
  viewer = await api.as('viewer@maple.demo');
  birch = await api.as('multi@lintel.demo');
});
afterAll(async () => {
  await api?.close();
});

describe('buildings', () => {
  it('community manager: lists the buildings of Maple Court with unit counts and the total header', async () => {
    const response = await manager.get('/api/buildings', maple);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('3');
    const body = response.json();
    expect(body.content.map((b: { name: string }) => b.name)).toEqual(['Building A', 'Building B', 'Building C']);
    expect(body.content.reduce((n: number, b: { unitCount: number }) => n + b.unitCount, 0)).toBe(120);
    expect((await manager.get('/api/buildings?q=building%20b', maple)).json().totalElements).toBe(1);
  });

  it('community viewer: reads one building', async () => {
    const response = await viewer.get(`/api/buildings/${buildingA}`, maple);
    expect(response.json()).toMatchObject({ id: buildingA, name: 'Building A', unitCount: 40 });
  });

  it('community manager: creates, renames and deletes a building; a duplicate name is refused', async () => {
    const created = await manager.post(
      '/api/buildings',
      { name: 'Building D', floors: 6, address: '4 Maple St' },
      maple,
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({ name: 'Building D', unitCount: 0, address: '4 Maple St' });
    const dup = await manager.post('/api/buildings', { name: 'Building A', floors: 2 }, maple);
    expect([dup.statusCode, dup.json().code]).toEqual([409, 'CBR_NAME_TAKEN']);
    const renamed = await manager.request('PUT', `/api/buildings/${id}`, {
      context: maple,
      body: { name: 'Building E', floors: 7, address: '' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Building E', floors: 7, address: null });
    expect((await manager.request('DELETE', `/api/buildings/${id}`, { context: maple })).statusCode).toBe(200);
    expect((await manager.get(`/api/buildings/${id}`, maple)).statusCode).toBe(404);
  });

  it('community manager: a building with units is not deleted (CBR_BUILDING_IN_USE)', async () => {
    const response = await manager.request('DELETE', `/api/buildings/${buildingA}`, { context: maple });
    expect([response.statusCode, response.json().code]).toEqual([409, 'CBR_BUILDING_IN_USE']);
    expect((await manager.get(`/api/buildings/${buildingA}`, maple)).statusCode).toBe(200);
    expect(response.json().message).toBe(
      'This building still has units, common areas or properties under it in the location tree. Move or remove them first.',
    );
  });

  it('community manager: a building with only a common area is refused too, and deleted once the area is gone', async () => {
    const building = (await manager.post('/api/buildings', { name: 'Pool house', floors: 1 }, maple)).json();
    const area = (
      await manager.post(
        '/api/common-spaces',
        { businessPurpose: 'COMMON_AREA', name: 'Pool', buildingId: building.id, floor: 1 },
        maple,
      )
    ).json();
    const refused = await manager.request('DELETE', `/api/buildings/${building.id}`, { context: maple });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'CBR_BUILDING_IN_USE']);
    expect((await manager.get(`/api/common-spaces/${area.id}`, maple)).statusCode).toBe(200);
    await manager.request('DELETE', `/api/common-spaces/${area.id}`, { context: maple });
    const removed = await manager.request('DELETE', `/api/buildings/${building.id}`, { context: maple });
    expect(removed.json()).toEqual({ id: building.id });
  });

  it('community viewer: gets 403 on every building write', async () => {
    for (const [method, url, body] of [
      ['POST', '/api/buildings', { name: 'V', floors: 1 }],
      ['PUT', `/api/buildings/${buildingA}`, { name: 'V', floors: 1 }],
      ['DELETE', `/api/buildings/${buildingA}`, undefined],
    ] as const) {
      expect((await viewer.request(method, url, { context: maple, body })).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('user of another customer: a Maple Court building is 403 with Acme headers and 404 from their own community', async () => {
    expect((await birch.get(`/api/buildings/${buildingA}`, maple)).statusCode).toBe(403);
    expect((await birch.get(`/api/buildings/${buildingA}`, elm)).statusCode).toBe(404);
    const list = (await birch.get('/api/buildings', elm)).json();
    expect(list.content.map((b: { name: string }) => b.name)).toEqual(['Main']);
  });
});

describe('unit types', () => {
  it('community manager: lists unit types with unit counts, up to 1000 at once', async () => {
    const body = (await manager.get('/api/unit-types?size=1000', maple)).json();
    expect(body.content.map((t: { name: string }) => t.name)).toEqual([
      '1 Bedroom',
      '2 Bedroom',
      '3 Bedroom',
      'Studio',
    ]);
    expect(body.content.reduce((n: number, t: { unitCount: number }) => n + t.unitCount, 0)).toBe(120);
    expect(body.content[0]).toMatchObject({ bedrooms: 1, bathrooms: 1 });
  });

  it('community manager: creates a unit type, assigns units to it, and sees them in the unit list by type', async () => {
    const created = await manager.post('/api/unit-types', unitTypeBody, maple);
    expect(created.statusCode).toBe(201);
    const typeId = created.json().id;
    expect(created.json()).toMatchObject({ name: 'Penthouse', bathrooms: 2.5, unitCount: 0 });
    const units = (await manager.get('/api/units?size=3', maple)).json().content.map((u: { id: string }) => u.id);
    const assigned = await manager.request('PUT', `/api/unit-types/${typeId}/units`, {
      context: maple,
      body: { unitIds: units },
    });
    expect(assigned.json()).toEqual({ unitTypeId: typeId, assigned: 3 });
    expect((await manager.get(`/api/unit-types/${typeId}`, maple)).json().unitCount).toBe(3);
    const byType = (await manager.get(`/api/units?unitTypeId=${typeId}`, maple)).json();
    expect(byType.content.map((u: { id: string }) => u.id).sort()).toEqual([...units].sort());
    const inUse = await manager.request('DELETE', `/api/unit-types/${typeId}`, { context: maple });
    expect([inUse.statusCode, inUse.json().code]).toEqual([409, 'CBR_UNIT_TYPE_IN_USE']);
  });

  it('community manager: assigning a unit of another customer changes nothing (all or nothing)', async () => {
    const mine = demo.unit('Acme Living', 'Maple Court', 'Building B', 'B-101');
    const foreign = demo.unit('Birch Residential', 'Elm Park', 'Main', 'M-101');
    const twoBed = demo.unitType('Acme Living', 'Maple Court', '2 Bedroom');
    const before = (await manager.get(`/api/units/${mine}`, maple)).json().unitTypeId;
    const response = await manager.request('PUT', `/api/unit-types/${twoBed}/units`, {
      context: maple,
      body: { unitIds: [mine, foreign] },
    });
    expect([response.statusCode, response.json().code]).toEqual([422, 'CBR_REFERENCE_NOT_FOUND']);
    expect((await manager.get(`/api/units/${mine}`, maple)).json().unitTypeId).toBe(before);
  });

  it('community manager: updates and deletes an unused unit type; duplicate names are refused', async () => {
    const id = (await manager.post('/api/unit-types', { ...unitTypeBody, name: 'Loft' }, maple)).json().id;
    const dup = await manager.request('PUT', `/api/unit-types/${id}`, {
      context: maple,
      body: { ...unitTypeBody, name: 'Studio' },
    });
    expect([dup.statusCode, dup.json().code]).toEqual([409, 'CBR_NAME_TAKEN']);
    const ok = await manager.request('PUT', `/api/unit-types/${id}`, {
      context: maple,
      body: { ...unitTypeBody, name: 'Big loft', description: 'Two levels' },
    });
    expect(ok.json()).toMatchObject({ name: 'Big loft', description: 'Two levels' });
    expect((await manager.request('DELETE', `/api/unit-types/${id}`, { context: maple })).json()).toEqual({ id });
  });

  it('community manager: a unit type units still have is not deleted (CBR_UNIT_TYPE_IN_USE), nor are its units', async () => {
    const before = (await manager.get(`/api/unit-types/${studio}`, maple)).json();
    expect(before.unitCount).toBeGreaterThan(0);
    const response = await manager.request('DELETE', `/api/unit-types/${studio}`, { context: maple });
    expect([response.statusCode, response.json().code]).toEqual([409, 'CBR_UNIT_TYPE_IN_USE']);
    expect(response.json().message).toBe('Units still have this unit type. Assign them another unit type first.');
    expect((await manager.get(`/api/unit-types/${studio}`, maple)).json().unitCount).toBe(before.unitCount);
  });

  it('community manager: deleting an unused unit type with a pricing matrix takes it off the matrix', async () => {
    const id = (await manager.post('/api/unit-types', { ...unitTypeBody, name: 'Garden flat' }, maple)).json().id;
    const matrix = (
      await manager.post(
        '/api/pricing-matrices',
        { matrix: { rows: [{ month: 1, premiumType: 'percent', premiumValue: 5 }] }, unitTypeIds: [id] },
        maple,
      )
    ).json();
    expect((await manager.request('DELETE', `/api/unit-types/${id}`, { context: maple })).statusCode).toBe(200);
    const after = (await manager.get(`/api/pricing-matrices/${matrix.id}`, maple)).json();
    expect(after.unitTypes).toEqual([]);
  });

  it('community viewer: reads unit types and gets 403 on every unit type write', async () => {
    expect((await viewer.get(`/api/unit-types/${studio}`, maple)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['POST', '/api/unit-types', unitTypeBody],
      ['PUT', `/api/unit-types/${studio}`, unitTypeBody],
      ['DELETE', `/api/unit-types/${studio}`, undefined],
      [
        'PUT',
        `/api/unit-types/${studio}/units`,
        { unitIds: [demo.unit('Acme Living', 'Maple Court', 'Building A', 'A-101')] },
      ],
    ] as const) {
      expect((await viewer.request(method, url, { context: maple, body })).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('user of another customer: a Maple Court unit type is not theirs to read', async () => {
    expect((await birch.get(`/api/unit-types/${studio}`, maple)).statusCode).toBe(403);
    expect((await birch.get(`/api/unit-types/${studio}`, elm)).statusCode).toBe(404);
  });
});
