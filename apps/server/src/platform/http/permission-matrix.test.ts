import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Context, createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';
import { defaultRoleId } from '../../areas/permissions/default-roles.ts';
import { customerId, userId } from '../../seed/demo.ts';

/**
 * Who may call what, as one table: persona × endpoint → expected status. A change in access shows
 * up here as a failing cell with its persona and endpoint named.
 */
const personas = [
  'super@lintel.demo',
  'staff@lintel.demo',
  'admin@acme.demo',
  'portfolio@acme.demo',
  'manager@maple.demo',
  'viewer@maple.demo',
  'multi@lintel.demo',
  'disabled@acme.demo',
] as const;
type Persona = (typeof personas)[number];

const maple: Context = { customer: 'Acme Living', community: 'Maple Court' };
const cedar: Context = { customer: 'Acme Living', community: 'Cedar Heights' };
const elm: Context = { customer: 'Birch Residential', community: 'Elm Park' };
const acme: Context = { customer: 'Acme Living' };
const ACME = customerId('Acme Living');

interface Row {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  context?: Context;
  body?: unknown;
  expected: Record<Persona, number>;
}

const everyone = (status: number, overrides: Partial<Record<Persona, number>> = {}): Record<Persona, number> => ({
  ...(Object.fromEntries(personas.map((p) => [p, status])) as Record<Persona, number>),
  ...overrides,
});

const matrix: Row[] = [
  { name: 'profile', method: 'GET', url: '/api/profile', expected: everyone(200) },
  { name: 'customers', method: 'GET', url: '/api/customers', expected: everyone(200, { 'disabled@acme.demo': 403 }) },
  {
    name: 'communities of Acme',
    method: 'GET',
    url: '/api/user-communities',
    context: acme,
    expected: everyone(200, { 'disabled@acme.demo': 403 }),
  },
  {
    name: 'units of Maple Court',
    method: 'GET',
    url: '/api/units',
    context: maple,
    expected: everyone(200, { 'multi@lintel.demo': 403, 'disabled@acme.demo': 403 }),
  },
  {
    name: 'units of Cedar Heights',
    method: 'GET',
    url: '/api/units',
    context: cedar,
    expected: everyone(403, { 'super@lintel.demo': 200, 'staff@lintel.demo': 200, 'admin@acme.demo': 200 }),
  },
  {
    name: 'units of Elm Park (Birch)',
    method: 'GET',
    url: '/api/units',
    context: elm,
    expected: everyone(403, { 'super@lintel.demo': 200, 'staff@lintel.demo': 200, 'multi@lintel.demo': 200 }),
  },
  {
    name: 'roles of Acme',
    method: 'GET',
    url: '/api/roles',
    context: acme,
    expected: everyone(403, { 'super@lintel.demo': 200, 'staff@lintel.demo': 200, 'admin@acme.demo': 200 }),
  },
  {
    name: 'edit the Community viewer role of Acme (same keys)',
    method: 'PUT',
    url: `/api/roles/${defaultRoleId(ACME, 'viewer')}/permissions`,
    context: acme,
    body: { permissionKeys: ['CBR_LIVING_SPACES_VIEW', 'CBR_UNIT_STATUS_SETTINGS_VIEW', 'CBR_UNIT_TYPES_VIEW'] },
    expected: everyone(403, { 'super@lintel.demo': 200, 'staff@lintel.demo': 200, 'admin@acme.demo': 200 }),
  },
  {
    name: 'summary of Maple Court',
    method: 'GET',
    url: '/api/community-summary',
    context: maple,
    expected: everyone(200, { 'multi@lintel.demo': 403, 'disabled@acme.demo': 403 }),
  },
  {
    name: "another identity (the viewer's)",
    method: 'GET',
    url: `/api/identities/${userId('viewer@maple.demo')}`,
    expected: everyone(403, { 'super@lintel.demo': 200, 'staff@lintel.demo': 200, 'viewer@maple.demo': 200 }),
  },
];

let api: TestApi;
const clients = new Map<Persona, PersonaClient>();
beforeAll(async () => {
  api = await createTestApi();
  for (const persona of personas) clients.set(persona, await api.as(persona));
});
afterAll(async () => {
  await api?.close();
});

describe('permission matrix', () => {
  for (const row of matrix) {
    it(`${row.method} ${row.name}`, async () => {
      const actual: Record<string, number> = {};
      for (const persona of personas) {
        const response = await clients
          .get(persona)!
          .request(row.method, row.url, { context: row.context, body: row.body });
        actual[persona] = response.statusCode;
      }
      expect(actual).toEqual(row.expected);
    });
  }
});
