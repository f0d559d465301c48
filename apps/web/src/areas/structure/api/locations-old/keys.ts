import type { CallContext } from '../../../../app/api/client.ts';

/** Query keys of the locations area; invalidate `all(ctx)` after any change to the tree or its space types. */
export const locationKeys = {
  all: (ctx: CallContext) => ['locations', ctx.customerId, ctx.communityId] as const,
  tree: (ctx: CallContext) => [...locationKeys.all(ctx), 'tree'] as const,
  property: (ctx: CallContext, propertyId: string) => [...locationKeys.all(ctx), 'property', propertyId] as const,
  spaceTypes: (ctx: CallContext) => [...locationKeys.all(ctx), 'space-types'] as const,
  spaceType: (ctx: CallContext, spaceTypeId: string) => [...locationKeys.all(ctx), 'space-type', spaceTypeId] as const,
};
