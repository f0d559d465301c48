import { pricingMatrix, unitStatuses } from '@lintel/contracts/settings/index';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/http/platform.ts';
import { route } from '../../platform/http/route.ts';
import { defaultCatalogue } from './default-catalogue.ts';
import * as matrices from './pricing-matrix.service.ts';
import * as statuses from './unit-statuses.service.ts';

/** Community settings: unit statuses, their rules, and pricing matrices. */
export function settingsRoutes(app: FastifyInstance, platform: Platform): void {
  route(app, platform, unitStatuses.getDefaults, async () => defaultCatalogue);
  route(app, platform, unitStatuses.getCategories, ({ scope, query }) => statuses.categories(scope, query.part));
  route(app, platform, unitStatuses.getMoveOut, ({ scope }) => statuses.moveOutLabels(scope));
  route(app, platform, unitStatuses.reset, ({ scope, body }) => statuses.reset(scope, body));
  route(app, platform, unitStatuses.undo, ({ scope, body }) => statuses.undo(scope, body.part));
  route(app, platform, unitStatuses.applyTargets, async ({ scope }) => ({
    content: await statuses.applyTargets(scope),
  }));
  route(app, platform, unitStatuses.applyTo, ({ scope, body }) => statuses.applyTo(scope, body.communityIds));
  route(app, platform, unitStatuses.updateStatus, ({ scope, params, body }) =>
    statuses.updateStatus(scope, params.statusCode, body),
  );
  route(app, platform, unitStatuses.createLabel, ({ scope, body }) => statuses.createLabel(scope, body));
  route(app, platform, unitStatuses.updateLabel, ({ scope, params, body }) =>
    statuses.updateLabel(scope, params.labelId, body),
  );
  route(app, platform, unitStatuses.deleteLabel, ({ scope, params }) => statuses.deleteLabel(scope, params.labelId));
  route(app, platform, unitStatuses.getSettings, ({ scope }) => statuses.readSettings(scope));
  route(app, platform, unitStatuses.updateSettings, ({ scope, body }) => statuses.updateSettings(scope, body));

  route(app, platform, pricingMatrix.list, ({ scope }) => matrices.listMatrices(scope));
  route(app, platform, pricingMatrix.unitTypesWithPricingMatrix, ({ scope }) => matrices.unitTypesWithMatrix(scope));
  route(app, platform, pricingMatrix.get, ({ scope, params }) => matrices.getMatrix(scope, params.matrixId));
  route(app, platform, pricingMatrix.create, ({ scope, body }) => matrices.createMatrix(scope, body));
  route(app, platform, pricingMatrix.update, ({ scope, params, body }) =>
    matrices.updateMatrix(scope, params.matrixId, body),
  );
  route(app, platform, pricingMatrix.remove, ({ scope, params }) => matrices.deleteMatrix(scope, params.matrixId));
}
