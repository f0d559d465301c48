import { can, type PermissionGrants } from '@lintel/permissions';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/harness.ts';
import { actAs } from '../../platform/db/scope.ts';
import { communityId, customerId } from '../../seed/demo.ts';

/** IoT's permission read: the IoT permissions plus the firekey, si_integration and energyManagement switches. */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

const ACME = customerId('Acme Living');
const MAPLE = communityId('Acme Living', 'Maple Court');
const HARBOR = communityId('Acme Living', 'Harbor View');
const maple = { customer: 'Acme Living', community: 'Maple Court' };
const harbor = { customer: 'Acme Living', community: 'Harbor View' };
const URL = '/api/iot/permissions';

type IotRead = {
  appCode: string;
  permissions: { communityId: string | null; permissions: string[] }[];
  settings: { firekey: boolean; si_integration: boolean; energyManagement: boolean; nfcWallet: boolean };
};

/** The browser's gate on one answer, as the portal evaluates it. */
function gatePasses(answer: IotRead, policy: 'iot.fireKeyTile' | 'iot.ocstRead' | 'iot.sensorIndustriesRead') {
  const communityId = answer.permissions[0]!.communityId;
  const grants: PermissionGrants = {
    apps: [
      {
        appCode: 'IOT',
        grants: answer.permissions[0]!.permissions.map((key) => ({
          key,
          context: 'COMMUNITY',
          contextId: communityId,
          value: 'true',
        })),
      },
    ],
  };
  return can(
    grants,
    { policy },
    {
      customerId: ACME,
      communityId,
      profile: { type: 'USER', role: null },
      features: {
        fireKey: answer.settings.firekey,
        sensorIndustries: answer.settings.si_integration,
        energyManagement: answer.settings.energyManagement,
      },
    },
  );
}

describe('IoT permission read (GET /api/iot/permissions)', () => {
  it('community manager: reads the IoT permissions of Maple Court with its firekey and energyManagement switches on', async () => {
    const manager = await api.as('manager@maple.demo');
    const response = await manager.get(URL, maple);
    expect(response.statusCode).toBe(200);
    const body = response.json() as IotRead;
    expect(body.appCode).toBe('IOT');
    expect(body.permissions).toHaveLength(1);
    expect(body.permissions[0]!.communityId).toBe(MAPLE);
    expect(body.permissions[0]!.permissions).toEqual(
      expect.arrayContaining(['FIRE_KEY_READ', 'FIRE_KEY_UPDATE', 'OCST_READ']),
    );
    expect(body.permissions[0]!.permissions.every((key) => !key.startsWith('CBR_'))).toBe(true);
    expect(body.settings).toEqual({ firekey: true, si_integration: false, energyManagement: true, nfcWallet: true });
    // The same permissions as the generic per-app read.
    const generic = (await manager.get('/api/apps/IOT/permissions', maple)).json();
    expect(generic.permissions).toEqual(body.permissions);
    expect(gatePasses(body, 'iot.fireKeyTile')).toBe(true);
    expect(gatePasses(body, 'iot.ocstRead')).toBe(true);
    expect(gatePasses(body, 'iot.sensorIndustriesRead')).toBe(false);
  });

  it('community viewer: the same switches, with view keys only', async () => {
    const viewer = await api.as('viewer@maple.demo');
    const body = (await viewer.get(URL, maple)).json() as IotRead;
    expect(body.settings).toEqual({ firekey: true, si_integration: false, energyManagement: true, nfcWallet: true });
    expect(body.permissions[0]!.permissions).toContain('FIRE_KEY_READ');
    expect(body.permissions[0]!.permissions).not.toContain('FIRE_KEY_UPDATE');
  });

  it('portfolio user: Harbor View has every switch off, so the fire key tile is hidden there although the key is held', async () => {
    const portfolio = await api.as('portfolio@acme.demo');
    const body = (await portfolio.get(URL, harbor)).json() as IotRead;
    expect(body.permissions[0]!.communityId).toBe(HARBOR);
    expect(body.permissions[0]!.permissions).toContain('FIRE_KEY_READ');
    expect(body.settings).toEqual({ firekey: false, si_integration: false, energyManagement: false, nfcWallet: true });
    expect(gatePasses(body, 'iot.fireKeyTile')).toBe(false);
    expect(gatePasses(body, 'iot.ocstRead')).toBe(false);
  });

  it('portfolio admin of Birch Residential: Birch Commons has the sensor-industries integration on', async () => {
    const multi = await api.as('multi@lintel.demo');
    const body = (
      await multi.get(URL, { customer: 'Birch Residential', community: 'Birch Commons' })
    ).json() as IotRead;
    expect(body.settings).toEqual({ firekey: false, si_integration: true, energyManagement: false, nfcWallet: true });
    expect(gatePasses(body, 'iot.sensorIndustriesRead')).toBe(true);
  });

  it('portfolio user: a switch turned off is felt on the very next read (nothing cached)', async () => {
    const portfolio = await api.as('portfolio@acme.demo');
    const setFirekey = (on: boolean) =>
      api.database.db.transaction().execute(async (trx) => {
        await actAs(trx, { customerId: ACME, communityId: MAPLE });
        await sql`update iot_community_settings set firekey_enabled = ${on}
          where customer_id = ${ACME} and community_id = ${MAPLE}`.execute(trx);
      });
    await setFirekey(false);
    try {
      expect(((await portfolio.get(URL, maple)).json() as IotRead).settings.firekey).toBe(false);
    } finally {
      await setFirekey(true);
    }
    expect(((await portfolio.get(URL, maple)).json() as IotRead).settings.firekey).toBe(true);
  });

  it('community manager: the switches are per community, so a customer alone is not enough; a community not theirs is refused', async () => {
    const manager = await api.as('manager@maple.demo');
    expect((await manager.get(URL, { customer: 'Acme Living' })).statusCode).toBe(400);
    expect((await manager.get(URL, harbor)).statusCode).toBe(403);
    expect((await manager.get(URL, { customer: 'Birch Residential', community: 'Birch Commons' })).statusCode).toBe(
      403,
    );
  });

  it('anyone signed out: refused', async () => {
    expect((await api.anonymous.get(URL, maple)).statusCode).toBe(401);
  });
});
