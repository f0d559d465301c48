import type { access, ListQuery } from '@lintel/contracts';
import { sql } from 'kysely';
import { isoTimestamp, prefixRange } from '../../platform/db/sql.ts';
import { type ListSpec, pagedList } from '../../platform/http/list.ts';
import type { At } from './engine/grants.repository.ts';
import './access.tables.ts';

type AccessGroup = access.groups.AccessGroup;
type HolderKind = 'RESIDENT' | 'STAFF';

/** A member as the service handles it: who, the name they are listed under, and their group key. */
export interface MemberRow {
  holderKind: HolderKind;
  holderId: string;
  credentialId: string;
}

const locationsOf = (column: 'id' | 'name') =>
  sql<string[]>`coalesce((select array_agg(${sql.ref(`l.${column}`)} order by l.name) from access_group_locations gl
    join location_properties l on l.customer_id = gl.customer_id and l.community_id = gl.community_id and l.id = gl.location_id
    where gl.customer_id = g.customer_id and gl.community_id = g.community_id and gl.group_id = g.id), '{}')`;

/** A group's row as the screens show it, with its member and location counts. */
function groups(at: At) {
  return at.db
    .selectFrom('access_groups as g')
    .select([
      'g.id',
      'g.name',
      'g.description',
      sql<AccessGroup['hours']>`g.hours`.as('hours'),
      locationsOf('id').as('locationIds'),
      locationsOf('name').as('locationNames'),
      sql<number>`(select count(*)::int from access_group_members m where m.customer_id = g.customer_id
        and m.community_id = g.community_id and m.group_id = g.id)`.as('memberCount'),
      sql<number>`(select count(*)::int from access_group_locations gl where gl.customer_id = g.customer_id
        and gl.community_id = g.community_id and gl.group_id = g.id)`.as('locationCount'),
      'g.created_by_name as createdByName',
      isoTimestamp('g.created_at').as('createdAt'),
      isoTimestamp('g.updated_at').as('updatedAt'),
    ])
    .where('g.customer_id', '=', at.customerId)
    .where('g.community_id', '=', at.communityId);
}

const spec: ListSpec<AccessGroup> = {
  sortable: {
    name: { column: 'g.name', type: 'text' },
    updatedAt: { column: 'g.updated_at', type: 'timestamptz' },
  },
  defaultSort: 'name,asc',
  id: { column: 'g.id', field: 'id' },
};

/** The community's groups; q matches the start of the name. */
export function list(at: At, query: ListQuery) {
  let base = groups(at);
  if (query.q) base = base.where(sql<boolean>`lower(g.name) like ${prefixRange(query.q).like}`);
  return pagedList(at.db, base, query, spec as unknown as ListSpec<Record<string, unknown>>);
}

export function find(at: At, id: string) {
  return groups(at).where('g.id', '=', id).executeTakeFirst();
}

