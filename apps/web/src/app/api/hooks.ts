import type { Endpoint, ResponseOf } from '@lintel/contracts/endpoint';
import type { Paged } from '@lintel/contracts/list';
import {
  hashKey,
  type QueryKey,
  type UseQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { useOptionalCallContext } from '../context/WorkContext.tsx';
import { type CallContext, type CallInput, call, callList, download, noContext } from './client.ts';
import { areaKey, endpointKey, type KeyScope } from './keys.ts';

/**
 * The context an endpoint is called in: public endpoints carry no tenant headers; every other one
 * carries the work context's, and calling one outside a work context is a bug.
 */
function useCallContextFor(endpoint: Endpoint | null): CallContext {
  const context = useOptionalCallContext();
  if (endpoint?.access.auth === 'public') return noContext;
  if (!context) throw new Error(`${endpoint?.id ?? 'The query cache'} is used outside the work context`);
  return context;
}

/** Query options a hook may set; the key and the call come from the endpoint. */
export type EndpointQueryOptions<Data, Selected = Data> = Omit<
  UseQueryOptions<Data, Error, Selected, QueryKey>,
  'queryKey' | 'queryFn'
>;

/**
 * One endpoint read in the selected customer and community. The answer is typed by the contract;
 * the key is `[area, customerId, communityId, entity, endpoint id, input]`.
 *
 * @example useEndpointQuery(units, structure.units.getUnit, { params: { unitId } })
 */
export function useEndpointQuery<E extends Endpoint, Selected = ResponseOf<E>>(
  scope: KeyScope,
  endpoint: E,
  input: CallInput<E>,
  options: EndpointQueryOptions<ResponseOf<E>, Selected> = {},
) {
  const callContext = useCallContextFor(endpoint);
  return useQuery({
    ...options,
    queryKey: endpointKey(callContext, scope, endpoint, input),
    queryFn: ({ signal }) =>
      call(endpoint, { ...input, context: callContext, signal } as never) as Promise<ResponseOf<E>>,
  });
}

/** A paged endpoint (its answer carries `x-total-count`). */
export type PagedEndpoint = Endpoint & { readonly paged: true };

/** A page of a list with the total the server counted (the `x-total-count` header, else `totalElements`). */
export type Listed<E> = ResponseOf<E> & { total: number };

/**
 * A page of a paged endpoint with its total kept.
 *
 * @example const page = useEndpointListQuery(units, structure.listUnits, { query: { page, size } }); page.data?.total
 */
export function useEndpointListQuery<E extends PagedEndpoint, Selected = Listed<E>>(
  scope: KeyScope,
  endpoint: E,
  input: CallInput<E>,
  options: EndpointQueryOptions<Listed<E>, Selected> = {},
) {
  const callContext = useCallContextFor(endpoint);
  return useQuery({
    ...options,
    queryKey: endpointKey(callContext, scope, endpoint, input),
    queryFn: ({ signal }) => listed(endpoint, input, callContext, signal),
  });
}

async function listed<E extends PagedEndpoint>(
  endpoint: E,
  input: CallInput<E>,
  context: CallContext,
  signal: AbortSignal,
): Promise<Listed<E>> {
  const { data, total } = await callList(endpoint, { ...input, context, signal } as never);
  const page = data as ResponseOf<E> & Paged<unknown>;
  return { ...page, total: total ?? page.totalElements };
}

/**
 * A paged endpoint read page after page (0-based `page` query parameter), for lists that load more
 * as the user scrolls. The next page exists while `page + 1 < totalPages`.
 *
 * @example useEndpointPagesQuery(feed, notifications.listMine, { query: { pageSize: 20 } })
 */
export function useEndpointPagesQuery<E extends PagedEndpoint>(
  scope: KeyScope,
  endpoint: E,
  input: CallInput<E>,
  options: { enabled?: boolean; refetchInterval?: number | false } = {},
) {
  const callContext = useCallContextFor(endpoint);
  return useInfiniteQuery({
    ...options,
    queryKey: endpointKey(callContext, scope, endpoint, input),
    initialPageParam: 0,
    getNextPageParam: (last: Listed<E>) => {
      const page = last as Listed<E> & Paged<unknown>;
      return page.page !== undefined && page.page + 1 < page.totalPages ? page.page + 1 : undefined;
    },
    queryFn: ({ pageParam, signal }) =>
      listed(
        endpoint,
        { ...input, query: { ...(input.query as object | undefined), page: pageParam } } as CallInput<E>,
        callContext,
        signal,
      ),
  });
}

/** The query cache as seen from the selected context: keys, refreshes and writes of this tenant only. */
export interface ApiCache {
  context: CallContext;
  /** Marks the queries under each key stale and refetches those on screen; `except` is left alone. */
  invalidate(keys: readonly (readonly unknown[])[], options?: { except?: readonly unknown[] }): Promise<void>;
  /** Puts an answer in the cache, as if the query had just been read. */
  set<E extends Endpoint>(scope: KeyScope, endpoint: E, input: CallInput<E>, data: ResponseOf<E>): void;
  /** Every query of an area in this context. */
  area(area: string): readonly unknown[];
  /** A scope's queries, one endpoint's, or one call's, in this context. */
  key<E extends Endpoint>(scope: KeyScope, endpoint?: E, input?: CallInput<E>): readonly unknown[];
}

function useApiCacheFor(endpoint: Endpoint | null): ApiCache {
  const callContext = useCallContextFor(endpoint);
  const client = useQueryClient();
  return useMemo<ApiCache>(
    () => ({
      context: callContext,
      invalidate: async (keys, { except } = {}) => {
        const skip = except ? hashKey(except as QueryKey) : null;
        await Promise.all(
          keys.map((queryKey) =>
            client.invalidateQueries({ queryKey, predicate: (query) => query.queryHash !== skip }),
          ),
        );
      },
      set: (scope, endpoint, input, data) => {
        client.setQueryData(endpointKey(callContext, scope, endpoint, input), data);
      },
      area: (area) => areaKey(area, callContext),
      key: (scope, endpoint, input) => endpointKey(callContext, scope, endpoint, input),
    }),
    [callContext, client],
  );
}

export interface EndpointMutationOptions<E extends Endpoint, Variables> {
  /** What the call sends for the variables `mutate` gets; without it the variables are the input. */
  input?: (variables: Variables) => CallInput<E>;
  /**
   * After success: refresh or write the cache. The mutation settles once the returned promise does,
   * so a form closing on success shows fresh data underneath.
   */
  onSuccess?: (data: ResponseOf<E>, variables: Variables, cache: ApiCache) => unknown;
  onError?: (error: Error, variables: Variables) => void;
}

/**
 * One endpoint written in the selected customer and community.
 *
 * @example
 * useEndpointMutation(structure.units.updatePhysicalStatus, {
 *   input: (physicalStatus: string | null) => ({ params: { unitId }, body: { physicalStatus } }),
 *   onSuccess: (unit, _, cache) => cache.invalidate([cache.area('structure')]),
 * });
 */
export function useEndpointMutation<E extends Endpoint, Variables = CallInput<E>>(
  endpoint: E,
  options: EndpointMutationOptions<E, Variables> = {},
) {
  const cache = useApiCacheFor(endpoint);
  const { input, onSuccess, onError } = options;
  return useMutation<ResponseOf<E>, Error, Variables>({
    mutationFn: (variables) =>
      call(endpoint, { ...(input ? input(variables) : (variables as CallInput<E>)), context: cache.context } as never),
    ...(onSuccess ? { onSuccess: (data, variables) => onSuccess(data, variables, cache) } : {}),
    ...(onError ? { onError } : {}),
  });
}

/**
 * Downloads a file an endpoint answers (an export) in the selected customer and community and
 * hands it to the browser to save under the name the server gave it.
 *
 * @example const exportUnits = useEndpointDownload(structure.unitsData.exportUnits); exportUnits.mutate({ query: { format: 'csv' } });
 */
export function useEndpointDownload<E extends Endpoint>(endpoint: E) {
  const callContext = useCallContextFor(endpoint);
  return useMutation<{ fileName: string }, Error, CallInput<E>>({
    mutationFn: async (input) => {
      const { blob, fileName } = await download(endpoint, { ...input, context: callContext } as never);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      // The browser has taken the file by the next tick; the object URL is then freed.
      setTimeout(() => URL.revokeObjectURL(url), 0);
      return { fileName };
    },
  });
}

/**
 * Refreshes every query of a scope's area in the selected context: for work whose end is not a
 * mutation's answer (a background import that has finished).
 *
 * @example const refresh = useAreaRefresh(units); … refresh();
 */
export function useAreaRefresh(scope: KeyScope): () => Promise<void> {
  const cache = useApiCacheFor(null);
  return () => cache.invalidate([cache.area(scope.area)]);
}
