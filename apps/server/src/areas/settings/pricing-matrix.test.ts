import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';
import { demoId } from '../../seed/ids.ts';
import { mapleMatrixId } from '../../seed/settings.ts';

let api: TestApi;
let manager: PersonaClient;
let viewer: PersonaClient;
const maple = { customer: 'Acme Living', community: 'Maple Court' };
const elm = { customer: 'Birch Residential', community: 'Elm Park' };
const mapleType = (name: string) => demoId(`unit-type:${demoId('community:Acme Living/Maple Court')}/${name}`);
const elmType = (name: string) => demoId(`unit-type:${demoId('community:Birch Residential/Elm Park')}/${name}`);
const rows = [
  { month: 1, premiumType: 'percent', premiumValue: 12.5 },
  { month: 2, premiumType: 'amount', premiumValue: 2500 },
];

beforeAll(async () => {
  api = await createTestApi();
  manager = await api.as('manager@maple.demo');
  viewer = await api.as('viewer@maple.demo');
});
afterAll(async () => {
  await api?.close();
});

describe('pricing matrices', () => {
  it('community manager: sees the seeded matrix with its two unit types, and 2 of 4 unit types assigned', async () => {
    const list = (await manager.get('/api/pricing-matrices', maple)).json();
    expect(list.content).toHaveLength(1);
    expect(list.content[0].id).toBe(mapleMatrixId);
    expect(list.content[0].unitTypes.map((t: { name: string }) => t.name)).toEqual(['1 Bedroom', 'Studio']);
    expect(list.content[0].matrix.rows.map((r: { month: number }) => r.month)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    const types = (await manager.get('/api/unit-types-with-pricing-matrix', maple)).json();
    expect(types.totalElements).toBe(4);
    expect(types.content.filter((t: { pricingMatrixId: string | null }) => t.pricingMatrixId)).toHaveLength(2);
  });

  it('community manager: creates a matrix for a unit type, edits it to take one from the other matrix', async () => {
    const created = await manager.request('POST', '/api/pricing-matrices', {
      context: maple,
      body: { matrix: { rows }, unitTypeIds: [mapleType('3 Bedroom')] },
    });
    expect(created.statusCode).toBe(201);
    const matrix = created.json();
    expect(matrix.unitTypes.map((t: { name: string }) => t.name)).toEqual(['3 Bedroom']);
    expect(matrix.matrix.rows).toEqual(rows);
    const edited = await manager.request('PUT', `/api/pricing-matrices/${matrix.id}`, {
      context: maple,
      body: { matrix: { rows: [rows[0]] }, unitTypeIds: [mapleType('Studio'), mapleType('2 Bedroom')] },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().unitTypes.map((t: { name: string }) => t.name)).toEqual(['2 Bedroom', 'Studio']);
    const seeded = (await manager.get(`/api/pricing-matrices/${mapleMatrixId}`, maple)).json();
    expect(seeded.unitTypes.map((t: { name: string }) => t.name)).toEqual(['1 Bedroom']);
    const types = (await manager.get('/api/unit-types-with-pricing-matrix', maple)).json();
    expect(types.content.filter((t: { pricingMatrixId: string | null }) => t.pricingMatrixId)).toHaveLength(3);
  });

  it('community manager: bad rows and other tenants’ unit types are refused and create nothing', async () => {
    const before = (await manager.get('/api/pricing-matrices', maple)).json().content.length;
    const studio = [mapleType('Studio')];
    const bodies = [
      { matrix: { rows: [rows[0], rows[0]] }, unitTypeIds: studio },
      { matrix: { rows: [{ month: 0, premiumType: 'percent', premiumValue: 1 }] }, unitTypeIds: studio },
      { matrix: { rows: [{ month: 1, premiumType: 'amount', premiumValue: 10.5 }] }, unitTypeIds: studio },
      { matrix: { rows: [{ month: 1, premiumType: 'percent', premiumValue: 1.234 }] }, unitTypeIds: studio },
    ];
    for (const body of bodies) {
      const response = await manager.request('POST', '/api/pricing-matrices', { context: maple, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const foreign = await manager.request('POST', '/api/pricing-matrices', {
      context: maple,
      body: { matrix: { rows }, unitTypeIds: [elmType('Studio')] },
    });
    expect([foreign.statusCode, foreign.json().code]).toEqual([422, 'CBR_REFERENCE_NOT_FOUND']);
    expect((await manager.get('/api/pricing-matrices', maple)).json().content.length).toBe(before);
  });

  it('community manager: an empty matrix is refused on create and on edit, and nothing changes', async () => {
    const before = (await manager.get('/api/pricing-matrices', maple)).json();
    const studio = [mapleType('Studio')];
    const zero = [
      { month: 1, premiumType: 'percent', premiumValue: 0 },
      { month: 2, premiumType: 'amount', premiumValue: 0 },
    ];
    const empty = [
      [
        'no unit types',
        { matrix: { rows }, unitTypeIds: [] },
        'body/unitTypeIds',
        'Choose at least one unit type for this pricing matrix.',
      ],
      ['no months', { matrix: { rows: [] }, unitTypeIds: studio }, 'body/matrix/rows', 'Add at least 1 entry'],
      [
        'every premium 0',
        { matrix: { rows: zero }, unitTypeIds: studio },
        'body/matrix/rows',
        'Every premium is 0: set a premium for at least one month.',
      ],
    ] as const;
    for (const [what, body, path, message] of empty) {
      const created = await manager.request('POST', '/api/pricing-matrices', { context: maple, body });
      expect(created.statusCode, what).toBe(400);
      expect(created.json().code, what).toBe('VALIDATION_FAILED');
      expect(created.json().issues, what).toMatchObject([{ path, message }]);
      const edited = await manager.request('PUT', `/api/pricing-matrices/${mapleMatrixId}`, { context: maple, body });
      expect(edited.statusCode, what).toBe(400);
    }
    expect((await manager.get('/api/pricing-matrices', maple)).json()).toEqual(before);
  });

  it('community manager: a premium outside the usual range is saved (the form asks first, the server allows it)', async () => {
    const body = {
      matrix: { rows: [{ month: 1, premiumType: 'percent', premiumValue: 250 }] },
      unitTypeIds: [mapleType('3 Bedroom')],
    };
    const created = await manager.request('POST', '/api/pricing-matrices', { context: maple, body });
    expect(created.statusCode).toBe(201);
    expect(created.json().matrix.rows[0].premiumValue).toBe(250);
  });

  it('community manager: deletes a matrix; its unit types are left without one', async () => {
    const body = { matrix: { rows }, unitTypeIds: [mapleType('3 Bedroom')] };
    const matrix = (await manager.request('POST', '/api/pricing-matrices', { context: maple, body })).json();
    const assigned = async () =>
      (await manager.get('/api/unit-types-with-pricing-matrix', maple))
        .json()
        .content.filter((t: { pricingMatrixId: string | null }) => t.pricingMatrixId).length;
    const before = await assigned();
    const removed = await manager.request('DELETE', `/api/pricing-matrices/${matrix.id}`, { context: maple });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ id: matrix.id });
    expect((await manager.get(`/api/pricing-matrices/${matrix.id}`, maple)).statusCode).toBe(404);
    const types = (await manager.get('/api/unit-types-with-pricing-matrix', maple)).json();
    expect(types.content.find((t: { id: string }) => t.id === mapleType('3 Bedroom')).pricingMatrixId).toBeNull();
    expect(await assigned()).toBe(before - 1);
    const again = await manager.request('DELETE', `/api/pricing-matrices/${matrix.id}`, { context: maple });
    expect(again.statusCode).toBe(404);
  });

  it('community viewer: reads matrices and gets 403 on create, edit and delete', async () => {
    expect((await viewer.get('/api/pricing-matrices', maple)).statusCode).toBe(200);
    expect((await viewer.get('/api/unit-types-with-pricing-matrix', maple)).statusCode).toBe(200);
    expect(
      (await viewer.request('DELETE', `/api/pricing-matrices/${mapleMatrixId}`, { context: maple })).statusCode,
    ).toBe(403);
    const body = { matrix: { rows }, unitTypeIds: [mapleType('Studio')] };
    expect((await viewer.request('POST', '/api/pricing-matrices', { context: maple, body })).statusCode).toBe(403);
    expect(
      (await viewer.request('PUT', `/api/pricing-matrices/${mapleMatrixId}`, { context: maple, body })).statusCode,
    ).toBe(403);
  });

  it('super admin acting in Birch Residential: Maple Court’s matrix is not found there, to read, edit or delete', async () => {
    const superAdmin = await api.as('super@lintel.demo');
    expect((await superAdmin.get(`/api/pricing-matrices/${mapleMatrixId}`, elm)).statusCode).toBe(404);
    const body = { matrix: { rows }, unitTypeIds: [elmType('Studio')] };
    const response = await superAdmin.request('PUT', `/api/pricing-matrices/${mapleMatrixId}`, { context: elm, body });
    expect(response.statusCode).toBe(404);
    const removed = await superAdmin.request('DELETE', `/api/pricing-matrices/${mapleMatrixId}`, { context: elm });
    expect(removed.statusCode).toBe(404);
    expect((await manager.get(`/api/pricing-matrices/${mapleMatrixId}`, maple)).json().matrix.rows).toHaveLength(12);
  });
});
