import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backend, openTestDatabase } from '../../../test/harness.ts';
import type { Database } from './open.ts';
import { PREPARED } from './prepared.ts';

/**
 * On PostgreSQL, statements marked PREPARED go as named prepared statements, planned once with a
 * generic plan; unmarked ones stay unnamed. (PGlite runs every statement unnamed.)
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(async () => {
  await database?.close();
});

describe.skipIf(backend !== 'postgres')('prepared statements', () => {
  it('server process: a marked statement is prepared once per connection and reused with a generic plan', async () => {
    const client = await database.pool.connect();
    try {
      const text = `${PREPARED} select $1::int + 1 as n`;
      for (const value of [1, 2, 3]) {
        const { rows } = await client.query(text, [value]);
        expect(rows[0].n).toBe(value + 1);
      }
      await client.query('select 1 as unmarked');
      const { rows } = await client.query(
        'select statement, generic_plans, custom_plans from pg_prepared_statements where not from_sql',
      );
      expect(rows).toHaveLength(1);
      expect(rows[0].statement).toBe(text);
      expect(Number(rows[0].generic_plans)).toBe(3);
      expect(Number(rows[0].custom_plans)).toBe(0);
    } finally {
      client.release();
    }
  });
});
