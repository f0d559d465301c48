import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/harness.ts';
import type { Database } from '../platform/db/open.ts';
import { seedDemo } from './demo.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const count = async (table: 'units' | 'users' | 'customers') =>
  (
    await database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

it('operator: the demo portfolio is seeded once; starting again adds nothing', async () => {
  const before = { units: await count('units'), users: await count('users'), customers: await count('customers') };
  expect(before).toEqual({ units: 540, users: 11, customers: 3 });
  expect(await seedDemo(database)).toBe(false);
  expect({ units: await count('units'), users: await count('users'), customers: await count('customers') }).toEqual(
    before,
  );
});

it('operator: every community has a time zone, buildings and 40 to 200 units with unit types', async () => {
  const rows = await database.db
    .selectFrom('communities as k')
    .select((eb) => [
      'k.name',
      'k.timezone_id',
      eb
        .selectFrom('buildings as b')
        .whereRef('b.community_id', '=', 'k.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('buildings'),
      eb
        .selectFrom('units as u')
        .whereRef('u.community_id', '=', 'k.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('units'),
      eb
        .selectFrom('unit_types as t')
        .whereRef('t.community_id', '=', 'k.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('types'),
    ])
    .execute();
  expect(rows).toHaveLength(6);
  for (const row of rows) {
    expect(row.timezone_id).toMatch(/^America\//);
    expect(Number(row.buildings)).toBeGreaterThan(0);
    expect(Number(row.units)).toBeGreaterThanOrEqual(40);
    expect(Number(row.units)).toBeLessThanOrEqual(200);
    expect(Number(row.types)).toBeGreaterThan(0);
  }
});
