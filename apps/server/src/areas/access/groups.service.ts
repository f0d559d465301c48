import { randomUUID } from 'node:crypto';
import type { access } from '@lintel/contracts';
import { translate } from '../../platform/db/errors.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import { checkHours, hoursAsRanges } from '../../platform/hours.ts';
import { type At, liveGrantsOf } from './engine/grants.repository.ts';
import { grantsOf, issueGrants, revokeGrants } from './engine/grants.ts';
import { placesOf, replacePlaces } from './engine/places.ts';
import * as repository from './groups.repository.ts';
import { holder, holderChoices } from './keys.repository.ts';
import { inCommunity as at, countLocations } from './leases.repository.ts';

/**
 * Custom user groups (D223): a named set of people of the community (residents living in it, its
 * staff) who may open a set of locations, optionally within hours of operation. Every member holds a
 * key issued for the group (MOBILE, source GROUP) and one grant per location, so the locks learn it
 * through the door sync as for a lease (D210). A change is checked whole before anything is written;
 * a member taken out loses their group key at every lock, and new locations or hours revoke every
 * remaining grant of the group and issue new ones for the same keys (as editing temporary access,
 * D216). A resident who moves out leaves every group, unless they still live in the community.
 */

type Input = ReturnType<typeof access.groups.groupInput.parse>;
type Details = access.groups.AccessGroupDetails;
type HoursEntry = NonNullable<Input['hours']>[number];
type HolderKind = 'RESIDENT' | 'STAFF';
type Member = { kind: HolderKind; id: string; name: string };

const actorName = (scope: CommunityScope) => (scope.actor ? `${scope.actor.firstName} ${scope.actor.lastName}` : null);
const memberKey = (kind: string, id: string) => `${kind}:${id}`;
/** The hours as the locks apply them (null: any hour). */
const scheduleOf = (hours: readonly HoursEntry[] | null) => (hours && hours.length > 0 ? hoursAsRanges(hours) : null);

export async function get(scope: CommunityScope, id: string): Promise<Details> {
  const target = at(scope);
  const row = await repository.find(target, id);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return {
    ...row,
    members: await repository.members(target, id),
    grants: await grantsOf(target, 'GROUP', id),
  };
}

export const list = (scope: CommunityScope, query: Parameters<typeof repository.list>[1]) =>
  repository.list(at(scope), query);

/**
 * Checks a group's input whole before anything is written: the hours (section 5's rule, D217), the
 * locations (of this community), the name (not another group's, in any case) and every member (a
 * resident living here or a staff member of the community; each one refused is named by its place).
 */
async function checkInput(target: At, input: Input, groupId: string | null) {
  checkHours(input.hours);
  const locationIds = [...new Set(input.locationIds)];
  if ((await countLocations(target, locationIds)) !== locationIds.length) {
    throw new AppError('ACCESS_REFERENCE_INVALID', {
      issues: [{ path: 'locationIds', message: 'choose locations of this community' }],
    });
  }
  if (await repository.nameTaken(target, input.name, groupId)) {
    throw new AppError('ACCESS_GROUP_NAME_TAKEN', {
      issues: [{ path: 'name', message: 'a group with this name already exists' }],
    });
  }
  const members: Member[] = [];
  const seen = new Set<string>();
  const issues: { path: string; message: string }[] = [];
  for (const [index, member] of input.members.entries()) {
    const key = memberKey(member.holderKind, member.holderId);
    if (seen.has(key)) continue;
    seen.add(key);
    const found = await holder(target, member.holderKind, member.holderId);
    if (found) members.push({ kind: member.holderKind, id: member.holderId, name: found.name });
    else {
      issues.push({
        path: `members.${index}`,
        message: 'choose a resident who lives here or a staff member of this community',
      });
    }
  }
  if (issues.length > 0) throw new AppError('ACCESS_HOLDER_INVALID', { issues });
  return { locationIds, members };
}

/** One grant per location for a member's group key; the locks are asked to hold it. */
async function giveAccess(
  target: At,
  groupId: string,
  member: { kind: HolderKind; id: string },
  credentialId: string,
  locationIds: readonly string[],
  schedule: ReturnType<typeof scheduleOf>,
) {
  await issueGrants(
    target,
    {
      holderKind: member.kind,
      holderId: member.id,
      sourceKind: 'GROUP',
      sourceId: groupId,
      schedule,
      validFrom: target.now,
      validUntil: null,
    },
    locationIds.map((locationId) => ({ unitId: null, locationId })),
    [credentialId],
  );
}

