import { type access, iotSettings, type ListQuery } from '@lintel/contracts';
import { sql } from 'kysely';
import { isoTimestamp, keyStartsWith } from '../../platform/db/sql.ts';
import { type ListSpec, pagedList } from '../../platform/http/list.ts';
import type { At } from './engine/grants.repository.ts';
import './access.tables.ts';

type Pass = access.passes.Pass;

const locationsOf = (column: 'id' | 'name') =>
  sql<string[]>`coalesce((select array_agg(${sql.ref(`l.${column}`)} order by l.name) from access_pass_locations pl
    join location_properties l on l.customer_id = pl.customer_id and l.community_id = pl.community_id and l.id = pl.location_id
    where pl.customer_id = p.customer_id and pl.community_id = p.community_id and pl.pass_id = p.id), '{}')`;

/** A pass's row as the screens show it. */
function passes(at: At) {
  return at.db
    .selectFrom('access_passes as p')
    .select([
      'p.id',
      sql<Pass['type']>`p.type`.as('type'),
      'p.holder_name as holderName',
      'p.company',
      'p.email',
      'p.phone',
      'p.unit_id as unitId',
      sql<string | null>`(select u.name from units u where u.customer_id = p.customer_id
        and u.community_id = p.community_id and u.id = p.unit_id)`.as('unitName'),
      isoTimestamp('p.valid_from').as('validFrom'),
      isoTimestamp('p.valid_until').as('validUntil'),
      sql<Pass['hours']>`p.hours`.as('hours'),
      'p.pin',
      sql<access.AccessStatus>`p.status`.as('status'),
      sql<boolean>`p.valid_until <= ${at.now}`.as('expired'),
      locationsOf('id').as('locationIds'),
      locationsOf('name').as('locationNames'),
      'p.credential_id as credentialId',
      'p.note',
      'p.created_by_name as createdByName',
      isoTimestamp('p.revoked_at').as('revokedAt'),
      isoTimestamp('p.created_at').as('createdAt'),
    ])
    .where('p.customer_id', '=', at.customerId)
    .where('p.community_id', '=', at.communityId);
}

const spec: ListSpec<Pass> = {
  sortable: {
    validUntil: { column: 'p.valid_until', type: 'timestamptz' },
    holderName: { column: 'p.holder_name', type: 'text' },
    createdAt: { column: 'p.created_at', type: 'timestamptz' },
  },
  defaultSort: 'validUntil,desc',
  id: { column: 'p.id', field: 'id' },
};

/** Active passes (not revoked, not expired) or ended ones (expired or revoked). */
export function list(at: At, query: ListQuery & { list: 'active' | 'ended'; type?: Pass['type'] }) {
  let base = passes(at);
  base =
    query.list === 'active'
      ? base.where('p.status', 'in', ['ACTIVE', 'SUSPENDED', 'REVOKING']).where('p.valid_until', '>', at.now)
      : base.where((eb) => eb.or([eb('p.status', '=', 'REVOKED'), eb('p.valid_until', '<=', at.now)]));
  if (query.type) base = base.where('p.type', '=', query.type);
  if (query.q) base = base.where(keyStartsWith('p.holder_key', query.q));
  return pagedList(at.db, base, query, spec as unknown as ListSpec<Record<string, unknown>>);
}

export function find(at: At, id: string) {
  return passes(at).where('p.id', '=', id).executeTakeFirst();
}

