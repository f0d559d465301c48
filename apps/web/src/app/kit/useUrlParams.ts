import { useCallback, useEffect } from 'react';
import { type NavigateOptions, useLocation, useSearchParams } from 'react-router';

/**
 * What the last change wrote, until the router renders it: the address it started from (its location
 * key and query) and the query it set.
 */
let pending: { key: string; from: string; params: URLSearchParams } | null = null;

/**
 * The list's query parameters and one way to change them. react-router's functional setter hands
 * each change the params of the last render, so two changes before the next render (the debounced
 * search landing as a sort is clicked, a filter and a page in one handler) would each start from the
 * same old address and the second would drop the first. Here every change of the same address
 * (location key) builds on the one before it, whichever hook made it.
 *
 * @example const [params, setParams] = useUrlParams(); setParams((prev) => withFilter(prev, 'state', value));
 */
export function useUrlParams() {
  const [params, setSearchParams] = useSearchParams();
  const { key } = useLocation();
  // Once the router shows a new address, every hook reads it again: nothing is pending any more.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the new address (its key) is the trigger
  useEffect(() => {
    pending = null;
  }, [key]);
  const setParams = useCallback(
    (change: (prev: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const from = params.toString();
      const base = pending?.key === key && pending.from === from ? pending.params : params;
      const next = new URLSearchParams(change(new URLSearchParams(base)));
      pending = { key, from, params: next };
      setSearchParams(next, options);
    },
    [key, params, setSearchParams],
  );
  return [params, setParams] as const;
}
