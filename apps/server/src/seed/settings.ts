import { ensureCatalogue } from '../areas/settings/unit-statuses.repository.ts';
import { actAs, type Tx } from '../platform/db/scope.ts';
import { demoId } from './ids.ts';

const ACME = demoId('customer:Acme Living');
const MAPLE = demoId('community:Acme Living/Maple Court');

/** Seeded pricing matrix of Maple Court: a few unit types keep no matrix, so the banner shows. */
export const mapleMatrixId = demoId('pricing-matrix:Maple Court/short-term');

async function seedBirchMatrix(trx: Tx): Promise<void> {
  const birch = demoId('customer:Birch Residential');
  const commons = demoId('community:Birch Residential/Birch Commons');
  const id = demoId('pricing-matrix:Birch Commons/standard');
  await actAs(trx, { customerId: birch, communityId: commons });
  await trx
    .insertInto('pricing_matrices')
    .values({
      customer_id: birch,
      community_id: commons,
      id,
      rows: JSON.stringify(
        [6, 12].map((month) => ({ month, premiumType: 'percent', premiumValue: month === 6 ? 8 : 0 })),
      ),
    })
    .execute();
  await trx
    .updateTable('unit_types')
    .set({ pricing_matrix_id: id })
    .where('customer_id', '=', birch)
    .where('community_id', '=', commons)
    .execute();
}

/**
 * Community settings of the demo: Maple Court starts with the default unit statuses, one label
 * added by staff, rules with auto update on, and one pricing matrix for two of its unit types.
 */
export async function seedSettingsDemo(trx: Tx): Promise<void> {
  // Every live demo community starts with the default catalogue; Birch Commons prices every unit type.
  const communities = await trx
    .selectFrom('communities')
    .select(['customer_id', 'id'])
    .where('deleted_at', 'is', null)
    .execute();
  for (const community of communities) {
    await actAs(trx, { customerId: community.customer_id, communityId: community.id });
    await ensureCatalogue(trx, { customerId: community.customer_id, communityId: community.id });
  }
  await seedBirchMatrix(trx);
  await actAs(trx, { customerId: ACME, communityId: MAPLE });
  const at = { customerId: ACME, communityId: MAPLE };
  await ensureCatalogue(trx, at);
  await trx
    .insertInto('unit_status_labels')
    .values({
      customer_id: ACME,
      community_id: MAPLE,
      id: demoId('unit-status-label:Maple Court/carpet'),
      status_code: 'NOT_READY',
      default_key: null,
      name: 'Carpet replacement',
      description: 'The carpet is replaced before the next move-in.',
      deletable: true,
      position: 3,
    })
    .execute();
  const makeReady = await trx
    .selectFrom('unit_status_labels')
    .select('id')
    .where('customer_id', '=', ACME)
    .where('community_id', '=', MAPLE)
    .where('default_key', '=', 'NOT_READY:0')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('unit_status_settings')
    .set({
      move_out_auto_update: true,
      move_out_label_id: makeReady.id,
      reservation_period: 3,
      unit_preparation_lead_time: 14,
    })
    .where('customer_id', '=', ACME)
    .where('community_id', '=', MAPLE)
    .execute();
  await trx
    .insertInto('pricing_matrices')
    .values({
      customer_id: ACME,
      community_id: MAPLE,
      id: mapleMatrixId,
      rows: JSON.stringify([
        ...[1, 2, 3].map((month) => ({ month, premiumType: 'percent', premiumValue: 15 })),
        ...[4, 5, 6].map((month) => ({ month, premiumType: 'percent', premiumValue: 10 })),
        { month: 7, premiumType: 'amount', premiumValue: 5000 },
        ...[8, 9, 10, 11].map((month) => ({ month, premiumType: 'percent', premiumValue: 5 })),
        { month: 12, premiumType: 'percent', premiumValue: 0 },
      ]),
    })
    .execute();
  await trx
    .updateTable('unit_types')
    .set({ pricing_matrix_id: mapleMatrixId })
    .where('customer_id', '=', ACME)
    .where('community_id', '=', MAPLE)
    .where('name', 'in', ['Studio', '1 Bedroom'])
    .execute();
  await actAs(trx, { communityId: null });
}
