import { useUrlParams } from './useUrlParams.ts';

/** A list's sort: a field the endpoint allows and a direction. */
export interface ListSort<F extends string = string> {
  field: F;
  direction: 'asc' | 'desc';
}

/**
 * The sort of a server-sorted list, kept in the URL as `sort=<field>,<direction>`. Only the fields the
 * endpoint's contract allows are read from the URL; anything else falls back to the default, so a
 * hand-edited address never sends a sort the server refuses. Changing the sort goes back to page one.
 *
 * @example const sort = useUrlSort(unitListSortFields, { field: 'name', direction: 'asc' });
 */
export function useUrlSort<F extends string>(fields: readonly F[], fallback: ListSort<NoInfer<F>>) {
  const [params, setParams] = useUrlParams();
  const [field, direction] = (params.get('sort') ?? '').split(',');
  const valid = fields.includes(field as F) && (direction === 'asc' || direction === 'desc');
  const sort: ListSort<F> = valid ? { field: field as F, direction: direction as 'asc' | 'desc' } : fallback;

  const setSort = (next: ListSort<F>) =>
    setParams((prev) => {
      const url = new URLSearchParams(prev);
      url.set('sort', `${next.field},${next.direction}`);
      url.delete('page');
      return url;
    });

  return { sort, value: `${sort.field},${sort.direction}`, fields, setSort };
}
