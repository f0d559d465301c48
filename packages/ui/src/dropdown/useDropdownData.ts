import { useCallback, useEffect, useRef, useState } from 'react';
import { hasMorePages, nextRequest, TOKEN_PAGING_MAX_ITEMS } from './paging.ts';
import type { DropdownDataProvider, DropdownKey, DropdownOption, PagingMode } from './types.ts';

export interface DropdownDataOptions<K extends DropdownKey> {
  dataProvider: DropdownDataProvider<K> | undefined;
  resource: string | undefined;
  paging: PagingMode;
  pageSize: number;
  searchParam: string;
  /** The committed (debounced) search text. */
  search: string;
  /** Loading starts when the dropdown first opens, not when the page renders. */
  enabled: boolean;
}

export type DropdownDataStatus = 'idle' | 'loading' | 'loadingMore' | 'ready' | 'error';

export interface DropdownData<K extends DropdownKey> {
  items: DropdownOption<K>[];
  status: DropdownDataStatus;
  hasMore: boolean;
  /** Loads the next page when one may exist and none is loading (safe to call on every scroll). */
  loadMore: () => void;
  retry: () => void;
}

interface Loaded<K extends DropdownKey> {
  search: string;
  items: DropdownOption<K>[];
  hasMore: boolean;
}

/**
 * Pages a data provider for the dropdown. A new search starts over from the first page; responses to a
 * search the user has since changed are dropped (and their requests aborted).
 */
export function useDropdownData<K extends DropdownKey>({
  dataProvider,
  resource,
  paging,
  pageSize,
  searchParam,
  search,
  enabled,
}: DropdownDataOptions<K>): DropdownData<K> {
  const [loaded, setLoaded] = useState<Loaded<K> | null>(null);
  const [status, setStatus] = useState<DropdownDataStatus>('idle');
  const inFlight = useRef<AbortController | null>(null);
  // Mirrors of state for the callbacks, which may run several times before React re-renders.
  const current = useRef<Loaded<K> | null>(null);

  const load = useCallback(
    (from: Loaded<K> | null, forSearch: string) => {
      if (!dataProvider || !resource) return;
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const items = from?.items ?? [];
      const state = {
        mode: paging,
        size: pageSize,
        loaded: items,
        search: { param: searchParam, text: forSearch },
      };
      setStatus(items.length ? 'loadingMore' : 'loading');
      dataProvider(resource, nextRequest(state), { signal: controller.signal }).then(
        (page) => {
          if (controller.signal.aborted) return;
          inFlight.current = null;
          const merged = [...items, ...page.items];
          const all = paging === 'token' ? merged.slice(0, TOKEN_PAGING_MAX_ITEMS) : merged;
          const next: Loaded<K> = {
            search: forSearch,
            items: all,
            hasMore: hasMorePages({ ...state, loaded: all }, page.items.length, page.totalSize),
          };
          current.current = next;
          setLoaded(next);
          setStatus('ready');
        },
        () => {
          if (controller.signal.aborted) return;
          inFlight.current = null;
          setStatus('error');
        },
      );
    },
    [dataProvider, resource, paging, pageSize, searchParam],
  );

  useEffect(() => {
    if (!enabled || !dataProvider) return;
    // Reopening with the same search keeps what was loaded; a different search starts over.
    if (current.current?.search === search) return;
    current.current = null;
    setLoaded(null);
    load(null, search);
  }, [enabled, dataProvider, search, load]);

  useEffect(() => () => inFlight.current?.abort(), []);

  const loadMore = useCallback(() => {
    const now = current.current;
    if (!now?.hasMore || inFlight.current) return;
    load(now, now.search);
  }, [load]);

  const retry = useCallback(() => load(current.current, search), [load, search]);

  return {
    items: loaded?.items ?? [],
    status,
    hasMore: loaded?.hasMore ?? false,
    loadMore,
    retry,
  };
}
