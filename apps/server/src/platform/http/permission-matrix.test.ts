import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Context, createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';
import { defaultRoleId } from '../../areas/permissions/default-roles.ts';
import { communityId, customerId, userId } from '../../seed/demo.ts';
import { demoId } from '../../seed/ids.ts';

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
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
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
  {
    name: 'my notifications in Acme',
    method: 'GET',
    url: '/api/my-notifications',
    context: acme,
    expected: everyone(200, { 'disabled@acme.demo': 403 }),
  },
  {
    name: 'bell alerts in Maple Court',
    method: 'GET',
    url: '/api/notifications/alerts?tab=alert&unread=true&size=1',
    context: maple,
    expected: everyone(200, { 'multi@lintel.demo': 403, 'disabled@acme.demo': 403 }),
  },
  {
    name: 'notification settings of Maple Court',
    method: 'GET',
    url: '/api/notifications-config',
    context: maple,
    expected: everyone(200, { 'multi@lintel.demo': 403, 'disabled@acme.demo': 403 }),
  },
  {
    name: 'notification sender tool: send to Maple Court',
    method: 'POST',
    url: '/api/notifications/send',
    context: acme,
    body: {
      target: { kind: 'community', communityId: communityId('Acme Living', 'Maple Court') },
      kind: 'ACTIVITY',
      priority: 'LOW',
      title: 'Matrix check',
      html: '<p>matrix</p>',
    },
    expected: everyone(403, { 'super@lintel.demo': 201, 'staff@lintel.demo': 201 }),
  },
  // Community structure: viewers read, managers (and admins) write, nobody crosses customers.
  ...(() => {
    const a101 = demoId(`unit:${communityId('Acme Living', 'Maple Court')}/Building A/A-101`);
    const readers = everyone(200, { 'multi@lintel.demo': 403, 'disabled@acme.demo': 403 });
    const writers = everyone(200, {
      'multi@lintel.demo': 403,
      'disabled@acme.demo': 403,
      'viewer@maple.demo': 403,
    });
    return [
      { name: 'buildings of Maple Court', method: 'GET', url: '/api/buildings', context: maple, expected: readers },
      { name: 'unit types of Maple Court', method: 'GET', url: '/api/unit-types', context: maple, expected: readers },
      {
        name: 'unit A-101 of Maple Court',
        method: 'GET',
        url: `/api/units/${a101}`,
        context: maple,
        expected: readers,
      },
      {
        name: 'physical status of unit A-101',
        method: 'PUT',
        url: `/api/units/${a101}/physical-status`,
        context: maple,
        body: { physicalStatus: 'READY' },
        expected: writers,
      },
      { name: 'floor plans of Maple Court', method: 'GET', url: '/api/floor-plans', context: maple, expected: readers },
      {
        name: 'location tree of Maple Court (admin group only)',
        method: 'GET',
        url: '/api/locations/tree',
        context: maple,
        expected: everyone(403, { 'super@lintel.demo': 200, 'staff@lintel.demo': 200 }),
      },
    ] satisfies Row[];
  })(),
  // Community settings of Maple Court: view keys read, update keys write (the viewer is read-only).
  ...(
    [
      ['unit statuses of Maple Court', 'GET', '/api/unit-statuses/categories?part=CURRENT_OCCUPANCY', undefined, 200],
      ['unit status rules of Maple Court', 'GET', '/api/unit-status-settings', undefined, 200],
      ['pricing matrices of Maple Court', 'GET', '/api/pricing-matrices', undefined, 200],
      [
        'reset a Maple Court unit status category',
        'POST',
        '/api/unit-statuses/reset',
        { part: 'FUTURE_OCCUPANCY', categoryCode: 'ENDING' },
        'write',
      ],
      [
        'rename a Maple Court unit status',
        'PUT',
        '/api/unit-statuses/OCCUPIED',
        { name: 'Occupied', description: 'A resident lives in the unit under a lease with no planned move-out.' },
        'write',
      ],
      [
        'save the Maple Court rules',
        'PUT',
        '/api/unit-status-settings',
        { moveOutPhysicalStatusAutoUpdate: false },
        'write',
      ],
      [
        'create a Maple Court pricing matrix',
        'POST',
        '/api/pricing-matrices',
        {
          matrix: { rows: [{ month: 1, premiumType: 'percent', premiumValue: 1 }] },
          // A matrix prices at least one unit type; each persona's matrix takes Studio over.
          unitTypeIds: [demoId(`unit-type:${demoId('community:Acme Living/Maple Court')}/Studio`)],
        },
        'write',
      ],
    ] as const
  ).map(([name, method, url, body, ok]) => ({
    name,
    method,
    url,
    body,
    context: maple,
    // Reads: everyone who may use Maple Court. Writes: the same, except the viewer.
    expected: everyone(ok === 'write' ? (method === 'POST' && url === '/api/pricing-matrices' ? 201 : 200) : ok, {
      'multi@lintel.demo': 403,
      'disabled@acme.demo': 403,
      ...(ok === 'write' ? { 'viewer@maple.demo': 403 } : {}),
    }),
  })),
  // Identity administration: provider staff with the users' block / reset keys only. The targets are
  // not personas, so the table's own sessions live on.
  {
    name: 'deactivate a user',
    method: 'POST',
    url: `/api/identities/${userId('newpass@acme.demo')}/deactivate`,
    expected: everyone(403, { 'super@lintel.demo': 204, 'staff@lintel.demo': 204 }),
  },
  {
    name: 'reset the MFA of a user',
    method: 'POST',
    url: `/api/identities/${userId('mfa@acme.demo')}/reset-mfa`,
    expected: everyone(403, { 'super@lintel.demo': 204, 'staff@lintel.demo': 204 }),
  },
  {
    name: 'reset the password of a user',
    method: 'POST',
    url: `/api/identities/${userId('newmfa@acme.demo')}/reset-password`,
    expected: everyone(403, { 'super@lintel.demo': 202, 'staff@lintel.demo': 202 }),
  },
  {
    name: 're-invite a user who is not invited',
    method: 'POST',
    url: `/api/identities/${userId('newmfa@acme.demo')}/re-invite`,
    expected: everyone(403, { 'super@lintel.demo': 404, 'staff@lintel.demo': 404 }),
  },
  {
    name: 'change one’s email (to a taken address: same answer, nothing sent)',
    method: 'POST',
    url: '/api/auth/email-change',
    body: { newEmail: 'admin@acme.demo', currentPassword: 'Lintel-demo-1' },
    expected: everyone(202),
  },
  {
    name: 'forgot password (public)',
    method: 'POST',
    url: '/api/auth/forgot-password',
    body: { username: 'x@y.demo' },
    expected: everyone(202),
  },
  { name: 'demo mailbox (public, demo mode)', method: 'GET', url: '/api/demo/mailbox', expected: everyone(200) },
  {
    // The media library: the digital-human or CMS permission (Acme has both apps; the viewer role has neither key).
    name: 'media library of Maple Court',
    method: 'GET',
    url: `/api/communities/${communityId('Acme Living', 'Maple Court')}/files`,
    context: maple,
    expected: everyone(200, { 'viewer@maple.demo': 403, 'multi@lintel.demo': 403, 'disabled@acme.demo': 403 }),
  },
  {
    name: 'upload a 1×1 PNG to the media library of Maple Court',
    method: 'POST',
    url: '/api/files',
    context: maple,
    body: {
      file: [
        {
          name: 'dot.png',
          base64: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        },
      ],
      community_id: communityId('Acme Living', 'Maple Court'),
    },
    expected: everyone(201, { 'viewer@maple.demo': 403, 'multi@lintel.demo': 403, 'disabled@acme.demo': 403 }),
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
