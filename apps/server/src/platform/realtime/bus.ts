import type { PoolClient } from 'pg';
import type { Database } from '../db/open.ts';

export type Unsubscribe = () => Promise<void>;

/**
 * Cross-process signals through PostgreSQL LISTEN/NOTIFY. Every server process listens; a NOTIFY
 * sent inside a transaction reaches every listener once, at commit (never for a rollback).
 *
 * - PostgreSQL: one dedicated connection from the pool holds the LISTENs; if it drops, it is
 *   replaced after a second and `onReconnect` runs (signals sent meanwhile are lost, so the hub
 *   re-checks its sessions then; browsers poll every 60 s anyway).
 * - PGlite: one process owns the database, so its own listen/notify (same semantics, delivered
 *   at commit inside the process) is used; there is no second process to reach.
 *
 * @example const stop = await listen(database, ['lintel_notifications'], (channel, payload) => …);
 */
export async function listen(
  database: Database,
  channels: string[],
  onSignal: (channel: string, payload: string) => void,
  onReconnect: () => void = () => {},
): Promise<Unsubscribe> {
  if (database.pglite) {
    const pglite = database.pglite;
    const stops = await Promise.all(
      channels.map((channel) => pglite.listen(channel, (payload) => onSignal(channel, payload))),
    );
    return async () => {
      for (const stop of stops) await stop().catch(() => {});
    };
  }

  let stopped = false;
  let client: { connection: PoolClient; release: (destroy?: boolean) => void } | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async (): Promise<void> => {
    const next = await database.pool.connect();
    // A connection can error after it was given back (a stop, then the server closing it) or more
    // than once: it goes back to the pool exactly once, or the pool throws outside any request.
    let released = false;
    const release = (destroy?: boolean) => {
      if (released) return;
      released = true;
      next.release(destroy);
    };
    next.on('notification', (message) => onSignal(message.channel, message.payload ?? ''));
    next.on('error', () => {
      release(true);
      if (client?.connection === next) client = null;
      if (!stopped && !retry) retry = setTimeout(reconnect, 1_000);
    });
    for (const channel of channels) await next.query(`LISTEN ${channel}`);
    client = { connection: next, release };
  };
  const reconnect = () => {
    retry = null;
    connect()
      .then(onReconnect)
      .catch(() => {
        if (!stopped) retry = setTimeout(reconnect, 1_000);
      });
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = null;
    if (current) {
      await current.connection.query('UNLISTEN *').catch(() => {});
      current.release();
    }
  };
}
