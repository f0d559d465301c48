import type { access } from '@lintel/contracts';
import { holdsAny } from '../../platform/auth/holds.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import * as repository from './community-units.repository.ts';
import * as leases from './leases.repository.ts';
import { authorizeLocation } from './leases.service.ts';

type CommunityUnit = access.communityUnits.CommunityUnit;
type LinkInput = ReturnType<typeof access.communityUnits.linkInput.parse>;

const at = leases.inCommunity;

/** /iot/community/units/:id: the unit, its doors (locks placed at it), its links and its active leases. */
export async function get(scope: CommunityScope, unitId: string): Promise<CommunityUnit> {
  const here = at(scope);
  const unit = await repository.findUnit(here, unitId);
  if (!unit) throw new AppError('RECORD_NOT_FOUND');
  return {
    ...unit,
    locks: await repository.unitLocks(here, unitId),
    links: await repository.unitLinks(here, unitId),
    leases: await repository.unitLeases(here, unitId),
  };
}

/**
 * Links the unit to locations of the tree (D234): leases made for the unit, or moved to it, get them
 * from now on. With `addToLeases`, each active lease of the unit that lacks one gets it now, as the
 * lease's add location does: its moved-in residents are granted it at once with their keys. That is
 * the lease's change, so it needs the lease's key as well (LEASE_UPDATE_ACCESSES) when the unit has
 * an active lease; without it nothing is linked.
 */
export async function link(scope: CommunityScope, unitId: string, input: LinkInput) {
  const here = at(scope);
  if (!(await repository.findUnit(here, unitId))) throw new AppError('RECORD_NOT_FOUND');
  const locationIds = [...new Set(input.locationIds)];
  if ((await leases.countLocations(here, locationIds)) !== locationIds.length) {
    throw new AppError('ACCESS_REFERENCE_INVALID', {
      issues: [{ path: 'locationIds', message: 'choose locations of this community' }],
    });
  }
  const current = input.addToLeases ? await repository.unitLeases(here, unitId) : [];
  if (current.length > 0 && !(await holdsAny(scope, ['LEASE_UPDATE_ACCESSES']))) {
    throw new AppError('PERMISSION_DENIED', { internal: 'LEASE_UPDATE_ACCESSES' });
  }
  const linked = await repository.insertLinks(here, unitId, locationIds);
  let leasesUpdated = 0;
  for (const { id } of current) {
    // Locked as the lease's own changes lock it: a move-in or an archive waits for this one.
    const lease = await leases.lockLease(here, id);
    if (lease?.state !== 'ACTIVE' || lease.unitId !== unitId) continue;
    let added = false;
    for (const locationId of locationIds) added = (await authorizeLocation(scope, id, locationId)) || added;
    if (added) leasesUpdated++;
  }
  return { unit: await get(scope, unitId), linked, leasesUpdated };
}

/**
 * Unlinks a location: leases made for the unit from now on no longer get it. The leases that have it
 * keep it (and their grants); it is removed per lease, on the lease's authorizations (D234).
 */
export async function unlink(scope: CommunityScope, unitId: string, locationId: string): Promise<CommunityUnit> {
  const here = at(scope);
  if (!(await repository.findUnit(here, unitId))) throw new AppError('RECORD_NOT_FOUND');
  if (!(await repository.deleteLink(here, unitId, locationId))) throw new AppError('RECORD_NOT_FOUND');
  return get(scope, unitId);
}

/** The create form's buildings and unit types; the unit is created by community structure's endpoint. */
export function unitFormChoices(scope: CommunityScope) {
  return repository.unitFormChoices(at(scope));
}
