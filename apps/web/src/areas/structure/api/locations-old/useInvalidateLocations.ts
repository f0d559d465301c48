import { hashKey, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useWorkContext } from '../../../../app/context/WorkContext.tsx';
import { locationKeys } from './keys.ts';

/**
 * A change to one property or space type moves counts and names everywhere in the area: refresh all of
 * it, except the query of a record just deleted (its details are closing; asking again would only 404).
 */
export function useInvalidateLocations() {
  const { callContext } = useWorkContext();
  const client = useQueryClient();
  return (deleted?: QueryKey) => {
    const skip = deleted ? hashKey(deleted) : null;
    return client.invalidateQueries({
      queryKey: locationKeys.all(callContext),
      predicate: (query) => query.queryHash !== skip,
    });
  };
}
