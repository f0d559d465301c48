import type {
  MoveOutLabel,
  PartCategories,
  UndoTarget,
  UnitStatus,
  UnitStatusCategoryCode,
  UnitStatusPart,
} from '@lintel/contracts/settings/unit-statuses';
import { sql } from 'kysely';
import type { Tx } from '../../platform/db/scope.ts';
import { stableId } from '../../platform/stable-id.ts';
import { defaultCatalogue, defaultPart, defaultStatusByCode, labelKey } from './default-catalogue.ts';

/** The community a repository call works in; row-level security must allow it (the request's or a checked target). */
export interface At {
  customerId: string;
  communityId: string;
}

interface LabelRow {
  id: string;
  status_code: string;
  default_key: string | null;
  name: string;
  description: string;
  deletable: boolean;
  position: number;
}

interface StatusRow {
  code: string;
  part: string;
  category_code: string;
  name: string;
  description: string;
  extendable: boolean;
}

/**
 * A default label's id in a community, derived from its default key: a community that has no
 * catalogue yet shows these ids (read-only), and the first change creates the labels with them.
 */
export const defaultLabelId = (at: At, key: string) =>
  stableId(`unit-status-label:${at.customerId}/${at.communityId}/${key}`);

/** The rows of the default catalogue in one community. */
function defaultRows(at: At) {
  const scoped = { customer_id: at.customerId, community_id: at.communityId };
  const categories = defaultCatalogue.parts.flatMap((p) =>
    p.categories.map((c, position) => ({ ...scoped, part: p.part, code: c.code, position })),
  );
  const statuses = defaultCatalogue.parts.flatMap((p) =>
    p.categories.flatMap((c) =>
      c.statuses.map((st, position) => ({
        ...scoped,
        code: st.code,
        part: p.part,
        category_code: c.code,
        name: st.name,
        description: st.description,
        extendable: st.extendable,
        position,
      })),
    ),
  );
  const labels = [...defaultStatusByCode.values()].flatMap(({ status }) =>
    status.labels.map((label, index) => ({
      ...scoped,
      id: defaultLabelId(at, labelKey(status.code, index)),
      status_code: status.code,
      default_key: labelKey(status.code, index),
      name: label.name,
      description: label.description,
      deletable: label.deletable,
      position: index,
    })),
  );
  return { scoped, categories, statuses, labels };
}

/** Whether the community has its catalogue yet (it is created by the seed or the first change). */
async function hasCatalogue(db: Tx, at: At): Promise<boolean> {
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

/** A status equals its default: name, description and, for physical statuses, exactly the default labels. */
function isDefaultStatus(status: StatusRow, labels: LabelRow[]): boolean {
  const def = defaultStatusByCode.get(status.code);
  if (!def) return false;
  if (status.name !== def.status.name || status.description !== def.status.description) return false;
  if (labels.length !== def.status.labels.length) return false;
  return def.status.labels.every((label, index) => {
    const found = labels.find((l) => l.default_key === labelKey(status.code, index));
    return found && found.name === label.name && found.description === label.description;
  });
}

function toStatus(status: StatusRow, labels: LabelRow[]): UnitStatus {
  return {
    code: status.code,
    name: status.name,
    description: status.description,
    extendable: status.extendable,
    labels: labels.map((l) => ({ id: l.id, name: l.name, description: l.description, deletable: l.deletable })),
    isDefault: isDefaultStatus(status, labels),
  };
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
    categoryCode: row.category_code as UnitStatusCategoryCode | null,
    statusCode: row.status_code,
    snapshot: row.snapshot as Snapshot,
  };
}

