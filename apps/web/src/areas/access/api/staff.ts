import { access } from '@lintel/contracts';
import type { PersonAccessEndpoints } from '@lintel/contracts/access/people-access';
import { useEndpointListQuery, useEndpointMutation, useEndpointQuery } from '../../../app/api/hooks.ts';
import { keyScope } from '../../../app/api/keys.ts';
import type { PersonApi } from './peopleAccess.ts';

const api = access.staff;
/** The staff's queries: refreshed with the whole access area. */
const staffScope = keyScope('access', 'staff');

/** A staff member's access, through the staff's own endpoints (D230). */
export const staffAccessApi: PersonApi = {
  endpoints: api.staffAccess as unknown as PersonAccessEndpoints,
  param: 'staffId',
};

interface StaffListInput {
  page: number;
  size: number;
  sort: string;
  q: string;
}

/** One page of the community's staff, searched (start of a name or the e-mail), sorted and paged on the server. */
export function useStaffQuery({ page, size, sort, q }: StaffListInput) {
  return useEndpointListQuery(
    staffScope,
    api.listStaff,
    { query: { page, size, sort, ...(q ? { q } : {}) } },
    { placeholderData: (previous) => previous },
  );
}

/** One staff member with their temporary accesses, keys and groups here. */
export function useStaffMemberQuery(staffId: string) {
  return useEndpointQuery(staffScope, api.getStaffMember, { params: { staffId } }, { enabled: staffId !== '' });
}

/** Deletes a staff member from the customer: their access ends in every community, their profile goes. */
export function useDeleteStaffMutation() {
  return useEndpointMutation(api.deleteStaffFromCustomer, {
    input: (staffId: string) => ({ params: { staffId } }),
    onSuccess: (_, staffId, cache) =>
      cache.invalidate([cache.area('access')], {
        except: cache.key(staffScope, api.getStaffMember, { params: { staffId } }),
      }),
  });
}

/** Removes a staff member from the community: everything they could open here is revoked. */
export function useRemoveStaffMutation() {
  return useEndpointMutation(api.removeStaffFromCommunity, {
    input: (staffId: string) => ({ params: { staffId } }),
    // Their own query is left alone: the page leaves it, and reading it again would fail.
    onSuccess: (_, staffId, cache) =>
      cache.invalidate([cache.area('access')], {
        except: cache.key(staffScope, api.getStaffMember, { params: { staffId } }),
      }),
  });
}
