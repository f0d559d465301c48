import type { CommunityScope } from '../../platform/db/scope.ts';

// SQL only: pricing matrices of the scope's community and the unit types they are assigned to.

function matrices(scope: CommunityScope) {
  return scope.db
    .selectFrom('pricing_matrices')
    .select(['id', 'rows'])
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId);
}

export function listMatrices(scope: CommunityScope): Promise<{ id: string; rows: unknown }[]> {
  return matrices(scope).orderBy('created_at').orderBy('id').execute();
}

export function findMatrix(scope: CommunityScope, id: string): Promise<{ id: string; rows: unknown } | undefined> {
  return matrices(scope).where('id', '=', id).executeTakeFirst();
}

/** The unit types assigned to any of these matrices, by name. */
export function unitTypesOfMatrices(scope: CommunityScope, matrixIds: string[]) {
  return scope.db
    .selectFrom('unit_types')
    .select(['id', 'name', 'pricing_matrix_id'])
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('pricing_matrix_id', 'in', matrixIds)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Which of these ids are unit types of the community. */
export function findUnitTypes(scope: CommunityScope, ids: string[]): Promise<{ id: string }[]> {
  return scope.db
    .selectFrom('unit_types')
    .select('id')
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('id', 'in', ids)
    .execute();
}

/** Takes the matrix away from its unit types, except the ones listed. */
export async function releaseUnitTypes(scope: CommunityScope, matrixId: string, except: string[]): Promise<void> {
  let release = scope.db
    .updateTable('unit_types')
    .set({ pricing_matrix_id: null })
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('pricing_matrix_id', '=', matrixId);
  if (except.length) release = release.where('id', 'not in', except);
  await release.execute();
}

export async function assignUnitTypes(scope: CommunityScope, matrixId: string, ids: string[]): Promise<void> {
  await scope.db
    .updateTable('unit_types')
    .set({ pricing_matrix_id: matrixId })
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('id', 'in', ids)
    .execute();
}

export async function insertMatrix(scope: CommunityScope, rows: unknown[]): Promise<string> {
  const { id } = await scope.db
    .insertInto('pricing_matrices')
    .values({
      customer_id: scope.customerId,
      community_id: scope.communityId,
      rows: JSON.stringify(rows),
      created_at: scope.now,
      updated_at: scope.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Changes a matrix's rows; undefined when the community has no matrix with the id. */
export function updateMatrixRows(scope: CommunityScope, id: string, rows: unknown[]) {
  return scope.db
    .updateTable('pricing_matrices')
    .set({ rows: JSON.stringify(rows), updated_at: scope.now })
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
}

/** Deletes a matrix; undefined when the community has no matrix with the id. */
export function deleteMatrix(scope: CommunityScope, id: string) {
  return scope.db
    .deleteFrom('pricing_matrices')
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
}

/** The community's first unit types by name with their matrix, and how many it has. */
export async function listUnitTypes(scope: CommunityScope, limit: number) {
  const rows = await scope.db
    .selectFrom('unit_types')
    .select(['id', 'name', 'pricing_matrix_id as pricingMatrixId'])
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .orderBy('name')
    .orderBy('id')
    .limit(limit)
    .execute();
  const { n } = await scope.db
    .selectFrom('unit_types')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .executeTakeFirstOrThrow();
  return { rows, total: Number(n) };
}