/** The categories of one part with statuses, labels, whether each is default, and what can be undone. */
export async function readPart(db: Tx, at: At, part: UnitStatusPart): Promise<PartCategories> {
  let [statuses, labels, undo] = await Promise.all([
    statusesOf(db, at).where('part', '=', part).orderBy('position').execute(),
    labelsOf(db, at)
      .where(
        'status_code',
        'in',
        db
          .selectFrom('unit_statuses')
          .select('code')
          .where('customer_id', '=', at.customerId)
          .where('community_id', '=', at.communityId)
          .where('part', '=', part),
      )
      .execute(),
    readUndo(db, at),
  ]);
  if (statuses.length === 0 && !(await hasCatalogue(db, at))) {
    // No catalogue yet: the defaults, exactly as the first change will create them.
    const defaults = defaultRows(at);
    statuses = defaults.statuses.filter((st) => st.part === part);
    labels = defaults.labels.filter((l) => statuses.some((st) => st.code === l.status_code));
    undo = null;
  }
  const categories = defaultPart(part).categories.map((def) => {
    const rows = statuses.filter((st) => st.category_code === def.code);
    const list = rows.map((st) =>
      toStatus(
        st,
        labels.filter((l) => l.status_code === st.code),
      ),
    );
    return {
      code: def.code,
      name: def.name,
      description: def.description,
      statuses: list,
      isDefault: list.every((st) => st.isDefault),
    };
  });
  return {
    part,
    categories,
    isDefault: categories.every((c) => c.isDefault),
    undo: undo && undo.part === part ? { ...withoutSnapshot(undo) } : null,
  };
}

function withoutSnapshot(undo: UndoTarget & { snapshot: Snapshot }): UndoTarget {
  return { part: undo.part, scope: undo.scope, categoryCode: undo.categoryCode, statusCode: undo.statusCode };
}

export async function readStatus(db: Tx, at: At, code: string): Promise<UnitStatus | null> {
  const status = await statusesOf(db, at).where('code', '=', code).executeTakeFirst();
  if (!status) return null;
  const labels = await labelsOf(db, at).where('status_code', '=', code).execute();
  return toStatus(status, labels);
}

export async function findStatus(db: Tx, at: At, code: string): Promise<StatusRow | undefined> {
  return statusesOf(db, at).where('code', '=', code).executeTakeFirst();
}

/** What a reset replaced, to put back on undo. */
export interface Snapshot {
  statuses: { code: string; name: string; description: string }[];
  labels: LabelRow[];
  moveOutLabelId: string | null;
}

export async function takeSnapshot(db: Tx, at: At, codes: string[]): Promise<Snapshot> {
  const [statuses, labels, settings] = await Promise.all([
    statusesOf(db, at).where('code', 'in', codes).execute(),
    labelsOf(db, at).where('status_code', 'in', codes).execute(),
    db
      .selectFrom('unit_status_settings')
      .select('move_out_label_id')
      .where('customer_id', '=', at.customerId)
      .where('community_id', '=', at.communityId)
      .executeTakeFirst(),
  ]);
  return {
    statuses: statuses.map(({ code, name, description }) => ({ code, name, description })),
    labels,
    moveOutLabelId: settings?.move_out_label_id ?? null,
  };
}

/** Codes of the statuses of a part, optionally of one category. */
export async function statusCodes(db: Tx, at: At, part: UnitStatusPart, categoryCode?: string): Promise<string[]> {
  let query = statusesOf(db, at).where('part', '=', part);
  if (categoryCode) query = query.where('category_code', '=', categoryCode);
  return (await query.execute()).map((s) => s.code);
}

/**
 * Puts statuses back to the defaults: names and descriptions, and for labels updates changed
 * defaults, recreates deleted ones and deletes added ones.
 */
export async function resetStatuses(db: Tx, at: At, codes: string[]): Promise<void> {
  for (const code of codes) {
    const def = defaultStatusByCode.get(code);
    if (!def) continue;
    await db
      .updateTable('unit_statuses')
      .set({ name: def.status.name, description: def.status.description })
      .where('customer_id', '=', at.customerId)
      .where('community_id', '=', at.communityId)
      .where('code', '=', code)
      .execute();
    const keys = def.status.labels.map((_, index) => labelKey(code, index));
    await db
      .deleteFrom('unit_status_labels')
      .where('customer_id', '=', at.customerId)
      .where('community_id', '=', at.communityId)
      .where('status_code', '=', code)
      .where((eb) =>
        keys.length ? eb.or([eb('default_key', 'is', null), eb('default_key', 'not in', keys)]) : eb.lit(true),
      )
      .execute();
    for (const [index, label] of def.status.labels.entries()) {
      await db
        .insertInto('unit_status_labels')
        .values({
          customer_id: at.customerId,
          community_id: at.communityId,
          status_code: code,
          default_key: labelKey(code, index),
          name: label.name,
          description: label.description,
          deletable: label.deletable,
          position: index,
        })
        .onConflict((oc) =>
          oc.columns(['customer_id', 'community_id', 'default_key']).where('default_key', 'is not', null).doUpdateSet({
            name: label.name,
            description: label.description,
            deletable: label.deletable,
            position: index,
          }),
        )
        .execute();
    }
  }
}

