import { iotPermissions, permissions } from '@lintel/contracts';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/http/platform.ts';
import { route } from '../../platform/http/route.ts';
import * as service from './permissions.service.ts';

export function permissionRoutes(app: FastifyInstance, platform: Platform): void {
  route(app, platform, permissions.identityPermissions, ({ scope, params, body }) =>
    service.identityPermissions(scope, params.identityId, body),
  );
  route(app, platform, permissions.getIdentity, ({ scope, params }) => service.getIdentity(scope, params.identityId));
  route(app, platform, permissions.updateIdentity, ({ scope, params, body }) =>
    service.updateIdentity(scope, params.identityId, body),
  );
  route(app, platform, permissions.appPermissions, ({ scope, params }) =>
    service.appPermissions(scope, params.appCode),
  );
  route(app, platform, iotPermissions.read, ({ scope }) => service.iotPermissions(scope));
  route(app, platform, permissions.goPermissionLookup, ({ scope, body }) => service.goLookup(scope, body));
  route(app, platform, permissions.listRoles, ({ scope }) => service.listRoles(scope));
  route(app, platform, permissions.updateRolePermissions, ({ scope, params, body }) =>
    service.updateRolePermissions(scope, params.roleId, body.permissionKeys),
  );
  route(app, platform, permissions.assignRole, ({ scope, params, body }) =>
    service.assignRole(scope, params.profileId, body),
  );
}
