import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/harness.ts';
import type { Database } from '../db/open.ts';
import { type ListSpec, pagedList } from './list.ts';

/**
 * The list helper's totals, on a table of its own: 60 rows a minute apart, every third one named
 * 'match'. A residual count reads at most its read limit of rows (in no set order): exact within it,
 * extrapolated (and flagged) beyond it.
 */
type Row = { id: string; at: Date; name: string };
let database: Database;
/** A table of the test's own, outside the schema. */
let db: Kysely<{ list_probe: Row }>;

const spec: ListSpec<Row> = {
  sortable: { at: { column: 'at', type: 'timestamptz' } },
  defaultSort: 'at,desc',
  id: { column: 'id', field: 'id' },
  exactCountLimit: 25,
};

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db as unknown as Kysely<{ list_probe: Row }>;
  await sql`create table list_probe (id uuid primary key, at timestamptz not null, name text not null)`.execute(db);
  await sql`insert into list_probe
    select gen_random_uuid(), timestamptz '2026-01-01' + make_interval(mins => i), case when i % 3 = 0 then 'match' else 'other' end
    from generate_series(1, 60) as i`.execute(db);
  await sql`analyze list_probe`.execute(db);
}, 120_000);
afterAll(async () => {
  await database?.close();
});

const rows = () => db.selectFrom('list_probe').selectAll();
const match = sql<boolean>`name = 'match'`;

describe('list totals', () => {
  it('anyone: a plain count is exact up to the cap and an estimate beyond it', async () => {
    const small = await pagedList<Row>(
      db,
      rows().where('at', '<', new Date('2026-01-01T00:21:00Z')),
      { size: 5 },
      spec,
    );
    expect(small).toMatchObject({ totalElements: 20, totalIsEstimate: false });
    const large = await pagedList<Row>(db, rows(), { size: 5 }, spec);
    expect(large.totalIsEstimate).toBe(true);
    expect(large.totalElements).toBeGreaterThan(25);
  });

  it('anyone: a residual count within its read limit is exact, and the page holds only matches', async () => {
    const window = rows().where('at', '<=', new Date('2026-01-01T00:30:00Z'));
    const page = await pagedList<Row>(db, window.where(match), { size: 4 }, spec, {
      from: window,
      residual: { where: match, readLimit: 30 },
    });
    expect(page).toMatchObject({ totalElements: 10, totalIsEstimate: false });
    expect(page.content.map((r) => r.name)).toEqual(['match', 'match', 'match', 'match']);
    expect(page.content[0]!.at.toISOString()).toBe('2026-01-01T00:30:00.000Z');
  });

  it('anyone: past its read limit a residual count extrapolates the share it saw and says so', async () => {
    const page = await pagedList<Row>(db, rows().where(match), { size: 4 }, spec, {
      from: rows(),
      residual: { where: match, readLimit: 12 },
    });
    expect(page.totalIsEstimate).toBe(true);
    // 13 rows read, of which 4 or 5 match (every third row), extrapolated to the 60 the planner knows.
    expect(page.totalElements).toBeGreaterThanOrEqual(Math.round((4 / 13) * 60));
    expect(page.totalElements).toBeLessThanOrEqual(Math.round((5 / 13) * 60));
    expect(page.content).toHaveLength(4);
  });
});
