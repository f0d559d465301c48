import { type SqlBool, sql } from 'kysely';

/**
 * Prefix search on a lower-cased search column in byte order: `column >= low and column < high`
 * (a btree range) plus `starts_with` for exactness. All three operators are leakproof, so the
 * condition stays an index condition under row-level security; `lower(name) like 'x%'` does not
 * (neither lower nor LIKE is leakproof, so the planner must filter after the policy).
 */
export function prefixRange(q: string): { low: string; high: string; like: string } {
  const low = q.toLowerCase();
  // U+10FFFF is the largest code point: every string that starts with `low` sorts below low + it.
  return { low, high: `${low}\u{10FFFF}`, like: `${low.replace(/[\\%_]/g, (c) => `\\${c}`)}%` };
}

/**
 * `column` starts with `q`, for a lower-cased key column in byte order (`COLLATE "C"`, generated
 * from the searched text): a btree range that stays an index condition in a generic plan and under
 * row-level security, where `lower(column) like $1` reads every row of the community.
 *
 * @example base.where((eb) => eb.or([keyStartsWith('k.number_key', q), keyStartsWith('k.holder_key', q)]))
 */
export function keyStartsWith(column: string, q: string) {
  const { low, high } = prefixRange(q);
  return sql<SqlBool>`(${sql.ref(column)} >= ${low} and ${sql.ref(column)} < ${high})`;
}

/** A timestamptz column as an ISO string in UTC, as the contracts carry it. */
export function isoTimestamp(column: string) {
  return sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** A date column as YYYY-MM-DD (or null). */
export function isoDate(column: string) {
  return sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
}
