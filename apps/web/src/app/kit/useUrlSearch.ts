import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useUrlParams } from './useUrlParams.ts';

/** Lists wait 400 ms after typing before searching (part 1 section 9). */
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * The search box of a list page whose filters live in the URL: what is typed goes to `q` after the
 * debounce (and back to the first page), so a refresh or the back button keeps the search.
 */
export function useUrlSearch() {
  const [params, setParams] = useUrlParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const q = params.get('q') ?? '';
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);

  useEffect(() => {
    if ((params.get('q') ?? '') === debounced) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (debounced) next.set('q', debounced);
        else next.delete('q');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [debounced, params, setParams]);

  const setPage = (value: number) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set('page', String(value));
      return next;
    });

  return { search, setSearch, q, page, setPage, params, setParams };
}
