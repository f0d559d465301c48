import { context } from '@lintel/contracts';
import type { FastifyInstance } from 'fastify';
import { withTotal } from '../../platform/http/list.ts';
import type { Platform } from '../../platform/http/platform.ts';
import { route } from '../../platform/http/route.ts';
import * as service from './context.service.ts';

export function contextRoutes(app: FastifyInstance, platform: Platform): void {
  route(app, platform, context.getProfile, ({ scope, query }) => service.readProfile(scope, query.nonDeleted ?? false));
  route(app, platform, context.listCustomers, async ({ scope, query, reply }) =>
    withTotal(reply, await service.listCustomers(scope, query, query.nonDeleted ?? false)),
  );
  route(app, platform, context.listUserCommunities, async ({ scope, query, reply }) =>
    withTotal(reply, await service.listUserCommunities(scope, query, query.nonDeleted ?? false)),
  );
  route(app, platform, context.getCommunityLicensedAppAccess, ({ scope, query }) =>
    service.communityLicensedApps(scope, query),
  );
  route(app, platform, context.getCustomerAppAccesses, ({ scope, params }) =>
    service.customerApps(scope, params.customerId),
  );
  route(app, platform, context.getCommunitySummary, ({ scope }) => service.communitySummary(scope));
}
