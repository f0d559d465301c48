import pg from 'pg';
import type { DeviceIds } from './devices-seed.ts';
import { partMarker, recordPart, seedMarker } from './seed.ts';

/** Bump when the shape of the seeded residents, leases, credentials or door entries changes: the next run seeds them again. */
const LAYOUT = 3;
/** Residents per lease (one lease per unit). */
const PER_LEASE = 2;
/** Credentials per resident: two mobile keys, a fob and a PIN. */
const KINDS = ['MOBILE', 'FOB', 'PIN', 'MOBILE'] as const;
const LABELS = ['Mobile key', 'Fob', 'PIN', 'Mobile key (second phone)'] as const;
/** The first locks of the community by name are its lobby doors: every credential is on one of them. */
const LOBBY_LOCKS = 10;

// 60 first names and 101 last names (co-prime counts): about 6,000 distinct names, so the openers
// list sorts real text with ties, as a large community's would.
const FIRST_NAMES = [
  'Aaliyah Adam Aisha Alex Amara Andre Anna Ben Bianca Carlos Chloe Chris Dana David Diego',
  'Elena Eli Emma Ethan Fatima Felix Grace Hana Hugo Ines Isaac Jade James Jin Julia Kai Kenji',
  'Lara Leo Lina Lucas Maya Mei Mia Nadia Noah Nora Omar Olivia Pablo Priya Quinn Rafael Rosa',
  'Sam Sara Sofia Tariq Theo Uma Victor Wei Yara Yusuf Zoe',
]
  .join(' ')
  .split(' ');
const LAST_NAMES = [
  'Abbott Adeyemi Alvarez Anderson Baker Banerjee Bauer Becker Bennett Brooks Campbell Carter',
  'Chen Clark Collins Cruz Davis Diaz Dubois Edwards Evans Fischer Flores Foster Garcia Gomez',
  'Gonzalez Gray Green Gupta Hall Hansen Harris Hayes Hernandez Hill Hughes Ibrahim Ito Jackson',
  'James Jensen Johnson Jones Kaur Kelly Khan Kim King Klein Kowalski Lee Lewis Lopez Martin',
  'Martinez Meyer Miller Mitchell Moore Morales Morgan Murphy Nakamura Nguyen Novak Okafor',
  'Olsen Ortiz Park Patel Perez Peterson Phillips Price Ramirez Reed Reyes Richter Rivera',
  'Roberts Robinson Rossi Russell Sanchez Santos Schmidt Scott Silva Singh Smith Suzuki Taylor',
  'Thomas Torres Turner Walker Wang Weber Wilson Young',
]
  .join(' ')
  .split(' ');

export interface AccessIds {
  customerId: string;
  /** The community the access requests act in: it holds the residents, leases and credentials. */
  communityId: string;
  residents: number;
  credentials: number;
  leases: number;
  /** The lobby lock the openers are asked of, and how many door entries it holds. */
  lobbyLockId: string;
  lobbyEntries: number;
  /** A resident with credentials on that lock: the "why" request's person. */
  whyResidentId: string;
  /** The start of about 100 leased units' names (the middle of the name order): the leases search. */
  searchPrefix: string;
  /** Keys (fobs): one issued to each resident (their fob credential) and a tenth as many in stock. */
  keys: number;
  /** The start of about 100 keys' numbers (the middle of the number order): the keys search. */
  keyPrefix: string;
}

const email = (i: number) => `resident.${String(i).padStart(6, '0')}@bench.lintel`;

/**
 * `residents` residents with their leases, credentials, grants and door entries in one community of
 * the devices part's locks: the second of the scale portfolio by name (the first is the community
 * the API overhead's units list and the notifications feed act in, whose 100 units must stay 100).
 * Units are added to the community's building (`U-000101`… after the scale seed's 100) until every
 * lease has its own; two residents a lease, both moved in, each with an ACTIVE grant on the unit
 * and four credentials (mobile, fob, PIN, mobile); every credential is held (confirmed PRESENT) by
 * one of the community's 10 first locks by name, the lobby doors (resident i on lock i % 10), so
 * each lobby lock holds residents × 4 / 10 entries. Set-based statements, then `VACUUM ANALYZE`;
 * recorded in the database comment, so the next run reuses them.
 */
