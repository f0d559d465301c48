import type { Endpoint } from '@lintel/contracts/endpoint';
import type { CallContext, CallInput } from './client.ts';

/**
 * Where the queries of one api file live: the web area and the entity the file is about. Every
 * query key starts `[area, customerId, communityId, entity]`, so a change can refresh one endpoint,
 * one entity or the whole area of the context it was made in.
 *
 * @example const units = keyScope('structure', 'units');
 */
export interface KeyScope {
  readonly area: string;
  readonly entity: string;
}

export function keyScope(area: string, entity: string): KeyScope {
  return { area, entity };
}

/** Every query of a web area in one context. */
export function areaKey(area: string, context: CallContext): readonly unknown[] {
  return [area, context.customerId, context.communityId];
}

/**
 * The key of a query, or the prefix of a group of them: the scope's queries, one endpoint's, or one
 * call's (endpoint and input).
 *
 * @example queryClient.invalidateQueries({ queryKey: endpointKey(context, units) })
 */
export function endpointKey<E extends Endpoint>(
  context: CallContext,
  scope: KeyScope,
  endpoint?: E,
  input?: CallInput<E>,
): readonly unknown[] {
  const key = [...areaKey(scope.area, context), scope.entity];
  if (!endpoint) return key;
  key.push(endpoint.id);
  if (input !== undefined) key.push(input);
  return key;
}
