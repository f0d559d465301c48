import { gate, type PermissionCheck, specGates } from '@lintel/permissions';
import { type ActionProfile, defineRoute } from '../../app/routing/route.ts';
import { amenityMessages as am } from './amenities.messages.ts';
import { commonSpaceMessages as c } from './common-spaces.messages.ts';
import { spacesMessages as m } from './messages.ts';

// One chunk for the area: the modals load with the list they open over.
const pages = () => import('./pages/index.ts');
const living = gate.key('CBR_LIVING_SPACES_VIEW');
const create = gate.key('CBR_LIVING_SPACES_CREATE');
const can = (check: PermissionCheck) => (profile: ActionProfile) => profile.can(check);
const scoped = { requiresCustomer: true, requiresCommunity: true, product: 'CBR' } as const;

/** Community structure (spaces), part 2 "Community structure (spaces) and community settings". */
export const spacesRoutes = [
  defineRoute({
    name: 'cbr.living.communityStructure',
    path: '/spaces/living',
    title: m.livingTitle,
    flowStartsWith: m.livingFlow,
    // The page's own tabs and what it lists, so the palette finds it by them.
    searchWords: [m.tabsLabel, m.tabUnits, c.commonAreas, c.maintenanceAreas, m.searchBuildings],
    permissionChecker: living,
    requiresCustomer: true,
    requiresCommunity: true,
    product: 'CBR',
    // The spec's living-structure actions; each shows once its create screen is registered.
    actions: [
      { id: 'new-building', title: m.newBuilding, routeName: 'cbr.living.building.create', allowed: can(create) },
      { id: 'new-unit', title: m.newUnit, routeName: 'cbr.living.unit.create', allowed: can(create) },
      {
        id: 'new-common-area',
        title: m.newCommonArea,
        routeName: 'cbr.living.commonSpace.create',
        allowed: can(create),
        params: { businessPurpose: 'COMMON_AREA' },
      },
      {
        id: 'new-maintenance-area',
        title: m.newMaintenanceArea,
        routeName: 'cbr.living.commonSpace.create',
        allowed: can(create),
        params: { businessPurpose: 'MAINTENANCE_AREA' },
      },
    ],
    load: () => pages().then((p) => ({ default: p.LivingSpacesPage })),
  }),
  defineRoute({
    name: 'cbr.living.unit.details',
    path: '/spaces/living/units/:unitId',
    loadInModal: true,
    size: 'large',
    breadcrumbName: m.unitDetails,
    title: m.unitDetails,
    hideFromSearch: true,
    permissionChecker: living,
    requiresCustomer: true,
    requiresCommunity: true,
    product: 'CBR',
    parent: 'cbr.living.communityStructure',
    actions: [
      {
        id: 'manage-amenities',
        title: m.manageAmenities,
        routeName: 'cbr.living.unit.amenities',
        params: { unitId: '{unitId}' },
        allowed: (profile) => profile.can(gate.key('AMNT_UNIT_ASSIGNMENTS_VIEW')),
      },
    ],
    load: () => pages().then((p) => ({ default: p.UnitDetailsPage })),
  }),
  defineRoute({
    name: 'cbr.living.building.details',
    path: '/spaces/living/detail/:buildingId',
    loadInModal: true,
    size: 'normal',
    breadcrumbName: m.buildingDetails,
    title: m.buildingDetails,
    hideFromSearch: true,
    permissionChecker: living,
    requiresCustomer: true,
    requiresCommunity: true,
    product: 'CBR',
    parent: 'cbr.living.communityStructure',
    actions: [
      {
        id: 'add-new-unit',
        title: m.addNewUnit,
        routeName: 'cbr.living.unit.create',
        params: { buildingId: '{buildingId}' },
        allowed: can(create),
      },
    ],
    load: () => pages().then((p) => ({ default: p.BuildingDetailsPage })),
  }),
  defineRoute({
    name: 'cbr.living.unit.create',
    path: '/spaces/living/create/unit/:buildingId?',
    loadInModal: true,
    size: 'normal',
    title: m.createUnitTitle,
    breadcrumbName: m.createUnitTitle,
    flowStartsWith: m.newUnit,
    permissionChecker: create,
    parent: 'cbr.living.communityStructure',
    ...scoped,
    load: () => pages().then((p) => ({ default: p.UnitCreatePage })),
  }),
  // 'create/...' and ':id/businessPurpose/...' differ in length, so the two never match the same URL.
  defineRoute({
    name: 'cbr.living.commonSpace.create',
    path: '/spaces/living/common-space/create/:businessPurpose',
    loadInModal: true,
    size: 'normal',
    title: c.createTitle,
    breadcrumbName: c.createTitle,
    // The purpose is part of the address: the palette cannot open it without one.
    hideFromSearch: true,
    permissionChecker: create,
    parent: 'cbr.living.communityStructure',
    ...scoped,
    load: () => pages().then((p) => ({ default: p.CommonSpaceCreatePage })),
  }),
  defineRoute({
    name: 'cbr.living.commonSpace.details',
    path: '/spaces/living/common-space/:id/businessPurpose/:businessPurpose',
    loadInModal: true,
    size: 'normal',
    title: c.detailsTitle,
    breadcrumbName: c.detailsTitle,
    hideFromSearch: true,
    permissionChecker: living,
    parent: 'cbr.living.communityStructure',
    ...scoped,
    load: () => pages().then((p) => ({ default: p.CommonSpaceDetailsPage })),
  }),
  // Unit amenity screens: living spaces view and unit assignment view (P2:172).
  defineRoute({
    name: 'cbr.living.unit.amenities',
    path: '/spaces/living/units/:unitId/amenities',
    loadInModal: true,
    size: 'normal',
    title: am.unitTitle,
    breadcrumbName: am.unitTitle,
    hideFromSearch: true,
    permissionChecker: specGates.unitAmenities,
    parent: 'cbr.living.communityStructure',
    ...scoped,
    load: () => pages().then((p) => ({ default: p.UnitAmenitiesPage })),
  }),
  defineRoute({
    name: 'cbr.living.amenity.details',
    path: '/spaces/living/amenities/:amenityId',
    loadInModal: true,
    size: 'normal',
    title: am.detailsTitle,
    breadcrumbName: am.detailsTitle,
    hideFromSearch: true,
    permissionChecker: specGates.unitAmenities,
    parent: 'cbr.living.communityStructure',
    ...scoped,
    load: () => pages().then((p) => ({ default: p.AmenityDetailsPage })),
  }),
  // The spec names the parameter amenityId; it is the group's id (groups are their own records).
  defineRoute({
    name: 'cbr.living.amenity.group',
    path: '/spaces/living/groups/:amenityId',
    loadInModal: true,
    size: 'normal',
    title: am.groupTitle,
    breadcrumbName: am.groupTitle,
    hideFromSearch: true,
    permissionChecker: specGates.unitAmenities,
    parent: 'cbr.living.communityStructure',
    ...scoped,
    load: () => pages().then((p) => ({ default: p.AmenityGroupPage })),
  }),
] as const;
