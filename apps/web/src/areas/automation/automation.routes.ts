import type { PermissionCheck } from '@lintel/permissions';
import { defineRoute } from '../../app/routing/route.ts';
import { automationMessages as m } from './messages.ts';

// One chunk for the automation screens.
const pages = () => import('./pages/schedules.ts');

/** Every screen here: the IOT app, a customer and a community (part 3 section 1). */
const iot = { requiresCustomer: true, requiresCommunity: true, requiredAppAccess: ['IOT'], product: 'IOT' } as const;
/** The list has no gate in the spec: the automation state list's key, or either schedule key (D240). */
const read: PermissionCheck = {
  anyOf: [{ key: 'SMART_POLICY_STATE_READ_LIST' }, { key: 'SCHEDULE_CREATE' }, { key: 'SCHEDULE_DELETE' }],
};
/** Section 6 "Schedules: create and delete"; the edit route names no gate: the create key (D240). */
const create: PermissionCheck = { key: 'SCHEDULE_CREATE' };
/** Auto-open (AUTO_OPEN_*): read with the automation state list's key or the create key; "Auto open: create" (D244). */
const autoOpenCreate: PermissionCheck = { key: 'AUTO_OPEN_CREATE' };
const autoOpenRead: PermissionCheck = { anyOf: [{ key: 'SMART_POLICY_STATE_READ_LIST' }, autoOpenCreate] };
/** Scenarios: "Automation: state list read" and "event log read"; changing and running take an inferred key (D245). */
const scenariosRead: PermissionCheck = { key: 'SMART_POLICY_STATE_READ_LIST' };
const scenariosChange: PermissionCheck = { key: 'SMART_POLICY_UPDATE' };
const scenariosLog: PermissionCheck = { key: 'SMART_POLICY_EVENT_LOG_READ' };
/** "Automation: leak sensor automation read" for the leak-sensor screens; adding a rule changes the scenario (D247). */
const leakRead: PermissionCheck = { key: 'SMART_POLICY_LEAK_SENSOR_READ' };

/**
 * Automation (part 3 section 2 "Automation"; the menu's iot.automation): a tabbed view whose tabs are
 * the scenarios, the auto-open rules and the schedules, with their screens. Names follow `iot.automation.*`.
 */
