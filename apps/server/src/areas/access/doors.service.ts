import type { access } from '@lintel/contracts';
import type { HoursRange } from '@lintel/formats/hours';
import { sql } from 'kysely';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { prefixRange } from '../../platform/db/sql.ts';
import { doors } from '../../platform/doors/doors.ts';
import { AppError } from '../../platform/errors.ts';
import { type ListSpec, pagedList } from '../../platform/http/list.ts';
import { type ChainRow, chainOf, chainsOf, lockOf, openersCount, openersQuery } from './engine/explain.ts';
import { holderName as nameOfHolder, placesCovering } from './engine/grants.repository.ts';
import { inCommunity as at } from './leases.repository.ts';

type OpenerRow = Omit<ChainRow, 'covers' | 'deviceName'> & {
  id: string;
  holderName: string;
  holderKind: access.HolderKind;
  holderId: string;
  unitId: string | null;
  locationId: string | null;
};

/** By name through the openers index (door_entries_openers_idx): quick whatever the community's size. */
const spec: ListSpec<OpenerRow> = {
  sortable: { holderName: { column: 'e.holder_name', type: 'text' } },
  defaultSort: 'holderName,asc',
  id: { column: 'e.id', field: 'id' },
};

/** Everyone the lock holds a credential of, each with the chain and whether it opens at the instant (default now). */
export async function whoCanOpen(
  scope: CommunityScope,
  deviceId: string,
  query: ReturnType<typeof access.doors.whoCanOpenQuery.parse>,
) {
  const target = at(scope);
  const lock = await lockOf(target, deviceId);
  const instant = query.at ? new Date(query.at) : scope.now;
  const covering = await placesCovering(target, deviceId);
  const base = openersQuery(target, deviceId);
  const page = await pagedList(scope.db, base, query, spec as ListSpec<Record<string, unknown>>, {
    from: openersCount(target, deviceId),
  });
  return {
    ...page,
    content: (page.content as unknown as OpenerRow[]).map((row) => ({
      holderKind: row.holderKind,
      holderId: row.holderId,
      holderName: row.holderName,
      chain: chainOf(
        {
          ...row,
          schedule: (row.schedule as HoursRange[] | null) ?? null,
          covers:
            (row.unitId !== null && row.unitId === covering.unitId) ||
            covering.locationIds.includes(row.locationId ?? ''),
          deviceName: lock.name,
        },
        instant,
        lock.timeZone,
      ),
    })),
  };
}

/** Why one person can or cannot open the lock at the instant. */
export async function explain(
  scope: CommunityScope,
  deviceId: string,
  query: ReturnType<typeof access.doors.whyQuery.parse>,
): Promise<access.doors.Why> {
  const target = at(scope);
  const lock = await lockOf(target, deviceId);
  const instant = query.at ? new Date(query.at) : scope.now;
  const holder = await holderName(scope, query.holderKind, query.holderId);
  const chains = (await chainsOf(target, lock, { kind: query.holderKind, id: query.holderId })).map((row) =>
    chainOf(row, instant, lock.timeZone),
  );
  return {
    deviceId,
    deviceName: lock.name,
    holderName: holder,
    at: instant.toISOString(),
    canOpen: chains.some((chain) => chain.canOpen),
    chains,
  };
}

async function holderName(scope: CommunityScope, kind: string, id: string): Promise<string> {
  const name = await nameOfHolder(at(scope), kind, id);
  if (!name) throw new AppError('RECORD_NOT_FOUND');
  return name;
}

/** A credential presented at a simulated lock: the lock decides from what it holds. */
export async function present(
  scope: CommunityScope,
  deviceId: string,
  credentialId: string,
): Promise<access.doors.Presented> {
  const lock = await lockOf(at(scope), deviceId);
  const credential = await scope.db
    .selectFrom('access_credentials')
    .select('id')
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where('id', '=', credentialId)
    .executeTakeFirst();
  if (!credential) throw new AppError('RECORD_NOT_FOUND');
  const result = await doors().present(
    scope,
    { deviceId, family: lock.family, serial: lock.serial, name: lock.name },
    credentialId,
    scope.now,
  );
  if (!result) throw new AppError('ACCESS_DOOR_NOT_SIMULATED');
  return { opened: result.opened, at: scope.now.toISOString() };
}

