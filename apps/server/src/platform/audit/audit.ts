import { randomUUID } from 'node:crypto';
import type { data, Paged } from '@lintel/contracts';
import { DEFAULT_PAGE_SIZE } from '@lintel/contracts';
import { type Generated, sql } from 'kysely';
import type { Scope } from '../db/scope.ts';
import { isoTimestamp } from '../db/sql.ts';

/**
 * The audit trail: who changed which record, when, how, and each changed field's value before and
 * after. Services write it inside the request's transaction (`recordAudit`), so a refused request
 * leaves no trail; the table (migration 0022) is append-only for the request role.
 */

type AuditEntry = data.AuditEntry;
type AuditValue = string | number | boolean | null;

/** The `audit_log` table (migration 0022). */
interface AuditLogTable {
  customer_id: string;
  community_id: string;
  id: string;
  seq: Generated<string>;
  occurred_at: Date;
  actor_user_id: string | null;
  actor_name: string | null;
  entity_type: string;
  entity_id: string;
  action: data.AuditAction;
  changes: unknown;
}

const withAudit = (scope: Pick<Scope, 'db'>) => scope.db.withTables<{ audit_log: AuditLogTable }>();

/** Who did it, when the scope has no signed-in actor (a job acting for the person who started it). */
export interface AuditActor {
  userId: string;
  name: string;
}

/** Fields never shown as changes: keys and bookkeeping. */
const ALWAYS_IGNORED = new Set(['id', 'createdAt', 'updatedAt']);

const asValue = (value: unknown): AuditValue =>
  value === undefined || value === null
    ? null
    : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? value
      : JSON.stringify(value);

/** The fields whose value differs between two versions of a record (either may be null: created, removed). */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  ignore: readonly string[] = [],
): Record<string, { before: AuditValue; after: AuditValue }> {
  const skip = new Set([...ALWAYS_IGNORED, ...ignore]);
  const changes: Record<string, { before: AuditValue; after: AuditValue }> = {};
  for (const field of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    if (skip.has(field)) continue;
    const was = asValue(before?.[field]);
    const is = asValue(after?.[field]);
    if (was !== is) changes[field] = { before: was, after: is };
  }
  return changes;
}

/**
 * Writes one trail row in the caller's transaction: `before` is null for a creation, `after` null
 * for a removal; an update that changed no shown field writes nothing. `ignore` names fields not to
 * show (ids whose names are shown beside them, say).
 *
 * @example await recordAudit(scope, { entityType: 'structure.unit', entityId: id, before, after, ignore: ['buildingId'] });
 */
export async function recordAudit(
  scope: Pick<Scope, 'db' | 'now' | 'actor' | 'customerId' | 'communityId'>,
  entry: {
    entityType: string;
    entityId: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    ignore?: readonly string[];
    /** Who, when the scope has no actor (a job). */
    actor?: AuditActor;
  },
): Promise<void> {
  const { customerId, communityId } = scope;
  if (!customerId || !communityId) throw new Error(`audit of ${entry.entityType} needs a community scope`);
  const action: data.AuditAction = entry.before === null ? 'create' : entry.after === null ? 'delete' : 'update';
  const changes = changedFields(entry.before, entry.after, entry.ignore);
  if (action === 'update' && Object.keys(changes).length === 0) return;
  const actor = scope.actor
    ? { userId: scope.actor.userId, name: `${scope.actor.firstName} ${scope.actor.lastName}`.trim() }
    : (entry.actor ?? null);
  await withAudit(scope)
    .insertInto('audit_log')
    .values({
      customer_id: customerId,
      community_id: communityId,
      id: randomUUID(),
      occurred_at: scope.now,
      actor_user_id: actor?.userId ?? null,
      actor_name: actor?.name.slice(0, 200) ?? null,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      action,
      changes: JSON.stringify(changes),
    })
    .execute();
}

/**
 * One record's trail in the scope's community, newest first, paged. The caller has checked the
 * record's view permission (the endpoint's gate); a record of another tenant has no rows here.
 *
 * @example return withTotal(reply, await readAuditTrail(scope, 'structure.unit', params.unitId, query));
 */
export async function readAuditTrail(
  scope: Pick<Scope, 'db' | 'customerId' | 'communityId'>,
  entityType: string,
  entityId: string,
  query: { page?: number; size?: number },
): Promise<Paged<AuditEntry>> {
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  const page = query.page ?? 0;
  const base = withAudit(scope)
    .selectFrom('audit_log')
    .where('customer_id', '=', scope.customerId ?? '')
    .where('community_id', '=', scope.communityId ?? '')
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', entityId);
  const rows = await base
    .select(['id', isoTimestamp('occurred_at').as('occurredAt'), 'actor_name as actorName', 'action', 'changes'])
    .orderBy('seq', 'desc')
    .limit(size)
    .offset(page * size)
    .execute();
  const total = await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return {
    content: rows.map((row) => ({ ...row, changes: row.changes as AuditEntry['changes'] })),
    totalElements: total.n,
    totalPages: Math.ceil(total.n / size),
    totalIsEstimate: false,
    page,
    size,
  };
}
