import type { At } from './engine/grants.repository.ts';
import { touch } from './groups.repository.ts';
import { takeBack } from './keys.repository.ts';
import * as repository from './leave-community.repository.ts';
import type { Person } from './people-access.repository.ts';
import { endAllAccess } from './people-access.service.ts';
import { recordEvent, setStatus, settleTemporaryAccesses } from './staff-access.repository.ts';

/**
 * A person leaving one community: a resident deleted from it (D229), a staff member or a vendor
 * removed from it (D232). Everything that lets them in here ends, through the same engine as every
 * revocation, in the caller's transaction. A staff member's temporary accesses are revoked (with the
 * event log's REVOKED line), keys issued to them are taken back as not returned (NOT_RETURNED: the
 * fob is still in their hands), they leave every group, and then the people's own ending
 * (`endAllAccess`): their suspension ends (one who comes back is not suspended), every live grant
 * (whatever its source) is revoked, REVOKING until each lock confirmed, then REVOKED, and every
 * credential they hold here is revoked. Answers how many grants were revoked.
 */
export async function endAccessHere(target: At, person: Person, actorName: string | null): Promise<number> {
  if (person.kind === 'STAFF') {
    for (const access of await repository.liveTemporaryAccessesOf(target, person.id)) {
      await setStatus(target, access.id, 'REVOKING');
      await recordEvent(target, access.id, 'REVOKED', actorName, 'Removed from the community.');
    }
  }
  // Before the credentials are revoked: a key's credential is marked not returned with it.
  for (const key of await repository.issuedKeysOf(target, person.kind, person.id)) {
    await takeBack(target, key.id, key.credential_id, 'NOT_RETURNED');
  }
  await touch(target, await repository.leaveGroups(target, person.kind, person.id));
  const revoked = await endAllAccess(target, person);
  // A temporary access whose grants reached no lock is REVOKED at once.
  if (person.kind === 'STAFF') await settleTemporaryAccesses(target);
  return revoked;
}
