import { type PermissionCheck, permissionDefinitions, specGates } from '@lintel/permissions';
import { describe, expect, it } from 'vitest';
import { findRoute, matchUrl } from '../../app/routing/table.ts';
import { passRoutes } from './passes.routes.ts';

const PASS = '4c1c2b4a-1111-4222-8333-944455556666';
const known = new Set(permissionDefinitions.map((d) => d.key));

describe('pass routes', () => {
  it('every screen needs the IOT app, a customer, a community and a key of the registry', () => {
    for (const route of passRoutes) {
      expect(route, route.name).toMatchObject({
        requiresCustomer: true,
        requiresCommunity: true,
        requiredAppAccess: ['IOT'],
      });
      const key = (route.permissionChecker as { key?: string }).key;
      expect(known.has(key as never), `${route.name}: ${key}`).toBe(true);
    }
  });

  it('follows the spec: each path with its gate; create wins over a pass id and checks the vendor key alone (section 6)', () => {
    const readList = { key: 'TEMPORARY_PASS_READ_LIST' };
    const gates: [string, string, PermissionCheck][] = [
      ['/iot/passes', 'iot.passes.index', readList],
      ['/iot/passes/create', 'iot.passes.create', { key: 'TEMPORARY_PASS_CREATE_VENDOR' }],
      [`/iot/passes/${PASS}`, 'iot.passes.details', readList],
      [`/iot/passes/${PASS}/summary`, 'iot.passes.summary', readList],
      [`/iot/passes/${PASS}/logs`, 'iot.passes.logs', readList],
    ];
    for (const [url, name, gate] of gates) {
      const match = matchUrl(url);
      expect(match?.route.name, url).toBe(name);
      expect(match?.route.permissionChecker, url).toEqual(gate);
    }
    expect(findRoute('iot.passes.create')?.permissionChecker).toBe(specGates.passCreate);
  });

  it('the pass list is a tab of the access area, whose gate lets its readers in; its action creates a pass', () => {
    const index = findRoute('iot.passes.index');
    expect(index).toMatchObject({ tabOf: 'iot.access.index', nonStacked: true });
    expect(passRoutes.filter((route) => 'tabOf' in route).map((route) => route.name)).toEqual(['iot.passes.index']);
    const area = findRoute('iot.access.index')?.permissionChecker as { anyOf: PermissionCheck[] };
    expect(area.anyOf).toContainEqual({ key: 'TEMPORARY_PASS_READ_LIST' });
    expect(index?.actions?.map((action) => action.routeName)).toEqual(['iot.passes.create']);
  });
});
