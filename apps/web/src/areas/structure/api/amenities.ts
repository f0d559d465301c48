import { cbr } from '@lintel/contracts';
import type { UnitAmenity } from '@lintel/contracts/cbr/amenities';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../app/api/client.ts';
import { useWorkContext } from '../../../app/context/WorkContext.tsx';
import { spacesKeys } from './keys.ts';

const a = cbr.amenities;

/** The unit amenity screens' keys, under the area's so a structure change refreshes them too. */
export const amenityKeys = {
  all: (ctx: Parameters<typeof spacesKeys.all>[0]) => [...spacesKeys.all(ctx), 'amenities'] as const,
};

/** Every unit amenity of the community (a community has tens, so one page of up to 999 holds them). */
export function useUnitAmenitiesQuery() {
  const { callContext } = useWorkContext();
  return useQuery({
    queryKey: [...amenityKeys.all(callContext), 'list'],
    queryFn: ({ signal }) =>
      call(a.listUnitAmenities, { query: { size: 999, sort: 'name,asc' }, context: callContext, signal }),
  });
}

export function useAmenitiesOfUnitQuery(unitId: string) {
  const { callContext } = useWorkContext();
  return useQuery({
    queryKey: [...amenityKeys.all(callContext), 'unit', unitId],
    queryFn: ({ signal }) => call(a.listAmenitiesOfUnit, { params: { unitId }, context: callContext, signal }),
  });
}

export function useUnitAmenityQuery(amenityId: string) {
  const { callContext } = useWorkContext();
  return useQuery({
    queryKey: [...amenityKeys.all(callContext), 'amenity', amenityId],
    queryFn: ({ signal }) => call(a.getUnitAmenity, { params: { amenityId }, context: callContext, signal }),
  });
}

export function useAmenityGroupQuery(amenityGroupId: string) {
  const { callContext } = useWorkContext();
  return useQuery({
    queryKey: [...amenityKeys.all(callContext), 'group', amenityGroupId],
    queryFn: ({ signal }) => call(a.getAmenityGroup, { params: { amenityGroupId }, context: callContext, signal }),
  });
}

/** Saves a unit's whole amenity list; unit counts change everywhere, so every amenity query refreshes. */
export function useSetAmenitiesOfUnitMutation(unitId: string) {
  const { callContext } = useWorkContext();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (amenityIds: string[]) =>
      call(a.setAmenitiesOfUnit, { params: { unitId }, body: { amenityIds }, context: callContext }),
    onSuccess: (amenities: UnitAmenity[]) => {
      client.setQueryData([...amenityKeys.all(callContext), 'unit', unitId], amenities);
      return client.invalidateQueries({ queryKey: amenityKeys.all(callContext) });
    },
  });
}
