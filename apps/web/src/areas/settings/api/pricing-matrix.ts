import { pricingMatrix as api } from '@lintel/contracts/settings/index';
import type { MatrixBody } from '@lintel/contracts/settings/pricing-matrix';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallContext, call } from '../../../app/api/client.ts';
import { settingsKeys } from './unit-statuses.ts';

export function useMatricesQuery(ctx: CallContext) {
  return useQuery({
    queryKey: settingsKeys.matrices(ctx),
    queryFn: ({ signal }) => call(api.list, { context: ctx, signal }),
  });
}

export function useMatrixQuery(ctx: CallContext, id: string | undefined) {
  return useQuery({
    queryKey: settingsKeys.matrix(ctx, id ?? ''),
    queryFn: ({ signal }) => call(api.get, { params: { matrixId: id! }, context: ctx, signal }),
    enabled: Boolean(id),
  });
}

export function useUnitTypesWithMatrixQuery(ctx: CallContext) {
  return useQuery({
    queryKey: settingsKeys.unitTypes(ctx),
    queryFn: ({ signal }) => call(api.unitTypesWithPricingMatrix, { context: ctx, signal }),
  });
}

export function useSaveMatrixMutation(ctx: CallContext, id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MatrixBody) =>
      id
        ? call(api.update, { params: { matrixId: id }, body, context: ctx })
        : call(api.create, { body, context: ctx }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: settingsKeys.matrices(ctx) }),
        client.invalidateQueries({ queryKey: settingsKeys.unitTypes(ctx) }),
        ...(id ? [client.invalidateQueries({ queryKey: settingsKeys.matrix(ctx, id) })] : []),
      ]),
  });
}
