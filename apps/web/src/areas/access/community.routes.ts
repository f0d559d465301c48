import { gate } from '@lintel/permissions';
import { defineRoute } from '../../app/routing/route.ts';
import { communityMessages as m } from './community.messages.ts';
import { communityUnitMessages as u } from './community-units.messages.ts';

// One chunk for the IoT community's screens.
const pages = () => import('./pages/community.ts');

/** Every screen here: the IOT app, a customer and a community (part 3 section 1). */
const iot = { requiresCustomer: true, requiresCommunity: true, requiredAppAccess: ['IOT'], product: 'IOT' } as const;
/** The spec gates the tree per action (section 6 "Locations: create and delete"); the lock list's readers see it too (D227). */
const read = gate.anyOf(gate.key('LOCATION_CREATE'), gate.key('LOCATION_DELETE'), gate.key('LOCK_READ_LIST'));
/** Linking a unit to locations: the location key (D234). */
const link = gate.key('LOCATION_CREATE');
/** Creating a unit here: the location key, and community structure's unit key (its endpoint creates it, D234). */
const createUnit = gate.allOf(link, gate.key('CBR_LIVING_SPACES_CREATE'));

/**
 * The IoT community (part 3 section 2 "Community structure"; the menu's iot.community): a tabbed view
 * whose built tabs are the location tree and the apartments (units); then the units' screens: create,
 * link the new unit, a unit's details and its two link modals (D234). Names follow `iot.community.*`.
 */
export const communityRoutes = [
  defineRoute({
    // A tabbed view: its page sends the user to the first tab they may see.
    name: 'iot.community',
    path: '/iot/community',
    title: m.communityTitle,
    flowStartsWith: m.treeFlow,
    permissionChecker: read,
    ...iot,
    ownHeader: true,
    load: () => import('../../app/navigation/TabbedView.tsx'),
  }),
  defineRoute({
    name: 'iot.community.locationTree',
    path: '/iot/community/location-tree',
    title: m.treeTitle,
    flowStartsWith: m.treeFlow,
    searchWords: [m.treeWords],
    tabOf: 'iot.community',
    nonStacked: true,
    permissionChecker: read,
    ...iot,
    load: () => pages().then((p) => ({ default: p.LocationTreePage })),
  }),
  defineRoute({
    name: 'iot.community.apartments',
    path: '/iot/community/apartments',
    title: m.apartmentsTitle,
    flowStartsWith: m.apartmentsFlow,
    searchWords: [m.apartmentsWords],
    tabOf: 'iot.community',
    nonStacked: true,
    permissionChecker: read,
    ...iot,
    actions: [{ id: 'create-unit', title: u.createTitle, routeName: 'iot.community.units.create', primary: true }],
    load: () => pages().then((p) => ({ default: p.ApartmentsPage })),
  }),
  // The units (D234): create, then link; a unit's details with its two link modals.
  defineRoute({
    name: 'iot.community.units.create',
    path: '/iot/community/units/create',
    title: u.createTitle,
    flowStartsWith: u.createFlow,
    searchWords: [u.createWords],
    permissionChecker: createUnit,
    ...iot,
    load: () => pages().then((p) => ({ default: p.UnitCreatePage })),
  }),
  defineRoute({
    name: 'iot.community.units.createLinkUnits',
    path: '/iot/community/units/create/link-units',
    title: u.createLinkTitle,
    hideFromSearch: true,
    permissionChecker: link,
    ...iot,
    load: () => pages().then((p) => ({ default: p.CreateLinkUnitsPage })),
  }),
  defineRoute({
    name: 'iot.community.units.details',
    path: '/iot/community/units/:id',
    title: u.unitTitle,
    hideFromSearch: true,
    permissionChecker: read,
    ...iot,
    load: () => pages().then((p) => ({ default: p.UnitDetailsPage })),
  }),
  defineRoute({
    name: 'iot.community.units.linkUnit',
    path: '/iot/community/units/:id/link-unit',
    title: u.linkUnitTitle,
    loadInModal: true,
    size: 'small',
    parent: 'iot.community.units.details',
    hideFromSearch: true,
    permissionChecker: link,
    ...iot,
    load: () => pages().then((p) => ({ default: p.LinkUnitPage })),
  }),
  defineRoute({
    name: 'iot.community.units.linkUnits',
    path: '/iot/community/units/:id/link-units',
    title: u.linkUnitsTitle,
    loadInModal: true,
    parent: 'iot.community.units.details',
    hideFromSearch: true,
    permissionChecker: link,
    ...iot,
    load: () => pages().then((p) => ({ default: p.LinkUnitsPage })),
  }),
] as const;