export function lockPass(at: At, id: string) {
  return at.db
    .selectFrom('access_passes')
    .select(['id', 'status', 'credential_id'])
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export interface NewPass {
  id: string;
  type: Pass['type'];
  holderName: string;
  company: string | null;
  email: string | null;
  phone: string | null;
  unitId: string | null;
  validFrom: Date;
  validUntil: Date;
  hours: unknown[] | null;
  pin: string;
  note: string | null;
  createdByName: string | null;
}

/** Writes the pass, its credential (a PIN held by the pass) and its locations; answers the credential's id. */
export async function insertPass(at: At, pass: NewPass): Promise<string> {
  const credential = await at.db
    .insertInto('access_credentials')
    .values({
      customer_id: at.customerId,
      community_id: at.communityId,
      holder_kind: 'PASS',
      holder_id: pass.id,
      kind: 'PIN',
      label: `Pass PIN (${pass.type.toLowerCase()})`,
      source_kind: 'PASS',
      source_id: pass.id,
      issued_at: at.now,
      revoked_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await at.db
    .insertInto('access_passes')
    .values({
      customer_id: at.customerId,
      community_id: at.communityId,
      id: pass.id,
      type: pass.type,
      holder_name: pass.holderName,
      company: pass.company,
      email: pass.email,
      phone: pass.phone,
      unit_id: pass.unitId,
      valid_from: pass.validFrom,
      valid_until: pass.validUntil,
      hours: pass.hours ? JSON.stringify(pass.hours) : null,
      pin: pass.pin,
      credential_id: credential.id,
      note: pass.note,
      created_by_name: pass.createdByName,
      revoked_at: null,
      created_at: at.now,
      updated_at: at.now,
    })
    .execute();
  return credential.id;
}

/** Marks a pass REVOKING and ends its credential. */
export async function markRevoking(at: At, id: string, credentialId: string): Promise<void> {
  await at.db
    .updateTable('access_passes')
    .set({ status: 'REVOKING', revoked_at: at.now, updated_at: at.now })
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', '=', id)
    .execute();
  await at.db
    .updateTable('access_credentials')
    .set({ revoked_at: at.now })
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', '=', credentialId)
    .execute();
}

/** REVOKING passes whose every grant is REVOKED become REVOKED (the door sync calls this after each confirmation). */
export async function settlePasses(at: At): Promise<void> {
  await at.db
    .updateTable('access_passes as p')
    .set({ status: 'REVOKED', updated_at: at.now })
    .where('p.customer_id', '=', at.customerId)
    .where('p.community_id', '=', at.communityId)
    .where('p.status', '=', 'REVOKING')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('access_grants as g')
            .select(sql`1`.as('one'))
            .whereRef('g.customer_id', '=', 'p.customer_id')
            .whereRef('g.community_id', '=', 'p.community_id')
            .where('g.source_kind', '=', 'PASS')
            .whereRef('g.source_id', '=', 'p.id')
            .where('g.status', '<>', 'REVOKED'),
        ),
      ),
    )
    .execute();
}

/** The pass's tries at the doors: the locks' access events naming its credential, newest first. */
export function uses(at: At, credentialId: string, query: { page?: number; size?: number }) {
  const base = at.db
    .selectFrom('device_events as e')
    .innerJoin('devices as d', (j) =>
      j
        .onRef('d.customer_id', '=', 'e.customer_id')
        .onRef('d.community_id', '=', 'e.community_id')
        .onRef('d.id', '=', 'e.device_id'),
    )
    .select([
      'e.id',
      'e.device_id as deviceId',
      'd.name as deviceName',
      sql<boolean>`coalesce((e.detail ->> 'granted')::boolean, e.detail ->> 'result' = 'GRANTED', false)`.as('granted'),
      isoTimestamp('e.occurred_at').as('occurredAt'),
    ])
    .where('e.customer_id', '=', at.customerId)
    .where('e.community_id', '=', at.communityId)
    .where('e.kind', '=', 'ACCESS')
    .where(sql<string>`e.detail ->> 'credentialId'`, '=', credentialId);
  return pagedList(
    at.db,
    base,
    { ...query, sort: 'occurredAt,desc' },
    {
      sortable: { occurredAt: { column: 'e.occurred_at', type: 'timestamptz' } },
      defaultSort: 'occurredAt,desc',
      id: { column: 'e.id', field: 'id' },
    },
  );
}

/**
 * Where the summary says to come: the community's name and an address (the building of the pass's
 * unit, else the community's first building that has one).
 */
export async function whereToCome(at: At, unitId: string | null) {
  const { rows } = await sql<{ name: string; address: string | null }>`
    select c.name, (select b.address from buildings b
      where b.customer_id = c.customer_id and b.community_id = c.id and b.address is not null
      order by (b.id = (select u.building_id from units u where u.customer_id = c.customer_id
        and u.community_id = c.id and u.id = ${unitId}::uuid)) desc nulls last, b.name limit 1) as address
    from communities c where c.customer_id = ${at.customerId}::uuid and c.id = ${at.communityId}::uuid`.execute(at.db);
  return rows[0] ?? { name: '', address: null };
}

/** Names of devices of the community, by id. */
export async function deviceNames(at: At, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await at.db
    .selectFrom('devices')
    .select(['id', 'name'])
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * The community's pass rules (the smart-building settings' PASSES section, D243): which kinds may be
 * issued and how long one may last. No row, or values the rules no longer accept: the defaults.
 */
export async function passRules(at: At): Promise<iotSettings.PassRules> {
  const { rows } = await sql<{ values: unknown }>`select "values" from iot_access_settings
    where customer_id = ${at.customerId} and community_id = ${at.communityId} and section = 'PASSES'`.execute(at.db);
  const parsed = iotSettings.passRules.safeParse(rows[0]?.values);
  return parsed.success ? parsed.data : iotSettings.DEFAULTS.passes;
}
