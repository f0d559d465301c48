import { gate, type PermissionCheck } from '@lintel/permissions';
import { type ActionProfile, defineRoute } from '../../app/routing/route.ts';
import { unitTypeMessages as m } from './unit-types.messages.ts';

const pages = () => import('./pages/index.ts');
const view = gate.key('CBR_UNIT_TYPES_VIEW');
const create = gate.key('CBR_UNIT_TYPES_CREATE');
const can = (check: PermissionCheck) => (profile: ActionProfile) => profile.can(check);
const scoped = { requiresCustomer: true, requiresCommunity: true, product: 'CBR' } as const;

/** Unit types: list, create, assign, details (part 2; gates unit types view, create, assignment). */
export const unitTypeRoutes = [
  defineRoute({
    name: 'cbr.unitTypes.list',
    path: '/spaces/unit-types',
    title: m.listTitle,
    flowStartsWith: m.listFlow,
    permissionChecker: view,
    ...scoped,
    actions: [
      {
        id: 'add-new-unit-type',
        title: m.addNew,
        routeName: 'cbr.unitTypes.create',
        allowed: can(create),
        primary: true,
      },
    ],
    load: () => pages().then((p) => ({ default: p.UnitTypesPage })),
  }),
  // 'create' and 'assign' come before ':typeId' in the spec's route order; React Router ranks them anyway.
  defineRoute({
    name: 'cbr.unitTypes.create',
    path: '/spaces/unit-types/create',
    title: m.createTitle,
    flowStartsWith: m.addNew,
    loadInModal: true,
    size: 'normal',
    permissionChecker: create,
    parent: 'cbr.unitTypes.list',
    ...scoped,
    load: () => pages().then((p) => ({ default: p.UnitTypeCreatePage })),
  }),
  defineRoute({
    name: 'cbr.unitTypes.assign',
    path: '/spaces/unit-types/assign',
    title: m.assignTitle,
    loadInModal: true,
    size: 'large',
    hideFromSearch: true,
    permissionChecker: gate.key('CBR_UNIT_TYPES_ASSIGNMENT'),
    parent: 'cbr.unitTypes.list',
    ...scoped,
    load: () => pages().then((p) => ({ default: p.UnitTypeAssignPage })),
  }),
  defineRoute({
    name: 'cbr.unitTypes.details',
    path: '/spaces/unit-types/:typeId',
    title: m.detailsTitle,
    breadcrumbName: m.detailsTitle,
    loadInModal: true,
    size: 'large',
    hideFromSearch: true,
    permissionChecker: view,
    parent: 'cbr.unitTypes.list',
    ...scoped,
    actions: [
      {
        id: 'edit-unit-type',
        primary: true,
        title: m.edit,
        routeName: 'cbr.unitTypes.edit',
        params: { typeId: '{typeId}' },
        allowed: can(create),
      },
    ],
    load: () => pages().then((p) => ({ default: p.UnitTypeDetailsPage })),
  }),
  // Not named by the spec: a modal over the details it is opened from.
  defineRoute({
    name: 'cbr.unitTypes.edit',
    path: '/spaces/unit-types/:typeId/edit',
    title: m.editTitle,
    breadcrumbName: m.editTitle,
    loadInModal: true,
    size: 'normal',
    hideFromSearch: true,
    permissionChecker: create,
    parent: 'cbr.unitTypes.list',
    ...scoped,
    load: () => pages().then((p) => ({ default: p.UnitTypeEditPage })),
  }),
] as const;
