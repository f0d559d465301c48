import type {
  MoveOutLabel,
  PartCategories,
  ResetBody,
  RulesBody,
  StatusText,
  UndoTarget,
  UnitStatus,
  UnitStatusCategoryCode,
  UnitStatusPart,
  UnitStatusSettings,
} from '@lintel/contracts/settings/unit-statuses';
import { can } from '@lintel/permissions';
import { loadGrants } from '../../platform/auth/grants.ts';
import { type CommunityScope, type Tx, withinCommunity } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import { type At, defaultPart, defaultRows, defaultStatusByCode, labelKey } from './default-catalogue.ts';
import type { LabelRow, Snapshot, StatusRow } from './unit-statuses.repository.ts';
import * as repository from './unit-statuses.repository.ts';

const at = (scope: CommunityScope): At => ({ customerId: scope.customerId, communityId: scope.communityId });

// Reads never write: a community without its catalogue yet reads the defaults (with the label ids
// the first change will create). Every change ensures the catalogue first.

export async function categories(scope: CommunityScope, part: UnitStatusPart): Promise<PartCategories> {
  return readPart(scope.db, at(scope), part);
}

export async function moveOutLabels(scope: CommunityScope) {
  return { content: await readMoveOutLabels(scope.db, at(scope)) };
}

/** Resets a part, a category or one physical status, keeping what it replaced for one undo. */
export async function reset(scope: CommunityScope, body: ResetBody): Promise<PartCategories> {
  const here = at(scope);
  await repository.ensureCatalogue(scope.db, here);
  let target: UndoTarget;
  let codes: string[];
  if ('statusCode' in body) {
    const status = await repository.findStatus(scope.db, here, body.statusCode);
    if (!status || status.part !== body.part) throw new AppError('RECORD_NOT_FOUND');
    target = {
      part: body.part,
      scope: 'STATUS',
      categoryCode: status.category_code as UnitStatusCategoryCode,
      statusCode: status.code,
    };
    codes = [status.code];
  } else if ('categoryCode' in body) {
    target = { part: body.part, scope: 'CATEGORY', categoryCode: body.categoryCode, statusCode: null };
    codes = await statusCodes(scope.db, here, body.part, body.categoryCode);
  } else {
    target = { part: body.part, scope: 'ALL', categoryCode: null, statusCode: null };
    codes = await statusCodes(scope.db, here, body.part);
  }
  const snapshot = await takeSnapshot(scope.db, here, codes);
  await resetStatuses(scope.db, here, codes);
  await repository.saveUndo(scope.db, here, target, snapshot, scope.now);
  return readPart(scope.db, here, body.part);
}

export async function undo(scope: CommunityScope, part: UnitStatusPart): Promise<PartCategories> {
  const here = at(scope);
  const last = await repository.readUndo(scope.db, here);
  if (!last || last.part !== part) throw new AppError('UNIT_STATUS_NOTHING_TO_UNDO');
  await restoreSnapshot(scope.db, here, last.snapshot);
  await repository.dropUndo(scope.db, here);
  return readPart(scope.db, here, part);
}

export async function updateStatus(scope: CommunityScope, code: string, text: StatusText) {
  const here = at(scope);
  await repository.ensureCatalogue(scope.db, here);
  if (!(await repository.updateStatusText(scope.db, here, code, text))) throw new AppError('RECORD_NOT_FOUND');
  await repository.dropUndo(scope.db, here);
  return (await readStatus(scope.db, here, code))!;
}

export async function createLabel(
  scope: CommunityScope,
  body: { categoryCode: string; statusCode: string } & StatusText,
) {
  const here = at(scope);
  await repository.ensureCatalogue(scope.db, here);
  const status = await repository.findStatus(scope.db, here, body.statusCode);
  if (!status || status.category_code !== body.categoryCode) throw new AppError('RECORD_NOT_FOUND');
  if (status.part !== 'PHYSICAL_STATUS' || !status.extendable) throw new AppError('UNIT_STATUS_NOT_EXTENDABLE');
  const label = await repository.insertLabel(scope.db, here, status.code, body);
  await repository.dropUndo(scope.db, here);
  return label;
}

export async function updateLabel(scope: CommunityScope, id: string, text: StatusText) {
  const here = at(scope);
  await repository.ensureCatalogue(scope.db, here);
  const label = await repository.updateLabelText(scope.db, here, id, text);
  if (!label) throw new AppError('RECORD_NOT_FOUND');
  await repository.dropUndo(scope.db, here);
  return label;
}

export async function deleteLabel(scope: CommunityScope, id: string): Promise<null> {
  const here = at(scope);
  await repository.ensureCatalogue(scope.db, here);
  const label = await repository.findLabel(scope.db, here, id);
  if (!label) throw new AppError('RECORD_NOT_FOUND');
  if (!label.deletable) throw new AppError('UNIT_STATUS_LABEL_MANDATORY');
  await repository.deleteLabel(scope.db, here, id);
  await repository.dropUndo(scope.db, here);
  return null;
}

