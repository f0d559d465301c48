import type {
  MatrixBody,
  MatrixRow,
  PricingMatrix,
  UnitTypeWithMatrix,
} from '@lintel/contracts/settings/pricing-matrix';
import { UNIT_TYPES_LIST_LIMIT } from '@lintel/contracts/settings/pricing-matrix';
import { found } from '../../platform/db/errors.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import * as repository from './pricing-matrix.repository.ts';

async function withUnitTypes(scope: CommunityScope, rows: { id: string; rows: unknown }[]): Promise<PricingMatrix[]> {
  if (rows.length === 0) return [];
  const types = await repository.unitTypesOfMatrices(
    scope,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    matrix: { rows: [...(row.rows as MatrixRow[])].sort((a, b) => a.month - b.month) },
    unitTypes: types.filter((t) => t.pricing_matrix_id === row.id).map(({ id, name }) => ({ id, name })),
  }));
}

export async function listMatrices(scope: CommunityScope): Promise<{ content: PricingMatrix[] }> {
  return { content: await withUnitTypes(scope, await repository.listMatrices(scope)) };
}

export async function getMatrix(scope: CommunityScope, id: string): Promise<PricingMatrix> {
  const row = found(await repository.findMatrix(scope, id));
  return (await withUnitTypes(scope, [row]))[0]!;
}

/** Assigns the matrix to exactly these unit types: they leave any other matrix, and types it had but not listed lose it. */
async function assign(scope: CommunityScope, matrixId: string, unitTypeIds: string[]): Promise<void> {
  const ids = [...new Set(unitTypeIds)];
  if (ids.length) {
    const known = await repository.findUnitTypes(scope, ids);
    // Like every reference in the structure bodies: another community's id is invisible here.
    if (known.length !== ids.length) throw new AppError('CBR_REFERENCE_NOT_FOUND');
  }
  await repository.releaseUnitTypes(scope, matrixId, ids);
  if (ids.length) await repository.assignUnitTypes(scope, matrixId, ids);
}

export async function createMatrix(scope: CommunityScope, body: MatrixBody): Promise<PricingMatrix> {
  const id = await repository.insertMatrix(scope, body.matrix.rows);
  await assign(scope, id, body.unitTypeIds);
  return getMatrix(scope, id);
}

export async function updateMatrix(scope: CommunityScope, id: string, body: MatrixBody): Promise<PricingMatrix> {
  found(await repository.updateMatrixRows(scope, id, body.matrix.rows));
  await assign(scope, id, body.unitTypeIds);
  return getMatrix(scope, id);
}

/**
 * Deletes a matrix. Its unit types are released first (the foreign key would do it too, but saying it
 * keeps the write visible here); they then count as unassigned in the banners.
 */
export async function deleteMatrix(scope: CommunityScope, id: string): Promise<{ id: string }> {
  found(await repository.findMatrix(scope, id));
  await repository.releaseUnitTypes(scope, id, []);
  return found(await repository.deleteMatrix(scope, id));
}

export async function unitTypesWithMatrix(
  scope: CommunityScope,
): Promise<{ content: UnitTypeWithMatrix[]; totalElements: number }> {
  const { rows, total } = await repository.listUnitTypes(scope, UNIT_TYPES_LIST_LIMIT);
  return { content: rows, totalElements: total };
}
