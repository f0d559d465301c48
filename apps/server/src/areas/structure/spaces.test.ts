import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, demoStructure } from '../../../test/fixtures/structure-ids.ts';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';

let api: TestApi;
let manager: PersonaClient;
let viewer: PersonaClient;
let birch: PersonaClient;
const maple = { customer: 'Acme Living', community: 'Maple Court' };
const elm = { customer: 'Birch Residential', community: 'Elm Park' };
const mapleId = (kind: string, name: string) => demoStructure('Acme Living', 'Maple Court', kind, name);
const a101 = demo.unit('Acme Living', 'Maple Court', 'Building A', 'A-101');
const buildingA = demo.building('Acme Living', 'Maple Court', 'Building A');
const studio = demo.unitType('Acme Living', 'Maple Court', 'Studio');

beforeAll(async () => {
  api = await createTestApi();
  manager = await api.as('manager@maple.demo');
  viewer = await api.as('viewer@maple.demo');
  birch = await api.as('multi@lintel.demo');
});
afterAll(async () => {
  await api?.close();
});

async function expectViewerRefused(writes: [string, string, unknown][]) {
  for (const [method, url, body] of writes) {
    const response = await viewer.request(method, url, { context: maple, body });
    expect(response.statusCode, `${method} ${url}`).toBe(403);
  }
}

describe('floor plans', () => {
  it('community manager: lists, creates, updates and deletes a floor plan; units keep their type', async () => {
    const list = (await manager.get('/api/floor-plans', maple)).json();
    expect(list.content.map((f: { name: string }) => f.name)).toEqual(['Plan A', 'Plan B', 'Plan C', 'Plan D']);
    expect(list.content[0]).toMatchObject({ unitTypeName: 'Studio', unitCount: expect.any(Number) });

    const body = { name: 'Plan S', unitTypeId: studio, bedrooms: 0, bathrooms: 1, squareFeet: 450 };
    const created = await manager.post('/api/floor-plans', body, maple);
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({ name: 'Plan S', unitTypeName: 'Studio', unitCount: 0 });
    const dup = await manager.post('/api/floor-plans', { ...body, name: 'Plan A' }, maple);
    expect([dup.statusCode, dup.json().code]).toEqual([409, 'CBR_NAME_TAKEN']);

    const updated = await manager.request('PUT', `/api/floor-plans/${id}`, {
      context: maple,
      body: { ...body, unitTypeId: null, description: 'corner' },
    });
    expect(updated.json()).toMatchObject({ unitTypeId: null, description: 'corner' });

    const planA = mapleId('floor-plan', 'Plan A');
    const unitWithPlan = (await manager.get(`/api/units/${a101}`, maple)).json();
    expect(unitWithPlan.floorPlanId).toBe(planA);
    expect((await manager.request('DELETE', `/api/floor-plans/${planA}`, { context: maple })).statusCode).toBe(200);
    const after = (await manager.get(`/api/units/${a101}`, maple)).json();
    expect(after).toMatchObject({ floorPlanId: null, unitTypeId: unitWithPlan.unitTypeId });
  });

  it('community manager: a unit type of another customer is refused for a floor plan', async () => {
    const foreign = demo.unitType('Birch Residential', 'Elm Park', 'Studio');
    const response = await manager.post(
      '/api/floor-plans',
      { name: 'Plan X', unitTypeId: foreign, bedrooms: 0, bathrooms: 1, squareFeet: 1 },
      maple,
    );
    expect([response.statusCode, response.json().code]).toEqual([422, 'CBR_REFERENCE_NOT_FOUND']);
  });

  it('community viewer: reads floor plans and gets 403 on every floor plan write', async () => {
    const planB = mapleId('floor-plan', 'Plan B');
    expect((await viewer.get(`/api/floor-plans/${planB}`, maple)).statusCode).toBe(200);
    const body = { name: 'V', bedrooms: 0, bathrooms: 1, squareFeet: 1 };
    await expectViewerRefused([
      ['POST', '/api/floor-plans', body],
      ['PUT', `/api/floor-plans/${planB}`, body],
      ['DELETE', `/api/floor-plans/${planB}`, undefined],
    ]);
  });
});

describe('common and maintenance areas', () => {
  it('community manager: sees both business purposes with their counts', async () => {
    expect((await manager.get('/api/business-purposes', maple)).json()).toEqual([
      { code: 'COMMON_AREA', spaceCount: 2 },
      { code: 'MAINTENANCE_AREA', spaceCount: 1 },
    ]);
  });

  it('community manager: lists by business purpose, creates, updates and deletes an area', async () => {
    const maintenance = (await manager.get('/api/common-spaces?businessPurpose=MAINTENANCE_AREA', maple)).json();
    expect(maintenance.content.map((s: { name: string }) => s.name)).toEqual(['Boiler room']);
    const created = await manager.post(
      '/api/common-spaces',
      { businessPurpose: 'COMMON_AREA', name: 'Rooftop deck', buildingId: buildingA, floor: 5 },
      maple,
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ businessPurpose: 'COMMON_AREA', buildingName: 'Building A', floor: 5 });
    const id = created.json().id;
    const updated = await manager.request('PUT', `/api/common-spaces/${id}`, {
      context: maple,
      body: { name: 'Roof deck', buildingId: null, description: 'Open May to October' },
    });
    expect(updated.json()).toMatchObject({ name: 'Roof deck', buildingId: null, businessPurpose: 'COMMON_AREA' });
    expect((await manager.request('DELETE', `/api/common-spaces/${id}`, { context: maple })).json()).toEqual({ id });
  });

  it('community manager: an unknown business purpose is a validation error', async () => {
    const response = await manager.post('/api/common-spaces', { businessPurpose: 'POOL', name: 'x' }, maple);
    expect(response.statusCode).toBe(400);
  });

  it('community viewer: gets 403 on every common space write; another customer cannot read one', async () => {
    const clubhouse = mapleId('common-space', 'Clubhouse');
    expect((await viewer.get(`/api/common-spaces/${clubhouse}`, maple)).json().name).toBe('Clubhouse');
    await expectViewerRefused([
      ['POST', '/api/common-spaces', { businessPurpose: 'COMMON_AREA', name: 'V' }],
      ['PUT', `/api/common-spaces/${clubhouse}`, { name: 'V' }],
      ['DELETE', `/api/common-spaces/${clubhouse}`, undefined],
    ]);
    expect((await birch.get(`/api/common-spaces/${clubhouse}`, elm)).statusCode).toBe(404);
  });
});