export const automationRoutes = [
  defineRoute({
    // A tabbed view: its page sends the user to the first tab they may see.
    name: 'iot.automation',
    path: '/iot/automation',
    title: m.title,
    flowStartsWith: m.flow,
    permissionChecker: { anyOf: [read, autoOpenRead] },
    ...iot,
    ownHeader: true,
    load: () => import('../../app/navigation/TabbedView.tsx'),
  }),
  defineRoute({
    name: 'iot.automation.scenarios',
    path: '/iot/automation/scenarios',
    title: m.scenariosTitle,
    flowStartsWith: m.scenariosFlow,
    searchWords: [m.scenariosWords],
    tabOf: 'iot.automation',
    nonStacked: true,
    permissionChecker: scenariosRead,
    ...iot,
    load: () => pages().then((p) => ({ default: p.ScenariosPage })),
  }),
  defineRoute({
    name: 'iot.automation.scenarios.logs',
    path: '/iot/automation/scenarios/logs',
    title: m.logTitle,
    flowStartsWith: m.logFlow,
    permissionChecker: scenariosLog,
    ...iot,
    load: () => pages().then((p) => ({ default: p.ScenarioLogPage })),
  }),
  defineRoute({
    name: 'iot.automation.scenarios.energySaving',
    path: '/iot/automation/scenarios/energy-saving',
    title: m.energySavingTitle,
    flowStartsWith: m.energySavingFlow,
    permissionChecker: scenariosRead,
    ...iot,
    load: () => pages().then((p) => ({ default: p.EnergySavingPage })),
  }),
  defineRoute({
    name: 'iot.automation.scenarios.energySaving.rules',
    path: '/iot/automation/scenarios/energy-saving/rules',
    title: m.rulesTitle,
    flowStartsWith: m.rulesFlow,
    permissionChecker: scenariosChange,
    ...iot,
    load: () => pages().then((p) => ({ default: p.EnergySavingRulesPage })),
  }),
  defineRoute({
    name: 'iot.automation.scenarios.energySaving.schedule',
    path: '/iot/automation/scenarios/energy-saving/rules/schedule',
    title: m.scheduleTitle,
    flowStartsWith: m.scheduleFlow,
    permissionChecker: scenariosChange,
    ...iot,
    load: () => pages().then((p) => ({ default: p.EnergySavingSchedulePage })),
  }),
  defineRoute({
    name: 'iot.automation.scenarios.moveIns',
    path: '/iot/automation/scenarios/move-ins',
    title: m.moveInsTitle,
    flowStartsWith: m.moveInsFlow,
    permissionChecker: scenariosRead,
    ...iot,
    load: () => pages().then((p) => ({ default: p.MoveInsPage })),
  }),
  defineRoute({
    name: 'iot.automation.scenarios.moveIns.rules',
    path: '/iot/automation/scenarios/move-ins/rules',
    title: m.moveInsRulesTitle,
    flowStartsWith: m.moveInsRulesFlow,
    permissionChecker: scenariosChange,
    ...iot,
    load: () => pages().then((p) => ({ default: p.MoveInsRulesPage })),
  }),
  defineRoute({
    name: 'iot.automation.scenarios.moveIns.schedule',
    path: '/iot/automation/scenarios/move-ins/rules/schedule',
    title: m.moveInsScheduleTitle,
    flowStartsWith: m.moveInsScheduleFlow,
    permissionChecker: scenariosChange,
    ...iot,
    load: () => pages().then((p) => ({ default: p.MoveInsSchedulePage })),
  }),
  defineRoute({
    name: 'iot.automation.scenarios.staffAccess',
    path: '/iot/automation/scenarios/staff-access',
    title: m.staffAccessTitle,
    flowStartsWith: m.staffAccessFlow,
    permissionChecker: scenariosRead,
    ...iot,
    load: () => pages().then((p) => ({ default: p.StaffAccessPage })),
  }),
  defineRoute({
    name: 'iot.automation.scenarios.staffAccess.rules',
    path: '/iot/automation/scenarios/staff-access/rules',
    title: m.staffAccessRulesTitle,
    flowStartsWith: m.staffAccessRulesFlow,
    permissionChecker: scenariosChange,
    ...iot,
    load: () => pages().then((p) => ({ default: p.StaffAccessRulesPage })),
  }),
  defineRoute({
    name: 'iot.automation.scenarios.leakSensors',
    path: '/iot/automation/scenarios/leak-sensors',
    title: m.leakTitle,
    flowStartsWith: m.leakFlow,
    permissionChecker: leakRead,
    ...iot,
    load: () => pages().then((p) => ({ default: p.LeakSensorsPage })),
  }),
  defineRoute({
    name: 'iot.automation.scenarios.leakSensors.rules',
    path: '/iot/automation/scenarios/leak-sensors/rules',
    title: m.leakRulesTitle,
    flowStartsWith: m.leakRulesFlow,
    permissionChecker: leakRead,
    ...iot,
    load: () => pages().then((p) => ({ default: p.LeakRulesPage })),
  }),
  defineRoute({
    name: 'iot.automation.scenarios.leakSensors.add',
    path: '/iot/automation/scenarios/leak-sensors/rules/add',
    title: m.leakAddTitle,
    flowStartsWith: m.leakAddFlow,
    permissionChecker: { allOf: [leakRead, scenariosChange] },
    ...iot,
    load: () => pages().then((p) => ({ default: p.LeakRuleAddPage })),
  }),
  defineRoute({
    name: 'iot.automation.schedules',
    path: '/iot/automation/schedules',
    title: m.schedulesTitle,
    flowStartsWith: m.schedulesFlow,
    searchWords: [m.schedulesWords],
    tabOf: 'iot.automation',
    nonStacked: true,
    permissionChecker: read,
    ...iot,
    actions: [
      { id: 'schedule-create', title: m.createTitle, routeName: 'iot.automation.schedules.create', primary: true },
    ],
    load: () => pages().then((p) => ({ default: p.ScheduleListPage })),
  }),
  defineRoute({
    name: 'iot.automation.schedules.create',
    path: '/iot/automation/schedules/create',
    title: m.createTitle,
    flowStartsWith: m.createFlow,
    permissionChecker: create,
    ...iot,
    load: () => pages().then((p) => ({ default: p.ScheduleCreatePage })),
  }),
  defineRoute({
    name: 'iot.automation.schedules.edit',
    path: '/iot/automation/schedules/edit/:id',
    title: m.editTitle,
    hideFromSearch: true,
    permissionChecker: create,
    ...iot,
    load: () => pages().then((p) => ({ default: p.ScheduleEditPage })),
  }),
  defineRoute({
    name: 'iot.automation.autoOpen',
    path: '/iot/automation/auto-open',
    title: m.autoOpenTitle,
    flowStartsWith: m.autoOpenFlow,
    searchWords: [m.autoOpenWords],
    tabOf: 'iot.automation',
    nonStacked: true,
    permissionChecker: autoOpenRead,
    ...iot,
    actions: [
      {
        id: 'auto-open-create',
        title: m.autoOpenCreateTitle,
        routeName: 'iot.automation.autoOpen.create',
        primary: true,
      },
    ],
    load: () => pages().then((p) => ({ default: p.AutoOpenListPage })),
  }),
  defineRoute({
    name: 'iot.automation.autoOpen.create',
    path: '/iot/automation/auto-open/create',
    title: m.autoOpenCreateTitle,
    flowStartsWith: m.autoOpenCreateFlow,
    permissionChecker: autoOpenCreate,
    ...iot,
    load: () => pages().then((p) => ({ default: p.AutoOpenCreatePage })),
  }),
  defineRoute({
    name: 'iot.automation.autoOpen.details',
    path: '/iot/automation/auto-open/:id',
    title: m.autoOpenDetailsTitle,
    hideFromSearch: true,
    permissionChecker: autoOpenRead,
    ...iot,
    load: () => pages().then((p) => ({ default: p.AutoOpenDetailsPage })),
  }),
] as const;
