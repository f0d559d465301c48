import { structure } from '@lintel/contracts';
import { describe, expect, it } from 'vitest';
import { matchUrl } from '../../app/routing/table.ts';
import { locationRoutes, locationsGate } from './locations.routes.ts';

const ROOT = '00000000-0000-0000-0000-000000000000';

describe('locations routes', () => {
  it('every screen carries the gate its endpoints declare (admin group and the locations permission)', () => {
    for (const endpoint of Object.values(structure.locations).filter(
      (v) => typeof v === 'object' && v && 'access' in v,
    )) {
      const access = (endpoint as { access: { permission?: unknown } }).access;
      expect(access.permission).toEqual(locationsGate);
    }
    for (const route of locationRoutes) {
      expect(route.permissionChecker, route.name).toEqual(locationsGate);
      expect(route.requiresCommunity, route.name).toBe(true);
    }
  });

  it('static segments win over the property id, as the spec orders them', () => {
    expect(matchUrl('/locations')?.route.name).toBe('cbr.locations.index');
    expect(matchUrl('/locations/create')?.route.name).toBe('cbr.locations.create');
    expect(matchUrl('/locations/space-types')?.route.name).toBe('cbr.locations.spaceTypes.index');
    expect(matchUrl('/locations/space-types/create')?.route.name).toBe('cbr.locations.spaceTypes.create');
    expect(matchUrl(`/locations/space-types/${ROOT}`)?.route.name).toBe('cbr.locations.spaceTypes.details');
    expect(matchUrl(`/locations/${ROOT}`)).toMatchObject({
      route: { name: 'cbr.locations.details' },
      params: { propertyId: ROOT },
    });
    expect(matchUrl(`/locations/${ROOT}/edit`)?.route.name).toBe('cbr.locations.edit');
  });
});
