import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';
import { actAs } from '../../platform/db/scope.ts';
import { communityId, customerId } from '../../seed/demo.ts';

// A community whose catalogue does not exist yet (a new community, or one from before the seed
// created catalogues): reads show the defaults and write nothing; the first change creates it.
const cedar = { customer: 'Acme Living', community: 'Cedar Heights' };
const at = { customerId: customerId(cedar.customer), communityId: communityId(cedar.customer, cedar.community) };
const tables = [
  'unit_status_undo',
  'unit_status_settings',
  'unit_status_labels',
  'unit_statuses',
  'unit_status_categories',
] as const;

let api: TestApi;
let admin: PersonaClient;

async function catalogueRows(): Promise<number> {
  return api.database.db.transaction().execute(async (trx) => {
    await actAs(trx, at);
    const counts = await Promise.all(
      tables.map((table) =>
        trx
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('customer_id', '=', at.customerId)
          .where('community_id', '=', at.communityId)
          .executeTakeFirstOrThrow(),
      ),
    );
    return counts.reduce((sum, row) => sum + Number(row.n), 0);
  });
}

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.as('admin@acme.demo');
  await api.database.db.transaction().execute(async (trx) => {
    await actAs(trx, at);
    for (const table of tables) {
      await trx
        .deleteFrom(table)
        .where('customer_id', '=', at.customerId)
        .where('community_id', '=', at.communityId)
        .execute();
    }
  });
});
afterAll(async () => {
  await api?.close();
});

describe('unit statuses of a community without its catalogue yet', () => {
  it('portfolio admin: every read shows the defaults and writes nothing', async () => {
    expect(await catalogueRows()).toBe(0);
    const physical = await admin.get('/api/unit-statuses/categories?part=PHYSICAL_STATUS', cedar);
    expect(physical.statusCode).toBe(200);
    expect(physical.json()).toMatchObject({ part: 'PHYSICAL_STATUS', isDefault: true, undo: null });
    const notReady = physical
      .json()
      .categories.flatMap((c: { statuses: { code: string }[] }) => c.statuses)
      .find((s: { code: string }) => s.code === 'NOT_READY');
    expect(notReady.labels.map((l: { name: string }) => l.name)).toEqual(['Make-ready', 'Cleaning', 'Painting']);
    const moveOut = (await admin.get('/api/unit-statuses/move-out', cedar)).json().content;
    expect(moveOut.map((l: { name: string }) => l.name)).toContain('Make-ready');
    expect(moveOut.find((l: { name: string }) => l.name === 'Make-ready').id).toBe(notReady.labels[0].id);
    expect((await admin.get('/api/unit-status-settings', cedar)).json()).toEqual({
      moveOutPhysicalStatusAutoUpdate: false,
      moveOutPhysicalStatusLabel: null,
      moveOutPhysicalStatusReservationPeriod: 1,
      unitPreparationLeadTime: 1,
    });
    expect(await catalogueRows()).toBe(0);
  });

  it('portfolio admin: renames a label by the id a read showed; the catalogue is created with it', async () => {
    const before = await admin.get('/api/unit-statuses/categories?part=PHYSICAL_STATUS', cedar);
    const label = before
      .json()
      .categories.flatMap((c: { statuses: { labels: { id: string; name: string }[] }[] }) => c.statuses)
      .flatMap((s: { labels: { id: string; name: string }[] }) => s.labels)
      .find((l: { name: string }) => l.name === 'Cleaning');
    const renamed = await admin.request('PUT', `/api/unit-status-labels/${label.id}`, {
      context: cedar,
      body: { name: 'Deep clean', description: 'The unit needs a deep clean.' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: label.id, name: 'Deep clean' });
    expect(await catalogueRows()).toBeGreaterThan(0);
    const after = await admin.get('/api/unit-statuses/categories?part=PHYSICAL_STATUS', cedar);
    expect(after.json().isDefault).toBe(false);
  });
});
