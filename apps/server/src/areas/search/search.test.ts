import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';

let api: TestApi;
let manager: PersonaClient;
let viewer: PersonaClient;
let superAdmin: PersonaClient;
let multi: PersonaClient;
const maple = { customer: 'Acme Living', community: 'Maple Court' };
const harbor = { customer: 'Acme Living', community: 'Harbor View' };
const elm = { customer: 'Birch Residential', community: 'Elm Park' };
type Hit = { kind: string; id: string; name: string; detail: string | null };

beforeAll(async () => {
  api = await createTestApi();
  manager = await api.as('manager@maple.demo');
  viewer = await api.as('viewer@maple.demo');
  superAdmin = await api.as('super@lintel.demo');
  multi = await api.as('multi@lintel.demo');
});
afterAll(async () => {
  await api?.close();
});

describe('record search', () => {
  it('community manager: finds unit A-101 by its name, any case, with its building, and opens its id', async () => {
    const response = await manager.get('/api/search/records?q=a-101', maple);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.content).toEqual([{ kind: 'unit', id: expect.any(String), name: 'A-101', detail: 'Building A' }]);
    expect(body).toMatchObject({ totalElements: 1, totalIsEstimate: false });
    const unit = await manager.get(`/api/units/${body.content[0].id}`, maple);
    expect(unit.json()).toMatchObject({ name: 'A-101', buildingName: 'Building A' });
  });

  it('community viewer: pages through every unit starting with "a", by name, 10 a page by default', async () => {
    const first = (await viewer.get('/api/search/records?q=A', maple)).json();
    expect(first.content).toHaveLength(10);
    expect(first.totalElements).toBe(40);
    const second = (await viewer.get('/api/search/records?q=A&page=1', maple)).json();
    const names = [...first.content, ...second.content].map((h: Hit) => h.name);
    expect(names).toEqual([...names].sort());
    expect(new Set(names).size).toBe(20);
    expect(names.every((n) => n.startsWith('A-'))).toBe(true);
  });

  it('community manager: nothing found is an empty page; a wildcard is a letter, not a pattern', async () => {
    expect((await manager.get('/api/search/records?q=zzz', maple)).json()).toMatchObject({
      content: [],
      totalElements: 0,
    });
    expect((await manager.get('/api/search/records?q=%25', maple)).json().totalElements).toBe(0);
    expect((await manager.get('/api/search/records?q=_', maple)).json().totalElements).toBe(0);
  });

  it('community manager: an empty or missing q is refused', async () => {
    for (const url of ['/api/search/records', '/api/search/records?q=', '/api/search/records?q=%20']) {
      const response = await manager.get(url, maple);
      expect([url, response.statusCode, response.json().code]).toEqual([url, 400, 'VALIDATION_FAILED']);
    }
  });

  it("super admin: finds only the selected community's units", async () => {
    const inMaple = (await superAdmin.get('/api/search/records?q=a-', maple)).json();
    expect(inMaple.totalElements).toBe(40);
    const inHarbor = (await superAdmin.get('/api/search/records?q=a-', harbor)).json();
    expect(inHarbor.totalElements).toBe(0);
    const north = (await superAdmin.get('/api/search/records?q=n-', harbor)).json();
    expect(north.totalElements).toBeGreaterThan(0);
    expect(north.content.every((h: Hit) => h.detail === 'North Tower')).toBe(true);
  });

  it('user of another customer: Maple Court units stay hidden, in their own community and with Maple headers', async () => {
    const own = await multi.get('/api/search/records?q=a-101', elm);
    expect(own.statusCode).toBe(200);
    expect(own.json().content).toEqual([]);
    const foreign = await api.as('admin@acme.demo');
    expect((await foreign.get('/api/search/records?q=m-', elm)).statusCode).toBe(403);
  });

  it('anyone signed out: 401, nothing found', async () => {
    const response = await api.anonymous.get('/api/search/records?q=a-101', maple);
    expect(response.statusCode).toBe(401);
    expect(response.json().content).toBeUndefined();
  });
});
