import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/harness.ts';
import { actAs } from '../../platform/db/scope.ts';
import { communityId, customerId, userId } from '../../seed/demo.ts';
import { defaultRoleId } from './default-roles.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

const ACME = customerId('Acme Living');
const MAPLE = communityId('Acme Living', 'Maple Court');
const maple = { customer: 'Acme Living', community: 'Maple Court' };
const acme = { customer: 'Acme Living' };

function keysOf(body: { apps: { appCode: string; grants: { key: string; value: string }[] }[] }, app: string) {
  return body.apps.find((a) => a.appCode === app)?.grants.map((g) => g.key) ?? [];
}

describe('identity permissions (POST /identities/{id}/permissions)', () => {
  it('community manager: reads own CBR grants for Maple Court', async () => {
    const manager = await api.as('manager@maple.demo');
    const response = await manager.post(
      `/api/identities/${userId('manager@maple.demo')}/permissions`,
      {
        apps: [
          {
            appCode: 'CBR',
            filters: [{ domain: 'CUSTOMER', context: 'COMMUNITY', contextIds: [MAPLE], permissionKeys: [] }],
          },
        ],
      },
      maple,
    );
    expect(response.statusCode).toBe(200);
    const keys = keysOf(response.json(), 'CBR');
    expect(keys).toContain('CBR_LIVING_SPACES_VIEW');
    expect(keys).toContain('CBR_UNIT_STATUS_SETTINGS_UPDATE');
    expect(
      response
        .json()
        .apps[0].grants.every((g: { value: string; contextId: string }) => g.value === 'true' && g.contextId === MAPLE),
    ).toBe(true);
  });

  it('community viewer: gets only view keys', async () => {
    const viewer = await api.as('viewer@maple.demo');
    const body = (
      await viewer.post(
        `/api/identities/${userId('viewer@maple.demo')}/permissions`,
        {
          apps: [
            {
              appCode: 'CBR',
              filters: [{ domain: 'CUSTOMER', context: 'COMMUNITY', contextIds: [MAPLE], permissionKeys: [] }],
            },
          ],
        },
        maple,
      )
    ).json();
    expect(keysOf(body, 'CBR').sort()).toEqual([
      'CBR_LIVING_SPACES_VIEW',
      'CBR_UNIT_STATUS_SETTINGS_VIEW',
      'CBR_UNIT_TYPES_VIEW',
    ]);
  });

  it("community manager: cannot read someone else's permissions", async () => {
    const manager = await api.as('manager@maple.demo');
    const response = await manager.post(
      `/api/identities/${userId('viewer@maple.demo')}/permissions`,
      {
        apps: [
          {
            appCode: 'CBR',
            filters: [{ domain: 'CUSTOMER', context: 'COMMUNITY', contextIds: [MAPLE], permissionKeys: [] }],
          },
        ],
      },
      maple,
    );
    expect(response.statusCode).toBe(403);
  });

  it('community manager: asking about a community other than the selected one is refused', async () => {
    const manager = await api.as('manager@maple.demo');
    const response = await manager.post(
      `/api/identities/${userId('manager@maple.demo')}/permissions`,
      {
        apps: [
          {
            appCode: 'CBR',
            filters: [
              {
                domain: 'CUSTOMER',
                context: 'COMMUNITY',
                contextIds: [communityId('Birch Residential', 'Elm Park')],
                permissionKeys: [],
              },
            ],
          },
        ],
      },
      maple,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CONTEXT_MISMATCH');
  });

  it('super admin: holds provider keys with no context, and customer keys in the selected customer', async () => {
    const superAdmin = await api.as('super@lintel.demo');
    const body = (
      await superAdmin.post(
        `/api/identities/${userId('super@lintel.demo')}/permissions`,
        {
          apps: [
            {
              appCode: 'AUTH',
              filters: [
                { domain: 'LINTEL', context: 'NO_CONTEXT', contextIds: [], permissionKeys: ['AUTH_SUPER_ADMINS_VIEW'] },
                {
                  domain: 'CUSTOMER',
                  context: 'CUSTOMER',
                  contextIds: [ACME],
                  permissionKeys: ['AUTH_PORTFOLIO_ROLES_VIEW'],
                },
              ],
            },
          ],
        },
        acme,
      )
    ).json();
    expect(keysOf(body, 'AUTH').sort()).toEqual(['AUTH_PORTFOLIO_ROLES_VIEW', 'AUTH_SUPER_ADMINS_VIEW']);
  });

  it('per-app read: the community manager reads the CBR names; GO lookup needs its own ids', async () => {
    const manager = await api.as('manager@maple.demo');
    const cbr = (await manager.get('/api/apps/CBR/permissions', maple)).json();
    expect(cbr.permissions[0].communityId).toBe(MAPLE);
    expect(cbr.permissions[0].permissions).toContain('CBR_LIVING_SPACES_VIEW');
    // Maple Court is not licensed for GO: no GO permissions there, whatever the role holds.
    const go = await manager.post(
      '/api/go/staff/user/permissions/lookup',
      { customerId: ACME, communityId: MAPLE },
      maple,
    );
    expect(go.json()).toEqual({ permissions: [] });
  });
});

describe('licences and revocation', () => {
  it('community manager: a community without the CBR licence refuses every CBR endpoint', async () => {
    const manager = await api.as('manager@maple.demo');
    expect((await manager.get('/api/units', maple)).statusCode).toBe(200);
    await api.database.db.transaction().execute(async (trx) => {
      await actAs(trx, { customerId: ACME });
      await trx
        .deleteFrom('community_app_licenses')
        .where('community_id', '=', MAPLE)
        .where('app_code', '=', 'CBR')
        .execute();
    });
    try {
      const response = await manager.get('/api/units', maple);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('PERMISSION_DENIED');
    } finally {
      await api.database.db.transaction().execute(async (trx) => {
        await actAs(trx, { customerId: ACME });
        await trx
          .insertInto('community_app_licenses')
          .values({ customer_id: ACME, community_id: MAPLE, app_code: 'CBR' })
          .execute();
      });
    }
  });

  it('community viewer: losing the role is felt on the very next call', async () => {
    const viewer = await api.as('viewer@maple.demo');
    expect((await viewer.get('/api/units', maple)).statusCode).toBe(200);
    const admin = await api.as('admin@acme.demo');
    const roles = (await admin.get('/api/roles', acme)).json();
    const viewerRole = roles.content.find((r: { name: string }) => r.name === 'Community viewer');
    // Editing the role removes the unit view key for everyone holding it.
    const edited = await admin.request('PUT', `/api/roles/${viewerRole.id}/permissions`, {
      context: acme,
      body: { permissionKeys: ['CBR_UNIT_TYPES_VIEW'] },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ followsPreset: false, permissionKeys: ['CBR_UNIT_TYPES_VIEW'] });
    expect((await viewer.get('/api/units', maple)).statusCode).toBe(403);
  });
});

describe("the spec's permission rules", () => {
  it("portfolio admin: 'A permission of an internal role can not be modified'", async () => {
    const admin = await api.as('admin@acme.demo');
    const response = await admin.request('PUT', `/api/roles/${defaultRoleId(ACME, 'portfolioAdmin')}/permissions`, {
      context: acme,
      body: { permissionKeys: ['CBR_LIVING_SPACES_VIEW'] },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'ROLE_INTERNAL_NOT_MODIFIABLE',
      message: 'A permission of an internal role can not be modified',
    });
  });

  it("portfolio admin: 'A permission of admin level can not be assigned to a portfolio user' (role edit)", async () => {
    const admin = await api.as('admin@acme.demo');
    // The Community manager role is held by portfolio@acme.demo, a PORTFOLIO user.
    const response = await admin.request('PUT', `/api/roles/${defaultRoleId(ACME, 'manager')}/permissions`, {
      context: acme,
      body: { permissionKeys: ['CBR_LIVING_SPACES_VIEW', 'AUTH_PORTFOLIO_ROLES_EDIT'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('A permission of admin level can not be assigned to a portfolio user');
  });

  it("portfolio admin: 'A permission of admin level can not be assigned to a portfolio user' (assignment)", async () => {
    const admin = await api.as('admin@acme.demo');
    const profiles = (await (await api.as('portfolio@acme.demo')).get('/api/profile')).json();
    const response = await admin.post(
      `/api/customer-users/${profiles.customerUsers[0].profileId}/role-assignments`,
      { roleId: defaultRoleId(ACME, 'portfolioAdmin'), communityId: null },
      acme,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('ADMIN_PERMISSION_FOR_PORTFOLIO_USER');
  });

  it('portfolio admin: provider keys and unknown keys cannot go into a customer role', async () => {
    const admin = await api.as('admin@acme.demo');
    for (const key of ['AUTH_SUPER_ADMINS_VIEW', 'NOT_A_KEY']) {
      const response = await admin.request('PUT', `/api/roles/${defaultRoleId(ACME, 'viewer')}/permissions`, {
        context: acme,
        body: { permissionKeys: [key] },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('PERMISSION_KEY_UNKNOWN');
    }
  });

  it("portfolio admin: cannot touch another customer's role by id", async () => {
    const admin = await api.as('admin@acme.demo');
    const birchRole = defaultRoleId(customerId('Birch Residential'), 'viewer');
    const response = await admin.request('PUT', `/api/roles/${birchRole}/permissions`, {
      context: acme,
      body: { permissionKeys: [] },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('identities', () => {
  it('community manager: reads and updates own names and phone; the phone is normalised', async () => {
    const manager = await api.as('manager@maple.demo');
    const id = userId('manager@maple.demo');
    expect((await manager.get(`/api/identities/${id}`)).json()).toMatchObject({
      email: 'manager@maple.demo',
      status: 'active',
    });
    const updated = await manager.request('PUT', `/api/identities/${id}`, {
      body: { firstName: 'Morgan', lastName: 'Manager', phone: '(555) 010-0100' },
    });
    expect(updated.json().phone).toBe('+15550100100');
  });

  it('community manager: cannot read another identity; super admin can', async () => {
    const manager = await api.as('manager@maple.demo');
    expect((await manager.get(`/api/identities/${userId('viewer@maple.demo')}`)).statusCode).toBe(403);
    const superAdmin = await api.as('super@lintel.demo');
    expect((await superAdmin.get(`/api/identities/${userId('viewer@maple.demo')}`)).statusCode).toBe(200);
  });
});