/** The group's row, locked for a change, with its hours. */
export function lockGroup(at: At, id: string) {
  return at.db
    .selectFrom('access_groups')
    .select(['id', sql<AccessGroup['hours']>`hours`.as('hours')])
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Whether another group of the community has this name (in any case). */
export async function nameTaken(at: At, name: string, exceptId: string | null): Promise<boolean> {
  let query = at.db
    .selectFrom('access_groups')
    .select('id')
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export interface GroupFields {
  name: string;
  description: string | null;
  hours: unknown[] | null;
}

export async function insertGroup(
  at: At,
  group: GroupFields & { id: string; createdByName: string | null },
): Promise<void> {
  await at.db
    .insertInto('access_groups')
    .values({
      customer_id: at.customerId,
      community_id: at.communityId,
      id: group.id,
      name: group.name,
      description: group.description,
      hours: group.hours ? JSON.stringify(group.hours) : null,
      created_by_name: group.createdByName,
      created_at: at.now,
      updated_at: at.now,
    })
    .execute();
}

export async function updateGroup(at: At, id: string, group: GroupFields): Promise<void> {
  await at.db
    .updateTable('access_groups')
    .set({
      name: group.name,
      description: group.description,
      hours: group.hours ? JSON.stringify(group.hours) : null,
      updated_at: at.now,
    })
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', '=', id)
    .execute();
}

/** The group's members, by name, as the details show them. */
export function members(at: At, groupId: string) {
  return at.db
    .selectFrom('access_group_members')
    .select([
      sql<HolderKind>`holder_kind`.as('holderKind'),
      'holder_id as holderId',
      'holder_name as name',
      'credential_id as credentialId',
      isoTimestamp('added_at').as('addedAt'),
    ])
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('group_id', '=', groupId)
    .orderBy('holder_name')
    .orderBy('holder_id')
    .execute();
}

/** The group's members with their keys, for a change. */
export async function memberRows(at: At, groupId: string): Promise<MemberRow[]> {
  const rows = await at.db
    .selectFrom('access_group_members')
    .select(['holder_kind', 'holder_id', 'credential_id'])
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('group_id', '=', groupId)
    .execute();
  return rows.map((r) => ({
    holderKind: r.holder_kind as HolderKind,
    holderId: r.holder_id,
    credentialId: r.credential_id,
  }));
}

/** Adds a member: the key issued to them for the group (MOBILE, source GROUP) and their row; answers the key's id. */
export async function insertMember(
  at: At,
  groupId: string,
  member: { kind: HolderKind; id: string; name: string },
): Promise<string> {
  const credential = await at.db
    .insertInto('access_credentials')
    .values({
      customer_id: at.customerId,
      community_id: at.communityId,
      holder_kind: member.kind,
      holder_id: member.id,
      kind: 'MOBILE',
      label: 'Group key',
      source_kind: 'GROUP',
      source_id: groupId,
      issued_at: at.now,
      revoked_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await at.db
    .insertInto('access_group_members')
    .values({
      customer_id: at.customerId,
      community_id: at.communityId,
      group_id: groupId,
      holder_kind: member.kind,
      holder_id: member.id,
      holder_name: member.name,
      credential_id: credential.id,
      added_at: at.now,
    })
    .execute();
  return credential.id;
}

/** Takes a member out of a group: their row goes, their group key is revoked (it stays, for the record). */
export async function removeMember(at: At, groupId: string, member: MemberRow): Promise<void> {
  await at.db
    .deleteFrom('access_group_members')
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('group_id', '=', groupId)
    .where('holder_kind', '=', member.holderKind)
    .where('holder_id', '=', member.holderId)
    .execute();
  await at.db
    .updateTable('access_credentials')
    .set({ revoked_at: at.now })
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', '=', member.credentialId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The live (ACTIVE or SUSPENDED) grants a group gave to some of its members. */
export async function liveGrantsOfMembers(at: At, groupId: string, holders: readonly MemberRow[]): Promise<string[]> {
  if (holders.length === 0) return [];
  const rows = await at.db
    .selectFrom('access_grants')
    .select('id')
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('source_kind', '=', 'GROUP')
    .where('source_id', '=', groupId)
    .where('status', 'in', ['ACTIVE', 'SUSPENDED'])
    .where((eb) =>
      eb.or(holders.map((h) => eb.and([eb('holder_kind', '=', h.holderKind), eb('holder_id', '=', h.holderId)]))),
    )
    .execute();
  return rows.map((r) => r.id);
}

/** The groups a person is a member of, locked for their removal. */
export function groupsOf(at: At, kind: HolderKind, holderId: string) {
  return at.db
    .selectFrom('access_group_members')
    .select(['group_id', 'credential_id'])
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('holder_kind', '=', kind)
    .where('holder_id', '=', holderId)
    .forUpdate()
    .execute();
}

/** Marks groups changed (a member left them at a move-out). */
export async function touch(at: At, groupIds: readonly string[]): Promise<void> {
  if (groupIds.length === 0) return;
  await at.db
    .updateTable('access_groups')
    .set({ updated_at: at.now })
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', 'in', groupIds)
    .execute();
}
