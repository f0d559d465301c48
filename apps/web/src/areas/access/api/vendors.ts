import { access } from '@lintel/contracts';
import type { PersonAccessEndpoints } from '@lintel/contracts/access/people-access';
import type { AddToCommunitiesInput, VendorEmailInput, VendorInput } from '@lintel/contracts/access/vendors';
import { type ApiCache, useEndpointListQuery, useEndpointMutation, useEndpointQuery } from '../../../app/api/hooks.ts';
import { keyScope } from '../../../app/api/keys.ts';
import type { PersonApi } from './peopleAccess.ts';

const api = access.vendors;
/** The vendors' queries: refreshed with the whole access area. */
const vendorsScope = keyScope('access', 'vendors');

/** A vendor's access, through the vendors' own endpoints (D230). */
export const vendorAccessApi: PersonApi = {
  endpoints: api.vendorAccess as unknown as PersonAccessEndpoints,
  param: 'vendorId',
};

interface VendorListInput {
  page: number;
  size: number;
  sort: string;
  q: string;
}

/**
 * One page of the community's vendors, searched (start of the company, the contact's name or the
 * e-mail), sorted and paged on the server.
 */
export function useVendorsQuery({ page, size, sort, q }: VendorListInput) {
  return useEndpointListQuery(
    vendorsScope,
    api.listVendors,
    { query: { page, size, sort, ...(q ? { q } : {}) } },
    { placeholderData: (previous) => previous },
  );
}

/** One vendor with the communities it works in. */
export function useVendorQuery(vendorId: string) {
  return useEndpointQuery(vendorsScope, api.getVendor, { params: { vendorId } }, { enabled: vendorId !== '' });
}

/** The other communities the caller may add the vendor to. */
export function useVendorCommunityChoicesQuery(vendorId: string) {
  return useEndpointQuery(
    vendorsScope,
    api.vendorCommunityChoices,
    { params: { vendorId } },
    { enabled: vendorId !== '' },
  );
}

// A vendor change reaches the list, the vendor and the holders' names: the whole area.
const refresh = (cache: ApiCache) => cache.invalidate([cache.area('access')]);

export function useCreateVendorMutation() {
  return useEndpointMutation(api.createVendor, {
    input: (body: VendorInput) => ({ body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useChangeVendorEmailMutation(vendorId: string) {
  return useEndpointMutation(api.changeVendorEmail, {
    input: (body: VendorEmailInput) => ({ params: { vendorId }, body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useAddVendorToCommunitiesMutation(vendorId: string) {
  return useEndpointMutation(api.addVendorToCommunities, {
    input: (body: AddToCommunitiesInput) => ({ params: { vendorId }, body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

/** Removing a vendor from the community or deleting it from the customer: its own query is left alone. */
const leave = (vendorId: string, cache: ApiCache) =>
  cache.invalidate([cache.area('access')], {
    except: cache.key(vendorsScope, api.getVendor, { params: { vendorId } }),
  });

export function useRemoveVendorMutation() {
  return useEndpointMutation(api.removeVendorFromCommunity, {
    input: (vendorId: string) => ({ params: { vendorId } }),
    onSuccess: (_, vendorId, cache) => leave(vendorId, cache),
  });
}

export function useDeleteVendorMutation() {
  return useEndpointMutation(api.deleteVendor, {
    input: (vendorId: string) => ({ params: { vendorId } }),
    onSuccess: (_, vendorId, cache) => leave(vendorId, cache),
  });
}
