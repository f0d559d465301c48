import type { Scope } from '../../platform/db/scope.ts';
import type { VacantUnitAccess } from '../../platform/doors/vacant-unit-access.ts';
import { issueGrants, revokeGrants } from './engine/grants.ts';
import { inCommunity } from './leases.repository.ts';
import { insertPersonCredential, personCredential } from './people-access.repository.ts';
import * as repository from './vacant-units.repository.ts';

/**
 * The access area's side of the staff-access scenario (D251): it keeps the grants of source
 * VACANT_UNIT equal to what the scenario wants, each held by the staff member's own mobile key (the
 * key a direct authorization uses, D230), so a lock learns of it through the door sync like any grant.
 */

const at = (scope: Scope) => {
  if (!scope.customerId || !scope.communityId) throw new Error('staff access to vacant units belongs to a community');
  return inCommunity({ ...scope, customerId: scope.customerId, communityId: scope.communityId });
};

export const vacantUnitAccess: VacantUnitAccess = {
  unitLocks: (scope) => repository.unitLocks(at(scope)),

  async hold(scope, staffIds, unitIds) {
    const target = at(scope);
    const wanted = new Set(staffIds.flatMap((staffId) => unitIds.map((unitId) => `${staffId}/${unitId}`)));
    const live = await repository.liveGrants(target);
    const held = new Set(live.map((grant) => `${grant.staffId}/${grant.unitId}`));
    await revokeGrants(
      target,
      live.filter((grant) => !wanted.has(`${grant.staffId}/${grant.unitId}`)).map((grant) => grant.id),
    );
    for (const staffId of staffIds) {
      const missing = unitIds.filter((unitId) => !held.has(`${staffId}/${unitId}`));
      if (missing.length === 0) continue;
      const person = { kind: 'STAFF' as const, id: staffId };
      const credentialId = (await personCredential(target, person)) ?? (await insertPersonCredential(target, person));
      for (const unitId of missing) {
        await issueGrants(
          target,
          {
            holderKind: 'STAFF',
            holderId: staffId,
            sourceKind: 'VACANT_UNIT',
            sourceId: unitId,
            schedule: null,
            validFrom: target.now,
            validUntil: null,
          },
          [{ unitId, locationId: null }],
          [credentialId],
        );
      }
    }
  },

  async holdings(scope) {
    return (await repository.liveGrants(at(scope))).map(({ staffId, unitId }) => ({ staffId, unitId }));
  },

  async holds(scope, deviceIds) {
    const rows = await repository.holds(at(scope), deviceIds);
    return new Map(rows.map((row) => [row.deviceId, { pending: row.pending, failing: row.failing }]));
  },
};
