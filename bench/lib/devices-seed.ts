import pg from 'pg';
import { partMarker, recordPart, type SeededIds, seedMarker } from './seed.ts';

/** Bump when the shape of the seeded locks changes: the next run seeds them again. */
const LAYOUT = 1;
const FAMILIES = ['PDK', 'YALE', 'ALLEGION', 'BRIVO', 'BUTTERFLYMX'] as const;

export interface DeviceIds {
  customerId: string;
  /** The community the list requests act in: it holds `perCommunity` locks. */
  communityId: string;
  locks: number;
  communities: number;
  perCommunity: number;
}

/**
 * `locks` locks spread evenly over the first `communities` communities of the scale portfolio (by
 * name), all five families, one in twenty offline and one in ten low on battery, written with one
 * statement per community batch. Recorded in the database comment, so the next run reuses them.
 */
export async function ensureScaleLocks(
  url: string,
  ids: SeededIds,
  locks: number,
  communities: number,
): Promise<DeviceIds> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const perCommunity = Math.floor(locks / communities);
    const chosen = (
      await client.query(
        `select id from communities where customer_id = $1 and name like 'Scale Community %' order by name limit $2`,
        [ids.customerId, communities],
      )
    ).rows.map((row) => row.id as string);
    if (chosen.length < communities) throw new Error(`the scale portfolio has only ${chosen.length} communities`);
    const result = { customerId: ids.customerId, communityId: chosen[0]!, locks, communities, perCommunity };
    const found = partMarker(await seedMarker(client), 'devices');
    if (found && found.locks === locks && found.communities === communities && found.layout === LAYOUT) return result;
    const started = Date.now();
    console.info(`Seeding ${locks.toLocaleString('en-US')} locks over ${communities} communities…`);
    await client.query('begin');
    await client.query("delete from devices where customer_id = $1 and serial like 'BENCH-%'", [ids.customerId]);
    await client.query(
      `insert into devices (customer_id, community_id, kind, family, name, serial, install_state, connection,
                            battery, available_actions, reading, config, last_seen_at)
       select $1, c.id, 'LOCK', ($3::text[])[1 + g % 5], 'Door ' || lpad(g::text, 5, '0'),
              'BENCH-' || c.n || '-' || g, 'INSTALLED',
              case when g % 20 = 0 then 'OFFLINE' else 'ONLINE' end,
              case when g % 10 = 0 then 5 + g % 15 else 40 + g % 60 end,
              array['CHANGE_LOCATION', 'DELETE_LOCK'], '{}', '{}', now()
       from unnest($2::uuid[]) with ordinality as c(id, n)
       cross join generate_series(1, $4::int) g`,
      [ids.customerId, chosen, FAMILIES, perCommunity],
    );
    await client.query('commit');
    await client.query('vacuum (analyze) devices');
    await recordPart(client, 'devices', { locks, communities, layout: LAYOUT });
    console.info(`  seeded in ${Math.round((Date.now() - started) / 1000)} s`);
    return result;
  } finally {
    await client.end();
  }
}