export async function readSettings(scope: CommunityScope): Promise<UnitStatusSettings> {
  const row = await repository.findSettings(scope.db, at(scope));
  // No catalogue yet: the rules form's defaults (the column defaults of unit_status_settings).
  if (!row) return { ...noRules };
  return {
    moveOutPhysicalStatusAutoUpdate: row.move_out_auto_update,
    moveOutPhysicalStatusLabel:
      row.move_out_label_id && row.labelName ? { id: row.move_out_label_id, name: row.labelName } : null,
    moveOutPhysicalStatusReservationPeriod: row.reservation_period,
    unitPreparationLeadTime: row.unit_preparation_lead_time,
  };
}

const noRules: UnitStatusSettings = {
  moveOutPhysicalStatusAutoUpdate: false,
  moveOutPhysicalStatusLabel: null,
  moveOutPhysicalStatusReservationPeriod: 1,
  unitPreparationLeadTime: 1,
};

/** Saves the rules form; with auto update off only the flag changes. */
export async function updateSettings(scope: CommunityScope, body: RulesBody): Promise<UnitStatusSettings> {
  const here = at(scope);
  await repository.ensureCatalogue(scope.db, here);
  if (body.moveOutPhysicalStatusAutoUpdate) {
    const moveOut = await readMoveOutLabels(scope.db, here);
    if (!moveOut.some((l) => l.id === body.moveOutPhysicalStatusLabelId)) {
      throw new AppError('VALIDATION_FAILED', {
        issues: [{ path: 'moveOutPhysicalStatusLabelId', message: 'not a physical status label of this community' }],
      });
    }
  }
  await repository.updateSettings(
    scope.db,
    here,
    body.moveOutPhysicalStatusAutoUpdate
      ? {
          move_out_auto_update: true,
          move_out_label_id: body.moveOutPhysicalStatusLabelId,
          reservation_period: body.moveOutPhysicalStatusReservationPeriod,
          unit_preparation_lead_time: body.unitPreparationLeadTime,
          updated_at: scope.now,
        }
      : { move_out_auto_update: false, updated_at: scope.now },
  );
  return readSettings(scope);
}

const UPDATE_KEY = 'CBR_UNIT_STATUS_SETTINGS_UPDATE';

/** Other communities of the customer the actor may work in and update unit statuses in. */
export async function applyTargets(scope: CommunityScope): Promise<{ id: string; name: string }[]> {
  const rows = await repository.listOtherCommunities(scope.db, at(scope));
  const allowed: { id: string; name: string }[] = [];
  for (const row of rows) if (await mayUpdateIn(scope, row.id)) allowed.push(row);
  return allowed;
}

async function mayUpdateIn(scope: CommunityScope, communityId: string): Promise<boolean> {
  const isProvider = scope.actor.providerType !== null;
  if (!isProvider && !scope.allCommunities) {
    const there = { customerId: scope.customerId, communityId };
    if (!(await repository.isAssigned(scope.db, there, scope.profile.profileId))) return false;
  }
  // The target's licences are visible to row-level security only while acting there.
  const grants = await withinCommunity(scope, communityId, () =>
    loadGrants(
      scope.db,
      {
        providerRole: scope.actor.providerRole,
        profileId: isProvider ? null : scope.profile.profileId,
        customerId: scope.customerId,
        communityId,
      },
      [UPDATE_KEY],
    ),
  );
  return can(
    grants,
    { key: UPDATE_KEY },
    {
      customerId: scope.customerId,
      communityId,
      profile: { type: scope.profile.type, role: scope.profile.role },
    },
  );
}

/**
 * Copies this community's statuses and labels to the chosen communities, in this one
 * transaction: every target is checked first (a community of the customer where the actor may
 * update unit statuses), so either all of them change or none.
 */
export async function applyTo(scope: CommunityScope, communityIds: string[]): Promise<{ applied: number }> {
  const targets = [...new Set(communityIds)];
  const known = await repository.findCommunities(scope.db, scope.customerId, targets);
  if (known.length !== targets.length || targets.includes(scope.communityId)) throw new AppError('RECORD_NOT_FOUND');
  for (const id of targets) if (!(await mayUpdateIn(scope, id))) throw new AppError('PERMISSION_DENIED');

  const here = at(scope);
  await repository.ensureCatalogue(scope.db, here);
  const statuses = await repository.listStatuses(scope.db, here);
  const labels = await repository.listLabels(scope.db, here);
  for (const communityId of targets) {
    // Row-level security lets the transaction touch the target only while it acts there.
    await withinCommunity(scope, communityId, () => copyCatalogue(scope, communityId, statuses, labels));
  }
  return { applied: targets.length };
}

