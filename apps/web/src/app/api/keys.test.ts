import { structure } from '@lintel/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { areaKey, endpointKey, keyScope } from './keys.ts';

const maple = { customerId: 'acme', communityId: 'maple' };
const birch = { customerId: 'acme', communityId: 'birch' };
const units = keyScope('structure', 'units');
const locations = keyScope('structure', 'locations');

/** A cache holding a few structure queries of two communities; returns which ones a refresh marks stale. */
function staleAfter(queryKey: readonly unknown[]): string[] {
  const client = new QueryClient();
  const entries = {
    'maple unit A-101': endpointKey(maple, units, structure.units.getUnit, { params: { unitId: 'a101' } }),
    'maple unit B-201': endpointKey(maple, units, structure.units.getUnit, { params: { unitId: 'b201' } }),
    'maple tree': endpointKey(maple, locations, structure.locations.getLocationTree, {}),
    'birch unit A-101': endpointKey(birch, units, structure.units.getUnit, { params: { unitId: 'a101' } }),
  };
  for (const key of Object.values(entries)) client.setQueryData(key, {});
  void client.invalidateQueries({ queryKey, refetchType: 'none' });
  return Object.entries(entries)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
}

describe('query keys derived from the endpoint', () => {
  it('a change refreshes its area, entity, endpoint or one call, in its own community only', () => {
    expect(staleAfter(areaKey('structure', maple))).toEqual(['maple unit A-101', 'maple unit B-201', 'maple tree']);
    expect(staleAfter(endpointKey(maple, units))).toEqual(['maple unit A-101', 'maple unit B-201']);
    expect(staleAfter(endpointKey(maple, units, structure.units.getUnit))).toEqual([
      'maple unit A-101',
      'maple unit B-201',
    ]);
    expect(staleAfter(endpointKey(maple, units, structure.units.getUnit, { params: { unitId: 'a101' } }))).toEqual([
      'maple unit A-101',
    ]);
  });
});
