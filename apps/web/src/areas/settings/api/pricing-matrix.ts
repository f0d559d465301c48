import { pricingMatrix as api } from '@lintel/contracts/settings/index';
import type { MatrixBody } from '@lintel/contracts/settings/pricing-matrix';
import { type ApiCache, useEndpointMutation, useEndpointQuery } from '../../../app/api/hooks.ts';
import { keyScope } from '../../../app/api/keys.ts';

const scope = keyScope('settings', 'pricing-matrix');

export function useMatricesQuery() {
  return useEndpointQuery(scope, api.list, {});
}

export function useMatrixQuery(id: string | undefined) {
  return useEndpointQuery(scope, api.get, { params: { matrixId: id ?? '' } }, { enabled: Boolean(id) });
}

export function useUnitTypesWithMatrixQuery() {
  return useEndpointQuery(scope, api.unitTypesWithPricingMatrix, {});
}

/** A saved matrix changes the list, the unit types that have one, and the matrix itself. */
const refresh = (cache: ApiCache, id?: string) =>
  cache.invalidate([
    cache.key(scope, api.list),
    cache.key(scope, api.unitTypesWithPricingMatrix),
    ...(id ? [cache.key(scope, api.get, { params: { matrixId: id } })] : []),
  ]);

/** Deletes a matrix; its unit types are left without one (the banners count them again). */
export function useDeleteMatrixMutation() {
  return useEndpointMutation(api.remove, {
    input: (matrixId: string) => ({ params: { matrixId } }),
    onSuccess: (_, __, cache) =>
      cache.invalidate([cache.key(scope, api.list), cache.key(scope, api.unitTypesWithPricingMatrix)]),
  });
}

/** Creates a matrix, or updates the one with `id`. */
export function useSaveMatrixMutation(id: string | undefined) {
  const create = useEndpointMutation(api.create, {
    input: (body: MatrixBody) => ({ body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
  const update = useEndpointMutation(api.update, {
    input: (body: MatrixBody) => ({ params: { matrixId: id ?? '' }, body }),
    onSuccess: (_, __, cache) => refresh(cache, id),
  });
  return id ? update : create;
}