describe('appliances', () => {
  it('community manager: lists the appliances of a unit, adds, changes and removes one', async () => {
    const list = (await manager.get(`/api/units/${a101}/appliances`, maple)).json();
    expect(list.map((a: { name: string }) => a.name)).toEqual(['Dishwasher', 'Refrigerator']);
    const created = await manager.post(
      `/api/units/${a101}/appliances`,
      { name: 'Washer', brand: 'LG', installedOn: '2025-01-15' },
      maple,
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ unitId: a101, installedOn: '2025-01-15', model: null });
    const id = created.json().id;
    const updated = await manager.request('PUT', `/api/appliances/${id}`, {
      context: maple,
      body: { name: 'Washer', serialNumber: 'LG-1' },
    });
    expect(updated.json()).toMatchObject({ serialNumber: 'LG-1', brand: null });
    expect((await manager.request('DELETE', `/api/appliances/${id}`, { context: maple })).statusCode).toBe(200);
    expect((await manager.get(`/api/units/${a101}/appliances`, maple)).json()).toHaveLength(2);
  });

  it('community manager: appliances of an unknown unit are not found', async () => {
    const elmUnit = demo.unit('Birch Residential', 'Elm Park', 'Main', 'M-101');
    expect((await manager.get(`/api/units/${elmUnit}/appliances`, maple)).statusCode).toBe(404);
    expect((await manager.post(`/api/units/${elmUnit}/appliances`, { name: 'x' }, maple)).statusCode).toBe(404);
  });

  it('community viewer: gets 403 on every appliance write', async () => {
    const [first] = (await viewer.get(`/api/units/${a101}/appliances`, maple)).json();
    await expectViewerRefused([
      ['POST', `/api/units/${a101}/appliances`, { name: 'V' }],
      ['PUT', `/api/appliances/${first.id}`, { name: 'V' }],
      ['DELETE', `/api/appliances/${first.id}`, undefined],
    ]);
  });
});

describe('parking spaces', () => {
  it('community manager: lists available spaces, assigns one to a unit and frees it again', async () => {
    const all = (await manager.get('/api/parking-spaces?size=50', maple)).json();
    expect(all.totalElements).toBe(12);
    const available = (await manager.get('/api/parking-spaces?available=true&size=50', maple)).json();
    expect(available.totalElements).toBe(8);
    const space = available.content[0];
    const assigned = await manager.request('PUT', `/api/parking-spaces/${space.id}`, {
      context: maple,
      body: { name: space.name, kind: space.kind, unitId: a101, monthlyFeeCents: 2500 },
    });
    expect(assigned.json()).toMatchObject({ unitId: a101, unitName: 'A-101', monthlyFeeCents: 2500 });
    expect((await manager.get('/api/parking-spaces?available=true', maple)).json().totalElements).toBe(7);
    const freed = await manager.request('PUT', `/api/parking-spaces/${space.id}`, {
      context: maple,
      body: { name: space.name, kind: space.kind, unitId: null, monthlyFeeCents: 0 },
    });
    expect(freed.json().unitId).toBeNull();
  });

  it('community manager: creates and deletes a space; a unit of another customer is refused', async () => {
    const created = await manager.post(
      '/api/parking-spaces',
      { name: 'G-1', kind: 'GARAGE', monthlyFeeCents: 9000 },
      maple,
    );
    expect(created.statusCode).toBe(201);
    const foreignUnit = demo.unit('Birch Residential', 'Elm Park', 'Main', 'M-101');
    const refused = await manager.post(
      '/api/parking-spaces',
      { name: 'G-2', kind: 'GARAGE', unitId: foreignUnit, monthlyFeeCents: 0 },
      maple,
    );
    expect([refused.statusCode, refused.json().code]).toEqual([422, 'CBR_REFERENCE_NOT_FOUND']);
    const id = created.json().id;
    expect((await manager.request('DELETE', `/api/parking-spaces/${id}`, { context: maple })).json()).toEqual({ id });
  });

  it('community viewer: gets 403 on every parking write', async () => {
    const p1 = mapleId('parking-space', 'P-01');
    const body = { name: 'V', kind: 'OPEN', monthlyFeeCents: 0 };
    await expectViewerRefused([
      ['POST', '/api/parking-spaces', body],
      ['PUT', `/api/parking-spaces/${p1}`, body],
      ['DELETE', `/api/parking-spaces/${p1}`, undefined],
    ]);
  });
});
