import type { Tx } from '../../platform/db/scope.ts';

// SQL only: the failure counters of the per-account slow-down (throttle.ts holds the schedule).

export async function findLockedUntil(db: Tx, subject: string): Promise<Date | null> {
  const row = await db
    .selectFrom('auth_throttles')
    .select('locked_until')
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row?.locked_until ?? null;
}

/** Counts one failure, starting again at 1 when the last one is at or before `forgetBefore`; the count. */
export async function countFailure(db: Tx, subject: string, now: Date, forgetBefore: Date): Promise<number> {
  const row = await db
    .insertInto('auth_throttles')
    .values({ subject, failures: 1, last_failure_at: now, locked_until: null })
    .onConflict((oc) =>
      oc.column('subject').doUpdateSet((eb) => ({
        failures: eb
          .case()
          .when('auth_throttles.last_failure_at', '<=', forgetBefore)
          .then(1)
          .else(eb('auth_throttles.failures', '+', 1))
          .end(),
        last_failure_at: now,
      })),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return row.failures;
}

export async function lockUntil(db: Tx, subject: string, lockedUntil: Date): Promise<void> {
  await db.updateTable('auth_throttles').set({ locked_until: lockedUntil }).where('subject', '=', subject).execute();
}

export async function clearFailures(db: Tx, subject: string): Promise<void> {
  await db.deleteFrom('auth_throttles').where('subject', '=', subject).execute();
}
