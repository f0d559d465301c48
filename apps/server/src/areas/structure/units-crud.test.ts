import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../../../test/fixtures/structure-ids.ts';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';

let api: TestApi;
let manager: PersonaClient;
let viewer: PersonaClient;
let birch: PersonaClient;
const maple = { customer: 'Acme Living', community: 'Maple Court' };
const harbor = { customer: 'Acme Living', community: 'Harbor View' };
const buildingA = demo.building('Acme Living', 'Maple Court', 'Building A');
const studio = demo.unitType('Acme Living', 'Maple Court', 'Studio');
const twoBed = demo.unitType('Acme Living', 'Maple Court', '2 Bedroom');
const a101 = demo.unit('Acme Living', 'Maple Court', 'Building A', 'A-101');

const newUnit = (name: string) => ({
  name,
  buildingId: buildingA,
  unitTypeId: studio,
  floor: 9,
  squareFeet: 500,
  marketRentCents: 130_000,
});

beforeAll(async () => {
  api = await createTestApi();
  manager = await api.as('manager@maple.demo');
  viewer = await api.as('viewer@maple.demo');
  birch = await api.as('multi@lintel.demo');
});
afterAll(async () => {
  await api?.close();
});

describe('unit details', () => {
  it('community manager: reads a unit with its building, unit type and statuses', async () => {
    const response = await manager.get(`/api/units/${a101}`, maple);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: a101,
      name: 'A-101',
      buildingId: buildingA,
      buildingName: 'Building A',
      unitTypeName: expect.any(String),
      floorPlanName: 'Plan A',
      noticeToVacateDate: null,
    });
  });

  it('community viewer: reads a unit', async () => {
    expect((await viewer.get(`/api/units/${a101}`, maple)).statusCode).toBe(200);
  });

  it('community manager: a unit of another community of the same customer is not found from Maple Court', async () => {
    const northId = demo.unit('Acme Living', 'Harbor View', 'North Tower', 'N-101');
    expect((await manager.get(`/api/units/${northId}`, maple)).statusCode).toBe(404);
    expect((await manager.get(`/api/units/${northId}`, harbor)).statusCode).toBe(403);
  });

  it('user of another customer: gets 403 for a Maple Court unit, whatever headers they send', async () => {
    expect((await birch.get(`/api/units/${a101}`, maple)).statusCode).toBe(403);
    const elm = { customer: 'Birch Residential', community: 'Elm Park' };
    expect((await birch.get(`/api/units/${a101}`, elm)).statusCode).toBe(404);
  });
});

describe('creating units', () => {
  it('community manager: creates a unit and finds it by name search', async () => {
    const response = await manager.post('/api/units', newUnit('Z-901'), maple);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Z-901', buildingName: 'Building A', floor: 9 });
    const found = (await manager.get('/api/units?q=z-9', maple)).json();
    expect(found.content.map((u: { name: string }) => u.name)).toEqual(['Z-901']);
  });

  it('community manager: a retry with the same Idempotency-Key creates the unit once', async () => {
    const key = randomUUID();
    const send = () =>
      manager.request('POST', '/api/units', {
        context: maple,
        body: newUnit('Z-902'),
        headers: { 'idempotency-key': key },
      });
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    expect((await manager.get('/api/units?q=z-902', maple)).json().totalElements).toBe(1);
  });

  it('community manager: a second unit with the same name in the building is refused with CBR_NAME_TAKEN', async () => {
    const response = await manager.post('/api/units', newUnit('A-101'), maple);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('CBR_NAME_TAKEN');
  });

  it('community manager: bad input gets VALIDATION_FAILED and changes nothing', async () => {
    const before = (await manager.get('/api/units?size=1', maple)).json().totalElements;
    for (const body of [
      { ...newUnit(''), name: '' },
      { ...newUnit('Z-1'), floor: 500 },
      { ...newUnit('Z-1'), marketRentCents: -1 },
      { ...newUnit('Z-1'), buildingId: 'nope' },
      { ...newUnit('Z-1'), extra: true },
    ]) {
      const response = await manager.post('/api/units', body, maple);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await manager.get('/api/units?size=1', maple)).json().totalElements).toBe(before);
  });

  it('community manager: a building of another community is refused with CBR_REFERENCE_NOT_FOUND', async () => {
    const north = demo.building('Acme Living', 'Harbor View', 'North Tower');
    const elmMain = demo.building('Birch Residential', 'Elm Park', 'Main');
    for (const buildingId of [north, elmMain]) {
      const response = await manager.post('/api/units', { ...newUnit('Z-903'), buildingId }, maple);
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('CBR_REFERENCE_NOT_FOUND');
    }
  });

  it('community viewer: gets 403 on every unit write', async () => {
    const writes: [string, string, unknown][] = [
      ['POST', '/api/units', newUnit('V-1')],
      ['PUT', `/api/units/${a101}`, newUnit('V-1')],
      ['DELETE', `/api/units/${a101}`, undefined],
      ['PUT', `/api/units/${a101}/unit-type`, { unitTypeId: twoBed }],
      ['PUT', `/api/units/${a101}/physical-status`, { physicalStatus: 'READY' }],
      ['PUT', `/api/units/${a101}/notice-to-vacate`, { noticeToVacateDate: '2026-12-31' }],
    ];
    for (const [method, url, body] of writes) {
      const response = await viewer.request(method, url, { context: maple, body });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await viewer.get(`/api/units/${a101}`, maple)).json()).toMatchObject({
      name: 'A-101',
      physicalStatus: null,
    });
  });
});

