import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../../../test/fixtures/structure-ids.ts';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';
import { mapleMatrixId } from '../../seed/settings.ts';

let api: TestApi;
let manager: PersonaClient;
const maple = { customer: 'Acme Living', community: 'Maple Court' };
const buildingA = demo.building('Acme Living', 'Maple Court', 'Building A');
const studio = demo.unitType('Acme Living', 'Maple Court', 'Studio');
const a101 = demo.unit('Acme Living', 'Maple Court', 'Building A', 'A-101');

beforeAll(async () => {
  api = await createTestApi();
  manager = await api.as('manager@maple.demo');
});
afterAll(async () => {
  await api?.close();
});

type Issue = { path: string; message: string; id?: string; values?: Record<string, string | number> };

/** Sends a write, expects 400 VALIDATION_FAILED, and returns its issues as { path: message }. */
async function refused(method: 'POST' | 'PUT', url: string, body: unknown): Promise<Record<string, string>> {
  const response = await manager.request(method, url, { context: maple, body });
  expect(response.statusCode, response.body).toBe(400);
  const answer = response.json() as { code: string; issues: Issue[] };
  expect(answer.code).toBe('VALIDATION_FAILED');
  // Words for people only: no zod wording, no echoed value.
  for (const issue of answer.issues) expect(issue.message).not.toMatch(/Too (big|small)|expected|received|NaN/);
  return Object.fromEntries(answer.issues.map((issue) => [issue.path, issue.message]));
}

const typeBody = { name: 'Loft', bedrooms: 2, bathrooms: 1, squareFeet: 900, marketRentCents: 155_000 };

describe('a community manager entering numbers out of range', () => {
  it('a unit type with a negative rent, size or bedroom count is refused field by field, and nothing changes', async () => {
    const before = (await manager.get(`/api/unit-types/${studio}`, maple)).json();
    const issues = await refused('PUT', `/api/unit-types/${studio}`, {
      ...typeBody,
      marketRentCents: -500,
      squareFeet: -100,
      bedrooms: -1,
    });
    expect(issues).toEqual({
      'body/marketRentCents': 'Enter 0 or more; negative values are not allowed',
      'body/squareFeet': 'Enter 0 or more; negative values are not allowed',
      'body/bedrooms': 'Enter 0 or more; negative values are not allowed',
    });
    expect((await manager.get(`/api/unit-types/${studio}`, maple)).json()).toEqual(before);
  });

  it('a new unit type over the bounds or with a fraction of a cent is refused and not created', async () => {
    const count = (await manager.get('/api/unit-types', maple)).json().totalElements;
    expect(await refused('POST', '/api/unit-types', { ...typeBody, bedrooms: 21, marketRentCents: 12.5 })).toEqual({
      'body/bedrooms': 'Enter 20 or less',
      'body/marketRentCents': 'Use at most 2 decimal places',
    });
    expect(await refused('POST', '/api/unit-types', { ...typeBody, marketRentCents: 100_000_001 })).toEqual({
      'body/marketRentCents': 'Enter an amount of $1,000,000.00 or less',
    });
    expect((await manager.get('/api/unit-types', maple)).json().totalElements).toBe(count);
  });

  it('the answer names the message to translate and its values', async () => {
    const response = await manager.request('POST', '/api/unit-types', {
      context: maple,
      body: { ...typeBody, bedrooms: 21 },
    });
    expect(response.json().issues).toEqual([
      { path: 'body/bedrooms', message: 'Enter 20 or less', id: 'validation.maxValue', values: { max: 20 } },
    ]);
  });

  it('a unit with a negative rent or size is refused, and the unit keeps its values', async () => {
    const before = (await manager.get(`/api/units/${a101}`, maple)).json();
    const issues = await refused('PUT', `/api/units/${a101}`, {
      name: before.name,
      buildingId: buildingA,
      unitTypeId: before.unitTypeId,
      floorPlanId: null,
      floor: 1,
      squareFeet: -100,
      marketRentCents: -500,
    });
    expect(issues).toEqual({
      'body/squareFeet': 'Enter 0 or more; negative values are not allowed',
      'body/marketRentCents': 'Enter 0 or more; negative values are not allowed',
    });
    expect((await manager.get(`/api/units/${a101}`, maple)).json()).toEqual(before);
  });

  it('a pricing matrix row out of range is refused at that row, and the matrix keeps its rows', async () => {
    const before = (await manager.get(`/api/pricing-matrices/${mapleMatrixId}`, maple)).json();
    const rows = [
      { month: 1, premiumType: 'percent', premiumValue: 5 },
      { month: 2, premiumType: 'percent', premiumValue: -101 },
      { month: 3, premiumType: 'amount', premiumValue: 100_000_001 },
    ];
    const issues = await refused('PUT', `/api/pricing-matrices/${mapleMatrixId}`, {
      matrix: { rows },
      unitTypeIds: before.unitTypes.map((t: { id: string }) => t.id),
    });
    expect(issues).toEqual({
      'body/matrix/rows/1/premiumValue': 'Enter -100 or more',
      'body/matrix/rows/2/premiumValue': 'Enter an amount of $1,000,000.00 or less',
    });
    expect((await manager.get(`/api/pricing-matrices/${mapleMatrixId}`, maple)).json()).toEqual(before);
  });
});
