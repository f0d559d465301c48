import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, demoStructure } from '../../../test/fixtures/structure-ids.ts';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';

let api: TestApi;
let manager: PersonaClient;
let viewer: PersonaClient;
let birch: PersonaClient;
const maple = { customer: 'Acme Living', community: 'Maple Court' };
const elm = { customer: 'Birch Residential', community: 'Elm Park' };
const amenity = (name: string) => demoStructure('Acme Living', 'Maple Court', 'amenity', name);
const group = (name: string) => demoStructure('Acme Living', 'Maple Court', 'amenity-group', name);
const a101 = demo.unit('Acme Living', 'Maple Court', 'Building A', 'A-101');
const a102 = demo.unit('Acme Living', 'Maple Court', 'Building A', 'A-102');
const elmUnit = demo.unit('Birch Residential', 'Elm Park', 'Main', 'M-101');
const elmAmenity = demoStructure('Birch Residential', 'Elm Park', 'amenity', 'Dishwasher');

const names = (rows: { name: string }[]) => rows.map((r) => r.name);

beforeAll(async () => {
  api = await createTestApi();
  manager = await api.as('manager@maple.demo');
  viewer = await api.as('viewer@maple.demo');
  birch = await api.as('multi@lintel.demo');
});
afterAll(async () => {
  await api?.close();
});

describe('listing unit amenities', () => {
  it('community manager: lists the Apartment amenities of the community with their group, by name', async () => {
    const response = await manager.get('/api/unit-amenities?size=50', maple);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('10');
    const body = response.json();
    expect(names(body.content)).toContain('Balcony');
    expect(names(body.content)).not.toContain('Pool');
    expect(body.content.find((a: { name: string }) => a.name === 'Dishwasher')).toMatchObject({
      id: amenity('Dishwasher'),
      groupId: group('Kitchen'),
      groupName: 'Kitchen',
    });
  });

  it('community manager: searches by the start of the name', async () => {
    const body = (await manager.get('/api/unit-amenities?q=wal', maple)).json();
    expect(names(body.content)).toEqual(['Walk-in closet']);
  });

  it('community viewer: reads the list, a group and an amenity with its units', async () => {
    expect((await viewer.get('/api/unit-amenities', maple)).statusCode).toBe(200);
    const kitchen = (await viewer.get(`/api/amenity-groups/${group('Kitchen')}`, maple)).json();
    expect(kitchen).toMatchObject({ name: 'Kitchen' });
    expect(names(kitchen.amenities)).toEqual(['Dishwasher', 'Gas range', 'Stainless steel appliances']);
    const dishwasher = (await viewer.get(`/api/unit-amenities/${amenity('Dishwasher')}`, maple)).json();
    expect(dishwasher.units).toContainEqual({ id: a101, name: 'A-101', buildingName: 'Building A' });
    expect(dishwasher.unitCount).toBe(dishwasher.units.length);
  });
});

describe("a unit's amenities", () => {
  it('community manager: assigns amenities to a unit and reads them back, grouped', async () => {
    const before = (await manager.get(`/api/units/${a102}/amenities`, maple)).json();
    const ids = [...before.map((a: { id: string }) => a.id), amenity('Fireplace'), amenity('Patio')];
    const put = await manager.request('PUT', `/api/units/${a102}/amenities`, {
      context: maple,
      body: { amenityIds: [...new Set(ids)] },
    });
    expect(put.statusCode).toBe(200);
    const after = (await manager.get(`/api/units/${a102}/amenities`, maple)).json();
    expect(names(after)).toEqual(expect.arrayContaining(['Fireplace', 'Patio']));
    // Grouped amenities come first (by group name), ungrouped ones last.
    expect(after.at(-1)).toMatchObject({ name: 'Fireplace', groupId: null });
    const patio = (await manager.get(`/api/unit-amenities/${amenity('Patio')}`, maple)).json();
    expect(names(patio.units)).toContain('A-102');
  });

  it('community manager: an empty list removes every amenity of the unit', async () => {
    const put = await manager.request('PUT', `/api/units/${a102}/amenities`, {
      context: maple,
      body: { amenityIds: [] },
    });
    expect(put.statusCode).toBe(200);
    expect((await manager.get(`/api/units/${a102}/amenities`, maple)).json()).toEqual([]);
  });

  it('community viewer: reads a unit’s amenities but may not change them', async () => {
    const before = (await viewer.get(`/api/units/${a101}/amenities`, maple)).json();
    expect(names(before)).toContain('Dishwasher');
    const put = await viewer.request('PUT', `/api/units/${a101}/amenities`, {
      context: maple,
      body: { amenityIds: [amenity('Fireplace')] },
    });
    expect(put.statusCode).toBe(403);
    expect((await viewer.get(`/api/units/${a101}/amenities`, maple)).json()).toEqual(before);
  });

  it('community manager: unknown, duplicate or community-wide amenity ids are refused and change nothing', async () => {
    const before = (await manager.get(`/api/units/${a101}/amenities`, maple)).json();
    const attempts = [
      [amenity('Fireplace'), '00000000-0000-4000-8000-000000000001'],
      [amenity('Fireplace'), amenity('Fireplace')],
      [amenity('Pool')],
      ['not-an-id'],
    ];
    for (const amenityIds of attempts) {
      const put = await manager.request('PUT', `/api/units/${a101}/amenities`, {
        context: maple,
        body: { amenityIds },
      });
      expect(put.statusCode, JSON.stringify(amenityIds)).toBeGreaterThanOrEqual(400);
      expect(put.statusCode).toBeLessThan(500);
    }
    expect((await manager.get(`/api/units/${a101}/amenities`, maple)).json()).toEqual(before);
  });
});

describe('other tenants', () => {
  it('user of another customer: never sees Maple Court amenities, whatever headers they send', async () => {
    expect((await birch.get('/api/unit-amenities', maple)).statusCode).toBe(403);
    expect((await birch.get(`/api/unit-amenities/${amenity('Balcony')}`, maple)).statusCode).toBe(403);
    const own = await birch.get('/api/unit-amenities', elm);
    expect(own.body).not.toContain(amenity('Balcony'));
  });

  it('community manager: an amenity, group or unit of another customer is not found', async () => {
    expect((await manager.get(`/api/unit-amenities/${elmAmenity}`, maple)).statusCode).toBe(404);
    const elmGroup = demoStructure('Birch Residential', 'Elm Park', 'amenity-group', 'Kitchen');
    expect((await manager.get(`/api/amenity-groups/${elmGroup}`, maple)).statusCode).toBe(404);
    expect((await manager.get(`/api/units/${elmUnit}/amenities`, maple)).statusCode).toBe(404);
    const put = await manager.request('PUT', `/api/units/${elmUnit}/amenities`, {
      context: maple,
      body: { amenityIds: [amenity('Balcony')] },
    });
    expect(put.statusCode).toBe(404);
  });

  it('community manager: another customer’s amenity cannot be given to a Maple Court unit', async () => {
    const before = (await manager.get(`/api/units/${a101}/amenities`, maple)).json();
    const put = await manager.request('PUT', `/api/units/${a101}/amenities`, {
      context: maple,
      body: { amenityIds: [elmAmenity] },
    });
    expect(put.statusCode).toBe(422);
    expect((await manager.get(`/api/units/${a101}/amenities`, maple)).json()).toEqual(before);
  });
});