/** Gives one target this community's statuses and labels; the transaction acts in the target. */
async function copyCatalogue(
  scope: CommunityScope,
  communityId: string,
  statuses: StatusRow[],
  labels: LabelRow[],
): Promise<void> {
  const there: At = { customerId: scope.customerId, communityId };
  await repository.ensureCatalogue(scope.db, there);
  for (const status of statuses) {
    if (!defaultStatusByCode.has(status.code)) continue;
    await repository.updateStatusText(scope.db, there, status.code, {
      name: status.name,
      description: status.description,
    });
  }
  const keys = labels.flatMap((l) => (l.default_key ? [l.default_key] : []));
  await repository.deleteLabelsOutside(scope.db, there, keys);
  for (const { id: _id, ...label } of labels) await repository.putLabel(scope.db, there, label);
  await repository.dropUndo(scope.db, there);
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

/** The categories of one part with statuses, labels, whether each is default, and what can be undone. */
async function readPart(db: Tx, here: At, part: UnitStatusPart): Promise<PartCategories> {
  let [statuses, labels, undo] = await Promise.all([
    repository.listStatuses(db, here, { part }),
    repository.listLabels(db, here, { part }),
    repository.readUndo(db, here),
  ]);
  if (statuses.length === 0 && !(await repository.hasCatalogue(db, here))) {
    // No catalogue yet: the defaults, exactly as the first change will create them.
    const defaults = defaultRows(here);
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
    undo: undo && undo.part === part ? withoutSnapshot(undo) : null,
  };
}

function withoutSnapshot(undo: UndoTarget & { snapshot: Snapshot }): UndoTarget {
  return { part: undo.part, scope: undo.scope, categoryCode: undo.categoryCode, statusCode: undo.statusCode };
}

async function readStatus(db: Tx, here: At, code: string): Promise<UnitStatus | null> {
  const status = await repository.findStatus(db, here, code);
  if (!status) return null;
  const labels = await repository.listLabels(db, here, { statusCodes: [code] });
  return toStatus(status, labels);
}

/** Codes of the statuses of a part, optionally of one category. */
async function statusCodes(db: Tx, here: At, part: UnitStatusPart, categoryCode?: string): Promise<string[]> {
  return (await repository.listStatuses(db, here, { part, categoryCode })).map((s) => s.code);
}

async function takeSnapshot(db: Tx, here: At, codes: string[]): Promise<Snapshot> {
  const [statuses, labels, moveOutLabelId] = await Promise.all([
    repository.listStatuses(db, here, { codes }),
    repository.listLabels(db, here, { statusCodes: codes }),
    repository.findMoveOutLabelId(db, here),
  ]);
  return {
    statuses: statuses.map(({ code, name, description }) => ({ code, name, description })),
    labels,
    moveOutLabelId,
  };
}

/**
 * Puts statuses back to the defaults: names and descriptions, and for labels updates changed
 * defaults, recreates deleted ones and deletes added ones.
 */
async function resetStatuses(db: Tx, here: At, codes: string[]): Promise<void> {
  for (const code of codes) {
    const def = defaultStatusByCode.get(code);
    if (!def) continue;
    await repository.updateStatusText(db, here, code, { name: def.status.name, description: def.status.description });
    const keys = def.status.labels.map((_, index) => labelKey(code, index));
    await repository.deleteLabelsOutside(db, here, keys, code);
    for (const [index, label] of def.status.labels.entries()) {
      await repository.putLabel(db, here, {
        status_code: code,
        default_key: labelKey(code, index),
        name: label.name,
        description: label.description,
        deletable: label.deletable,
        position: index,
      });
    }
  }
}

/** Restores what a reset replaced (the snapshot): names, descriptions, and the exact labels with their ids. */
async function restoreSnapshot(db: Tx, here: At, snapshot: Snapshot): Promise<void> {
  const codes = snapshot.statuses.map((s) => s.code);
  for (const status of snapshot.statuses) {
    await repository.updateStatusText(db, here, status.code, { name: status.name, description: status.description });
  }
  if (codes.length === 0) return;
  const keep = snapshot.labels.map((l) => l.id);
  await repository.deleteLabelsExcept(db, here, codes, keep);
  for (const label of snapshot.labels) await repository.putLabelById(db, here, label);
  if (snapshot.moveOutLabelId && keep.includes(snapshot.moveOutLabelId)) {
    await repository.restoreMoveOutLabel(db, here, snapshot.moveOutLabelId);
  }
}

/** Physical status labels a move-out may set, in catalogue order; the defaults before the catalogue exists. */
async function readMoveOutLabels(db: Tx, here: At): Promise<MoveOutLabel[]> {
  let rows = await repository.listPhysicalLabels(db, here);
  if (rows.length === 0 && !(await repository.hasCatalogue(db, here))) rows = defaultMoveOutLabels(here);
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
function defaultMoveOutLabels(here: At) {
  const { statuses, labels } = defaultRows(here);
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
