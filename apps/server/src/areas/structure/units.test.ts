import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';
import { seedScale } from '../../seed/scale.ts';

let api: TestApi;
let manager: PersonaClient;
const maple = { customer: 'Acme Living', community: 'Maple Court' };

beforeAll(async () => {
  api = await createTestApi();
  manager = await api.as('manager@maple.demo');
});
afterAll(async () => {
  await api?.close();
});

describe('unit list', () => {
  it('community manager: first page of 20 sorted by name, with the total', async () => {
    const response = await manager.get('/api/units?size=20&sort=name,asc', maple);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.content).toHaveLength(20);
    expect(body).toMatchObject({ totalElements: 120, totalPages: 6, totalIsEstimate: false });
    expect(response.headers['x-total-count']).toBe('120');
    const names = body.content.map((u: { name: string }) => u.name);
    expect(names).toEqual([...names].sort());
    expect(body.content[0]).toMatchObject({ buildingName: expect.any(String), unitTypeName: expect.any(String) });
  });

  it('community manager: q finds units by the start of their name, in any case', async () => {
    const body = (await manager.get('/api/units?q=a-1&size=100', maple)).json();
    expect(body.content.length).toBeGreaterThan(0);
    expect(body.content.every((u: { name: string }) => u.name.toLowerCase().startsWith('a-1'))).toBe(true);
    expect((await manager.get('/api/units?q=%25', maple)).json().totalElements).toBe(0);
  });

  it('community manager: sorts by rent descending', async () => {
    const rents = (await manager.get('/api/units?sort=marketRentCents,desc&size=50', maple))
      .json()
      .content.map((u: { marketRentCents: number }) => u.marketRentCents);
    expect(rents).toEqual([...rents].sort((a: number, b: number) => b - a));
  });

  it('community manager: token paging walks every unit once, forward', async () => {
    const seen: string[] = [];
    let token: string | null = null;
    do {
      const url: string = `/api/units?limit=25&dir=FORWARD&sort=floor,asc${token ? `&token=${token}` : ''}`;
      const page = (await manager.get(url, maple)).json();
      seen.push(...page.content.map((u: { id: string }) => u.id));
      token = page.nextToken;
    } while (token);
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
  });
});

describe('unit list at scale', () => {
  it('portfolio admin of a large portfolio: beyond 10,000 units the total is an estimate, and says so', async () => {
    const scale = await seedScale(api.database, { communities: 1, units: 50, largest: 10_500, log: false });
    const admin = await api.as('scale@lintel.demo');
    const context = { customerId: scale.customerId, communityId: scale.largestCommunityId! };
    const response = await admin.get('/api/units?size=20', context);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.content).toHaveLength(20);
    expect(body.totalIsEstimate).toBe(true);
    expect(body.totalElements).toBeGreaterThan(10_000);
    const exact = (await admin.get('/api/units?size=20&q=u-0000', context)).json();
    expect(exact).toMatchObject({ totalIsEstimate: false, totalElements: 99 });
  }, 60_000);
});
