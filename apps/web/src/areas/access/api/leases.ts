import { access } from '@lintel/contracts';
import type { LeaseAccesses, MoveOutReport, NewLease } from '@lintel/contracts/access/leases';
import { type ApiCache, useEndpointListQuery, useEndpointMutation, useEndpointQuery } from '../../../app/api/hooks.ts';
import { keyScope } from '../../../app/api/keys.ts';

const api = access.leases;
const leases = keyScope('access', 'leases');

/** The locks confirm in the background: the screens that show them read again this often meanwhile. */
export const CONFIRM_POLL_MS = 2_000;

export interface LeaseListInput {
  page: number;
  size: number;
  sort: string;
  q: string;
  state?: 'ACTIVE' | 'ARCHIVED' | undefined;
}

/** One page of the community's leases, searched (start of the unit name), filtered, sorted and paged on the server. */
export function useLeasesQuery({ page, size, sort, q, state }: LeaseListInput) {
  return useEndpointListQuery(
    leases,
    api.listLeases,
    { query: { page, size, sort, ...(q ? { q } : {}), ...(state ? { state } : {}) } },
    { placeholderData: (previous) => previous },
  );
}

/** One lease; `enabled` false reads nothing (a screen whose user may not read leases). */
export function useLeaseQuery(leaseId: string, enabled = true) {
  return useEndpointQuery(leases, api.getLease, { params: { leaseId } }, { enabled });
}

/** Whether a lease's access is still settling on the locks (a revocation, or locks yet to confirm). */
export function accessesSettling(accesses: LeaseAccesses | undefined): boolean {
  return (accesses?.grants ?? []).some((g) => g.status === 'REVOKING' || g.confirmedLocks < g.locks);
}

/** A lease's authorizations and grants, read every 2 s while the locks are still confirming. */
export function useLeaseAccessesQuery(leaseId: string) {
  return useEndpointQuery(
    leases,
    api.readLeaseAccesses,
    { params: { leaseId } },
    {
      refetchInterval: (query) =>
        query.state.status !== 'error' && accessesSettling(query.state.data) ? CONFIRM_POLL_MS : false,
    },
  );
}

/** Whether the move-out proof is still waiting for locks. */
export function proofPending(report: MoveOutReport | undefined): boolean {
  return !report?.completedAt;
}

/** A resident's move-out proof, read every 2 s until every lock confirmed (it is frozen from then on). */
export function useMoveOutReportQuery(leaseId: string, residentId: string) {
  return useEndpointQuery(
    leases,
    api.getMoveOutReport,
    { params: { leaseId, residentId } },
    {
      refetchInterval: (query) =>
        query.state.status !== 'error' && proofPending(query.state.data) ? CONFIRM_POLL_MS : false,
    },
  );
}

/** Units whose name starts with q, for the new-lease and transfer forms. */
export function useUnitChoicesQuery(q: string) {
  return useEndpointQuery(leases, api.unitChoices, { query: q ? { q } : {} }, { placeholderData: (p) => p });
}

/** The community's locations with their path in the tree. */
export function useLocationChoicesQuery() {
  return useEndpointQuery(leases, api.locationChoices, {}, { staleTime: 60_000 });
}

// A lease change reaches the lists, the lease, its accesses and who can open which door: the whole area.
const refresh = (cache: ApiCache) => cache.invalidate([cache.area('access')]);

export function useCreateLeaseMutation() {
  return useEndpointMutation(api.createLease, {
    input: (body: NewLease) => ({ body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useMoveInMutation(leaseId: string) {
  return useEndpointMutation(api.executeMoveIn, {
    input: (residentId: string) => ({ params: { leaseId, residentId } }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useMoveOutMutation(leaseId: string) {
  return useEndpointMutation(api.executeMoveOut, {
    input: (residentId: string) => ({ params: { leaseId, residentId } }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export interface RenewInput {
  endsOn: string;
  residentId?: string | null | undefined;
}

/** Renews the lease to a new end date, for every resident or for one (D220). */
export function useRenewLeaseMutation(leaseId: string) {
  return useEndpointMutation(api.renewLease, {
    input: (body: RenewInput) => ({ params: { leaseId }, body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

/** Transfers the lease to another unit; the residents' access follows it, lock by lock. */
export function useTransferLeaseMutation(leaseId: string) {
  return useEndpointMutation(api.transferLease, {
    input: (body: { unitId: string }) => ({ params: { leaseId }, body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useArchiveLeaseMutation() {
  return useEndpointMutation(api.archiveLease, {
    input: (leaseId: string) => ({ params: { leaseId } }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useAddLeaseLocationMutation(leaseId: string) {
  return useEndpointMutation(api.addLeaseLocation, {
    input: (body: { locationId: string }) => ({ params: { leaseId }, body }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}

export function useRemoveLeaseAuthorizationMutation(leaseId: string) {
  return useEndpointMutation(api.removeLeaseAuthorization, {
    input: (authorizationId: string) => ({ params: { leaseId, authorizationId } }),
    onSuccess: (_, __, cache) => refresh(cache),
  });
}