export async function ensureScaleAccess(url: string, locks: DeviceIds, residents: number): Promise<AccessIds> {
  if (residents % (PER_LEASE * LOBBY_LOCKS) !== 0)
    throw new Error(`residents must be a multiple of ${PER_LEASE * LOBBY_LOCKS}`);
  if (locks.communities < 2)
    throw new Error('the access part needs the devices part seeded over at least 2 communities');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { customerId } = locks;
    // The same order the devices seed chose its communities in.
    const communityId = (
      await client.query(
        `select id from communities where customer_id = $1 and name like 'Scale Community %' order by name offset 1 limit 1`,
        [customerId],
      )
    ).rows[0]?.id as string | undefined;
    if (!communityId) throw new Error('the scale portfolio has no second community');
    const lobby = (
      await client.query(
        `select id from devices where customer_id = $1 and community_id = $2 and kind = 'LOCK' order by name, id limit $3`,
        [customerId, communityId, LOBBY_LOCKS],
      )
    ).rows.map((row) => row.id as string);
    if (lobby.length < LOBBY_LOCKS)
      throw new Error(`the access community has ${lobby.length} locks, not ${LOBBY_LOCKS}`);
    const leases = residents / PER_LEASE;
    const found = partMarker(await seedMarker(client), 'access');
    // A devices re-seed gives the locks new ids (and cascades their door entries away): seed again then.
    const current =
      found?.residents === residents &&
      found.layout === LAYOUT &&
      found.community === communityId &&
      found.lock === lobby[0];
    if (!current) {
      const started = Date.now();
      console.info(
        `Seeding ${residents.toLocaleString('en-US')} residents and ${(residents * KINDS.length).toLocaleString('en-US')} credentials in one community…`,
      );
      await client.query('begin');
      await seed(client, { customerId, communityId, residents, leases, lobby });
      await client.query('commit');
      await client.query(
        'vacuum (analyze) units, residents, leases, lease_residents, lease_authorizations, access_credentials, access_grants, door_entries, access_keys, pacs_transactions',
      );
      await recordPart(client, 'access', { residents, layout: LAYOUT, community: communityId, lock: lobby[0] });
      console.info(`  seeded in ${Math.round((Date.now() - started) / 1000)} s`);
    }
    const lobbyEntries = Number(
      (
        await client.query(
          `select count(*)::int as n from door_entries
           where customer_id = $1 and community_id = $2 and device_id = $3 and confirmed = 'PRESENT'`,
          [customerId, communityId, lobby[0]],
        )
      ).rows[0]!.n,
    );
    // Resident i holds credentials on lobby lock i % 10: a multiple of 10 in the middle is on lobby[0].
    const why = (
      await client.query(
        'select id from residents where customer_id = $1 and community_id = $2 and lower(email) = $3',
        [customerId, communityId, email(residents / 2 - ((residents / 2) % LOBBY_LOCKS))],
      )
    ).rows[0]?.id as string | undefined;
    const middle = (
      await client.query(
        `select u.name from leases l join units u on u.customer_id = l.customer_id and u.community_id = l.community_id
           and u.id = l.unit_id
         where l.customer_id = $1 and l.community_id = $2 order by u.name offset $3 limit 1`,
        [customerId, communityId, Math.floor(leases / 2)],
      )
    ).rows[0]?.name as string | undefined;
    if (!why || !middle || lobbyEntries === 0) throw new Error('the access seed is incomplete: run with a new LAYOUT');
    return {
      customerId,
      communityId,
      residents,
      credentials: residents * KINDS.length,
      leases,
      lobbyLockId: lobby[0]!,
      lobbyEntries,
      whyResidentId: why,
      searchPrefix: middle.slice(0, -2),
      keys: residents + residents / 10,
      // Resident numbers run from 0: the middle hundred of the issued fobs share all but their last two digits.
      keyPrefix: `F${String(residents / 2)
        .padStart(7, '0')
        .slice(0, -2)}`,
    };
  } finally {
    await client.end();
  }
}

