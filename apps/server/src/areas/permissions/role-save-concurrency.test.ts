import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/harness.ts';
import { customerId } from '../../seed/demo.ts';
import { defaultRoleId } from './default-roles.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

// Found by the load test: two saves of one role at once both deleted the old keys, and the second
// insert then collided with the first's (500). On PostgreSQL these requests really run at once.
it('portfolio admin: twelve saves of one role at the same time all succeed and leave its keys once', async () => {
  const admin = await api.as('admin@acme.demo');
  const roleId = defaultRoleId(customerId('Acme Living'), 'viewer');
  const keys = ['CBR_LIVING_SPACES_VIEW', 'AUTH_PORTFOLIO_ROLES_VIEW'];
  const answers = await Promise.all(
    Array.from({ length: 12 }, () =>
      admin.request('PUT', `/api/roles/${roleId}/permissions`, {
        context: { customer: 'Acme Living' },
        body: { permissionKeys: keys },
      }),
    ),
  );
  expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
  const rows = await api.database.db
    .selectFrom('role_permissions')
    .select('permission_key')
    .where('role_id', '=', roleId)
    .execute();
  expect(rows.map((r) => r.permission_key).sort()).toEqual([...keys].sort());
});
