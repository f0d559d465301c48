import type {
  AddLocationBody,
  Keyring,
  KeyringAction,
  KeyringCredential,
  PersonAccessEndpoints,
  PersonGrant,
  PersonGrantQuery,
  PersonPlace,
} from '@lintel/contracts/access/people-access';
import type { CallInput } from '../../../app/api/client.ts';
import { type ApiCache, useEndpointListQuery, useEndpointMutation, useEndpointQuery } from '../../../app/api/hooks.ts';
import { keyScope } from '../../../app/api/keys.ts';
import { CONFIRM_POLL_MS } from './leases.ts';

/**
 * A person's access, whatever their kind (D230, D231): the hooks read and change it through the
 * endpoints of their kind (`personAccessEndpoints` of the contracts), with the person's id in the
 * path parameter the kind names (`residentId` for residents).
 */
export interface PersonApi {
  endpoints: PersonAccessEndpoints;
  param: string;
}

const people = keyScope('access', 'people');

function input<E extends keyof PersonAccessEndpoints>(
  api: PersonApi,
  personId: string,
  extra: Record<string, unknown> = {},
): CallInput<PersonAccessEndpoints[E]> {
  const { query, body, ...params } = extra;
  return {
    params: { [api.param]: personId, ...params },
    ...(query ? { query } : {}),
    ...(body ? { body } : {}),
  } as unknown as CallInput<PersonAccessEndpoints[E]>;
}

/** Whether grants are still settling on the locks: a revocation under way, or a lock yet to confirm. */
export function grantsSettling(grants: readonly PersonGrant[] | undefined): boolean {
  return (grants ?? []).some((g) => g.status === 'REVOKING' || g.confirmedLocks < g.locks);
}

/** Whether a credential is still settling: a lock yet to confirm it holds it, or that it removed it. */
export function credentialSettling(credential: KeyringCredential): boolean {
  return credential.holding < credential.locks || credential.removing > 0;
}

const poll = (settling: boolean) => (settling ? CONFIRM_POLL_MS : false);

/** Where the person's access stands (suspended, counts). */
export function usePersonAccessQuery(api: PersonApi, personId: string) {
  return useEndpointQuery(people, api.endpoints.readAccess, input<'readAccess'>(api, personId), {
    enabled: personId !== '',
  });
}

export type PersonGrantListInput = Omit<PersonGrantQuery, 'page' | 'size' | 'sort'> & {
  page: number;
  size: number;
  sort: string;
};

/** One page of the person's grants, read every 2 s while one of them is still settling. */
export function usePersonGrantsQuery(api: PersonApi, personId: string, query: PersonGrantListInput) {
  const clean = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
  return useEndpointListQuery(
    people,
    api.endpoints.listAuthorizations,
    input<'listAuthorizations'>(api, personId, { query: clean }),
    {
      enabled: personId !== '',
      placeholderData: (previous) => previous,
      refetchInterval: (q) => (q.state.status !== 'error' ? poll(grantsSettling(q.state.data?.content)) : false),
    },
  );
}

/** One place of the person with its locks, read every 2 s while a lock has yet to confirm. */
export function usePersonPlaceQuery(api: PersonApi, personId: string, locationId: string) {
  return useEndpointQuery(people, api.endpoints.readPlace, input<'readPlace'>(api, personId, { locationId }), {
    enabled: personId !== '' && locationId !== '',
    refetchInterval: (q) =>
      q.state.status !== 'error' ? poll(grantsSettling((q.state.data as PersonPlace | undefined)?.grants)) : false,
  });
}

/** The person's keyring, read every 2 s while a lock has yet to confirm one of their credentials. */
export function usePersonKeyringQuery(api: PersonApi, personId: string) {
  return useEndpointQuery(people, api.endpoints.readKeyring, input<'readKeyring'>(api, personId), {
    enabled: personId !== '',
    refetchInterval: (q) =>
      q.state.status !== 'error'
        ? poll(((q.state.data as Keyring | undefined)?.credentials ?? []).some(credentialSettling))
        : false,
  });
}

// A person's access reaches their screens, their kind's list and details, and who can open which door.
const refresh = (cache: ApiCache) => cache.invalidate([cache.area('access')]);

export function useAddPersonLocationMutation(api: PersonApi, personId: string) {
  return useEndpointMutation(api.endpoints.addLocation, {
    input: (body: AddLocationBody) => input<'addLocation'>(api, personId, { body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useRemovePersonLocationMutation(api: PersonApi, personId: string) {
  return useEndpointMutation(api.endpoints.removeLocation, {
    input: (locationId: string) => input<'removeLocation'>(api, personId, { locationId }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useKeyringActionMutation(api: PersonApi, personId: string) {
  return useEndpointMutation(api.endpoints.actOnKeyring, {
    input: (accessAction: KeyringAction) => input<'actOnKeyring'>(api, personId, { accessAction }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}