/** Restores what a reset replaced (the snapshot): names, descriptions, and the exact labels with their ids. */
export async function restoreSnapshot(db: Tx, at: At, snapshot: Snapshot): Promise<void> {
  const codes = snapshot.statuses.map((s) => s.code);
  for (const status of snapshot.statuses) {
    await db
      .updateTable('unit_statuses')
      .set({ name: status.name, description: status.description })
      .where('customer_id', '=', at.customerId)
      .where('community_id', '=', at.communityId)
      .where('code', '=', status.code)
      .execute();
  }
  if (codes.length === 0) return;
  const keep = snapshot.labels.map((l) => l.id);
  let remove = db
    .deleteFrom('unit_status_labels')
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('status_code', 'in', codes);
  if (keep.length) remove = remove.where('id', 'not in', keep);
  await remove.execute();
  for (const label of snapshot.labels) {
    const values = {
      status_code: label.status_code,
      default_key: label.default_key,
      name: label.name,
      description: label.description,
      deletable: label.deletable,
      position: label.position,
    };
    await db
      .insertInto('unit_status_labels')
      .values({ customer_id: at.customerId, community_id: at.communityId, id: label.id, ...values })
      .onConflict((oc) => oc.columns(['customer_id', 'community_id', 'id']).doUpdateSet(values))
      .execute();
  }
  if (snapshot.moveOutLabelId && keep.includes(snapshot.moveOutLabelId)) {
    await db
      .updateTable('unit_status_settings')
      .set({ move_out_label_id: snapshot.moveOutLabelId })
      .where('customer_id', '=', at.customerId)
      .where('community_id', '=', at.communityId)
      .where('move_out_label_id', 'is', null)
      .execute();
  }
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

/** Any change after a reset ends the chance to undo it, so an undo never overwrites a newer edit. */
export async function dropUndo(db: Tx, at: At): Promise<void> {
  await db
    .deleteFrom('unit_status_undo')
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .execute();
}

export async function updateStatusText(db: Tx, at: At, code: string, text: { name: string; description: string }) {
  return db
    .updateTable('unit_statuses')
    .set(text)
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('code', '=', code)
    .returning('code')
    .executeTakeFirst();
}

export async function findLabel(db: Tx, at: At, id: string): Promise<LabelRow | undefined> {
  return labelsOf(db, at).where('id', '=', id).executeTakeFirst();
}

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

export async function updateLabelText(db: Tx, at: At, id: string, text: { name: string; description: string }) {
  return db
    .updateTable('unit_status_labels')
    .set(text)
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', '=', id)
    .returning(['id', 'name', 'description', 'deletable'])
    .executeTakeFirst();
}

export async function deleteLabelRow(db: Tx, at: At, id: string): Promise<void> {
  await db
    .deleteFrom('unit_status_labels')
    .where('customer_id', '=', at.customerId)
    .where('community_id', '=', at.communityId)
    .where('id', '=', id)
    .execute();
}

export async function readMoveOutLabels(db: Tx, at: At): Promise<MoveOutLabel[]> {
  let rows = await db
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
  if (rows.length === 0 && !(await hasCatalogue(db, at))) rows = defaultMoveOutLabels(at);
  const categories = defaultPart('PHYSICAL_STATUS').categories;
  const order = (code: string) => categories.findIndex((c) => c.code === code);
  return rows
    .sort((a, b) => order(a.categoryCode) - order(b.categoryCode))
    .map((row) => ({
      ...row,
      categoryCode: row.categoryCode as UnitStatusCategoryCode,
      categoryName: categories.find((c) => c.code === row.categoryCode)?.name ?? row.categoryCode,
    }));
}

/** The move-out labels of the default catalogue, in catalogue order (category, status, label). */
function defaultMoveOutLabels(at: At) {
  const { statuses, labels } = defaultRows(at);
  return statuses
    .filter((st) => st.part === 'PHYSICAL_STATUS')
    .flatMap((st) =>
      labels
        .filter((l) => l.status_code === st.code)
        .map((l) => ({
          id: l.id,
          name: l.name,
          statusCode: st.code,
          statusName: st.name,
          categoryCode: st.category_code,
        })),
    );
}

export type { LabelRow, StatusRow };
export { labelsOf, statusesOf };
