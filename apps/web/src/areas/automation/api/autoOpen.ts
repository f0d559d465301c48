import { automation } from '@lintel/contracts';
import type { AutoOpenDetails, AutoOpenInput } from '@lintel/contracts/automation';
import { type ApiCache, useEndpointListQuery, useEndpointMutation, useEndpointQuery } from '../../../app/api/hooks.ts';
import { keyScope } from '../../../app/api/keys.ts';

const rules = keyScope('automation', 'auto-open');

/** While a lock of the rule is being opened or locked, its page asks again every few seconds. */
const POLL_MS = 3_000;
const moving = (rule: AutoOpenDetails | undefined) =>
  rule?.locks.some((lock) => lock.state === 'OPENING' || lock.state === 'LOCKING' || lock.state === 'WAITING') ?? false;

/** One page of the community's auto-open rules, searched (start of the name), sorted and paged on the server. */
export function useAutoOpenRulesQuery(input: { page: number; size: number; sort: string; q: string }) {
  const { page, size, sort, q } = input;
  return useEndpointListQuery(
    rules,
    automation.listAutoOpen,
    { query: { page, size, sort, ...(q ? { q } : {}) } },
    { placeholderData: (previous) => previous },
  );
}

export function useAutoOpenRuleQuery(ruleId: string) {
  return useEndpointQuery(
    rules,
    automation.getAutoOpen,
    { params: { ruleId } },
    { enabled: ruleId !== '', refetchInterval: (query) => (moving(query.state.data) ? POLL_MS : false) },
  );
}

export const useAutoOpenChoicesQuery = () => useEndpointQuery(rules, automation.autoOpenChoicesEndpoint, {});

// A rule changes its list, its details, the choices (a lock taken) and the schedules it holds: the area.
const refresh = (cache: ApiCache) => cache.invalidate([cache.area('automation')]);

export function useCreateAutoOpenMutation() {
  return useEndpointMutation(automation.createAutoOpen, {
    input: (body: AutoOpenInput) => ({ body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useSetAutoOpenActiveMutation(ruleId: string) {
  return useEndpointMutation(automation.setAutoOpenActive, {
    input: (active: boolean) => ({ params: { ruleId }, body: { active } }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useDeleteAutoOpenMutation() {
  return useEndpointMutation(automation.removeAutoOpen, {
    input: (ruleId: string) => ({ params: { ruleId } }),
    // The deleted rule's own page is left alone: asked again, it would only find the rule gone.
    onSuccess: (_, ruleId, cache) =>
      cache.invalidate([cache.area('automation')], {
        except: cache.key(rules, automation.getAutoOpen, { params: { ruleId } }),
      }),
  });
}
