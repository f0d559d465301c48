import { gate } from '@lintel/permissions';
import { defineRoute } from '../../app/routing/route.ts';
import { communityMessages as m } from './community.messages.ts';

// One chunk for the IoT community's screens.
const pages = () => import('./pages/community.ts');

/** Every screen here: the IOT app, a customer and a community (part 3 section 1). */
const iot = { requiresCustomer: true, requiresCommunity: true, requiredAppAccess: ['IOT'], product: 'IOT' } as const;
/** The spec gates the tree per action (section 6 "Locations: create and delete"); the lock list's readers see it too (D227). */
const read = gate.anyOf(gate.key('LOCATION_CREATE'), gate.key('LOCATION_DELETE'), gate.key('LOCK_READ_LIST'));

/**
 * The IoT community (part 3 section 2 "Community structure"; the menu's iot.community): a tabbed view
 * whose built tabs are the location tree and the apartments (units). Names follow `iot.community.*`.
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
    load: () => pages().then((p) => ({ default: p.ApartmentsPage })),
  }),
] as const;
