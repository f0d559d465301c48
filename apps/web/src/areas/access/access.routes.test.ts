import { permissionDefinitions } from '@lintel/permissions';
import { describe, expect, it } from 'vitest';
import { findRoute, matchUrl } from '../../app/routing/table.ts';
import { accessRoutes } from './access.routes.ts';

const LEASE = '3f1c2b4a-1111-4222-8333-944455556666';
const RESIDENT = '7a1c2b4a-1111-4222-8333-944455556666';
const known = new Set(permissionDefinitions.map((d) => d.key));

describe('lease and door routes', () => {
  it('every screen needs the IOT app, a customer, a community and a key of the registry', () => {
    for (const route of accessRoutes) {
      expect(route, route.name).toMatchObject({
        requiresCustomer: true,
        requiresCommunity: true,
        requiredAppAccess: ['IOT'],
      });
      const key = (route.permissionChecker as { key?: string }).key;
      expect(known.has(key as never), `${route.name}: ${key}`).toBe(true);
    }
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

  it('the moves and add location open in a modal over the page they belong to', () => {
    for (const name of [
      'iot.leases.executeMoveIn',
      'iot.leases.executeMoveOut',
      'iot.leases.authorizations.addLocation',
    ]) {
      const route = findRoute(name);
      expect(route?.loadInModal, name).toBe(true);
      expect(findRoute(route?.parent ?? ''), `${name} parent`).toBeDefined();
    }
    expect(findRoute('iot.leases.executeMoveIn')?.parent).toBe('iot.leases.details');
    expect(findRoute('iot.leases.authorizations.addLocation')?.parent).toBe('iot.leases.authorizations');
  });

  it('the actions of the pages open registered routes', () => {
    for (const route of accessRoutes) {
      for (const action of ('actions' in route ? route.actions : undefined) ?? []) {
        expect(findRoute(action.routeName ?? ''), `${route.name}: ${action.id}`).toBeDefined();
      }
    }
  });
});
