import type { access } from '@lintel/contracts';
import { type HoursRange, windowAllows } from '@lintel/formats/hours';
import { sql } from 'kysely';
import { AppError } from '../../../platform/errors.ts';
import type { At } from './grants.repository.ts';
import { placesCovering } from './grants.repository.ts';

type Chain = access.doors.Chain;
type ChainLink = access.doors.ChainLink;

/**
 * "Who can open this door, and why?" (D211). A person can open a lock at an instant exactly when
 * the lock holds one of their credentials (a door entry the lock confirmed PRESENT) under a grant
 * whose window and hours allow that instant: the rule the lock itself applies to what it holds
 * (`windowAllows`, devices/engine/doors.ts). The chain says which link holds and which does not.
 */

/** One grant × credential × this lock, as read for an explanation. */
export interface ChainRow {
  grantId: string;
  sourceKind: access.SourceKind;
  sourceId: string;
  sourceLabel: string;
  status: access.AccessStatus;
  revokedAt: Date | null;
  placeName: string;
  covers: boolean;
  validFrom: Date;
  validUntil: Date | null;
  schedule: HoursRange[] | null;
  credentialId: string;
  credentialKind: 'MOBILE' | 'FOB' | 'PIN';
  credentialLabel: string;
  credentialRevokedAt: Date | null;
  desired: 'PRESENT' | 'ABSENT' | null;
  confirmed: 'PRESENT' | 'ABSENT' | null;
  confirmedAt: Date | null;
  deviceName: string;
}

const day = (d: Date) => d.toISOString().slice(0, 16).replace('T', ' ');

function windowLabel(row: ChainRow): string {
  const until = row.validUntil ? ` until ${day(row.validUntil)} UTC` : ', no end';
  const hours = row.schedule
    ? `, hours ${row.schedule.map((r) => `day ${r.day} ${r.start}–${r.end}`).join(', ')}`
    : ', any hour';
  return `From ${day(row.validFrom)} UTC${until}${hours}`;
}

/** The verdict and its chain, link by link. */
export function chainOf(row: ChainRow, at: Date, timeZone: string): Chain {
  const inWindow = windowAllows(
    { validFrom: row.validFrom, validUntil: row.validUntil, schedule: row.schedule },
    at,
    timeZone,
  );
  const holds = row.confirmed === 'PRESENT';
  const statusNote: Record<access.AccessStatus, string | null> = {
    ACTIVE: null,
    SUSPENDED: 'The access is suspended.',
    REVOKING: 'The access is revoked; the lock has not confirmed the removal yet.',
    REVOKED: 'The access is revoked.',
  };
  const lockNote = holds
    ? row.desired === 'ABSENT'
      ? 'The lock still holds the credential: the removal is waiting for the lock.'
      : null
    : row.confirmed === 'ABSENT'
      ? `The lock removed the credential${row.confirmedAt ? ` on ${day(row.confirmedAt)} UTC` : ''}.`
      : row.desired === 'PRESENT'
        ? 'Waiting for the lock to confirm the credential.'
        : 'The lock was never given this credential.';
  const links: ChainLink[] = [
    { kind: 'SOURCE', label: row.sourceLabel, ok: row.status === 'ACTIVE', note: statusNote[row.status] },
    {
      kind: 'PLACE',
      label: row.placeName,
      ok: row.covers,
      note: row.covers ? null : `${row.deviceName} is not in this place.`,
    },
    {
      kind: 'WINDOW',
      label: windowLabel(row),
      ok: inWindow,
      note: inWindow ? null : 'Outside the window or the hours at that moment.',
    },
    {
      kind: 'CREDENTIAL',
      label: row.credentialLabel,
      ok: row.credentialRevokedAt === null,
      note: row.credentialRevokedAt ? `Revoked on ${day(row.credentialRevokedAt)} UTC.` : null,
    },
    { kind: 'LOCK', label: row.deviceName, ok: holds, note: lockNote },
  ];
  return {
    grantId: row.grantId,
    sourceKind: row.sourceKind,
    sourceId: row.sourceId,
    status: row.status,
    credentialId: row.credentialId,
    credentialKind: row.credentialKind,
    credentialLabel: row.credentialLabel,
    canOpen: holds && inWindow,
    links,
  };
}

