import { randomUUID } from 'node:crypto';
import { type ErrorCode, errorMessage } from '@lintel/contracts';
import {
  WS_AUTH_TIMEOUT_MS,
  WS_MAX_MESSAGES_PER_MINUTE,
  type WsServerMessage,
  wsClientMessage,
} from '@lintel/contracts/realtime';
import { sql } from 'kysely';
import type { WebSocket } from 'ws';
import { resolveIdentity } from '../auth/resolve.ts';
import { AppError } from '../errors.ts';
import type { Platform } from '../http/platform.ts';

/** Close codes the client can tell apart (4000-4999 are the application's). */
export const CLOSE = {
  authTimeout: 4001,
  authFailed: 4401,
  sessionEnded: 4403,
  rateLimited: 4429,
  silent: 4408,
  shuttingDown: 1001,
} as const;

/** A socket silent for this long (no ping, no message) is gone: the client pings every 20 s. */
const SILENT_AFTER_MS = 70_000;
/** How often deadlines (session expiry, idle time-out, silence) are checked. */
const SWEEP_MS = 250;

export interface Connection {
  readonly id: string;
  readonly socket: WebSocket;
  userId: string | null;
  sessionId: string | null;
  customerId: string | null;
  communityId: string | null;
  /** When the session must be looked at again: its absolute expiry or its idle deadline. */
  recheckAt: number;
  lastMessageAt: number;
  recent: number[];
}

interface SessionState {
  expiresAt: Date;
  lastSeenAt: Date;
  revokedAt: Date | null;
  status: string;
}

/**
 * The websocket side of one server process: authenticates sockets with a session (the bearer token
 * in the AUTHENTICATION message, or the session cookie of the upgrade request), keeps them by user,
 * refuses floods, and closes them within a second of sign-out, expiry or deactivation. What to
 * deliver is decided by the areas (see `deliver`); signals between processes come from `listen`.
 */
export class RealtimeHub {
  private readonly connections = new Map<string, Connection>();
  private readonly byUser = new Map<string, Set<Connection>>();
  private readonly sweeper: NodeJS.Timeout;
  private checking = false;

