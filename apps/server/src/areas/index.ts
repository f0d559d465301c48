import type { FastifyInstance } from 'fastify';
import type { Platform } from '../platform/http/platform.ts';
import type { JobDefinition } from '../platform/jobs/jobs.ts';
import { accessRoutes } from './access/access.routes.ts';
import { doorSweepJob, doorSyncJob } from './access/engine/door-sync.ts';
import { autoApplyJob } from './access/integration-queue.service.ts';
import { importKeysJob } from './access/keys.service.ts';
import { importLeasesJob } from './access/lease-import.service.ts';
import { autoOpenCheckJob } from './automation/auto-open.service.ts';
import { automationRoutes } from './automation/automation.routes.ts';
import { scenarioCheckJob, scenarioRunJob } from './automation/scenarios.service.ts';
import { staffAccessCheckJob, staffAccessSettleJob } from './automation/staff-access.service.ts';
import { contextRoutes } from './context/context.routes.ts';
import { devicesRoutes } from './devices/devices.routes.ts';
import { runCommandJob } from './devices/engine/commands.service.ts';
import { simulateJob } from './devices/engine/simulate.ts';
import { filesRoutes } from './files/files.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { identityRoutes } from './identity/identity.routes.ts';
import { iotSettingsRoutes } from './iot-settings/iot-settings.routes.ts';
import { rolloutJob } from './iot-settings/iot-settings.service.ts';
import { notificationRoutes } from './notifications/notifications.routes.ts';
import { permissionRoutes } from './permissions/permissions.routes.ts';
import { searchRoutes } from './search/search.routes.ts';
import { settingsRoutes } from './settings/settings.routes.ts';
import { structureRoutes } from './structure/structure.routes.ts';
import { importUnitsJob } from './structure/units-data.service.ts';
// new:area adds its import above this line.

/** What an area gives the application: one function that registers its endpoints. */
export type AreaRoutes = (app: FastifyInstance, platform: Platform) => void;

/**
 * Every area of the server, in registration order. The platform composes them (app.ts); an area
 * owns its routes, and adding one is one line here (`npm run new:area` writes it).
 */
export const areas: readonly AreaRoutes[] = [
  healthRoutes,
  identityRoutes,
  contextRoutes,
  permissionRoutes,
  structureRoutes,
  settingsRoutes,
  notificationRoutes,
  filesRoutes,
  searchRoutes,
  devicesRoutes,
  accessRoutes,
  automationRoutes,
  iotSettingsRoutes,
  // new:area adds its routes above this line.
];

/** Every kind of background job the areas declare; the worker of each server process runs them (main.ts). */
// biome-ignore lint/suspicious/noExplicitAny: definitions of any payload type
export const areaJobs: readonly JobDefinition<any>[] = [
  importUnitsJob,
  runCommandJob,
  simulateJob,
  doorSyncJob,
  importKeysJob,
  importLeasesJob,
  autoApplyJob,
  doorSweepJob,
  rolloutJob,
  autoOpenCheckJob,
  scenarioRunJob,
  scenarioCheckJob,
  staffAccessSettleJob,
  staffAccessCheckJob,
];