const sourceLabel = sql<string>`case g.source_kind
  when 'LEASE' then coalesce((select 'Lease of unit ' || u.name || ', ' || to_char(l.starts_on, 'YYYY-MM-DD') || ' to '
    || to_char(l.ends_on, 'YYYY-MM-DD') from leases l join units u on u.customer_id = l.customer_id
    and u.community_id = l.community_id and u.id = l.unit_id
    where l.customer_id = g.customer_id and l.community_id = g.community_id and l.id = g.source_id), 'Lease')
  when 'FIRE_KEY' then coalesce((select 'Fire key ' || f.number || ', the fire department''s, at all hours'
    from access_fire_keys f where f.customer_id = g.customer_id and f.community_id = g.community_id
    and f.id = g.source_id), 'Fire key (deleted)')
  when 'PERSON' then 'Direct authorization'
  when 'VACANT_UNIT' then 'Staff access while the unit is vacant'
  else initcap(replace(g.source_kind, '_', ' ')) end`;

const placeName = sql<string>`coalesce(
  (select 'Unit ' || u.name from units u where u.customer_id = g.customer_id and u.community_id = g.community_id and u.id = g.unit_id),
  (select p.name from location_properties p where p.customer_id = g.customer_id and p.community_id = g.community_id and p.id = g.location_id),
  '')`;

export async function lockOf(at: At, deviceId: string) {
  const lock = await at.db
    .selectFrom('devices as d')
    .innerJoin('communities as k', (j) =>
      j.onRef('k.customer_id', '=', 'd.customer_id').onRef('k.id', '=', 'd.community_id'),
    )
    .select(['d.id', 'd.name', 'd.family', 'd.serial', 'k.timezone_id as timeZone'])
    .where('d.customer_id', '=', at.customerId)
    .where('d.community_id', '=', at.communityId)
    .where('d.id', '=', deviceId)
    .where('d.kind', '=', 'LOCK')
    .executeTakeFirst();
  if (!lock) throw new AppError('ACCESS_NOT_A_LOCK');
  return lock;
}

/**
 * Everyone whose credential the lock holds (D211), by name, paged through the openers index
 * (door_entries_openers_idx: the literal 'PRESENT' matches its predicate under a generic plan);
 * each row gets its verdict at the instant from its grant's window and hours.
 */
export function openersQuery(at: At, deviceId: string) {
  return at.db
    .selectFrom('door_entries as e')
    .innerJoin('access_grants as g', (j) =>
      j
        .onRef('g.customer_id', '=', 'e.customer_id')
        .onRef('g.community_id', '=', 'e.community_id')
        .onRef('g.id', '=', 'e.grant_id'),
    )
    .innerJoin('access_credentials as c', (j) =>
      j
        .onRef('c.customer_id', '=', 'e.customer_id')
        .onRef('c.community_id', '=', 'e.community_id')
        .onRef('c.id', '=', 'e.credential_id'),
    )
    .select([
      'e.id',
      'e.holder_name as holderName',
      sql<access.HolderKind>`g.holder_kind`.as('holderKind'),
      'g.holder_id as holderId',
      'g.unit_id as unitId',
      'g.location_id as locationId',
      sql<'PRESENT' | 'ABSENT' | null>`e.desired`.as('desired'),
      sql<'PRESENT' | 'ABSENT' | null>`e.confirmed`.as('confirmed'),
      'e.confirmed_at as confirmedAt',
      ...chainColumns(),
    ])
    .where('e.customer_id', '=', at.customerId)
    .where('e.community_id', '=', at.communityId)
    .where('e.device_id', '=', deviceId)
    .where('e.confirmed', '=', sql.lit('PRESENT'));
}

