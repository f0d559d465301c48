import { cbr, type Paged } from '@lintel/contracts';
import type { BusinessPurpose, CommonSpace, CommonSpaceInput } from '@lintel/contracts/cbr/common-spaces';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../app/api/client.ts';
import { useWorkContext } from '../../../app/context/WorkContext.tsx';
import { spacesKeys } from './keys.ts';

const s = cbr.commonSpaces;

export interface CommonSpacesQuery {
  businessPurpose: BusinessPurpose;
  page: number;
  size: number;
  q: string;
}

/** One page of the community's common or maintenance areas, searched and paged on the server. */
export function useCommonSpacesQuery(query: CommonSpacesQuery) {
  const { callContext } = useWorkContext();
  return useQuery<Paged<CommonSpace>>({
    queryKey: spacesKeys.commonSpaces(callContext, query),
    placeholderData: (previous) => previous,
    queryFn: ({ signal }) =>
      call(s.listCommonSpaces, {
        query: {
          businessPurpose: query.businessPurpose,
          page: query.page,
          size: query.size,
          sort: 'name,asc',
          ...(query.q ? { q: query.q } : {}),
        },
        context: callContext,
        signal,
      }),
  });
}

export function useCommonSpaceQuery(commonSpaceId: string) {
  const { callContext } = useWorkContext();
  return useQuery<CommonSpace>({
    queryKey: spacesKeys.commonSpace(callContext, commonSpaceId),
    queryFn: ({ signal }) => call(s.getCommonSpace, { params: { commonSpaceId }, context: callContext, signal }),
  });
}

/** The business purposes with how many spaces of each the community has (the list's tab counts). */
export function useBusinessPurposesQuery() {
  const { callContext } = useWorkContext();
  return useQuery({
    queryKey: spacesKeys.businessPurposes(callContext),
    queryFn: ({ signal }) => call(s.listBusinessPurposes, { context: callContext, signal }),
  });
}

function useRefreshAfter() {
  const { callContext } = useWorkContext();
  const client = useQueryClient();
  return (space: CommonSpace) => {
    client.setQueryData(spacesKeys.commonSpace(callContext, space.id), space);
    return client.invalidateQueries({ queryKey: spacesKeys.all(callContext) });
  };
}

export function useCreateCommonSpaceMutation() {
  const { callContext } = useWorkContext();
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: CommonSpaceInput & { businessPurpose: BusinessPurpose }) =>
      call(s.createCommonSpace, { body, context: callContext }),
    onSuccess: refresh,
  });
}

export function useUpdateCommonSpaceMutation(commonSpaceId: string) {
  const { callContext } = useWorkContext();
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: CommonSpaceInput) =>
      call(s.updateCommonSpace, { params: { commonSpaceId }, body, context: callContext }),
    onSuccess: refresh,
  });
}
