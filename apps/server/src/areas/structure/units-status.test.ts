import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../../../test/fixtures/structure-ids.ts';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';

let api: TestApi;
let manager: PersonaClient;
let viewer: PersonaClient;
let birchAdmin: PersonaClient;
const maple = { customer: 'Acme Living', community: 'Maple Court' };
const elm = { customer: 'Birch Residential', community: 'Elm Park' };
const a101 = demo.unit('Acme Living', 'Maple Court', 'Building A', 'A-101');
const a102 = demo.unit('Acme Living', 'Maple Court', 'Building A', 'A-102');
const b101 = demo.unit('Acme Living', 'Maple Court', 'Building B', 'B-101');
const m101 = demo.unit('Birch Residential', 'Elm Park', 'Main', 'M-101');

const physicalStatusOf = async (client: PersonaClient, id: string, context = maple) =>
  (await client.get(`/api/units/${id}`, context)).json().physicalStatus;

const bulk = (client: PersonaClient, body: unknown, context = maple) =>
  client.request('PUT', '/api/units/physical-status', { context, body });

beforeAll(async () => {
  api = await createTestApi();
  manager = await api.as('manager@maple.demo');
  viewer = await api.as('viewer@maple.demo');
  birchAdmin = await api.as('multi@lintel.demo');
});
afterAll(async () => {
  await api?.close();
});

describe('a community manager with the living-spaces create key', () => {
  it('sets the physical status of several units at once, and the list shows and filters by it', async () => {
    const response = await bulk(manager, { unitIds: [a101, a102, a101], physicalStatus: 'NOT_READY' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: 2 });
    expect(await physicalStatusOf(manager, a101)).toBe('NOT_READY');
    expect(await physicalStatusOf(manager, a102)).toBe('NOT_READY');

    const filtered = (await manager.get('/api/units?physicalStatus=NOT_READY&size=200', maple)).json();
    const ids = filtered.content.map((u: { id: string }) => u.id);
    expect(ids).toEqual(expect.arrayContaining([a101, a102]));
    expect(filtered.totalElements).toBe(ids.length);
    expect(filtered.content.every((u: { physicalStatus: string }) => u.physicalStatus === 'NOT_READY')).toBe(true);
    const all = (await manager.get('/api/units?size=200', maple)).json();
    expect(all.totalElements).toBeGreaterThan(filtered.totalElements);
  });

  it('clears the status of the listed units with null', async () => {
    await bulk(manager, { unitIds: [b101], physicalStatus: 'DOWN' });
    const response = await bulk(manager, { unitIds: [b101], physicalStatus: null });
    expect(response.json()).toEqual({ updated: 1 });
    expect(await physicalStatusOf(manager, b101)).toBeNull();
  });

  it('is refused a unit of another customer, and none of the listed units changes', async () => {
    await bulk(manager, { unitIds: [b101], physicalStatus: 'READY' });
    const response = await bulk(manager, { unitIds: [b101, m101], physicalStatus: 'DOWN' });
    expect([response.statusCode, response.json().code]).toEqual([422, 'CBR_REFERENCE_NOT_FOUND']);
    expect(await physicalStatusOf(manager, b101)).toBe('READY');
    expect(await physicalStatusOf(birchAdmin, m101, elm)).toBeNull();
  });

  it('is refused a status that is not a status code, and an empty list', async () => {
    const bad = await bulk(manager, { unitIds: [a101], physicalStatus: 'ready now' });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const none = await bulk(manager, { unitIds: [], physicalStatus: 'READY' });
    expect(none.statusCode).toBe(400);
  });

  it('is refused a status filter that is not a status code', async () => {
    const response = await manager.get('/api/units?physicalStatus=not%20a%20code', maple);
    expect(response.statusCode).toBe(400);
  });
});

describe('a community viewer without the living-spaces create key', () => {
  it('reads the statuses in the list but gets 403 on the bulk change, which changes nothing', async () => {
    const before = await physicalStatusOf(viewer, a101);
    const list = (await viewer.get('/api/units?size=5', maple)).json();
    expect(list.content[0]).toHaveProperty('physicalStatus');
    const response = await bulk(viewer, { unitIds: [a101], physicalStatus: 'DOWN' });
    expect(response.statusCode).toBe(403);
    expect(await physicalStatusOf(viewer, a101)).toBe(before);
  });
});

describe('an admin of another customer', () => {
  it("cannot change Acme's units from their own community: every unit is refused and unchanged", async () => {
    const before = await physicalStatusOf(manager, a102);
    const response = await bulk(birchAdmin, { unitIds: [a102], physicalStatus: 'DOWN' }, elm);
    expect([response.statusCode, response.json().code]).toEqual([422, 'CBR_REFERENCE_NOT_FOUND']);
    expect(await physicalStatusOf(manager, a102)).toBe(before);
  });

  it("is refused with Acme's context", async () => {
    const response = await bulk(birchAdmin, { unitIds: [a102], physicalStatus: 'DOWN' }, maple);
    expect(response.statusCode).toBe(403);
  });
});
