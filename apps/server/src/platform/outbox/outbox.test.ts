import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock.ts';
import { demoRecipientRule } from '../../../test/fixtures/demo-mailbox.ts';
import { openTestDatabase } from '../../../test/harness.ts';
import type { Database } from '../db/open.ts';
import { actAs } from '../db/scope.ts';
import { deliverDue, enqueueOutbox, OUTBOX_MAX_ATTEMPTS, type OutboxSender, type OutgoingMessage } from './outbox.ts';

const message = {
  channel: 'email' as const,
  to: 'resident@example.com',
  subject: 'Your code',
  text: 'Your code is 123456',
  kind: 'test',
};

describe('outbox', () => {
  let database: Database;
  const clock = new ManualClock('2026-11-22T12:00:00Z');
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  const recording = (): OutboxSender & { sent: OutgoingMessage[] } => {
    const sent: OutgoingMessage[] = [];
    return {
      name: 'recording',
      sent,
      async send(outgoing) {
        sent.push(outgoing);
      },
    };
  };

  it('a request that rolls back sends nothing', async () => {
    await database.db
      .transaction()
      .execute(async (tx) => {
        await enqueueOutbox(tx, { ...message, subject: 'rolled back' }, clock.now());
        throw new Error('refused');
      })
      .catch(() => {});
    const sender = recording();
    await deliverDue(database.db, sender, clock);
    expect(sender.sent.map((m) => m.subject)).not.toContain('rolled back');
  });

  it('the request role may add a message but never read one sent to a real address', async () => {
    const id = await database.db.transaction().execute(async (tx) => {
      await actAs(tx, { appRole: true });
      return enqueueOutbox(tx, message, clock.now());
    });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const readable = await database.db.transaction().execute(async (tx) => {
      await actAs(tx, { appRole: true });
      return tx.selectFrom('outbox_messages').select(['id', 'recipient']).execute();
    });
    // Row-level security: only messages to the published demo accounts (the demo mailbox), never this one.
    expect(readable.map((row) => row.id)).not.toContain(id);
    const isDemo = await demoRecipientRule(database);
    expect(readable.filter((row) => !isDemo(row.recipient))).toEqual([]);
    // Nor can it change or remove one.
    await expect(
      database.db.transaction().execute(async (tx) => {
        await actAs(tx, { appRole: true });
        return tx.deleteFrom('outbox_messages').execute();
      }),
    ).rejects.toThrow(/permission denied/);
  });

  it('a committed message is delivered once, then never again', async () => {
    await database.db.transaction().execute((tx) => enqueueOutbox(tx, { ...message, subject: 'once' }, clock.now()));
    const sender = recording();
    await deliverDue(database.db, sender, clock);
    await deliverDue(database.db, sender, clock);
    expect(sender.sent.filter((m) => m.subject === 'once')).toHaveLength(1);
    const row = await database.db
      .selectFrom('outbox_messages')
      .select(['delivered_by', 'attempts'])
      .where('subject', '=', 'once')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ delivered_by: 'recording', attempts: 1 });
  });

  it('a failing sender is retried with growing delays, then the message is marked failed', async () => {
    await database.db.transaction().execute((tx) => enqueueOutbox(tx, { ...message, subject: 'flaky' }, clock.now()));
    let calls = 0;
    const failing: OutboxSender = {
      name: 'failing',
      async send(outgoing) {
        if (outgoing.subject === 'flaky') {
          calls += 1;
          throw new Error('mail server down');
        }
      },
    };
    await deliverDue(database.db, failing, clock);
    expect(calls).toBe(1);
    // Not due again until the back-off has passed.
    await deliverDue(database.db, failing, clock);
    expect(calls).toBe(1);
    for (let attempt = 1; attempt < OUTBOX_MAX_ATTEMPTS; attempt += 1) {
      clock.advance(3_600_000);
      await deliverDue(database.db, failing, clock);
    }
    expect(calls).toBe(OUTBOX_MAX_ATTEMPTS);
    clock.advance(3_600_000);
    await deliverDue(database.db, failing, clock);
    expect(calls).toBe(OUTBOX_MAX_ATTEMPTS);
    const row = await database.db
      .selectFrom('outbox_messages')
      .select(['last_error', 'failed_at', 'delivered_at'])
      .where('subject', '=', 'flaky')
      .executeTakeFirstOrThrow();
    expect(row.last_error).toBe('mail server down');
    expect(row.failed_at).not.toBeNull();
    expect(row.delivered_at).toBeNull();
  });
});