/** The count of the openers list: the lock's entries alone, through the same index. */
export function openersCount(at: At, deviceId: string) {
  return at.db
    .selectFrom('door_entries as e')
    .where('e.customer_id', '=', at.customerId)
    .where('e.community_id', '=', at.communityId)
    .where('e.device_id', '=', deviceId)
    .where('e.confirmed', '=', sql.lit('PRESENT'));
}

function chainColumns() {
  return [
    'g.id as grantId',
    sql<access.SourceKind>`g.source_kind`.as('sourceKind'),
    'g.source_id as sourceId',
    sourceLabel.as('sourceLabel'),
    sql<access.AccessStatus>`g.status`.as('status'),
    'g.revoked_at as revokedAt',
    placeName.as('placeName'),
    'g.valid_from as validFrom',
    'g.valid_until as validUntil',
    sql<HoursRange[] | null>`g.schedule`.as('schedule'),
    'c.id as credentialId',
    sql<'MOBILE' | 'FOB' | 'PIN'>`c.kind`.as('credentialKind'),
    'c.label as credentialLabel',
    'c.revoked_at as credentialRevokedAt',
  ] as const;
}

/**
 * Every grant of one person that reaches the lock (its place covers the lock, or the lock holds or
 * held an entry of it), with each of their credentials for it, and what the lock holds of each.
 */
export async function chainsOf(
  at: At,
  lock: { id: string; name: string },
  holder: { kind: string; id: string },
): Promise<ChainRow[]> {
  const covering = await placesCovering(at, lock.id);
  const rows = await at.db
    .selectFrom('access_grants as g')
    .innerJoin('access_credentials as c', (j) =>
      j
        .onRef('c.customer_id', '=', 'g.customer_id')
        .onRef('c.community_id', '=', 'g.community_id')
        .onRef('c.holder_kind', '=', 'g.holder_kind')
        .onRef('c.holder_id', '=', 'g.holder_id'),
    )
    .leftJoin('door_entries as e', (j) =>
      j
        .onRef('e.customer_id', '=', 'g.customer_id')
        .onRef('e.community_id', '=', 'g.community_id')
        .onRef('e.grant_id', '=', 'g.id')
        .onRef('e.credential_id', '=', 'c.id')
        .on('e.device_id', '=', lock.id),
    )
    .select([
      ...chainColumns(),
      sql<'PRESENT' | 'ABSENT' | null>`e.desired`.as('desired'),
      sql<'PRESENT' | 'ABSENT' | null>`e.confirmed`.as('confirmed'),
      'e.confirmed_at as confirmedAt',
      sql<boolean>`(g.unit_id is not distinct from ${covering.unitId}::uuid and g.unit_id is not null)
        or g.location_id = any(${covering.locationIds}::uuid[])`.as('covers'),
    ])
    .where('g.customer_id', '=', at.customerId)
    .where('g.community_id', '=', at.communityId)
    .where('g.holder_kind', '=', holder.kind)
    .where('g.holder_id', '=', holder.id)
    // The credentials of the grant's own source, and any other the lock was given under it.
    .where((eb) =>
      eb.or([
        eb.and([eb('c.source_kind', '=', eb.ref('g.source_kind')), eb('c.source_id', '=', eb.ref('g.source_id'))]),
        eb('e.device_id', 'is not', null),
      ]),
    )
    .where((eb) =>
      eb.or([
        eb('e.device_id', 'is not', null),
        sql<boolean>`(g.unit_id is not distinct from ${covering.unitId}::uuid and g.unit_id is not null)`,
        sql<boolean>`g.location_id = any(${covering.locationIds}::uuid[])`,
      ]),
    )
    .orderBy('g.created_at')
    .orderBy('c.issued_at')
    .execute();
  return rows.map((row) => ({ ...row, deviceName: lock.name }) as ChainRow);
}
