import { type PermissionCheck, permissionDefinitions, specGates } from '@lintel/permissions';
import { describe, expect, it } from 'vitest';
import { findRoute, matchUrl } from '../../app/routing/table.ts';
import { accessRoutes } from './access.routes.ts';

const LEASE = '3f1c2b4a-1111-4222-8333-944455556666';
const RESIDENT = '7a1c2b4a-1111-4222-8333-944455556666';
const ACCESS = '5b1c2b4a-1111-4222-8333-944455556666';
const known = new Set(permissionDefinitions.map((d) => d.key));

/** Every key a gate names, however nested. */
function keysOf(check: PermissionCheck | undefined): string[] {
  if (!check) return [];
  if ('key' in check) return [check.key];
  if ('anyOf' in check) return check.anyOf.flatMap(keysOf);
  if ('allOf' in check) return check.allOf.flatMap(keysOf);
  return [];
}

describe('lease, door and temporary access routes', () => {
  it('every screen needs the IOT app, a customer, a community and keys of the registry', () => {
    for (const route of accessRoutes) {
      expect(route, route.name).toMatchObject({
        requiresCustomer: true,
        requiresCommunity: true,
        requiredAppAccess: ['IOT'],
      });
      const keys = keysOf(route.permissionChecker);
      expect(keys.length, route.name).toBeGreaterThan(0);
      for (const key of keys) expect(known.has(key as never), `${route.name}: ${key}`).toBe(true);
    }
  });

  it('temporary staff access follows the spec: each path with its gate (section 6), either key of a pair suffices', () => {
    const readList = {
      anyOf: [{ key: 'TEMPORARY_USER_ACCESS_READ_LIST_ALL' }, { key: 'TEMPORARY_USER_ACCESS_READ_LIST_APT_COM' }],
    };
    const gates: [string, string, PermissionCheck][] = [
      ['/iot/staff-access', 'iot.staffAccess.index', readList],
      ['/iot/staff-access/expired-revoked-access', 'iot.staffAccess.expiredRevokedAccess', readList],
      [
        '/iot/staff-access/grant-access',
        'iot.staffAccess.grantAccess',
        { anyOf: [{ key: 'TEMPORARY_USER_ACCESS_CREATE_VIRTUAL' }, { key: 'TEMPORARY_USER_ACCESS_CREATE_MOBILE' }] },
      ],
      [`/iot/staff-access/access-details/${ACCESS}`, 'iot.staffAccess.accessDetails', readList],
      [
        `/iot/staff-access/access-details/${ACCESS}/edit`,
        'iot.staffAccess.accessDetails.edit',
        { key: 'TEMPORARY_USER_ACCESS_UPDATE_VIRTUAL' },
      ],
      [
        `/iot/staff-access/expired-revoked-access-details/${ACCESS}`,
        'iot.staffAccess.expiredRevokedAccessDetails',
        readList,
      ],
      ['/iot/staff-access/event-log', 'iot.staffAccess.eventLog', readList],
    ];
    for (const [url, name, gate] of gates) {
      const match = matchUrl(url);
      expect(match?.route.name, url).toBe(name);
      expect(match?.route.permissionChecker, url).toEqual(gate);
    }
    expect(findRoute('iot.staffAccess.grantAccess')?.permissionChecker).toBe(specGates.temporaryAccessGrant);
    // The area opens for the readers of any of its built tabs: temporary access, keys, passes, groups,
    // staff (D232), residents (D229) or fire keys (with the firekey setting on, D225).
    expect(matchUrl('/iot/access')?.route.permissionChecker).toEqual({
      anyOf: [
        readList,
        { key: 'KEY_CREDENTIAL_READ' },
        { key: 'TEMPORARY_PASS_READ_LIST' },
        { key: 'CUSTOM_USER_GROUP_READ' },
        { key: 'USER_READ' },
        { key: 'RESIDENT_READ' },
        { allOf: [{ key: 'FIRE_KEY_READ' }, { policy: 'iot.fireKeyTile' }] },
      ],
    });
  });

  it('the access area is a tabbed view opening on temporary access, with the passes tab; the expired list stays under temporary access', () => {
    const tabs = accessRoutes.filter((route) => 'tabOf' in route && route.tabOf === 'iot.access.index');
    const own = tabs.filter((route) => 'nonStacked' in route && route.nonStacked).map((route) => route.name);
    expect(own[0]).toBe('iot.staffAccess.index');
    expect(own).toContain('iot.passes.index');
    expect(tabs.map((route) => route.name)).toContain('iot.staffAccess.expiredRevokedAccess');
    const actions = findRoute('iot.staffAccess.index')?.actions ?? [];
    expect(actions.map((action) => action.routeName)).toEqual([
      'iot.staffAccess.grantAccess',
      'iot.staffAccess.eventLog',
      'iot.access.whoCanOpen',
    ]);
  });

  it('follows the spec: each path with its gate; new-lease wins over a lease id', () => {
    const gates: [string, string, string][] = [
      ['/iot/leases', 'iot.leases.index', 'LEASE_READ'],
      ['/iot/leases/new-lease', 'iot.leases.new', 'LEASE_CREATE'],
      [`/iot/leases/${LEASE}`, 'iot.leases.details', 'LEASE_READ'],
      [`/iot/leases/${LEASE}/execute-move-in/${RESIDENT}`, 'iot.leases.executeMoveIn', 'LEASE_EXECUTE_MOVE_IN'],
      [`/iot/leases/${LEASE}/execute-move-out/${RESIDENT}`, 'iot.leases.executeMoveOut', 'LEASE_EXECUTE_MOVE_OUT'],
      [`/iot/leases/${LEASE}/authorizations`, 'iot.leases.authorizations', 'LEASE_READ_ACCESSES'],
      [
        `/iot/leases/${LEASE}/authorizations/add-location`,
        'iot.leases.authorizations.addLocation',
        'LEASE_UPDATE_ACCESSES',
      ],
      [`/iot/leases/${LEASE}/move-out-proof/${RESIDENT}`, 'iot.leases.moveOutProof', 'LEASE_READ'],
      ['/iot/access/who-can-open', 'iot.access.whoCanOpen', 'ACCESS_LOG_READ_ALL'],
    ];
    for (const [url, name, key] of gates) {
      const match = matchUrl(url);
      expect(match?.route.name, url).toBe(name);
      expect(match?.route.permissionChecker, url).toEqual({ key });
    }
  });

  it('renew, transfer and the resident queue follow the spec: each path with its gate (section 6)', () => {
    const queueRead = { key: 'RESIDENT_EVENT_QUEUE_READ' };
    const gates: [string, string, PermissionCheck][] = [
      [
        `/iot/leases/${LEASE}/renew`,
        'iot.leases.renew',
        { allOf: [{ key: 'LEASE_RENEW' }, { policy: 'iot.leaseRenew' }] },
      ],
      [
        `/iot/leases/${LEASE}/renew/${RESIDENT}`,
        'iot.leases.renew',
        { allOf: [{ key: 'LEASE_RENEW' }, { policy: 'iot.leaseRenew' }] },
      ],
      [
        `/iot/leases/${LEASE}/transfer`,
        'iot.leases.transfer',
        { allOf: [{ key: 'LEASE_TRANSFER' }, { policy: 'iot.leaseTransfer' }] },
      ],
      ['/iot/residents-queue', 'iot.residents-queue.index', queueRead],
      ['/iot/residents-queue/configuration', 'iot.residents-queue.configuration', queueRead],
      [
        `/iot/residents-queue/${LEASE}/move-in/${RESIDENT}`,
        'iot.residents-queue.moveIn',
        { allOf: [queueRead, { key: 'LEASE_EXECUTE_MOVE_IN' }] },
      ],
      [
        `/iot/residents-queue/${LEASE}/move-out/${RESIDENT}`,
        'iot.residents-queue.moveOut',
        { allOf: [queueRead, { key: 'LEASE_EXECUTE_MOVE_OUT' }] },
      ],
    ];
    for (const [url, name, gate] of gates) {
      const match = matchUrl(url);
      expect(match?.route.name, url).toBe(name);
      expect(match?.route.permissionChecker, url).toEqual(gate);
    }
  });

  it('the moves and add location open in a modal over the page they belong to', () => {
    for (const name of [
      'iot.leases.executeMoveIn',
      'iot.leases.executeMoveOut',
      'iot.leases.authorizations.addLocation',
      'iot.leases.renew',
      'iot.leases.transfer',
      'iot.residents-queue.moveIn',
      'iot.residents-queue.moveOut',
    ]) {
      const route = findRoute(name);
      expect(route?.loadInModal, name).toBe(true);
      expect(findRoute(route?.parent ?? ''), `${name} parent`).toBeDefined();
    }
    expect(findRoute('iot.leases.executeMoveIn')?.parent).toBe('iot.leases.details');
    expect(findRoute('iot.leases.authorizations.addLocation')?.parent).toBe('iot.leases.authorizations');
    expect(findRoute('iot.leases.renew')?.parent).toBe('iot.leases.details');
    expect(findRoute('iot.residents-queue.moveOut')?.parent).toBe('iot.residents-queue.index');
  });

  it('the actions of the pages open registered routes', () => {
    for (const route of accessRoutes) {
      for (const action of ('actions' in route ? route.actions : undefined) ?? []) {
        expect(findRoute(action.routeName ?? ''), `${route.name}: ${action.id}`).toBeDefined();
      }
    }
  });
});
