import { structure } from '@lintel/contracts';
import { useEndpointListQuery, useEndpointMutation, useEndpointQuery } from '../../../app/api/hooks.ts';
import { structureScopes } from './scope.ts';

const scope = structureScopes.amenities;
const a = structure.amenities;

/** Every unit amenity of the community (a community has tens, so one page of up to 999 holds them). */
export function useUnitAmenitiesQuery() {
  return useEndpointListQuery(scope, a.listUnitAmenities, { query: { size: 999, sort: 'name,asc' } });
}

export function useAmenitiesOfUnitQuery(unitId: string) {
  return useEndpointQuery(scope, a.listAmenitiesOfUnit, { params: { unitId } });
}

export function useUnitAmenityQuery(amenityId: string) {
  return useEndpointQuery(scope, a.getUnitAmenity, { params: { amenityId } });
}

export function useAmenityGroupQuery(amenityGroupId: string) {
  return useEndpointQuery(scope, a.getAmenityGroup, { params: { amenityGroupId } });
}

/** Saves a unit's whole amenity list; unit counts change everywhere, so every amenity query refreshes. */
export function useSetAmenitiesOfUnitMutation(unitId: string) {
  return useEndpointMutation(a.setAmenitiesOfUnit, {
    input: (amenityIds: string[]) => ({ params: { unitId }, body: { amenityIds } }),
    onSuccess: (amenities, _, cache) => {
      cache.set(scope, a.listAmenitiesOfUnit, { params: { unitId } }, amenities);
      return cache.invalidate([cache.key(scope)]);
    },
  });
}