  constructor(private readonly platform: Platform) {
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_MS);
    this.sweeper.unref();
  }

  /** Authenticated connections, for the areas' delivery decisions. */
  connectionsOf(userId: string): ReadonlySet<Connection> {
    return this.byUser.get(userId) ?? new Set();
  }

  /** Users with at least one authenticated socket in the customer. */
  usersIn(customerId: string): string[] {
    const users: string[] = [];
    for (const [userId, set] of this.byUser) {
      for (const connection of set) {
        if (connection.customerId === customerId) {
          users.push(userId);
          break;
        }
      }
    }
    return users;
  }

  get size(): number {
    return this.connections.size;
  }

  send(connection: Connection, message: WsServerMessage | string): void {
    if (connection.socket.readyState !== connection.socket.OPEN) return;
    connection.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Takes a freshly upgraded socket; `cookieToken` is the session cookie of the upgrade request. */
  accept(socket: WebSocket, cookieToken: string | null): Connection {
    const now = Date.now();
    const connection: Connection = {
      id: randomUUID(),
      socket,
      userId: null,
      sessionId: null,
      customerId: null,
      communityId: null,
      recheckAt: Number.POSITIVE_INFINITY,
      lastMessageAt: now,
      recent: [],
    };
    this.connections.set(connection.id, connection);
    const authTimer = setTimeout(() => {
      if (!connection.userId) socket.close(CLOSE.authTimeout, 'authentication timeout');
    }, WS_AUTH_TIMEOUT_MS);
    socket.on('message', (data, isBinary) => {
      void this.onMessage(connection, isBinary ? null : data.toString(), cookieToken);
    });
    socket.on('close', () => {
      clearTimeout(authTimer);
      this.forget(connection);
    });
    socket.on('error', () => socket.terminate());
    return connection;
  }

  private error(connection: Connection, id: string, code: ErrorCode): void {
    this.send(connection, { id, type: 'ERROR', body: { code, message: errorMessage[code] } });
  }

  private async onMessage(connection: Connection, text: string | null, cookieToken: string | null): Promise<void> {
    const now = Date.now();
    connection.lastMessageAt = now;
    connection.recent = connection.recent.filter((at) => now - at < 60_000);
    connection.recent.push(now);
    if (connection.recent.length > WS_MAX_MESSAGES_PER_MINUTE) {
      this.error(connection, '', 'RATE_LIMITED');
      // Twice the allowance is not a client that misbehaves by accident.
      if (connection.recent.length > 2 * WS_MAX_MESSAGES_PER_MINUTE)
        connection.socket.close(CLOSE.rateLimited, 'too many messages');
      return;
    }
    let parsed: ReturnType<typeof wsClientMessage.safeParse>;
    try {
      parsed = wsClientMessage.safeParse(text === null ? null : JSON.parse(text));
    } catch {
      return this.error(connection, '', 'MALFORMED_JSON');
    }
    if (!parsed.success) return this.error(connection, '', 'VALIDATION_FAILED');
    const message = parsed.data;
    if (message.type === 'PING') {
      if (!connection.userId) return this.error(connection, message.id, 'AUTH_REQUIRED');
      return this.send(connection, { id: message.id, type: 'PING', body: { at: new Date().toISOString() } });
    }
    await this.authenticate(connection, message.id, {
      token: message.body.token ?? cookieToken,
      customerId: message.body.customerId ?? null,
      communityId: message.body.communityId ?? null,
    });
  }

  private async authenticate(
    connection: Connection,
    messageId: string,
    claimed: { token: string | null; customerId: string | null; communityId: string | null },
  ): Promise<void> {
    const { database, clock, config } = this.platform;
    try {
      const now = clock.now();
      const result = await database.db.transaction().execute(async (trx) => {
        const identity = await resolveIdentity(
          trx,
          { auth: 'session', tenant: 'none', permission: null, reason: 'realtime' },
          claimed,
          now,
          config.session,
        );
        const session = await trx
          .selectFrom('sessions')
          .select(['last_seen_at'])
          .where('id', '=', identity.actor!.sessionId)
          .executeTakeFirstOrThrow();
        return { identity, lastSeenAt: session.last_seen_at };
      });
      const { identity } = result;
      const actor = identity.actor!;
      this.forget(connection);
      this.connections.set(connection.id, connection);
      connection.userId = actor.userId;
      connection.sessionId = actor.sessionId;
      connection.customerId = identity.customerId;
      connection.communityId = identity.communityId;
      connection.recheckAt = this.deadline(actor.sessionExpiresAt, result.lastSeenAt);
      const set = this.byUser.get(actor.userId) ?? new Set<Connection>();
      this.byUser.set(actor.userId, set);
      set.add(connection);
      this.send(connection, {
        id: messageId,
        type: 'AUTHENTICATION',
        body: { userId: actor.userId, customerId: identity.customerId, communityId: identity.communityId },
      });
    } catch (error) {
      const code: ErrorCode = error instanceof AppError ? error.code : 'INTERNAL';
      this.error(connection, messageId, code);
      connection.socket.close(CLOSE.authFailed, code);
    }
  }

  private deadline(expiresAt: Date, lastSeenAt: Date): number {
    return Math.min(expiresAt.getTime(), lastSeenAt.getTime() + this.platform.config.session.idleTimeoutMs);
  }

  private forget(connection: Connection): void {
    if (!connection.socket || connection.socket.readyState >= connection.socket.CLOSING) {
      this.connections.delete(connection.id);
    }
    if (connection.userId) {
      const set = this.byUser.get(connection.userId);
      set?.delete(connection);
      if (set && set.size === 0) this.byUser.delete(connection.userId);
    }
  }

  /** A session was signed out or cut short (`s:<id>`), or a user deactivated (`u:<id>`). */
  async onSessionSignal(payload: string): Promise<void> {
    const [kind, id] = payload.split(':') as [string, string];
    const targets = [...this.connections.values()].filter((c) => (kind === 'u' ? c.userId === id : c.sessionId === id));
    if (targets.length === 0) return;
    await this.recheck(targets);
  }

  /** Looks the sessions up again and closes the sockets of those that ended. */
  async recheck(targets: Connection[]): Promise<void> {
    const sessionIds = [...new Set(targets.map((c) => c.sessionId).filter((id): id is string => Boolean(id)))];
    if (sessionIds.length === 0) return;
    const { rows } = await sql<SessionState & { id: string }>`
      select s.id, s.expires_at as "expiresAt", s.last_seen_at as "lastSeenAt", s.revoked_at as "revokedAt", u.status
      from sessions s join users u on u.id = s.user_id
      where s.id = any(${sessionIds}::uuid[])`.execute(this.platform.database.db);
    const states = new Map(rows.map((r) => [r.id, r]));
    const now = this.platform.clock.now().getTime();
    for (const connection of targets) {
      const state = connection.sessionId ? states.get(connection.sessionId) : undefined;
      const deadline = state ? this.deadline(state.expiresAt, state.lastSeenAt) : 0;
      if (!state || state.revokedAt || state.status !== 'active' || now >= deadline) {
        connection.recheckAt = Number.POSITIVE_INFINITY;
        this.error(connection, '', 'AUTH_SESSION_EXPIRED');
        connection.socket.close(CLOSE.sessionEnded, 'session ended');
        this.forget(connection);
      } else {
        connection.recheckAt = deadline;
      }
    }
  }

  /** Every SWEEP_MS: sessions whose deadline passed are looked at again; silent sockets are dropped. */
  async sweep(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    try {
      const now = this.platform.clock.now().getTime();
      const wall = Date.now();
      const due: Connection[] = [];
      for (const connection of this.connections.values()) {
        if (wall - connection.lastMessageAt > SILENT_AFTER_MS) connection.socket.close(CLOSE.silent, 'no ping');
        else if (connection.userId && now >= connection.recheckAt) due.push(connection);
      }
      if (due.length > 0) await this.recheck(due);
    } catch {
      // the database is unavailable for a moment: try again on the next sweep
    } finally {
      this.checking = false;
    }
  }

  /** Every authenticated connection (after a lost LISTEN connection, all are looked at again). */
  all(): Connection[] {
    return [...this.connections.values()].filter((c) => c.userId);
  }

  close(): void {
    clearInterval(this.sweeper);
    for (const connection of this.connections.values()) connection.socket.close(CLOSE.shuttingDown, 'server stopping');
    this.connections.clear();
    this.byUser.clear();
  }
}
