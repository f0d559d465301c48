import { cbr } from '@lintel/contracts';
import type { UnitDetails, UnitInput } from '@lintel/contracts/cbr/units';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../app/api/client.ts';
import { useWorkContext } from '../../../app/context/WorkContext.tsx';
import { spacesKeys } from './keys.ts';

const u = cbr.units;

/** A new or changed unit moves counts and lists all over the area: refresh all of it. */
function useRefreshAfter() {
  const { callContext } = useWorkContext();
  const client = useQueryClient();
  return (unit: UnitDetails) => {
    client.setQueryData(spacesKeys.unit(callContext, unit.id), unit);
    return client.invalidateQueries({ queryKey: spacesKeys.all(callContext) });
  };
}

export function useCreateUnitMutation() {
  const { callContext } = useWorkContext();
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: UnitInput) => call(u.createUnit, { body, context: callContext }),
    onSuccess: refresh,
  });
}

export function useUpdatePhysicalStatusMutation(unitId: string) {
  const { callContext } = useWorkContext();
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (physicalStatus: string | null) =>
      call(u.updatePhysicalStatus, { params: { unitId }, body: { physicalStatus }, context: callContext }),
    onSuccess: refresh,
  });
}

export function useUpdateNoticeToVacateMutation(unitId: string) {
  const { callContext } = useWorkContext();
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (noticeToVacateDate: string | null) =>
      call(u.updateNoticeToVacate, { params: { unitId }, body: { noticeToVacateDate }, context: callContext }),
    onSuccess: refresh,
  });
}
