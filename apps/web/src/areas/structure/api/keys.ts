import type { CallContext } from '../../../app/api/client.ts';

/** Query keys of the spaces area; invalidate `all(ctx)` after a change to any structure record. */
export const spacesKeys = {
  all: (ctx: CallContext) => ['spaces', ctx.customerId, ctx.communityId] as const,
  units: (ctx: CallContext, query: object) => [...spacesKeys.all(ctx), 'units', query] as const,
  unit: (ctx: CallContext, unitId: string) => [...spacesKeys.all(ctx), 'unit', unitId] as const,
  building: (ctx: CallContext, buildingId: string) => [...spacesKeys.all(ctx), 'building', buildingId] as const,
  buildings: (ctx: CallContext, query: object) => [...spacesKeys.all(ctx), 'buildings', query] as const,
  floorPlans: (ctx: CallContext, unitTypeId: string) => [...spacesKeys.all(ctx), 'floor-plans', unitTypeId] as const,
  commonSpaces: (ctx: CallContext, query: object) => [...spacesKeys.all(ctx), 'common-spaces', query] as const,
  commonSpace: (ctx: CallContext, id: string) => [...spacesKeys.all(ctx), 'common-space', id] as const,
  businessPurposes: (ctx: CallContext) => [...spacesKeys.all(ctx), 'business-purposes'] as const,
  physicalStatuses: (ctx: CallContext) => [...spacesKeys.all(ctx), 'physical-statuses'] as const,
};
