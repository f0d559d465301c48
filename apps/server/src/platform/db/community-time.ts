import type { Scope } from './scope.ts';

/**
 * A community's time zone (an IANA name; UTC when it is not found): where hours of operation, closed
 * days and "today" are read. Row-level security applies: the scope must act in that community.
 */
export async function communityTimeZone(at: Pick<Scope, 'db' | 'customerId' | 'communityId'>): Promise<string> {
  if (!at.customerId || !at.communityId) return 'UTC';
  const row = await at.db
    .selectFrom('communities')
    .select('timezone_id')
    .where('customer_id', '=', at.customerId)
    .where('id', '=', at.communityId)
    .executeTakeFirst();
  return row?.timezone_id ?? 'UTC';
}

/** The calendar date (YYYY-MM-DD) at an instant in a time zone. */
export function localDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
