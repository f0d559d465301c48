import { createHash } from 'node:crypto';
import type { SessionScope } from '../db/scope.ts';
import { AppError } from '../errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Keys are kept a day (Stripe keeps them at least 24 h), then pruned when their owner sends another. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 86_400_000;

export function parseIdempotencyKey(value: string | string[] | undefined): string | null {
  if (value === undefined || value === '') return null;
  if (Array.isArray(value) || !UUID.test(value)) throw new AppError('IDEMPOTENCY_KEY_INVALID');
  return value.toLowerCase();
}

/** Same key, same request: method, path, context and body, with object keys in a fixed order. */
export function requestHash(parts: {
  method: string;
  path: string;
  customerId: string | null;
  communityId: string | null;
  body: unknown;
}): Buffer {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value as Record<string, unknown>)
          .sort()
          .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify([parts.method, parts.path, parts.customerId, parts.communityId, canonical(parts.body)]))
    .digest();
}

export type Claim = { kind: 'run' } | { kind: 'replay'; status: number; response: unknown };

/**
 * Claims a key inside the request's transaction. The insert waits on the key's unique index while
 * another request with the same key is running, so exactly one of them runs; the others replay its
 * answer once it commits (or run themselves if it rolled back).
 */
export async function claimKey(
  scope: SessionScope,
  key: string,
  request: { method: string; path: string; hash: Buffer },
): Promise<Claim> {
  const inserted = await scope.db
    .insertInto('idempotency_keys')
    .values({
      user_id: scope.actor.userId,
      key,
      method: request.method,
      path: request.path,
      request_hash: request.hash,
      created_at: scope.now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (inserted) return { kind: 'run' };
  const existing = await scope.db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status', 'response'])
    .where('user_id', '=', scope.actor.userId)
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  if (!existing.request_hash.equals(request.hash)) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return { kind: 'replay', status: existing.status ?? 200, response: existing.response };
}

export async function recordAnswer(scope: SessionScope, key: string, status: number, response: unknown): Promise<void> {
  await scope.db
    .updateTable('idempotency_keys')
    .set({ status, response: JSON.stringify(response ?? null) })
    .where('user_id', '=', scope.actor.userId)
    .where('key', '=', key)
    .execute();
  await scope.db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', scope.actor.userId)
    .where('created_at', '<', new Date(scope.now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS))
    .execute();
}
