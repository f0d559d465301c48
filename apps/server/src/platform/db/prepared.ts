import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * A statement whose text starts with this comment is sent to PostgreSQL as a named prepared
 * statement: parsed once per connection and planned once too (the pool sets
 * plan_cache_mode=force_generic_plan, which only named statements read). For the few statements
 * every request runs (session, context, grants, scope settings), whose planning under row-level
 * security cost more than their execution. Only for
 * statements with a fixed set of texts: each distinct text is one prepared statement per connection.
 *
 * @example sql`${sql.raw(PREPARED)} select … where s.token_hash = ${hash}`
 */
export const PREPARED = '/* prepared */';
const statementNames = new Map<string, string>();

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `lintel_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

/** Sends the marked statements of this client by name (see PREPARED); everything else as before. */
export function prepareMarkedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const wrapped = (text: unknown, values?: unknown, callback?: unknown) =>
    typeof text === 'string' && text.startsWith(PREPARED) && callback === undefined
      ? query({ name: statementName(text), text, values })
      : query(text, values, callback);
  client.query = wrapped as unknown as typeof client.query;
}
