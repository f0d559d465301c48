import { unitStatuses as api } from '@lintel/contracts/settings/index';
import type {
  PartCategories,
  ResetBody,
  RulesBody,
  StatusText,
  UnitStatusPart,
} from '@lintel/contracts/settings/unit-statuses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallContext, call } from '../../../app/api/client.ts';

/** Query keys of the community settings calls; each carries the tenant it was read in. */
export const settingsKeys = {
  all: ['settings'] as const,
  community: (ctx: CallContext) => [...settingsKeys.all, ctx.customerId, ctx.communityId] as const,
  defaults: (ctx: CallContext) => [...settingsKeys.community(ctx), 'defaults'] as const,
  part: (ctx: CallContext, part: UnitStatusPart) => [...settingsKeys.community(ctx), 'part', part] as const,
  moveOut: (ctx: CallContext) => [...settingsKeys.community(ctx), 'move-out'] as const,
  rules: (ctx: CallContext) => [...settingsKeys.community(ctx), 'rules'] as const,
  applyTargets: (ctx: CallContext) => [...settingsKeys.community(ctx), 'apply-targets'] as const,
  matrices: (ctx: CallContext) => [...settingsKeys.community(ctx), 'matrices'] as const,
  matrix: (ctx: CallContext, id: string) => [...settingsKeys.community(ctx), 'matrix', id] as const,
  unitTypes: (ctx: CallContext) => [...settingsKeys.community(ctx), 'unit-types'] as const,
};

export function useDefaultStatusesQuery(ctx: CallContext) {
  return useQuery({
    queryKey: settingsKeys.defaults(ctx),
    queryFn: ({ signal }) => call(api.getDefaults, { context: ctx, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePartQuery(ctx: CallContext, part: UnitStatusPart) {
  return useQuery({
    queryKey: settingsKeys.part(ctx, part),
    queryFn: ({ signal }) => call(api.getCategories, { query: { part }, context: ctx, signal }),
  });
}

/** Writes that answer with the part's categories put the answer straight into the cache. */
function usePartWrite<V>(ctx: CallContext, part: UnitStatusPart, send: (vars: V) => Promise<PartCategories>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (data) => client.setQueryData(settingsKeys.part(ctx, part), data),
  });
}

export function useResetMutation(ctx: CallContext, part: UnitStatusPart) {
  return usePartWrite(ctx, part, (body: ResetBody) => call(api.reset, { body, context: ctx }));
}

export function useUndoMutation(ctx: CallContext, part: UnitStatusPart) {
  return usePartWrite(ctx, part, () => call(api.undo, { body: { part }, context: ctx }));
}

/** Status and label edits refetch the part (defaults and undo change with them). */
function useInvalidatingPart(ctx: CallContext, part: UnitStatusPart) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: settingsKeys.part(ctx, part) }),
      client.invalidateQueries({ queryKey: settingsKeys.moveOut(ctx) }),
    ]);
}

export function useUpdateStatusMutation(ctx: CallContext, part: UnitStatusPart) {
  const refresh = useInvalidatingPart(ctx, part);
  return useMutation({
    mutationFn: ({ code, ...text }: StatusText & { code: string }) =>
      call(api.updateStatus, { params: { statusCode: code }, body: text, context: ctx }),
    onSuccess: refresh,
  });
}

export function useCreateLabelMutation(ctx: CallContext, part: UnitStatusPart) {
  const refresh = useInvalidatingPart(ctx, part);
  return useMutation({
    mutationFn: (body: StatusText & { categoryCode: string; statusCode: string }) =>
      call(api.createLabel, { body: body as never, context: ctx }),
    onSuccess: refresh,
  });
}

export function useUpdateLabelMutation(ctx: CallContext, part: UnitStatusPart) {
  const refresh = useInvalidatingPart(ctx, part);
  return useMutation({
    mutationFn: ({ id, ...text }: StatusText & { id: string }) =>
      call(api.updateLabel, { params: { labelId: id }, body: text, context: ctx }),
    onSuccess: refresh,
  });
}

export function useDeleteLabelMutation(ctx: CallContext, part: UnitStatusPart) {
  const refresh = useInvalidatingPart(ctx, part);
  return useMutation({
    mutationFn: (id: string) => call(api.deleteLabel, { params: { labelId: id }, context: ctx }),
    onSuccess: refresh,
  });
}

export function useMoveOutLabelsQuery(ctx: CallContext, enabled: boolean) {
  return useQuery({
    queryKey: settingsKeys.moveOut(ctx),
    queryFn: ({ signal }) => call(api.getMoveOut, { context: ctx, signal }),
    enabled,
  });
}

export function useRulesQuery(ctx: CallContext, enabled: boolean) {
  return useQuery({
    queryKey: settingsKeys.rules(ctx),
    queryFn: ({ signal }) => call(api.getSettings, { context: ctx, signal }),
    enabled,
  });
}

export function useSaveRulesMutation(ctx: CallContext) {
  const client = useQueryClient();
  return useMutation({
    // The body is a union; the call's option type distributes over it, so it is passed as checked here.
    mutationFn: (body: RulesBody) => call(api.updateSettings, { body: body as never, context: ctx }),
    onSuccess: (data) => client.setQueryData(settingsKeys.rules(ctx), data),
  });
}

export function useApplyTargetsQuery(ctx: CallContext) {
  return useQuery({
    queryKey: settingsKeys.applyTargets(ctx),
    queryFn: ({ signal }) => call(api.applyTargets, { context: ctx, signal }),
  });
}

export function useApplyToMutation(ctx: CallContext) {
  return useMutation({
    mutationFn: (communityIds: string[]) => call(api.applyTo, { body: { communityIds }, context: ctx }),
  });
}