describe('changing units', () => {
  it('community manager: updates, sets the physical status and the notice-to-vacate date, then clears them', async () => {
    const created = (await manager.post('/api/units', newUnit('Z-910'), maple)).json();
    const url = `/api/units/${created.id}`;
    const updated = await manager.request('PUT', url, {
      context: maple,
      body: { ...newUnit('Z-911'), floor: 10, marketRentCents: 140_000 },
    });
    expect(updated.json()).toMatchObject({ name: 'Z-911', floor: 10, marketRentCents: 140_000 });

    const status = await manager.request('PUT', `${url}/physical-status`, {
      context: maple,
      body: { physicalStatus: 'NOT_READY' },
    });
    expect(status.json().physicalStatus).toBe('NOT_READY');
    const ntv = await manager.request('PUT', `${url}/notice-to-vacate`, {
      context: maple,
      body: { noticeToVacateDate: '2026-12-31' },
    });
    expect(ntv.json().noticeToVacateDate).toBe('2026-12-31');

    const badDate = await manager.request('PUT', `${url}/notice-to-vacate`, {
      context: maple,
      body: { noticeToVacateDate: '12/31/2026' },
    });
    expect(badDate.statusCode).toBe(400);
    const badStatus = await manager.request('PUT', `${url}/physical-status`, {
      context: maple,
      body: { physicalStatus: 'not ready' },
    });
    expect(badStatus.statusCode).toBe(400);

    await manager.request('PUT', `${url}/physical-status`, { context: maple, body: { physicalStatus: null } });
    await manager.request('PUT', `${url}/notice-to-vacate`, { context: maple, body: { noticeToVacateDate: null } });
    expect((await manager.get(url, maple)).json()).toMatchObject({ physicalStatus: null, noticeToVacateDate: null });
  });

  it('community manager: changes the unit type of a unit', async () => {
    const created = (await manager.post('/api/units', newUnit('Z-920'), maple)).json();
    const response = await manager.request('PUT', `/api/units/${created.id}/unit-type`, {
      context: maple,
      body: { unitTypeId: twoBed },
    });
    expect(response.json()).toMatchObject({ unitTypeId: twoBed, unitTypeName: '2 Bedroom' });
  });

  it('community manager: deletes a unit; it is gone', async () => {
    const created = (await manager.post('/api/units', newUnit('Z-930'), maple)).json();
    const response = await manager.request('DELETE', `/api/units/${created.id}`, { context: maple });
    expect(response.json()).toEqual({ id: created.id });
    expect((await manager.get(`/api/units/${created.id}`, maple)).statusCode).toBe(404);
  });

  it('portfolio admin of Acme: cannot change a Birch Residential unit through Maple Court', async () => {
    const admin = await api.as('admin@acme.demo');
    const elmUnit = demo.unit('Birch Residential', 'Elm Park', 'Main', 'M-101');
    const response = await admin.request('PUT', `/api/units/${elmUnit}/physical-status`, {
      context: maple,
      body: { physicalStatus: 'DOWN' },
    });
    expect(response.statusCode).toBe(404);
  });
});
