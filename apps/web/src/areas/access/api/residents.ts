import { access } from '@lintel/contracts';
import type { PersonAccessEndpoints } from '@lintel/contracts/access/people-access';
import type { EmailInput, ResidentInput, ResidentStatus } from '@lintel/contracts/access/residents';
import { type ApiCache, useEndpointListQuery, useEndpointMutation, useEndpointQuery } from '../../../app/api/hooks.ts';
import { keyScope } from '../../../app/api/keys.ts';
import type { PersonApi } from './peopleAccess.ts';

const api = access.residents;
const residents = keyScope('access', 'residents');

/** A resident's access, through the residents' own endpoints (D230). */
export const residentAccessApi: PersonApi = {
  endpoints: api.residentAccess as unknown as PersonAccessEndpoints,
  param: 'residentId',
};

interface ResidentListInput {
  page: number;
  size: number;
  sort: string;
  q: string;
  status?: ResidentStatus | undefined;
}

/** One page of the community's residents, searched, filtered, sorted and paged on the server. */
export function useResidentsQuery({ page, size, sort, q, status }: ResidentListInput) {
  return useEndpointListQuery(
    residents,
    api.listResidents,
    { query: { page, size, sort, ...(q ? { q } : {}), ...(status ? { status } : {}) } },
    { placeholderData: (previous) => previous },
  );
}

/** One resident with their leases and where their access stands. */
export function useResidentQuery(residentId: string) {
  return useEndpointQuery(residents, api.getResident, { params: { residentId } }, { enabled: residentId !== '' });
}

// A resident reaches the list, their details, the leases that name them and their access: the whole area.
const refresh = (cache: ApiCache) => cache.invalidate([cache.area('access')]);

export function useCreateResidentMutation() {
  return useEndpointMutation(api.createResident, {
    input: (body: ResidentInput) => ({ body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useChangeResidentEmailMutation(residentId: string) {
  return useEndpointMutation(api.changeResidentEmail, {
    input: (body: EmailInput) => ({ params: { residentId }, body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useDeleteResidentMutation() {
  return useEndpointMutation(api.deleteResident, {
    input: (residentId: string) => ({ params: { residentId } }),
    // The deleted resident's own query is left alone: the page leaves it, and reading it again would fail.
    onSuccess: (_, residentId, cache) =>
      cache.invalidate([cache.area('access')], {
        except: cache.key(residents, api.getResident, { params: { residentId } }),
      }),
  });
}
