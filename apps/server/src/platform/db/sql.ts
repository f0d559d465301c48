import { sql } from 'kysely';

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

/** A timestamptz column as an ISO string in UTC, as the contracts carry it. */
export function isoTimestamp(column: string) {
  return sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** A date column as YYYY-MM-DD (or null). */
export function isoDate(column: string) {
  return sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
}
