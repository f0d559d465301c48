import { access, structure } from '@lintel/contracts';
import type { LinkInput } from '@lintel/contracts/access/community-units';
import type { UnitInput } from '@lintel/contracts/structure/units';
import { type ApiCache, useEndpointMutation, useEndpointQuery } from '../../../app/api/hooks.ts';
import { keyScope } from '../../../app/api/keys.ts';

const api = access.communityUnits;
const units = keyScope('access', 'communityUnits');

/** One unit of the community with its doors, its links and its active leases; '' reads nothing. */
export function useCommunityUnitQuery(unitId: string) {
  return useEndpointQuery(units, api.getCommunityUnit, { params: { unitId } }, { enabled: unitId !== '' });
}

/** The create form's buildings and unit types. */
export function useUnitFormChoicesQuery() {
  return useEndpointQuery(units, api.unitFormChoices, {}, { staleTime: 60_000 });
}

// A unit or a link reaches the apartments, the leases' authorizations and who can open which door: the
// whole area; a new unit also reaches community structure's screens.
const refresh = (cache: ApiCache) => cache.invalidate([cache.area('access')]);

/** Creates the unit with community structure's own endpoint (its rules, its audit trail). */
export function useCreateUnitMutation() {
  return useEndpointMutation(structure.units.createUnit, {
    input: (body: UnitInput) => ({ body }),
    onSuccess: (_, __, cache) => cache.invalidate([cache.area('access'), cache.area('structure')]),
  });
}

export function useLinkUnitMutation(unitId: string) {
  return useEndpointMutation(api.linkUnitLocations, {
    input: (body: LinkInput) => ({ params: { unitId }, body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useUnlinkUnitMutation(unitId: string) {
  return useEndpointMutation(api.unlinkUnitLocation, {
    input: (locationId: string) => ({ params: { unitId, locationId } }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}
