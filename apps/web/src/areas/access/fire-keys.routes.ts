import { gate } from '@lintel/permissions';
import { defineRoute } from '../../app/routing/route.ts';
import { fireKeyMessages as m } from './fire-keys.messages.ts';

// One chunk for the fire keys' screens.
const pages = () => import('./pages/fireKeys.ts');

/** Every screen here: the IOT app, a customer and a community (part 3 section 1). */
const iot = { requiresCustomer: true, requiresCommunity: true, requiredAppAccess: ['IOT'], product: 'IOT' } as const;
/** The fire key tile's policy: the community's firekey setting on, and FIRE_KEY_READ (part 3 section 6). */
const tile = gate.policy('iot.fireKeyTile');
/** Reading: the key and the tile's policy, as renew names its key beside its policy. */
const read = gate.allOf(gate.key('FIRE_KEY_READ'), tile);
/** Managing: FIRE_KEY_UPDATE and the tile's policy (D225). */
const update = gate.allOf(gate.key('FIRE_KEY_UPDATE'), tile);

/**
 * The fire key screens (part 3 section 1 "/iot/firekey and /iot/firekey/management"; D225): the
 * list, a tab of the access area, shown while the fire key tile's policy passes and otherwise
 * replaced by a disabled marker (for whoever may read fire keys) as section 6 says; and the
 * management screen under the same tab: add a fire key, revoke or delete one. Names follow
 * `iot.firekey.*`.
 */
export const fireKeyRoutes = [
  defineRoute({
    name: 'iot.firekey.index',
    path: '/iot/firekey',
    title: m.fireKeyTitle,
    flowStartsWith: m.fireKeyFlow,
    searchWords: [m.fireKeyWords],
    tabOf: 'iot.access.index',
    nonStacked: true,
    permissionChecker: read,
    disabledMarker: { check: gate.key('FIRE_KEY_READ'), reason: m.switchedOff },
    ...iot,
    actions: [
      { id: 'firekey-management', title: m.managementTitle, routeName: 'iot.firekey.management', primary: true },
    ],
    load: () => pages().then((p) => ({ default: p.FireKeyListPage })),
  }),
  defineRoute({
    // Under the fire key tab (its path continues the tab's), not a tab of its own.
    name: 'iot.firekey.management',
    path: '/iot/firekey/management',
    title: m.managementTitle,
    flowStartsWith: m.managementFlow,
    tabOf: 'iot.access.index',
    permissionChecker: update,
    ...iot,
    load: () => pages().then((p) => ({ default: p.FireKeyManagementPage })),
  }),
] as const;
