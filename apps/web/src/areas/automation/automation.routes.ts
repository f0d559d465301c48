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

/**
 * Automation (part 3 section 2 "Automation"; the menu's iot.automation): a tabbed view whose built tab
 * is the schedules, with their create and edit screens. Scenarios and auto-open rules are its other
 * tabs when they are built. Names follow `iot.automation.*`.
 */
export const automationRoutes = [
  defineRoute({
    // A tabbed view: its page sends the user to the first tab they may see.
    name: 'iot.automation',
    path: '/iot/automation',
    title: m.title,
    flowStartsWith: m.flow,
    permissionChecker: read,
    ...iot,
    ownHeader: true,
    load: () => import('../../app/navigation/TabbedView.tsx'),
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
] as const;
