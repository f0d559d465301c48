import { cbr } from '@lintel/contracts';
import type { UnitTypeInput } from '@lintel/contracts/cbr/unit-types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../app/api/client.ts';
import { useWorkContext } from '../../../app/context/WorkContext.tsx';
import { spacesKeys } from './keys.ts';

const t = cbr.unitTypes;

/** Unit types of the selected community (the list asks for up to 1000, as the settings screens do). */
export function useUnitTypesQuery() {
  const { callContext } = useWorkContext();
  return useQuery({
    queryKey: [...spacesKeys.all(callContext), 'unit-types'],
    queryFn: ({ signal }) => call(t.listUnitTypes, { query: { size: 1000 }, context: callContext, signal }),
  });
}

export function useUnitTypeQuery(unitTypeId: string) {
  const { callContext } = useWorkContext();
  return useQuery({
    queryKey: [...spacesKeys.all(callContext), 'unit-type', unitTypeId],
    queryFn: ({ signal }) => call(t.getUnitType, { params: { unitTypeId }, context: callContext, signal }),
  });
}

/** Creating or assigning changes counts everywhere in the area: refresh all of it. */
function useInvalidateSpaces() {
  const { callContext } = useWorkContext();
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: spacesKeys.all(callContext) });
}

export function useCreateUnitTypeMutation() {
  const { callContext } = useWorkContext();
  const invalidate = useInvalidateSpaces();
  return useMutation({
    mutationFn: (body: UnitTypeInput) => call(t.createUnitType, { body, context: callContext }),
    onSuccess: invalidate,
  });
}

export function useAssignUnitTypeMutation() {
  const { callContext } = useWorkContext();
  const invalidate = useInvalidateSpaces();
  return useMutation({
    mutationFn: ({ unitTypeId, unitIds }: { unitTypeId: string; unitIds: string[] }) =>
      call(t.assignUnits, { params: { unitTypeId }, body: { unitIds }, context: callContext }),
    onSuccess: invalidate,
  });
}
