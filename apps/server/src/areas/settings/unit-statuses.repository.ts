import type { UndoTarget, UnitStatusPart } from '@lintel/contracts/settings/unit-statuses';
import { sql } from 'kysely';
import type { Tx } from '../../platform/db/scope.ts';
import { type At, defaultRows } from './default-catalogue.ts';

// SQL only. Every call names the community it works in (`At`) after the transaction: the
// request's, or a target of "apply to" that the service checked and acts in.

export interface LabelRow {
  id: string;
  status_code: string;
  default_key: string | null;
  name: string;
  description: string;
  deletable: boolean;
  position: number;
}

export interface StatusRow {
  code: string;
  part: string;
  category_code: string;
  name: string;
  description: string;
  extendable: boolean;
}

/** What a reset replaced, to put back on undo. */
export interface Snapshot {
  statuses: { code: string; name: string; description: string }[];
  labels: LabelRow[];
  moveOutLabelId: string | null;
}

/** The label columns a copy, a reset or a restore writes. */
type LabelValues = Omit<LabelRow, 'id'>;

/** Whether the community has its catalogue yet (it is created by the seed or the first change). */
export async function hasCatalogue(db: Tx, at: At): Promise<boolean> {
  const exists = await db
    .selectFrom('unit_status_categories')
    .select('code')
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .limit(1)
    .executeTakeFirst();
  return exists !== undefined;
}

/**
 * Gives a community the default catalogue before its statuses are first changed (reads show the
 * defaults without writing). Safe under concurrency: every insert ignores rows already there.
 */
export async function ensureCatalogue(db: Tx, at: At): Promise<void> {
  if (await hasCatalogue(db, at)) return;
  const { scoped, categories, statuses, labels } = defaultRows(at);
  await db
    .insertInto('unit_status_categories')
    .values(categories)
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('unit_statuses')
    .values(statuses)
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('unit_status_labels')
    .values(labels)
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('unit_status_settings')
    .values(scoped)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

function statusesOf(db: Tx, at: At) {
  return db
    .selectFrom('unit_statuses')
    .select(['code', 'part', 'category_code', 'name', 'description', 'extendable'])
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId);
}

function labelsOf(db: Tx, at: At) {
  return db
    .selectFrom('unit_status_labels')
    .select(['id', 'status_code', 'default_key', 'name', 'description', 'deletable', 'position'])
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .orderBy('position')
    .orderBy('created_at')
    .orderBy('id');
}

/** Statuses of the community in catalogue order, optionally of one part, one category or some codes. */
export function listStatuses(
  db: Tx,
  at: At,
  filter: { part?: UnitStatusPart; categoryCode?: string; codes?: string[] } = {},
): Promise<StatusRow[]> {
  let query = statusesOf(db, at);
  if (filter.part) query = query.where('part', '=', filter.part);
  if (filter.categoryCode) query = query.where('category_code', '=', filter.categoryCode);
  if (filter.codes) query = query.where('code', 'in', filter.codes);
  return query.orderBy('position').execute();
}

/** Labels of the community in order, optionally of the statuses of one part or of some statuses. */
export function listLabels(
  db: Tx,
  at: At,
  filter: { part?: UnitStatusPart; statusCodes?: string[] } = {},
): Promise<LabelRow[]> {
  let query = labelsOf(db, at);
  if (filter.part) {
    query = query.where(
      'status_code',
      'in',
      db
        .selectFrom('unit_statuses')
        .select('code')
        .where('customer_id', '=', at.customerId)
        .where('community_id', '=', at.communityId)
        .where('part', '=', filter.part),
    );
  }
  if (filter.statusCodes) query = query.where('status_code', 'in', filter.statusCodes);
  return query.execute();
}

export function findStatus(db: Tx, at: At, code: string): Promise<StatusRow | undefined> {
  return statusesOf(db, at).where('code', '=', code).executeTakeFirst();
}

export function findLabel(db: Tx, at: At, id: string): Promise<LabelRow | undefined> {
  return labelsOf(db, at).where('id', '=', id).executeTakeFirst();
}

