import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema.ts';

/**
 * The outbox: every email and SMS leaves through here. A message is written in the caller's
 * transaction (so a refused or rolled-back request sends nothing), and a worker delivers it later
 * through the configured sender. The default sender keeps messages in the database, where the demo
 * mailbox shows them; an SMTP sender is used when SMTP_URL is set.
 */
export interface OutboxMessage {
  channel: 'email' | 'sms';
  /** An email address or an E.164 phone number. */
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the message is for, e.g. 'password-reset', 'sign-in-code', 'notification'. */
  kind: string;
  userId?: string | null;
}

/**
 * Adds a message to the outbox inside the caller's transaction and returns its id. The request
 * role may insert but not read the outbox, so the id is made here rather than returned by SQL.
 *
 * @example await enqueueOutbox(tx, { channel: 'email', to: user.email, subject: 'Reset code', text, kind: 'password-reset', userId: user.id });
 */
export async function enqueueOutbox(
  db: Kysely<DB> | Transaction<DB>,
  message: OutboxMessage,
  now: Date = new Date(),
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('outbox_messages')
    .values({
      id,
      channel: message.channel,
      recipient: message.to,
      subject: message.subject,
      body_text: message.text,
      body_html: message.html ?? null,
      kind: message.kind,
      user_id: message.userId ?? null,
      created_at: now,
      available_at: now,
    })
    .execute();
  return id;
}

/** A delivered message as the worker hands it to a sender. */
export interface OutgoingMessage {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  bodyText: string;
  bodyHtml: string | null;
  kind: string;
}

/** Delivers one message or throws; `name` is recorded as delivered_by. */
export interface OutboxSender {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}

/** Keeps messages in the database only (the default, and the demo mailbox's source). */
export const databaseSender: OutboxSender = {
  name: 'database',
  async send() {},
};

/**
 * Sends email through SMTP (nodemailer, a well-kept transport that handles TLS, auth and encoding);
 * SMS has no SMTP equivalent, so text messages stay in the database with this sender too.
 *
 * @example const sender = await smtpSender('smtp://user:pass@mail.example.com:587', 'Lintel <no-reply@example.com>');
 */
export async function smtpSender(url: string, from: string): Promise<OutboxSender> {
  const nodemailer = await import('nodemailer');
  const transport = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(message) {
      if (message.channel !== 'email') return;
      await transport.sendMail({
        from,
        to: message.recipient,
        subject: message.subject,
        text: message.bodyText,
        ...(message.bodyHtml ? { html: message.bodyHtml } : {}),
      });
    },
  };
}

/** After this many failed attempts a message is marked failed and no longer retried. */
export const OUTBOX_MAX_ATTEMPTS = 8;
const BATCH = 20;

/** Retry delay after the n-th failed attempt: 2^n seconds, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(2 ** attempts * 1000, 3_600_000);
}

/**
 * Delivers due messages once and returns how many were handled. Rows are claimed with
 * FOR UPDATE SKIP LOCKED, so several server processes can run workers without sending twice.
 * Runs on the owning connection role (the request role cannot read the outbox).
 *
 * @example await deliverDue(database.db, databaseSender, systemClock);
 */
export async function deliverDue(db: Kysely<DB>, sender: OutboxSender, clock: Clock): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const now = clock.now();
    const due = await tx
      .selectFrom('outbox_messages')
      .select(['id', 'channel', 'recipient', 'subject', 'body_text', 'body_html', 'kind', 'attempts'])
      .where('delivered_at', 'is', null)
      .where('failed_at', 'is', null)
      .where('available_at', '<=', now)
      .orderBy('available_at')
      .limit(BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    for (const row of due) {
      try {
        await sender.send({
          id: row.id,
          channel: row.channel,
          recipient: row.recipient,
          subject: row.subject,
          bodyText: row.body_text,
          bodyHtml: row.body_html,
          kind: row.kind,
        });
        await tx
          .updateTable('outbox_messages')
          .set({ delivered_at: now, delivered_by: sender.name, attempts: row.attempts + 1, last_error: null })
          .where('id', '=', row.id)
          .execute();
      } catch (error) {
        const attempts = row.attempts + 1;
        const message = error instanceof Error ? error.message : String(error);
        await tx
          .updateTable('outbox_messages')
          .set({
            attempts,
            last_error: message.slice(0, 1000),
            available_at: new Date(now.getTime() + retryDelayMs(attempts)),
            failed_at: attempts >= OUTBOX_MAX_ATTEMPTS ? now : null,
          })
          .where('id', '=', row.id)
          .execute();
      }
    }
    return due.length;
  });
}

export interface OutboxWorker {
  /** Delivers what is due now (tests call this instead of waiting for the timer). */
  flush(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Polls the outbox every `intervalMs` and delivers due messages; a failing round is logged and
 * retried on the next tick, never crashing the server.
 *
 * @example const worker = startOutboxWorker({ db: database.db, sender: databaseSender, clock: systemClock, log: app.log });
 */
export function startOutboxWorker(options: {
  db: Kysely<DB>;
  sender: OutboxSender;
  clock: Clock;
  log: { error(obj: object, msg: string): void };
  intervalMs?: number;
}): OutboxWorker {
  let running: Promise<number> | null = null;
  let stopped = false;
  const flush = async (): Promise<number> => {
    if (running) return running;
    running = (async () => {
      let total = 0;
      try {
        for (;;) {
          const handled = await deliverDue(options.db, options.sender, options.clock);
          total += handled;
          if (handled < BATCH || stopped) break;
        }
      } catch (error) {
        options.log.error({ err: error }, 'outbox delivery round failed; retrying on the next tick');
      }
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => void flush(), options.intervalMs ?? 1000);
  timer.unref();
  return {
    flush,
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (running) await running;
    },
  };
}

/**
 * The newest messages for the demo mailbox, read as the request role: row-level security lets it see
 * only messages addressed to a published demo account (migration 0016), never a real address. The
 * route that calls this is registered in demo mode only.
 */
export async function recentDemoMail(db: Transaction<DB>, limit = 50) {
  return db
    .selectFrom('outbox_messages')
    .select(['id', 'channel', 'recipient', 'subject', 'body_text', 'kind', 'created_at'])
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}
