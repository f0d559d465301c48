import { gate } from '@lintel/permissions';
import { defineRoute } from '../../app/routing/route.ts';
import { locationMessages as m } from './locations.messages.ts';

// One chunk for the area: the modals load with the tree they open over.
const pages = () => import('./pages/index.ts');

/**
 * The location editor's gate, the same rule its endpoints declare: the admin group (super admin,
 * provider staff, SUPER_READONLY_ADMIN, DIGITAL_HUMAN_WRITER) and the locations permission.
 */
export const locationsGate = gate.allOf(gate.policy('adminGroup'), gate.key('CBR_LOCATIONS_MANAGE'));
const scoped = {
  permissionChecker: locationsGate,
  requiresCustomer: true,
  requiresCommunity: true,
  product: 'CBR',
} as const;

/**
 * Locations (property tree), part 2: the tree page, add/edit property and property details over it,
 * and the space types page with add space type and space type details. The spec gives no route names;
 * these follow the community structure's `cbr.` names. 'create' and 'space-types' come before
 * ':propertyId' in the spec's route order; React Router ranks static segments first anyway.
 */
export const locationRoutes = [
  defineRoute({
    name: 'cbr.locations.index',
    path: '/locations',
    title: m.title,
    flowStartsWith: m.flow,
    searchWords: [m.spaceTypesTitle],
    ...scoped,
    actions: [
      { id: 'add-property', title: m.addProperty, routeName: 'cbr.locations.create', primary: true },
      {
        id: 'manage-space-types',
        title: m.manageSpaceTypes,
        routeName: 'cbr.locations.spaceTypes.index',
        primary: true,
      },
    ],
    load: () => pages().then((p) => ({ default: p.LocationsPage })),
  }),
  defineRoute({
    name: 'cbr.locations.create',
    path: '/locations/create',
    title: m.addProperty,
    flowStartsWith: m.addProperty,
    loadInModal: true,
    size: 'normal',
    parent: 'cbr.locations.index',
    ...scoped,
    load: () => pages().then((p) => ({ default: p.PropertyCreatePage })),
  }),
  defineRoute({
    name: 'cbr.locations.spaceTypes.index',
    path: '/locations/space-types',
    title: m.spaceTypesTitle,
    flowStartsWith: m.spaceTypesFlow,
    ...scoped,
    actions: [
      {
        id: 'add-space-type',
        title: m.addSpaceType,
        routeName: 'cbr.locations.spaceTypes.create',
        primary: true,
      },
    ],
    load: () => pages().then((p) => ({ default: p.SpaceTypesPage })),
  }),
  defineRoute({
    name: 'cbr.locations.spaceTypes.create',
    path: '/locations/space-types/create',
    title: m.addSpaceType,
    flowStartsWith: m.addSpaceType,
    loadInModal: true,
    size: 'normal',
    parent: 'cbr.locations.spaceTypes.index',
    ...scoped,
    load: () => pages().then((p) => ({ default: p.SpaceTypeCreatePage })),
  }),
  defineRoute({
    name: 'cbr.locations.spaceTypes.details',
    path: '/locations/space-types/:id',
    title: m.spaceTypeDetails,
    breadcrumbName: m.spaceTypeDetails,
    loadInModal: true,
    size: 'normal',
    hideFromSearch: true,
    parent: 'cbr.locations.spaceTypes.index',
    ...scoped,
    load: () => pages().then((p) => ({ default: p.SpaceTypeDetailsPage })),
  }),
  defineRoute({
    name: 'cbr.locations.details',
    path: '/locations/:propertyId',
    title: m.propertyDetails,
    breadcrumbName: m.propertyDetails,
    loadInModal: true,
    size: 'normal',
    hideFromSearch: true,
    parent: 'cbr.locations.index',
    ...scoped,
    actions: [
      {
        id: 'edit-property',
        title: m.editProperty,
        routeName: 'cbr.locations.edit',
        params: { propertyId: '{propertyId}' },
        primary: true,
      },
    ],
    load: () => pages().then((p) => ({ default: p.PropertyDetailsPage })),
  }),
  defineRoute({
    name: 'cbr.locations.edit',
    path: '/locations/:propertyId/edit',
    title: m.editProperty,
    breadcrumbName: m.editProperty,
    loadInModal: true,
    size: 'normal',
    hideFromSearch: true,
    parent: 'cbr.locations.index',
    ...scoped,
    load: () => pages().then((p) => ({ default: p.PropertyEditPage })),
  }),
] as const;
