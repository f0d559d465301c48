import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';
import { keysOfRule } from '../../platform/auth/grants.ts';
import { customerId } from '../../seed/demo.ts';
import { defaultRoleId } from '../permissions/default-roles.ts';

/**
 * The server side of the browser's tabs test ('user without unit-status-settings view'), which takes
 * the grants away in the browser only: here the portfolio admin really takes the unit status keys
 * out of the community manager's role, and the server refuses every unit status call while the other
 * settings tabs keep working.
 */
const maple = { customer: 'Acme Living', community: 'Maple Court' };
const UNIT_STATUS_KEYS = /^CBR_UNIT_STATUS_SETTINGS_/;

let api: TestApi;
let admin: PersonaClient;
let manager: PersonaClient;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.as('admin@acme.demo');
  manager = await api.as('manager@maple.demo');
});
afterAll(async () => {
  await api?.close();
});

it('user without unit-status-settings keys: every unit status call is refused; pricing matrix and notification settings still answer', async () => {
  // Every endpoint whose gate names a unit status key, from the route table.
  const unitStatusReads = api.app.lintelRoutes.filter((r) => {
    const access = r.endpoint?.access;
    if (access?.auth !== 'session' || !access.permission || r.method !== 'GET') return false;
    const keys = keysOfRule(access.permission);
    return keys !== 'all' && keys.some((key) => UNIT_STATUS_KEYS.test(key));
  });
  const unitStatusWrites = api.app.lintelRoutes.filter((r) => {
    const access = r.endpoint?.access;
    if (access?.auth !== 'session' || !access.permission || r.method === 'GET') return false;
    const keys = keysOfRule(access.permission);
    return keys !== 'all' && keys.some((key) => UNIT_STATUS_KEYS.test(key));
  });
  expect(unitStatusReads.length).toBeGreaterThanOrEqual(4);
  expect(unitStatusWrites.length).toBeGreaterThanOrEqual(6);
  const categories = '/api/unit-statuses/categories?part=CURRENT_OCCUPANCY';
  const otherTabs = ['/api/pricing-matrices', '/api/unit-types-with-pricing-matrix', '/api/notifications-config'];

  // Before: the manager reads the unit status tab and the other tabs.
  expect((await manager.get(categories, maple)).statusCode).toBe(200);
  for (const url of otherTabs) expect((await manager.get(url, maple)).statusCode, url).toBe(200);

  const role = defaultRoleId(customerId('Acme Living'), 'manager');
  const roles = (await admin.get('/api/roles', { customer: 'Acme Living' })).json() as {
    content: { id: string; permissionKeys: string[] }[];
  };
  const keys = roles.content.find((r) => r.id === role)!.permissionKeys;
  expect(keys.filter((key) => UNIT_STATUS_KEYS.test(key)).length).toBeGreaterThan(0);
  const saved = await admin.request('PUT', `/api/roles/${role}/permissions`, {
    context: { customer: 'Acme Living' },
    body: { permissionKeys: keys.filter((key) => !UNIT_STATUS_KEYS.test(key)) },
  });
  expect(saved.statusCode).toBe(200);

  for (const route of [...unitStatusReads, ...unitStatusWrites]) {
    const url = route.url
      .replace(':statusCode', 'OCCUPIED')
      .replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
    const response = await manager.request(
      route.method,
      route.method === 'GET' ? `${url}?part=CURRENT_OCCUPANCY` : url,
      {
        context: maple,
        body: route.method === 'GET' ? undefined : {},
      },
    );
    expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    expect(response.json().code).toBe('PERMISSION_DENIED');
  }
  for (const url of otherTabs) expect((await manager.get(url, maple)).statusCode, url).toBe(200);
});
