import { unitStatuses as api } from '@lintel/contracts/settings/index';
import type { ResetBody, RulesBody, StatusText, UnitStatusPart } from '@lintel/contracts/settings/unit-statuses';
import { type ApiCache, useEndpointMutation, useEndpointQuery } from '../../../app/api/hooks.ts';
import { keyScope } from '../../../app/api/keys.ts';

const scope = keyScope('settings', 'unit-statuses');

export function useDefaultStatusesQuery() {
  return useEndpointQuery(scope, api.getDefaults, {}, { staleTime: Number.POSITIVE_INFINITY });
}

export function usePartQuery(part: UnitStatusPart) {
  return useEndpointQuery(scope, api.getCategories, { query: { part } });
}

/** Status and label edits refetch the part (defaults and undo change with them) and the move-out labels. */
function refreshPart(cache: ApiCache, part: UnitStatusPart) {
  return cache.invalidate([cache.key(scope, api.getCategories, { query: { part } }), cache.key(scope, api.getMoveOut)]);
}

/** Writes that answer with the part's categories put the answer straight into the cache. */
export function useResetMutation(part: UnitStatusPart) {
  return useEndpointMutation(api.reset, {
    input: (body: ResetBody) => ({ body }),
    onSuccess: (data, _, cache) => cache.set(scope, api.getCategories, { query: { part } }, data),
  });
}

export function useUndoMutation(part: UnitStatusPart) {
  return useEndpointMutation(api.undo, {
    input: (_: undefined) => ({ body: { part } }),
    onSuccess: (data, _, cache) => cache.set(scope, api.getCategories, { query: { part } }, data),
  });
}

export function useUpdateStatusMutation(part: UnitStatusPart) {
  return useEndpointMutation(api.updateStatus, {
    input: ({ code, ...text }: StatusText & { code: string }) => ({ params: { statusCode: code }, body: text }),
    onSuccess: (_, __, cache) => refreshPart(cache, part),
  });
}

export function useCreateLabelMutation(part: UnitStatusPart) {
  return useEndpointMutation(api.createLabel, {
    input: (body: StatusText & { categoryCode: string; statusCode: string }) => ({ body: body as never }),
    onSuccess: (_, __, cache) => refreshPart(cache, part),
  });
}

export function useUpdateLabelMutation(part: UnitStatusPart) {
  return useEndpointMutation(api.updateLabel, {
    input: ({ id, ...text }: StatusText & { id: string }) => ({ params: { labelId: id }, body: text }),
    onSuccess: (_, __, cache) => refreshPart(cache, part),
  });
}

export function useDeleteLabelMutation(part: UnitStatusPart) {
  return useEndpointMutation(api.deleteLabel, {
    input: (id: string) => ({ params: { labelId: id } }),
    onSuccess: (_, __, cache) => refreshPart(cache, part),
  });
}

export function useMoveOutLabelsQuery(enabled: boolean) {
  return useEndpointQuery(scope, api.getMoveOut, {}, { enabled });
}

export function useRulesQuery(enabled: boolean) {
  return useEndpointQuery(scope, api.getSettings, {}, { enabled });
}

export function useSaveRulesMutation() {
  return useEndpointMutation(api.updateSettings, {
    // The body is a union; the call's option type distributes over it, so it is passed as checked here.
    input: (body: RulesBody) => ({ body: body as never }),
    onSuccess: (data, _, cache) => cache.set(scope, api.getSettings, {}, data),
  });
}

export function useApplyTargetsQuery() {
  return useEndpointQuery(scope, api.applyTargets, {});
}

export function useApplyToMutation() {
  return useEndpointMutation(api.applyTo, { input: (communityIds: string[]) => ({ body: { communityIds } }) });
}