export async function readUndo(db: Tx, at: At): Promise<(UndoTarget & { snapshot: Snapshot }) | null> {
  const row = await db
    .selectFrom('unit_status_undo')
    .selectAll()
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    part: row.part as UnitStatusPart,
    scope: row.scope,
    categoryCode: row.category_code as UndoTarget['categoryCode'],
    statusCode: row.status_code,
    snapshot: row.snapshot as Snapshot,
  };
}

export async function saveUndo(db: Tx, at: At, target: UndoTarget, snapshot: Snapshot, now: Date): Promise<void> {
  const values = {
    part: target.part,
    scope: target.scope,
    category_code: target.categoryCode,
    status_code: target.statusCode,
    snapshot: JSON.stringify(snapshot),
    created_at: now,
  };
  await db
    .insertInto('unit_status_undo')
    .values({ customer_id: at.customerId, community_id: at.communityId, ...values })
    .onConflict((oc) => oc.columns(['customer_id', 'community_id']).doUpdateSet(values))
    .execute();
}

export async function dropUndo(db: Tx, at: At): Promise<void> {
  await db
    .deleteFrom('unit_status_undo')
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .execute();
}

/** A status's name and description; undefined when the community has no status with the code. */
export function updateStatusText(db: Tx, at: At, code: string, text: { name: string; description: string }) {
  return db
    .updateTable('unit_statuses')
    .set(text)
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('code', '=', code)
    .returning('code')
    .executeTakeFirst();
}

/** Deletes the labels (of one status, or all) whose default key is not one of `keys`. */
export async function deleteLabelsOutside(db: Tx, at: At, keys: string[], statusCode?: string): Promise<void> {
  let query = db
    .deleteFrom('unit_status_labels')
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId);
  if (statusCode) query = query.where('status_code', '=', statusCode);
  if (keys.length)
    query = query.where((eb) => eb.or([eb('default_key', 'is', null), eb('default_key', 'not in', keys)]));
  await query.execute();
}

/** Deletes the labels of these statuses except the ones with the ids kept. */
export async function deleteLabelsExcept(db: Tx, at: At, statusCodes: string[], keepIds: string[]): Promise<void> {
  let query = db
    .deleteFrom('unit_status_labels')
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('status_code', 'in', statusCodes);
  if (keepIds.length) query = query.where('id', 'not in', keepIds);
  await query.execute();
}

/** Writes a label: one with a default key replaces the community's label of that key, one without is added. */
export async function putLabel(db: Tx, at: At, values: LabelValues): Promise<void> {
  const { default_key, ...rest } = values;
  const insert = db
    .insertInto('unit_status_labels')
    .values({ ...values, customer_id: at.customerId, community_id: at.communityId });
  await (default_key
    ? insert.onConflict((oc) =>
        oc
          .columns(['customer_id', 'community_id', 'default_key'])
          .where('default_key', 'is not', null)
          .doUpdateSet(rest),
      )
    : insert
  ).execute();
}

/** Writes a label with its id, replacing the row of that id. */
export async function putLabelById(db: Tx, at: At, label: LabelRow): Promise<void> {
  const { id, ...values } = label;
  await db
    .insertInto('unit_status_labels')
    .values({ customer_id: at.customerId, community_id: at.communityId, id, ...values })
    .onConflict((oc) => oc.columns(['customer_id', 'community_id', 'id']).doUpdateSet(values))
    .execute();
}

/** Adds a label at the end of its status's labels. */
export async function insertLabel(db: Tx, at: At, statusCode: string, text: { name: string; description: string }) {
  const { next } = await db
    .selectFrom('unit_status_labels')
    .select(sql<number>`coalesce(max(position), -1) + 1`.as('next'))
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('status_code', '=', statusCode)
    .executeTakeFirstOrThrow();
  return db
    .insertInto('unit_status_labels')
    .values({
      customer_id: at.customerId,
      community_id: at.communityId,
      status_code: statusCode,
      default_key: null,
      name: text.name,
      description: text.description,
      deletable: true,
      position: Number(next),
    })
    .returning(['id', 'name', 'description', 'deletable'])
    .executeTakeFirstOrThrow();
}