/** People who hold or held access (residents, staff, vendors), by name, with their credentials. */
export async function holderChoices(scope: CommunityScope, q: string | undefined) {
  const like = q ? prefixRange(q).like : '%';
  const query = scope.db
    .selectFrom('residents as r')
    .select(['r.id', sql<string>`r.first_name || ' ' || r.last_name`.as('name')])
    .where('r.customer_id', '=', scope.customerId)
    .where('r.community_id', '=', scope.communityId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('access_credentials as c')
          .select(sql`1`.as('one'))
          .whereRef('c.customer_id', '=', 'r.customer_id')
          .whereRef('c.community_id', '=', 'r.community_id')
          .where('c.holder_kind', '=', 'RESIDENT')
          .whereRef('c.holder_id', '=', 'r.id'),
      ),
    )
    .where((eb) =>
      eb.or([sql<boolean>`lower(r.first_name) like ${like}`, sql<boolean>`lower(r.last_name) like ${like}`]),
    );
  const residents = await query.orderBy('r.last_name').orderBy('r.first_name').orderBy('r.id').limit(20).execute();
  const { rows: staff } = await sql<{ id: string; name: string }>`
    select cu.id, u.first_name || ' ' || u.last_name as name
    from customer_users cu join users u on u.id = cu.user_id
    where cu.customer_id = ${scope.customerId}::uuid
      and exists (select 1 from access_credentials c where c.customer_id = cu.customer_id
        and c.community_id = ${scope.communityId}::uuid and c.holder_kind = 'STAFF' and c.holder_id = cu.id)
      and (lower(u.first_name) like ${like} or lower(u.last_name) like ${like})
    order by u.last_name, u.first_name, cu.id limit 20`.execute(scope.db);
  // Vendors by their contact's name or their company, named as the engine names them.
  const { rows: vendors } = await sql<{ id: string; name: string }>`
    select v.id, v.first_name || ' ' || v.last_name || ' (' || v.company_name || ')' as name
    from vendors v
    where v.customer_id = ${scope.customerId}::uuid
      and exists (select 1 from access_credentials c where c.customer_id = v.customer_id
        and c.community_id = ${scope.communityId}::uuid and c.holder_kind = 'VENDOR' and c.holder_id = v.id)
      and (lower(v.first_name) like ${like} or lower(v.last_name) like ${like} or lower(v.company_name) like ${like})
    order by v.last_name, v.first_name, v.id limit 20`.execute(scope.db);
  const people = [
    ...residents.map((p) => ({ ...p, kind: 'RESIDENT' as const })),
    ...staff.map((p) => ({ ...p, kind: 'STAFF' as const })),
    ...vendors.map((p) => ({ ...p, kind: 'VENDOR' as const })),
  ];
  if (people.length === 0) return [];
  const credentials = await scope.db
    .selectFrom('access_credentials')
    .select(['id', 'holder_id', 'label', 'revoked_at', 'issued_at'])
    .where('customer_id', '=', scope.customerId)
    .where('community_id', '=', scope.communityId)
    .where(
      'holder_id',
      'in',
      people.map((p) => p.id),
    )
    .orderBy('issued_at', 'desc')
    .execute();
  return people.map((person) => ({
    holderKind: person.kind,
    holderId: person.id,
    name: person.name,
    credentials: credentials
      .filter((c) => c.holder_id === person.id)
      .map((c) => ({
        id: c.id,
        label: `${c.label} (${c.issued_at.toISOString().slice(0, 10)})`,
        revoked: c.revoked_at !== null,
      })),
  }));
}