async function seed(
  client: pg.Client,
  s: { customerId: string; communityId: string; residents: number; leases: number; lobby: string[] },
) {
  const at = [s.customerId, s.communityId];
  // What a previous plan seeded here (the units it added stay: they are reused).
  for (const table of [
    'pacs_transactions',
    'access_key_locations',
    'access_keys',
    'door_entries',
    'simulated_door_entries',
    'access_grants',
    'access_credentials',
    'move_out_reports',
    'lease_residents',
    'lease_authorizations',
    'leases',
    'residents',
  ]) {
    await client.query(`delete from ${table} where customer_id = $1 and community_id = $2`, at);
  }
  // One unit per lease, in the community's building, with the scale seed's columns and names.
  await client.query(
    `insert into units (customer_id, community_id, id, building_id, unit_type_id, name, floor, square_feet, market_rent_cents)
     select $1, $2, gen_random_uuid(), b.id, case when g % 3 = 0 then t2.id else t1.id end,
            'U-' || lpad(g::text, 6, '0'), 1 + g % 20, 500 + g % 700, 100000 + (g % 300) * 500
     from buildings b
     join unit_types t1 on t1.customer_id = b.customer_id and t1.community_id = b.community_id and t1.name = '1 Bedroom'
     join unit_types t2 on t2.customer_id = b.customer_id and t2.community_id = b.community_id and t2.name = '2 Bedroom'
     cross join generate_series(1, $3::int) g
     where b.customer_id = $1 and b.community_id = $2 and b.name = 'Main'
     on conflict do nothing`,
    [...at, s.leases],
  );
  // Leases: one per unit (the first `leases` by name), started over the last 1,000 days, three years long.
  await client.query(
    `create temp table bench_leases on commit drop as
     select gen_random_uuid() as id, u.id as unit_id, u.n,
            current_date - (30 + (u.n * 37) % 1000)::int as starts_on
     from (select id, row_number() over (order by name, id) as n from units
           where customer_id = $1 and community_id = $2) u
     where u.n <= $3::int`,
    [...at, s.leases],
  );
  const { rows } = await client.query('select count(*)::int as n from bench_leases');
  if (rows[0]!.n !== s.leases) throw new Error(`only ${rows[0]!.n} units for ${s.leases} leases`);
  await client.query(
    `insert into leases (customer_id, community_id, id, unit_id, starts_on, ends_on, state, created_at, updated_at)
     select $1, $2, id, unit_id, starts_on, starts_on + (1095 + (n % 3) * 182)::int, 'ACTIVE',
            starts_on - 14 + time '10:00', starts_on - 14 + time '10:00'
     from bench_leases`,
    at,
  );
  await client.query(
    `insert into lease_authorizations (customer_id, community_id, id, lease_id, unit_id, created_at)
     select $1, $2, gen_random_uuid(), id, unit_id, starts_on - 14 + time '10:00' from bench_leases`,
    at,
  );
  // Residents: resident i lives on lease i / 2, moved in on its first day; each with one grant.
  await client.query(
    `create temp table bench_residents on commit drop as
     select gen_random_uuid() as id, gen_random_uuid() as grant_id, i, l.id as lease_id, l.unit_id,
            ($2::text[])[1 + i % cardinality($2::text[])] as first_name,
            ($3::text[])[1 + (i * 7 + i / 13) % cardinality($3::text[])] as last_name,
            l.starts_on + time '09:00' + (i % 480) * interval '1 minute' as moved_in_at,
            ($4::uuid[])[1 + i % cardinality($4::uuid[])] as lock_id
     from generate_series(0, $1::int - 1) i
     join bench_leases l on l.n = i / ${PER_LEASE} + 1`,
    [s.residents, FIRST_NAMES, LAST_NAMES, s.lobby],
  );
  await client.query(
    `insert into residents (customer_id, community_id, id, first_name, last_name, email, phone, created_at, updated_at)
     select $1, $2, id, first_name, last_name, 'resident.' || lpad(i::text, 6, '0') || '@bench.lintel',
            '+1555' || lpad(i::text, 7, '0'), moved_in_at - interval '14 days', moved_in_at - interval '14 days'
     from bench_residents`,
    at,
  );
  await client.query(
    `insert into lease_residents (customer_id, community_id, lease_id, resident_id, moved_in_at, created_at)
     select $1, $2, lease_id, id, moved_in_at, moved_in_at - interval '14 days' from bench_residents`,
    at,
  );
  await client.query(
    `insert into access_grants (customer_id, community_id, id, holder_kind, holder_id, source_kind, source_id, unit_id,
                                valid_from, status, created_at, updated_at)
     select $1, $2, grant_id, 'RESIDENT', id, 'LEASE', lease_id, unit_id, moved_in_at, 'ACTIVE', moved_in_at, moved_in_at
     from bench_residents`,
    at,
  );
  // Four credentials each, every one held by the resident's lobby lock under the resident's grant.
  await client.query(
    `create temp table bench_credentials on commit drop as
     select gen_random_uuid() as id, r.id as resident_id, r.grant_id, r.lease_id, r.lock_id, r.moved_in_at,
            r.first_name || ' ' || r.last_name as holder_name, k
     from bench_residents r cross join generate_series(1, ${KINDS.length}) k`,
  );
  await client.query(
    `insert into access_credentials (customer_id, community_id, id, holder_kind, holder_id, kind, label, state,
                                     source_kind, source_id, issued_at)
     select $1, $2, id, 'RESIDENT', resident_id, ($3::text[])[k], ($4::text[])[k], 'ISSUED', 'LEASE', lease_id,
            moved_in_at + k * interval '1 minute'
     from bench_credentials`,
    [...at, KINDS, LABELS],
  );
  await client.query(
    `insert into door_entries (customer_id, community_id, device_id, grant_id, credential_id, id, holder_name,
                               desired, confirmed, requested_at, confirmed_at)
     select $1, $2, lock_id, grant_id, id, gen_random_uuid(), holder_name, 'PRESENT', 'PRESENT',
            moved_in_at + k * interval '1 minute', moved_in_at + k * interval '1 minute' + interval '4 seconds'
     from bench_credentials`,
    at,
  );
  // The PACS queue log (D226): each door entry's confirmed PUT, and for one in twenty a first try the
  // lock did not answer; about 210,000 rows, as the door sync writes them.
  await client.query(
    `insert into pacs_transactions (customer_id, community_id, device_id, device_name, grant_id, credential_id,
                                    holder_kind, holder_id, holder_name, credential_kind, credential_label,
                                    operation, attempt, requested_at, sent_at, answered_at, outcome, error)
     select $1, $2, c.lock_id, d.name, c.grant_id, c.id, 'RESIDENT', c.resident_id, c.holder_name,
            ($3::text[])[c.k], ($4::text[])[c.k], 'PUT', t.attempt,
            c.moved_in_at + c.k * interval '1 minute',
            c.moved_in_at + c.k * interval '1 minute' + t.attempt * interval '2 seconds',
            case when t.attempt = t.tries then c.moved_in_at + c.k * interval '1 minute' + interval '4 seconds' end,
            case when t.attempt = t.tries then 'CONFIRMED' else 'NO_ANSWER' end,
            case when t.attempt = t.tries then null else 'The lock did not answer in time.' end
     from bench_credentials c
     join devices d on d.customer_id = $1 and d.community_id = $2 and d.id = c.lock_id
     cross join lateral (select g as attempt, case when hashtext(c.id::text) % 20 = 0 then 2 else 1 end as tries
                         from generate_series(1, 2) g) t
     where t.attempt <= t.tries`,
    [...at, KINDS, LABELS],
  );
  // Keys: each resident's fob (numbered by resident) issued to them, and a tenth as many in stock.
  await client.query(
    `insert into access_keys (customer_id, community_id, id, number, description, state, holder_kind, holder_id,
                              holder_name, credential_id, issued_at, created_at, updated_at)
     select $1, $2, gen_random_uuid(), 'F' || lpad(r.i::text, 7, '0'), null, 'ISSUED', 'RESIDENT', c.resident_id,
            c.holder_name, c.id, c.moved_in_at, c.moved_in_at, c.moved_in_at
     from bench_credentials c join bench_residents r on r.id = c.resident_id
     where c.k = 2`,
    at,
  );
  await client.query(
    `insert into access_keys (customer_id, community_id, id, number, description, created_at, updated_at)
     select $1, $2, gen_random_uuid(), 'S' || lpad(g::text, 7, '0'), 'Stock', now(), now()
     from generate_series(1, $3::int / 10) g`,
    [...at, s.residents],
  );
}

