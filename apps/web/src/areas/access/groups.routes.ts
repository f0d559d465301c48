import type { PermissionCheck } from '@lintel/permissions';
import { defineRoute } from '../../app/routing/route.ts';
import { groupMessages as m } from './groups.messages.ts';

// One chunk for the groups' screens.
const pages = () => import('./pages/groups.ts');

/** Every screen here: the IOT app, a customer and a community (part 3 section 1). */
const iot = { requiresCustomer: true, requiresCommunity: true, requiredAppAccess: ['IOT'], product: 'IOT' } as const;
/** Reading groups has its own key (the tab has no gate in the spec, D223). */
const read: PermissionCheck = { key: 'CUSTOM_USER_GROUP_READ' };
/** Section 6 "Custom user groups: create and update". */
const create: PermissionCheck = { key: 'CUSTOM_USER_GROUP_CREATE' };
const update: PermissionCheck = { key: 'CUSTOM_USER_GROUP_UPDATE' };

/**
 * The custom user groups' routes (part 3 section 2 "Access area /iot/access", the groups tab): the
 * list, a tab of the access area, with its create action; a new group; a group with its members,
 * locations and grants; and its edit form. Names follow `iot.groups.*`.
 */
export const groupRoutes = [
  defineRoute({
    name: 'iot.groups.index',
    path: '/iot/groups',
    title: m.groupsTitle,
    flowStartsWith: m.groupsFlow,
    searchWords: [m.groupsWords],
    tabOf: 'iot.access.index',
    nonStacked: true,
    permissionChecker: read,
    ...iot,
    actions: [{ id: 'group-create', title: m.createTitle, routeName: 'iot.groups.create', primary: true }],
    load: () => pages().then((p) => ({ default: p.GroupListPage })),
  }),
  defineRoute({
    name: 'iot.groups.create',
    path: '/iot/groups/create',
    title: m.createTitle,
    flowStartsWith: m.createFlow,
    permissionChecker: create,
    ...iot,
    load: () => pages().then((p) => ({ default: p.GroupCreatePage })),
  }),
  defineRoute({
    name: 'iot.groups.details',
    path: '/iot/groups/:id',
    title: m.groupTitle,
    hideFromSearch: true,
    permissionChecker: read,
    ...iot,
    load: () => pages().then((p) => ({ default: p.GroupDetailsPage })),
  }),
  defineRoute({
    name: 'iot.groups.edit',
    path: '/iot/groups/:id/edit',
    title: m.editTitle,
    hideFromSearch: true,
    permissionChecker: update,
    ...iot,
    load: () => pages().then((p) => ({ default: p.GroupEditPage })),
  }),
] as const;