/** Adds members: each gets a key issued for the group and its grants. */
async function addMembers(
  target: At,
  groupId: string,
  members: readonly Member[],
  locationIds: readonly string[],
  schedule: ReturnType<typeof scheduleOf>,
) {
  for (const member of members) {
    const credentialId = await repository.insertMember(target, groupId, member);
    await giveAccess(target, groupId, member, credentialId, locationIds, schedule);
  }
}

const fieldsOf = (input: Input) => ({ name: input.name, description: input.description, hours: input.hours });

export async function create(scope: CommunityScope, input: Input): Promise<Details> {
  const target = at(scope);
  const { locationIds, members } = await checkInput(target, input, null);
  const id = randomUUID();
  await translate(() => repository.insertGroup(target, { id, ...fieldsOf(input), createdByName: actorName(scope) }), {
    unique: 'ACCESS_GROUP_NAME_TAKEN',
  });
  await replacePlaces(target, 'GROUP', id, locationIds);
  await addMembers(target, id, members, locationIds, scheduleOf(input.hours));
  return get(scope, id);
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set([...a, ...b]).size === a.length;

/**
 * Changes a group. Members taken out lose their group key (revoked) and its grants; if the
 * locations or the hours changed, every remaining grant of the group is revoked and new ones are
 * issued for the members' same keys (each lock told the new entry and to forget the old); members
 * added get a key and its grants.
 */
export async function update(scope: CommunityScope, id: string, input: Input): Promise<Details> {
  const target = at(scope);
  const group = await repository.lockGroup(target, id);
  if (!group) throw new AppError('RECORD_NOT_FOUND');
  const { locationIds, members } = await checkInput(target, input, id);
  const current = await repository.memberRows(target, id);
  const wanted = new Set(members.map((m) => memberKey(m.kind, m.id)));
  const had = new Set(current.map((m) => memberKey(m.holderKind, m.holderId)));
  const removed = current.filter((m) => !wanted.has(memberKey(m.holderKind, m.holderId)));
  const kept = current.filter((m) => wanted.has(memberKey(m.holderKind, m.holderId)));
  const added = members.filter((m) => !had.has(memberKey(m.kind, m.id)));
  const schedule = scheduleOf(input.hours);
  const reissue =
    !sameSet(await placesOf(target, 'GROUP', id), locationIds) ||
    JSON.stringify(scheduleOf(group.hours)) !== JSON.stringify(schedule);

  await translate(() => repository.updateGroup(target, id, fieldsOf(input)), { unique: 'ACCESS_GROUP_NAME_TAKEN' });
  await replacePlaces(target, 'GROUP', id, locationIds);
  for (const member of removed) await repository.removeMember(target, id, member);
  if (reissue) {
    await revokeGrants(target, await liveGrantsOf(target, 'GROUP', id));
    for (const member of kept) {
      await giveAccess(
        target,
        id,
        { kind: member.holderKind, id: member.holderId },
        member.credentialId,
        locationIds,
        schedule,
      );
    }
  } else {
    await revokeGrants(target, await repository.liveGrantsOfMembers(target, id, removed));
  }
  await addMembers(target, id, added, locationIds, schedule);
  return get(scope, id);
}

/**
 * A resident's move-out: they leave every group (their group keys revoked at every lock), unless
 * they still live in the community on another lease.
 */
export async function leaveGroupsAtMoveOut(target: At, residentId: string): Promise<void> {
  if (await holder(target, 'RESIDENT', residentId)) return;
  const memberships = await repository.groupsOf(target, 'RESIDENT', residentId);
  for (const membership of memberships) {
    const member = { holderKind: 'RESIDENT' as const, holderId: residentId, credentialId: membership.credential_id };
    await repository.removeMember(target, membership.group_id, member);
    await revokeGrants(target, await repository.liveGrantsOfMembers(target, membership.group_id, [member]));
  }
  await repository.touch(
    target,
    memberships.map((m) => m.group_id),
  );
}

export const memberChoices = (scope: CommunityScope, q: string | undefined) => holderChoices(at(scope), q);
