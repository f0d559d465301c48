import type {
  MatrixBody,
  MatrixRow,
  PricingMatrix,
  UnitTypeWithMatrix,
} from '@lintel/contracts/settings/pricing-matrix';
import { UNIT_TYPES_LIST_LIMIT } from '@lintel/contracts/settings/pricing-matrix';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';

function matrices(scope: CommunityScope) {
  return scope.db
    .selectFrom('pricing_matrices')
    .select(['id', 'rows'])
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId);
}

async function withUnitTypes(scope: CommunityScope, rows: { id: string; rows: unknown }[]): Promise<PricingMatrix[]> {
  if (rows.length === 0) return [];
  const types = await scope.db
    .selectFrom('unit_types')
    .select(['id', 'name', 'pricing_matrix_id'])
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where(
      'pricing_matrix_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    matrix: { rows: [...(row.rows as MatrixRow[])].sort((a, b) => a.month - b.month) },
    unitTypes: types.filter((t) => t.pricing_matrix_id === row.id).map(({ id, name }) => ({ id, name })),
  }));
}

export async function listMatrices(scope: CommunityScope): Promise<{ content: PricingMatrix[] }> {
  const rows = await matrices(scope).orderBy('created_at').orderBy('id').execute();
  return { content: await withUnitTypes(scope, rows) };
}

export async function getMatrix(scope: CommunityScope, id: string): Promise<PricingMatrix> {
  const row = await matrices(scope).where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return (await withUnitTypes(scope, [row]))[0]!;
}

/** Assigns the matrix to exactly these unit types: they leave any other matrix, and types it had but not listed lose it. */
async function assign(scope: CommunityScope, matrixId: string, unitTypeIds: string[]): Promise<void> {
  const ids = [...new Set(unitTypeIds)];
  if (ids.length) {
    const found = await scope.db
      .selectFrom('unit_types')
      .select('id')
      .where('customer_id', '=', scope.customerId)
      .where('community_id', '=', scope.communityId)
      .where('id', 'in', ids)
      .execute();
    if (found.length !== ids.length) {
      throw new AppError('VALIDATION_FAILED', {
        issues: [{ path: 'unitTypeIds', message: 'not a unit type of this community' }],
      });
    }
  }
  let release = scope.db
    .updateTable('unit_types')
    .set({ pricing_matrix_id: null })
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('pricing_matrix_id', '=', matrixId);
  if (ids.length) release = release.where('id', 'not in', ids);
  await release.execute();
  if (ids.length) {
    await scope.db
      .updateTable('unit_types')
      .set({ pricing_matrix_id: matrixId })
      .where('customer_id', '=', scope.customerId)
      .where('community_id', '=', scope.communityId)
      .where('id', 'in', ids)
      .execute();
  }
}

export async function createMatrix(scope: CommunityScope, body: MatrixBody): Promise<PricingMatrix> {
  const { id } = await scope.db
    .insertInto('pricing_matrices')
    .values({
      customer_id: scope.customerId,
      community_id: scope.communityId,
      rows: JSON.stringify(body.matrix.rows),
      created_at: scope.now,
      updated_at: scope.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await assign(scope, id, body.unitTypeIds);
  return getMatrix(scope, id);
}

export async function updateMatrix(scope: CommunityScope, id: string, body: MatrixBody): Promise<PricingMatrix> {
  const updated = await scope.db
    .updateTable('pricing_matrices')
    .set({ rows: JSON.stringify(body.matrix.rows), updated_at: scope.now })
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw new AppError('RECORD_NOT_FOUND');
  await assign(scope, id, body.unitTypeIds);
  return getMatrix(scope, id);
}

export async function unitTypesWithMatrix(
  scope: CommunityScope,
): Promise<{ content: UnitTypeWithMatrix[]; totalElements: number }> {
  const rows = await scope.db
    .selectFrom('unit_types')
    .select(['id', 'name', 'pricing_matrix_id as pricingMatrixId'])
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .orderBy('name')
    .orderBy('id')
    .limit(UNIT_TYPES_LIST_LIMIT)
    .execute();
  const { n } = await scope.db
    .selectFrom('unit_types')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .executeTakeFirstOrThrow();
  return { content: rows, totalElements: Number(n) };
}
