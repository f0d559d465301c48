import { access } from '@lintel/contracts';
import type {
  AutoApplySettings,
  IntegrationEvent,
  IntegrationEventDetails,
} from '@lintel/contracts/access/integration-queue';
import { type ApiCache, useEndpointListQuery, useEndpointMutation, useEndpointQuery } from '../../../app/api/hooks.ts';
import { keyScope } from '../../../app/api/keys.ts';

const api = access.integrationQueue;
const integration = keyScope('access', 'integrationQueue');

interface IntegrationListInput {
  status: IntegrationEvent['status'] | undefined;
  kind: IntegrationEvent['kind'] | undefined;
  page: number;
  size: number;
  sort: string;
  q: string;
}

/** One page of the PMS's events, of one status and kind or all, searched (start of the resident's or unit's name). */
export function useIntegrationEventsQuery({ status, kind, page, size, sort, q }: IntegrationListInput) {
  return useEndpointListQuery(
    integration,
    api.listIntegrationEvents,
    { query: { page, size, sort, ...(status ? { status } : {}), ...(kind ? { kind } : {}), ...(q ? { q } : {}) } },
    { placeholderData: (previous) => previous },
  );
}

/** One PMS event with the event as received, its lease and where its resident stands. */
export function useIntegrationEventQuery(eventId: string) {
  return useEndpointQuery(integration, api.getIntegrationEvent, { params: { eventId } });
}

export function useAutoApplySettingsQuery() {
  return useEndpointQuery(integration, api.readAutoApplySettings, {});
}

/**
 * Applying or skipping changes the lease, its accesses and both queues: the whole area, with the
 * event's own answer written first so its page shows the new status at once.
 */
function settled(eventId: string, data: IntegrationEventDetails, cache: ApiCache) {
  const input = { params: { eventId } };
  cache.set(integration, api.getIntegrationEvent, input, data);
  return cache.invalidate([cache.area('access')], { except: cache.key(integration, api.getIntegrationEvent, input) });
}

export function useApplyIntegrationEventMutation() {
  return useEndpointMutation(api.applyIntegrationEvent, {
    input: (eventId: string) => ({ params: { eventId } }),
    onSuccess: (data, eventId, cache) => settled(eventId, data, cache),
  });
}

export function useSkipIntegrationEventMutation() {
  return useEndpointMutation(api.skipIntegrationEvent, {
    input: (eventId: string) => ({ params: { eventId } }),
    onSuccess: (data, eventId, cache) => settled(eventId, data, cache),
  });
}

export function useSaveAutoApplySettingsMutation() {
  return useEndpointMutation(api.saveAutoApplySettings, {
    input: (body: AutoApplySettings) => ({ body }),
    onSuccess: (data, _, cache) => cache.set(integration, api.readAutoApplySettings, {}, data),
  });
}