export function updateLabelText(db: Tx, at: At, id: string, text: { name: string; description: string }) {
  return db
    .updateTable('unit_status_labels')
    .set(text)
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', '=', id)
    .returning(['id', 'name', 'description', 'deletable'])
    .executeTakeFirst();
}

export async function deleteLabel(db: Tx, at: At, id: string): Promise<void> {
  await db
    .deleteFrom('unit_status_labels')
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', '=', id)
    .execute();
}

/** The labels of physical statuses with their status, in category code, status and label order. */
export function listPhysicalLabels(db: Tx, at: At) {
  return db
    .selectFrom('unit_status_labels as l')
    .innerJoin('unit_statuses as s', (join) =>
      join
        .onRef('s.customer_id', '=', 'l.customer_id')
        .onRef('s.community_id', '=', 'l.community_id')
        .onRef('s.code', '=', 'l.status_code'),
    )
    .select(['l.id', 'l.name', 's.code as statusCode', 's.name as statusName', 's.category_code as categoryCode'])
    .where('l.customer_id', '=', at.customerId)
    .where('l.community_id', '=', at.communityId)
    .where('s.part', '=', 'PHYSICAL_STATUS')
    .orderBy('s.category_code')
    .orderBy('s.position')
    .orderBy('l.position')
    .orderBy('l.created_at')
    .execute();
}

/** The rules row with the move-out label's name; undefined before the community has its catalogue. */
export function findSettings(db: Tx, at: At) {
  return db
    .selectFrom('unit_status_settings as s')
    .leftJoin('unit_status_labels as l', (join) =>
      join
        .onRef('l.customer_id', '=', 's.customer_id')
        .onRef('l.community_id', '=', 's.community_id')
        .onRef('l.id', '=', 's.move_out_label_id'),
    )
    .select([
      's.move_out_auto_update',
      's.move_out_label_id',
      's.reservation_period',
      's.unit_preparation_lead_time',
      'l.name as labelName',
    ])
    .where('s.customer_id', '=', at.customerId)
    .where('s.community_id', '=', at.communityId)
    .executeTakeFirst();
}

export async function findMoveOutLabelId(db: Tx, at: At): Promise<string | null> {
  const row = await db
    .selectFrom('unit_status_settings')
    .select('move_out_label_id')
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .executeTakeFirst();
  return row?.move_out_label_id ?? null;
}

export async function updateSettings(
  db: Tx,
  at: At,
  values: {
    move_out_auto_update: boolean;
    move_out_label_id?: string;
    reservation_period?: number;
    unit_preparation_lead_time?: number;
    updated_at: Date;
  },
): Promise<void> {
  await db
    .updateTable('unit_status_settings')
    .set(values)
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .execute();
}

/** Gives the rules back a move-out label that an undo restored, unless another one was chosen meanwhile. */
export async function restoreMoveOutLabel(db: Tx, at: At, labelId: string): Promise<void> {
  await db
    .updateTable('unit_status_settings')
    .set({ move_out_label_id: labelId })
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('move_out_label_id', 'is', null)
    .execute();
}

/** The customer's other communities, by name. */
export function listOtherCommunities(db: Tx, at: At): Promise<{ id: string; name: string }[]> {
  return db
    .selectFrom('communities')
    .select(['id', 'name'])
    .where('customer_id', '=', at.customerId)
    .where('id', '!=', at.communityId)
    .where('deleted_at', 'is', null)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Which of these ids are communities of the customer. */
export function findCommunities(db: Tx, customerId: string, ids: string[]): Promise<{ id: string }[]> {
  return db
    .selectFrom('communities')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .where('id', 'in', ids)
    .execute();
}

/** Whether the customer's user profile is assigned to the community. */
export async function isAssigned(db: Tx, at: At, profileId: string): Promise<boolean> {
  const row = await db
    .selectFrom('customer_user_communities')
    .select('community_id')
    .where('customer_id', '=', at.customerId)
    .where('customer_user_id', '=', profileId)
    .where('community_id', '=', at.communityId)
    .executeTakeFirst();
  return row !== undefined;
}
