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

/**
 * A second sort key (`second`): 30 lines in 6 runs (5 each, names in no order), listed newest run
 * first and each run's lines by name, the same by pages of offsets and by page tokens both ways.
 */
type Line = { id: string; run: number; name: string; name_key: string };
const lineSpec: ListSpec<Line> = {
  sortable: {
    run: { column: 'run', type: 'int', second: { column: 'name_key', type: 'text', field: 'name_key' } },
    name: { column: 'name_key', type: 'text', field: 'name_key' },
  },
  defaultSort: 'run,desc',
  id: { column: 'id', field: 'id' },
};

describe('list order with a second key', () => {
  let lines: Kysely<{ list_lines: Line }>;
  beforeAll(async () => {
    lines = database.db as unknown as Kysely<{ list_lines: Line }>;
    await sql`create table list_lines (id uuid primary key, run int not null, name text not null, name_key text collate "C" not null)`.execute(
      lines,
    );
    await sql`insert into list_lines
      select gen_random_uuid(), 1 + (i % 6), 'Device ' || chr(65 + ((i * 7) % 26)) || i, lower('Device ' || chr(65 + ((i * 7) % 26)) || i)
      from generate_series(1, 30) as i`.execute(lines);
  });
  const all = () => lines.selectFrom('list_lines').selectAll();
  const expected = async () =>
    (await all().execute())
      .sort((a, b) => b.run - a.run || (a.name_key < b.name_key ? -1 : a.name_key > b.name_key ? 1 : 0))
      .map((line) => line.id);

  it('anyone: pages by offset and by token, forward and back, give every line once in run then name order', async () => {
    const want = await expected();
    const byOffset: string[] = [];
    for (let page = 0; page < 4; page += 1) {
      byOffset.push(...(await pagedList<Line>(lines, all(), { page, size: 8 }, lineSpec)).content.map((l) => l.id));
    }
    expect(byOffset).toEqual(want);

    const byToken: string[] = [];
    let token: string | undefined;
    const pages: { firstToken?: string | null }[] = [];
    for (;;) {
      const page = await pagedList<Line>(lines, all(), { limit: 7, ...(token ? { token } : {}) }, lineSpec);
      pages.push(page);
      byToken.push(...page.content.map((l) => l.id));
      if (!page.nextToken) break;
      token = page.nextToken;
    }
    expect(byToken).toEqual(want);
    // Back from the last page's first line: the lines before it, in the same order.
    const back = await pagedList<Line>(
      lines,
      all(),
      { limit: 7, dir: 'BACK', token: pages.at(-1)!.firstToken! },
      lineSpec,
    );
    const at = want.indexOf(back.content.at(-1)!.id);
    expect(back.content.map((l) => l.id)).toEqual(want.slice(at - 6, at + 1));
    expect(want[at + 1]).toBe(byToken[(pages.length - 1) * 7]);
  });

  it('anyone: a token of one sort is refused by another', async () => {
    const page = await pagedList<Line>(lines, all(), { limit: 5 }, lineSpec);
    await expect(
      pagedList<Line>(lines, all(), { limit: 5, sort: 'name,asc', token: page.nextToken! }, lineSpec),
    ).rejects.toThrow();
  });
});