/** The access requests in the seeded community: its leases, the lobby lock's openers, one person's "why". */
export function accessPaths(ids: AccessIds) {
  return {
    'leases_list.first_page': '/api/iot/leases?size=20&sort=startsOn,desc',
    'leases_list.search': `/api/iot/leases?size=20&q=${encodeURIComponent(ids.searchPrefix.toLowerCase())}`,
    'openers.first_page': `/api/iot/access/doors/${ids.lobbyLockId}/openers?size=20`,
    'why.one_person': `/api/iot/access/doors/${ids.lobbyLockId}/why?holderKind=RESIDENT&holderId=${ids.whyResidentId}`,
    'keys_list.first_page': '/api/iot/keys?size=20',
    'keys_list.search': `/api/iot/keys?size=20&q=${encodeURIComponent(ids.keyPrefix.toLowerCase())}`,
    'pacs_log.first_page': '/api/iot/pacs-queue-log?size=20',
    'pacs_log.one_lock': `/api/iot/pacs-queue-log?size=20&lockId=${ids.lobbyLockId}`,
    'pacs_log.no_answer': '/api/iot/pacs-queue-log?size=20&outcome=NO_ANSWER',
    // The residents tab (D229): by name through its index, and a last-name prefix (one name of the 101).
    'residents_list.first_page': '/api/iot/residents?size=20',
    'residents_list.search': '/api/iot/residents?size=20&q=kowal',
  };
}
