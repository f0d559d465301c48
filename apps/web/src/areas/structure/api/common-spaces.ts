import { structure } from '@lintel/contracts';
import type { BusinessPurpose, CommonSpace, CommonSpaceInput } from '@lintel/contracts/structure/common-spaces';
import { type ApiCache, useEndpointListQuery, useEndpointMutation, useEndpointQuery } from '../../../app/api/hooks.ts';
import { refreshStructure, structureScopes } from './scope.ts';

const scope = structureScopes.commonSpaces;
const s = structure.commonSpaces;

export interface CommonSpacesQuery {
  businessPurpose: BusinessPurpose;
  page: number;
  size: number;
  q: string;
}

/** One page of the community's common or maintenance areas, searched and paged on the server. */
export function useCommonSpacesQuery({ businessPurpose, page, size, q }: CommonSpacesQuery) {
  return useEndpointListQuery(
    scope,
    s.listCommonSpaces,
    { query: { businessPurpose, page, size, sort: 'name,asc', ...(q ? { q } : {}) } },
    { placeholderData: (previous) => previous },
  );
}

export function useCommonSpaceQuery(commonSpaceId: string) {
  return useEndpointQuery(scope, s.getCommonSpace, { params: { commonSpaceId } });
}

/** The business purposes with how many spaces of each the community has (the list's tab counts). */
export function useBusinessPurposesQuery() {
  return useEndpointQuery(scope, s.listBusinessPurposes, {});
}

function refreshAfter(space: CommonSpace, cache: ApiCache) {
  cache.set(scope, s.getCommonSpace, { params: { commonSpaceId: space.id } }, space);
  return refreshStructure(cache);
}

export function useCreateCommonSpaceMutation() {
  return useEndpointMutation(s.createCommonSpace, {
    input: (body: CommonSpaceInput & { businessPurpose: BusinessPurpose }) => ({ body }),
    onSuccess: (space, _, cache) => refreshAfter(space, cache),
  });
}

export function useUpdateCommonSpaceMutation(commonSpaceId: string) {
  return useEndpointMutation(s.updateCommonSpace, {
    input: (body: CommonSpaceInput) => ({ params: { commonSpaceId }, body }),
    onSuccess: (space, _, cache) => refreshAfter(space, cache),
  });
}
